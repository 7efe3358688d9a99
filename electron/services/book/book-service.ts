import { message, type Message } from '../../../shared/i18n/message';
import type { Customer } from '../../../shared/api/schemas/customers';
import type { BookRow, BookView } from '../../../shared/book/book-model';
import { pricedCurrencies, valueCustomer } from '../../../shared/book/book-model';
import type { PortfolioRange } from '../../../shared/custody/ranges';
import { rangeQuery } from '../../../shared/custody/ranges';
import type { PriceBasis } from '../../../shared/custody/valuation';
import type { ServiceClient } from '../../client/client';
import type { Result } from '../../../shared/api/errors';
import { serviceFailure } from '../errors';
import { sharesInSlices } from './shares';
import { createLimiter } from '../scheduling/limit';
import { fetchCustomers, stakingOrdersInProgress } from '../clients/catalog-reads';
import type { Emitter } from '../feature';

/** What the Book needs: the profile's own client, the loan monitor's worst state per customer, the price basis, and the port its rows are pushed through. */
export interface BookDeps {
  clientFor: (profileId: string) => Promise<ServiceClient>;
  /** Absent: rows are not pushed (the desk command waits for the whole book). */
  events?: Emitter<'bookRow'>;
  worstLoanState: (profileId: string, customer: string) => string | null;
  basis: () => PriceBasis;
  now?: () => number;
  /** Customers read at once (default 4, as the loan watchdog). */
  concurrency?: number;
}

async function read<T>(promise: Promise<Result<T>>, what: Message): Promise<T> {
  const result = await promise;
  // A refusal or outage of the service, said as such and with its kind (not an internal error of the app).
  if (!result.ok) throw serviceFailure(result.error, what);
  return result.value;
}

/**
 * The office's book: every customer the profile's key reaches, valued as the
 * dashboard values it (shared/custody) in the customer's reference currency
 * and converted to the office currency. Customers are read with bounded
 * concurrency; a customer that fails keeps its previous row marked stale.
 */
export class BookService {
  private readonly last = new Map<string, BookRow>();

  constructor(private readonly deps: BookDeps) {}

  /**
   * Every customer's row; a load that names a `loadId` pushes each row
   * (bookRow) as soon as it is ready, so the window fills row by row. The
   * change is over the dashboard's `range`. `onRead` hears how many rows are
   * read (the desk's progress line).
   */
  async load(
    profileId: string,
    officeCurrency: string,
    range: PortfolioRange = '1M',
    loadId?: string,
    onRead?: (read: { done: number; total: number }) => void,
  ): Promise<BookView> {
    const now = this.deps.now ?? Date.now;
    const client = await this.deps.clientFor(profileId);
    const customers = await fetchCustomers(client);
    const books = await read(client.call('trading.marketData', { query: {} }), message('errors.read.marketData'));
    const limit = createLimiter(this.deps.concurrency ?? 4);
    const basis = this.deps.basis();
    let done = 0;
    const rows = await Promise.all(
      customers.map((customer) =>
        limit(async () => {
          // A stale row is only ever the same book's (profile, currency and range), never another's figures.
          const key = `${profileId}/${officeCurrency}/${range}/${customer.customerNumber}`;
          let row: BookRow;
          try {
            row = await this.customerRow(client, profileId, customer, {
              books,
              officeCurrency,
              basis,
              range,
              at: now(),
            });
          } catch (error) {
            const previous = this.last.get(key);
            const message = (error as Error).message;
            row = previous ? { ...previous, stale: true, error: message } : emptyRow(customer, now(), message);
          }
          this.last.set(key, row);
          if (loadId !== undefined) this.deps.events?.emit('bookRow', { loadId, profileId, officeCurrency, row });
          onRead?.({ done: (done += 1), total: customers.length });
          return row;
        }),
      ),
    );
    const shared = await sharesInSlices(rows);
    return {
      profileId,
      officeCurrency,
      basis,
      range,
      rows: shared.rows,
      officeTotal: shared.officeTotal,
      unvalued: shared.unvalued,
      loadedAt: new Date(now()).toISOString(),
    };
  }

  /** The currencies the profile's service prices in: the office currencies Settings offers (and accepts). */
  async currencies(profileId: string): Promise<string[]> {
    const client = await this.deps.clientFor(profileId);
    return pricedCurrencies(
      await read(client.call('trading.marketData', { query: {} }), message('errors.read.marketData')),
    );
  }

  private async customerRow(
    client: ServiceClient,
    profileId: string,
    customer: Customer,
    at: RowContext,
  ): Promise<BookRow> {
    const { books, officeCurrency, basis, range } = at;
    const c = customer.customerNumber;
    const [accounts, series, open, staking] = await Promise.all([
      read(client.call('custody.listAccounts', { customer: c }), message('errors.read.accounts', { customer: c })),
      // The dashboard's query of the same range, so the first point (the change's start) is the dashboard's.
      read(
        client.call('custody.historicalPortfolioValue', { customer: c, query: rangeQuery(range, at.at) }),
        message('errors.read.portfolioValue', { customer: c }),
      ),
      read(
        client.call('trading.listOrders', { customer: c, query: { scope: 'Open', pageSize: 100 } }),
        message('errors.read.openOrders', { customer: c }),
      ),
      stakingOrdersInProgress(client, c),
    ]);
    // As the dashboard: the customer's own currency, else the one the portfolio series is valued in.
    const referenceCurrency = customer.referenceCurrency ?? series.referenceCurrency;
    const first = series.points[0];
    // The change's start only in the customer's own currency (a series valued in another cannot be subtracted).
    const rangeStart = first && series.referenceCurrency === referenceCurrency ? first.value : null;
    const valued = valueCustomer({ accounts, books, referenceCurrency, officeCurrency, basis, rangeStart });
    return {
      customer: c,
      name: customer.name,
      accessRight: customer.accessRight ?? null,
      referenceCurrency,
      ...valued,
      share: null,
      openOrders: open.count,
      stakingInProgress: staking,
      worstLoanState: this.deps.worstLoanState(profileId, c),
      asOf: new Date(at.at).toISOString(),
      stale: false,
      error: null,
    };
  }
}

/** What every row of one load is read with. */
interface RowContext {
  readonly books: Parameters<typeof valueCustomer>[0]['books'];
  readonly officeCurrency: string;
  readonly basis: PriceBasis;
  readonly range: PortfolioRange;
  /** Epoch ms of the row's reading. */
  readonly at: number;
}

function emptyRow(customer: Customer, at: number, error: string): BookRow {
  return {
    customer: customer.customerNumber,
    name: customer.name,
    accessRight: customer.accessRight ?? null,
    referenceCurrency: customer.referenceCurrency ?? null,
    total: null,
    unpriced: 0,
    officeTotal: null,
    change: null,
    officeChange: null,
    share: null,
    openOrders: null,
    stakingInProgress: null,
    worstLoanState: null,
    asOf: new Date(at).toISOString(),
    stale: true,
    error,
  };
}
