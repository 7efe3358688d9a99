import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import type { CustodyAccount, HistoricalPortfolioValue } from '../../../../shared/api/schemas/custody';
import type { MarketData } from '../../../../shared/api/schemas/trading';
import type { BookRow, BookRowPushed, BookView } from '../../../../shared/book/book-model';
import { booksIn } from '../../../../shared/custody/cross-books';
import { valuePositions } from '../../../../shared/custody/positions';
import { rangeQuery } from '../../../../shared/custody/ranges';
import { priceIn } from '../../../../shared/custody/valuation';
import type { CustomerList } from '../../../../shared/ipc/schemas/customers';
import type { Preferences } from '../../../../shared/ipc/schemas/preferences';
import { firstJson, runDeskAgainst } from '../../cli/desk/run-desk';
import { startApp, useSharedSimulator } from '../../ipc/harness';
import { MemorySecretStore } from '../helpers/memory-secret-store';
import { useTempDirs } from '../helpers/temp-dir';

const tempDir = useTempDirs();
// Simulated time all but stands still: the window's reads, the Book's and the desk's see the same books.
const shared = useSharedSimulator({ speed: 1e-9 });

/**
 * What a row must agree on wherever it is shown: not when it was read, nor
 * the loan monitor's state of that process, nor the change, whose range ends
 * at the moment of reading (two dashboards a second apart differ there too).
 */
const figures = (row: BookRow) => ({
  ...row,
  asOf: undefined,
  worstLoanState: undefined,
  change: undefined,
  officeChange: undefined,
});

describe('the Book against the built-in simulator', () => {
  it("every customer's office total is its dashboard total (shared/custody, through the dashboard's channels) converted at the dashboard's cross rate, exactly; desk book prints the same numbers", async () => {
    // The app's clock held still, so the Book's portfolio series and the dashboard's below are the same query.
    const at = Date.now();
    const { value, events, dispatch, services } = await startApp({
      dataDir: await tempDir(),
      store: new MemorySecretStore(),
      start: shared.start,
      services: { now: () => new Date(at) },
    });
    try {
      const { profileId, customers } = await value<CustomerList>('customers.reachable');
      const basis = (await value<Preferences>('preferences.get')).dashboard.priceBasis;
      expect(customers.length).toBeGreaterThan(1);
      const office = 'EUR';
      const book = await value<BookView>('book.load', {
        profileId,
        officeCurrency: office,
        range: '1M',
        loadId: 'load-1',
      });
      expect(book.rows.map((row) => row.customer).sort()).toEqual(
        customers.map((customer) => customer.customerNumber).sort(),
      );

      // The window's side, customer by customer: the channels and the read model the dashboard uses (Dashboard.tsx).
      let sum = new Big(0);
      for (const { customerNumber: customer, referenceCurrency } of customers) {
        const series = await value<HistoricalPortfolioValue>('custody.portfolioValue', {
          profileId,
          customer,
          query: rangeQuery('1M', at),
        });
        const currency = referenceCurrency ?? series.referenceCurrency;
        const accounts = await value<CustodyAccount[]>('custody.accounts', { profileId, customer });
        const books = await value<MarketData[]>('trading.marketData', { profileId, customer });
        const dashboard = valuePositions(accounts, books, currency, basis);
        const rate = priceIn(currency, office, booksIn(books, office), basis);
        const row = book.rows.find((candidate) => candidate.customer === customer);
        expect(row, customer).toMatchObject({
          referenceCurrency: currency,
          total: dashboard.total,
          unpriced: dashboard.unpriced,
          stale: false,
          error: null,
        });
        expect(rate, `${currency}/${office}`).not.toBeNull();
        const converted = new Big(dashboard.total).times(rate?.price as string).toFixed();
        expect(row?.officeTotal, customer).toBe(converted);
        // The change over the dashboard's range: from its first point to the headline (rangeChange on the dashboard).
        const first = series.points[0];
        if (first && series.referenceCurrency === currency)
          expect(row?.change, customer).toBe(new Big(dashboard.total).minus(first.value).toFixed());
        expect(row?.stakingInProgress, customer).toEqual(expect.any(Number));
        sum = sum.plus(converted);
      }
      expect(book.officeTotal).toBe(sum.toFixed());
      expect(book.unvalued).toBe(0);
      // Not vacuous: the customers hold priced assets in more than one reference currency.
      expect(new Set(book.rows.map((row) => row.referenceCurrency)).size).toBeGreaterThan(1);
      expect(book.rows.every((row) => new Big(row.officeTotal as string).gt(0))).toBe(true);

      // Each row was pushed to the window before the answer, once, tagged with the load.
      const pushed = events.filter((event) => event.event === 'bookRow').map((event) => event.payload as BookRowPushed);
      expect(pushed.map((event) => event.row.customer).sort()).toEqual(book.rows.map((row) => row.customer).sort());
      expect(
        pushed.every(
          (event) => event.loadId === 'load-1' && event.profileId === profileId && event.officeCurrency === office,
        ),
      ).toBe(true);

      // desk book, a run of its own (services built afresh) through the same service: the same numbers.
      const run = await runDeskAgainst(shared.simulator(), await tempDir(), [
        'book',
        '--office-currency',
        office,
        '--range',
        '1M',
        '--exact',
      ]);
      expect(run.code, run.stderr).toBe(0);
      const printed = firstJson(run.stdout) as BookView;
      expect(printed.officeTotal).toBe(book.officeTotal);
      const byCustomer = (rows: readonly BookRow[]) =>
        [...rows].sort((a, b) => a.customer.localeCompare(b.customer)).map(figures);
      expect(byCustomer(printed.rows)).toEqual(byCustomer(book.rows));

      // The office currencies offered are those the service prices in; main refuses another and changes nothing.
      const currencies = await value<string[]>('book.currencies', { profileId });
      expect(currencies).toContain(office);
      const refused = await dispatch('preferences.update', { dashboard: { officeCurrency: 'XYZ' } });
      expect(refused).toMatchObject({
        ok: false,
        error: { kind: 'validation', message: expect.stringContaining(currencies.join(', ')) },
      });
      expect((await value<Preferences>('preferences.get')).dashboard.officeCurrency).toBe('CHF');
      expect(
        (await value<Preferences>('preferences.update', { dashboard: { officeCurrency: office } })).dashboard
          .officeCurrency,
      ).toBe(office);
      expect(services.preferences.get().dashboard.officeCurrency).toBe(office);
    } finally {
      await services.shutdown();
    }
  }, 120_000);
});
