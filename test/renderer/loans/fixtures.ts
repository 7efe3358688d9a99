import type { LoanAlert } from '../../../shared/ipc/schemas/loans';

/** A margin-call alert of portfolio B1 of customer 100001, with the fields given replaced. */
export function alert(overrides: Partial<LoanAlert> = {}): LoanAlert {
  return {
    id: 'a1',
    at: '2026-11-25T08:00:00.000Z',
    key: 'p/100001/B1',
    profileId: 'p',
    profileName: 'Simulator',
    customer: '100001',
    customerName: 'Alpenrose Treasury AG',
    portfolioId: 'B1',
    from: 'warning',
    to: 'margin-call',
    currentLtv: '0.7012',
    smLtv: '0.7',
    hmLtv: '0.8',
    snoozed: false,
    acknowledged: false,
    sound: false,
    ...overrides,
  };
}
