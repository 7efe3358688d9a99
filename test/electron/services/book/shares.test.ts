import { describe, expect, it } from 'vitest';
import type { BookRow } from '../../../../shared/book/book-model';
import { withShares } from '../../../../shared/book/book-model';
import { sharesInSlices } from '../../../../electron/services/book/shares';

const row = (i: number): BookRow => ({
  customer: String(100000 + i),
  name: `Customer ${i}`,
  accessRight: null,
  referenceCurrency: 'CHF',
  total: null,
  unpriced: 0,
  officeTotal: i % 10 === 0 ? null : `${i}.123456789012345678901234`,
  change: null,
  officeChange: null,
  share: null,
  openOrders: 0,
  stakingInProgress: 0,
  worstLoanState: null,
  asOf: '2026-11-28T00:00:00Z',
  stale: false,
  error: null,
});

describe("the Book's shares in main", () => {
  it('are the shared read model figures exactly, worked out a slice at a time with the event loop served between slices', async () => {
    const rows = Array.from({ length: 1000 }, (_, i) => row(i));
    let turns = 0;
    let serving = true;
    const serve = (): void => {
      turns += 1;
      if (serving) setImmediate(serve);
    };
    setImmediate(serve);
    const sliced = await sharesInSlices(rows);
    serving = false;
    expect(sliced).toEqual(withShares(rows));
    expect(sliced.unvalued).toBe(100);
    // 1,000 rows in slices of 100: other work ran between them (one long task would let it run at most once).
    expect(turns).toBeGreaterThanOrEqual(9);
  });
});
