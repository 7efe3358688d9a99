import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { withShares, type BookRow } from '../../../shared/book/book-model';

/** A row with only what the shares read. */
const row = (customer: string, officeTotal: string | null) =>
  ({ customer, officeTotal }) as unknown as Omit<BookRow, 'share'>;

describe("the Book's shares of the office total", () => {
  it('are the exact quotient rounded half up to 2 places, also where cutting it early could carry', () => {
    // 1/8 = 12.5 %, 1/3 = 33.33…, and a share a hair below a half (x.xx4999…) that rounding twice would carry up.
    const rows = [row('a', '1'), row('b', '7'), row('c', '0.1249999999999999999999999'), row('d', null)];
    const view = withShares(rows);
    const total = new Big('8.1249999999999999999999999');
    expect(view.officeTotal).toBe(total.toFixed());
    expect(view.unvalued).toBe(1);
    for (const shared of view.rows) {
      const officeTotal = shared.officeTotal;
      const Exact = Big();
      Exact.DP = 60;
      expect(shared.share).toBe(
        officeTotal === null ? null : new Exact(officeTotal).times(100).div(total).toFixed(2, Big.roundHalfUp),
      );
    }
    expect(withShares([row('a', '1'), row('b', '1'), row('c', '6')]).rows.map((shared) => shared.share)).toEqual([
      '12.50',
      '12.50',
      '75.00',
    ]);
    expect(withShares([row('a', '-1'), row('b', '9')]).rows.map((shared) => shared.share)).toEqual([
      '-12.50',
      '112.50',
    ]);
  });

  it('stay quick on a book of 1,000 long office totals (main must not stall at the end of a load)', () => {
    const rows = Array.from({ length: 1000 }, (_, i) =>
      row(String(i), new Big(i + 1).times('12345.678901234567890123456789012345').toFixed()),
    );
    // The quickest of five (a shared machine's scheduler only ever adds time): dividing to 20 places took ~40 ms.
    let quickest = Number.POSITIVE_INFINITY;
    let view = withShares(rows);
    for (let run = 0; run < 5; run += 1) {
      const started = performance.now();
      view = withShares(rows);
      quickest = Math.min(quickest, performance.now() - started);
    }
    expect(quickest).toBeLessThan(25);
    expect(
      view.rows
        .reduce((sum, shared) => sum.plus(shared.share!), new Big(0))
        .minus(100)
        .abs()
        .lte('5'),
    ).toBe(true);
  });
});
