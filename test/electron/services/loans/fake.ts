import type { LoanReport } from '../../../../shared/api/schemas/loans';
import type { ServiceClient } from '../../../../electron/client/client';
import type { ProfileRecord } from '../../../../electron/services/profiles/profile-record';

/** A profile record whose secret is usable (requireUsableSecret passes). */
export function profile(id: string, name: string, builtIn = false): ProfileRecord {
  return {
    id,
    name,
    environment: 'simulator',
    baseUrl: 'http://127.0.0.1:1',
    apiKey: 'key',
    authScheme: 'SVC',
    selectedCustomer: null,
    builtIn,
    secretOrigin: 'http://127.0.0.1:1',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  } as ProfileRecord;
}

/** A borrow report with one loan and one collateral at the given LTV. */
export function report(portfolioId: string, currentLtv: string, smLtv = '0.7', hmLtv = '0.8'): LoanReport {
  return {
    portfolioId,
    serviceFee: '0.005',
    collateralization: '1.5',
    currentLtv,
    smLtv,
    hmLtv,
    loans: [
      {
        loanId: `L-${portfolioId}`,
        assetSymbol: 'CHF',
        amount: '100',
        value: '100',
        valueCurrency: 'CHF',
        interestRate: '0.05',
        accruedInterest: '1',
        startDate: '2026-01-01',
        maturityDate: null,
      },
    ],
    collaterals: [{ assetSymbol: 'BTC', amount: '1', price: '150', value: '150', valueCurrency: 'CHF' }],
  } as unknown as LoanReport;
}

/** A fake service: customers and their borrow reports, settable per test; counts requests and the most in flight. */
export class FakeService {
  customers: { customerNumber: string; name: string; referenceCurrency: string }[] = [];
  reports = new Map<string, LoanReport[]>();
  failing = new Set<string>();
  requests: string[] = [];
  inFlight = 0;
  maxInFlight = 0;
  /** Each request stays in flight for one turn of the event loop (other requests start meanwhile), never for wall-clock time. */
  holdATurn = false;

  client(): ServiceClient {
    const answer = async (name: string, customer?: string): Promise<unknown> => {
      this.requests.push(customer ? `${name} ${customer}` : name);
      this.inFlight += 1;
      this.maxInFlight = Math.max(this.maxInFlight, this.inFlight);
      try {
        if (this.holdATurn) await new Promise((resolve) => setImmediate(resolve));
        if (customer && this.failing.has(customer))
          return {
            ok: false,
            error: {
              kind: 'server',
              message: 'The service had a problem (503).',
              endpoint: name,
              method: 'GET',
              path: '/',
            },
          };
        if (name === 'customers.list') return { ok: true, status: 200, value: this.customers };
        return { ok: true, status: 200, value: this.reports.get(customer ?? '') ?? [] };
      } finally {
        this.inFlight -= 1;
      }
    };
    return {
      call: ((name: string, input?: { customer?: string }) => answer(name, input?.customer)) as ServiceClient['call'],
      request: () => Promise.reject(new Error('unused')),
      raw: () => Promise.reject(new Error('unused')),
      bytes: () => Promise.reject(new Error('unused')),
      clockOffsetMs: () => null,
      close: () => Promise.resolve(),
    };
  }
}
