import { describe, expect, it } from 'vitest';
import { exportFileName } from '../../../shared/reports/file-name';

describe("an export's suggested file name", () => {
  it('says customer, kind and period', () => {
    const name = exportFileName(
      {
        customer: '100101',
        customerName: 'Alpine Capital AG',
        kind: 'account-orders',
        params: { kind: 'account-orders', dateFrom: '2026-01-01', dateTo: '2026-03-31' },
      },
      'xlsx',
    );
    expect(name).toBe('100101 Alpine Capital AG - Account orders statement - 2026-01-01 to 2026-03-31.xlsx');
  });

  it('names the day of a balance report and keeps the name safe for every file system', () => {
    const name = exportFileName(
      {
        customer: '100202',
        customerName: 'Euro: Treasury/GmbH',
        kind: 'balance',
        params: { kind: 'balance', date: '2026-06-30', referenceCurrency: 'EUR' },
      } as never,
      'csv',
    );
    expect(name).toMatch(/^100202 Euro_ Treasury_GmbH - .+ - at 2026-06-30\.csv$/);
  });
});
