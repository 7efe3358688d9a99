import Big from 'big.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookPlaces, type BookView } from '../../../../shared/book/book-model';
import { worstState, type LoanState } from '../../../../shared/loans';
import type { RunningSimulator } from '../../../../electron/simulator/index';
import { startSimulator } from '../../../../electron/simulator/index';
import { useTempDirs } from '../../services/helpers/temp-dir';
import { firstJson, runDeskAgainst } from './run-desk';

const tempDir = useTempDirs();
let simulator: RunningSimulator;

beforeAll(async () => {
  // Simulated time all but stands still: two desk runs a second apart read the same prices.
  simulator = await startSimulator({ seed: 42, speed: 1e-9, port: 0 });
}, 120_000);
afterAll(() => simulator?.stop());

describe('desk book', () => {
  it('lists every customer the key reaches with totals; the office total is the sum of the rows', async () => {
    const dir = await tempDir();
    const customers = firstJson((await runDeskAgainst(simulator, dir, ['customers'])).stdout) as
      { customerNumber: string }[] | { customers: { customerNumber: string }[] };
    const list = Array.isArray(customers) ? customers : customers.customers;
    const run = await runDeskAgainst(simulator, dir, ['book', '--office-currency', 'USD', '--exact']);
    expect(run.code, run.stderr).toBe(0);
    const view = firstJson(run.stdout) as BookView;
    expect(view.officeCurrency).toBe('USD');
    expect(view.rows.map((row) => row.customer).sort()).toEqual(list.map((c) => c.customerNumber).sort());
    expect(view.rows.every((row) => row.stale === false && row.total !== null && row.referenceCurrency !== null)).toBe(
      true,
    );
    const sum = view.rows.reduce(
      (total, row) => (row.officeTotal === null ? total : total.plus(row.officeTotal)),
      new Big(0),
    );
    expect(sum.toFixed()).toBe(view.officeTotal);
    expect((await runDeskAgainst(simulator, dir, ['book', '--office-currency', 'usd'])).code).toBe(2);
  }, 120_000);

  it("rounds amounts to their currency's places as the window shows them (--exact: every digit), with the loan state of each customer", async () => {
    const dir = await tempDir();
    const exactRun = await runDeskAgainst(simulator, dir, ['book', '--office-currency', 'CHF', '--exact']);
    const shownRun = await runDeskAgainst(simulator, dir, ['book', '--office-currency', 'CHF']);
    expect([exactRun.code, shownRun.code], exactRun.stderr + shownRun.stderr).toEqual([0, 0]);
    const exact = firstJson(exactRun.stdout) as BookView;
    const shown = firstJson(shownRun.stdout) as BookView;
    const places = (text: string | null) => (text === null ? 0 : (text.split('.')[1] ?? '').length);
    // The exact figures carry more digits than a currency has (products of prices and balances).
    expect(exact.rows.some((row) => places(row.officeTotal) > 2)).toBe(true);
    const rounded = (text: string | null, currency: string | null) =>
      text === null ? null : new Big(text).toFixed(bookPlaces(currency), Big.roundHalfUp);
    expect(shown.officeTotal).toBe(rounded(exact.officeTotal, 'CHF'));
    for (const row of shown.rows) {
      const same = exact.rows.find((candidate) => candidate.customer === row.customer)!;
      expect(row.officeTotal).toBe(rounded(same.officeTotal, 'CHF'));
      expect(row.total).toBe(rounded(same.total, row.referenceCurrency));
      expect(places(row.total)).toBe(bookPlaces(row.referenceCurrency));
    }
    // The worst loan state as the loan status reads it: every customer with a borrow portfolio has one.
    const loans = firstJson((await runDeskAgainst(simulator, dir, ['loans', 'status', '--all-customers'])).stdout) as {
      customer: string;
      state: LoanState;
    }[];
    expect(loans.length).toBeGreaterThan(0);
    for (const row of shown.rows) {
      const states = loans.filter((loan) => loan.customer === row.customer).map((loan) => loan.state);
      expect({ customer: row.customer, state: row.worstLoanState }).toEqual({
        customer: row.customer,
        state: states.length === 0 ? null : worstState(states),
      });
    }
  }, 120_000);
});
