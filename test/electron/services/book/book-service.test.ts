import { listeners } from '../helpers/emitter';
import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import type { CustodyAccount } from '../../../../shared/api/schemas/custody';
import type { MarketData } from '../../../../shared/api/schemas/trading';
import type { ServiceClient } from '../../../../electron/client/client';
import { BookService } from '../../../../electron/services/book/book-service';
import { AppError } from '../../../../electron/services/errors';

const book = (symbol: string, currency: string, bid: string, ask: string): MarketData =>
  ({
    symbol,
    currency,
    bid,
    ask,
    bidSize: '1',
    askSize: '1',
    last: bid,
    timestamp: '2026-11-26T00:00:00Z',
  }) as MarketData;
const account = (id: number, asset: string, balance: string): CustodyAccount =>
  ({ id, assetSymbol: asset, balance }) as unknown as CustodyAccount;

// As the service quotes: crypto against each fiat currency, so other fiat currencies are crossed through BTC.
const BOOKS = [
  book('BTC', 'CHF', '60000.10', '60010.30'),
  book('BTC', 'EUR', '63900.7', '63950.1'),
  book('BTC', 'USD', '68200.25', '68230.75'),
  book('ETH', 'USD', '3000.5', '3001.5'),
];
const CUSTOMERS = [
  { customerNumber: '100001', name: 'Alpenrose', referenceCurrency: 'CHF', accessRight: 'Trading' },
  { customerNumber: '100002', name: 'Seeblick', referenceCurrency: 'USD', accessRight: 'Read Only' },
  { customerNumber: '100003', name: 'Nordwand', referenceCurrency: null },
  { customerNumber: '100004', name: 'Broken', referenceCurrency: 'CHF' },
];
const ACCOUNTS: Record<string, CustodyAccount[]> = {
  '100001': [account(1, 'BTC', '1.23456789'), account(2, 'CHF', '1000.05'), account(3, 'DOGE', '5')],
  '100002': [account(4, 'ETH', '2.000000000000000001'), account(5, 'USD', '10')],
  '100003': [account(6, 'BTC', '0.5')],
  '100004': [],
};

/** A client answering from the tables above (customer 100004 fails its accounts read). */
function fakeClient(failing: Set<string>, seen: { name: string; input: unknown }[] = []): ServiceClient {
  const call = async (name: string, input: { customer?: string }) => {
    seen.push({ name, input });
    if (name === 'customers.list') return { ok: true, value: CUSTOMERS };
    if (name === 'trading.marketData') return { ok: true, value: BOOKS };
    if (input.customer && failing.has(input.customer)) return { ok: false, error: { message: 'unreachable' } };
    if (name === 'custody.listAccounts') return { ok: true, value: ACCOUNTS[input.customer as string] };
    if (name === 'custody.historicalPortfolioValue')
      return {
        ok: true,
        value: {
          referenceCurrency: input.customer === '100002' ? 'USD' : 'EUR',
          points: [{ time: '2026-11-25T00:00:00Z', value: '100' }],
        },
      };
    if (name === 'trading.listOrders') return { ok: true, value: { content: [], count: 3 } };
    if (name === 'staking.listOrders')
      return {
        ok: true,
        value: { items: [], count: 1, page: 1, pageSize: 1, totalCount: input.customer === '100001' ? 2 : 0 },
      };
    throw new Error(name);
  };
  return { call } as unknown as ServiceClient;
}

/*
 * The expected figures, worked out by hand from the tables above (mid = (bid + ask) / 2 to 20 places; a cross book's
 * bid and ask are one book's price divided by the other's, to 30 places, half up; products are exact):
 * - 100001 (CHF): 1.23456789 BTC × 60005.2 + 1000.05 CHF = 75080.543153028 CHF. CHF in EUR: the CHF/EUR cross book,
 *   bid 63900.7 / 60010.30, ask 63950.1 / 60000.10, mid 1.06533104732754906407. In EUR: 79985.63367113656209995756818650396.
 * - 100002 (USD): 2.000000000000000001 ETH × 3001 + 10 USD = 6012.000000000000003001 USD. USD in EUR: bid
 *   63900.7 / 68230.75, ask 63950.1 / 68200.25, mid 0.93710972897162415845. In EUR: 5633.90369057740444341366629664384409950845.
 * - 100003 (EUR, its series' currency): 0.5 BTC × 63925.4 = 31962.7 EUR.
 */
const OFFICE_TOTALS_EUR = [
  '79985.63367113656209995756818650396',
  '5633.90369057740444341366629664384409950845',
  '31962.7',
];
const OFFICE_TOTAL_EUR = '117582.23736171396654337123448314780409950845';

describe('the Book', () => {
  it("its office total equals the sum of each customer's dashboard total converted to the office currency, exactly", async () => {
    const service = new BookService({
      clientFor: async () => fakeClient(new Set(['100004'])),
      worstLoanState: (_p, c) => (c === '100001' ? 'warning' : null),
      basis: () => 'mid',
    });
    const view = await service.load('p', 'EUR');
    // CHF and USD holdings valued in EUR through cross books; the unreachable customer has no figure (never 0).
    expect(view.rows.map((row) => row.officeTotal)).toEqual([...OFFICE_TOTALS_EUR, null]);
    expect(view.rows.map((row) => row.total)).toEqual(['75080.543153028', '6012.000000000000003001', '31962.7', null]);
    expect(view.officeTotal).toBe(OFFICE_TOTAL_EUR);
    expect(view.unvalued).toBe(1);
    const [first, second, third, broken] = view.rows;
    // DOGE has no book: left out of the total and counted, never valued at zero.
    expect(first).toMatchObject({
      referenceCurrency: 'CHF',
      unpriced: 1,
      openOrders: 3,
      stakingInProgress: 2,
      worstLoanState: 'warning',
      accessRight: 'Trading',
      stale: false,
    });
    expect(second?.referenceCurrency).toBe('USD');
    // No reference currency of its own: the portfolio series' one, as the dashboard does.
    expect(third?.referenceCurrency).toBe('EUR');
    // The change since the series' one point (100): 31962.7 - 100.
    expect(third?.change).toBe('31862.7');
    // The change in the office currency at the office total's own rate: a USD change read in EUR (5912.000000000000003001 USD × 0.93710972897162415845).
    expect(second?.change).toBe('5912.000000000000003001');
    expect(second?.officeChange).toBe('5540.19271768024202756866629664384409950845');
    expect(third?.officeChange).toBe(third?.change);
    // The CHF customer's series is valued in EUR: no change to subtract, so none converted (never 0).
    expect(first).toMatchObject({ change: null, officeChange: null });
    expect(broken).toMatchObject({
      officeTotal: null,
      share: null,
      stale: true,
      error: expect.stringContaining('unreachable'),
    });
    const shares = view.rows
      .filter((row) => row.share !== null)
      .reduce((sum, row) => sum.plus(row.share as string), new Big(0));
    expect(shares.minus(100).abs().lte('0.02')).toBe(true);
  });

  it('a failed refresh keeps the earlier row, marked stale; a missing cross rate is "no price", never zero', async () => {
    const failing = new Set<string>();
    const service = new BookService({
      clientFor: async () => fakeClient(failing),
      worstLoanState: () => null,
      basis: () => 'mid',
    });
    const before = (await service.load('p', 'CHF')).rows[0];
    failing.add('100001');
    const after = (await service.load('p', 'CHF')).rows[0];
    expect(after).toMatchObject({
      officeTotal: before?.officeTotal,
      total: before?.total,
      stale: true,
      error: expect.stringContaining('unreachable'),
    });
    const noRate = await service.load('p', 'JPY');
    expect(noRate.rows.every((row) => row.officeTotal === null)).toBe(true);
    expect(noRate.officeTotal).toBe('0');
    expect(noRate.unvalued).toBe(4);
  });

  it("reads each customer's staking orders in progress from the staking orders list, the change over the dashboard's range, and hands each row over as it is ready", async () => {
    const seen: { name: string; input: unknown }[] = [];
    const at = Date.parse('2026-11-26T12:00:00Z');
    const arrived: string[] = [];
    const events = listeners({ bookRow: ({ loadId, row }) => arrived.push(`${loadId}:${row.customer}`) });
    const service = new BookService({
      clientFor: async () => fakeClient(new Set(), seen),
      worstLoanState: () => null,
      basis: () => 'mid',
      now: () => at,
      concurrency: 2,
      events,
    });
    const view = await service.load('p', 'CHF', '3M', 'load-1');
    expect(view.range).toBe('3M');
    // Every row was handed over before the whole answer, each once.
    expect([...arrived].sort()).toEqual(['load-1:100001', 'load-1:100002', 'load-1:100003', 'load-1:100004']);
    const staking = seen.filter((call) => call.name === 'staking.listOrders').map((call) => call.input);
    expect(staking).toContainEqual({ customer: '100001', query: { states: ['Open', 'Processing'], pageSize: 1 } });
    expect(view.rows.map((row) => row.stakingInProgress)).toEqual([2, 0, 0, 0]);
    // The dashboard's query of the 3M range (rangeQuery), so the change starts at the dashboard's first point.
    const series = seen.find((call) => call.name === 'custody.historicalPortfolioValue')?.input as { query: unknown };
    expect(series.query).toEqual({
      from: new Date(at - 91 * 86_400_000).toISOString(),
      to: new Date(at).toISOString(),
      interval: 'Day',
    });
  });

  it('reads customers a few at a time (as the loan watchdog), never all at once', async () => {
    let inFlight = 0;
    let most = 0;
    let started = 0;
    // Each accounts read is held until two are in flight (or the last customer's has started): a third would show.
    let held: (() => void)[] = [];
    const inner = fakeClient(new Set());
    const slow = {
      call: async (name: string, input: unknown) => {
        if (name !== 'custody.listAccounts') return inner.call(name as never, input as never);
        inFlight += 1;
        started += 1;
        most = Math.max(most, inFlight);
        await new Promise<void>((resolve) => {
          held.push(resolve);
          if (inFlight === 2 || started === CUSTOMERS.length) {
            for (const release of held) release();
            held = [];
          }
        });
        inFlight -= 1;
        return inner.call(name as never, input as never);
      },
    } as unknown as ServiceClient;
    const service = new BookService({
      clientFor: async () => slow,
      worstLoanState: () => null,
      basis: () => 'mid',
      concurrency: 2,
    });
    await service.load('p', 'CHF');
    expect(most).toBe(2);
    expect(started).toBe(CUSTOMERS.length);
  });

  it("offers as office currencies those the service prices in (its books' quote currencies)", async () => {
    const service = new BookService({
      clientFor: async () => fakeClient(new Set()),
      worstLoanState: () => null,
      basis: () => 'mid',
    });
    expect(await service.currencies('p')).toEqual(['CHF', 'EUR', 'USD']);
  });

  it("a refused key or an unreachable service keeps its kind (the window's Book says the real cause, not an internal error)", async () => {
    for (const kind of ['authentication', 'network'] as const) {
      const refused = {
        ok: false,
        error: {
          kind,
          message: 'The service refused the API key or secret.',
          endpoint: 'List customers',
          method: 'GET',
          path: '/customers',
        },
      };
      const client = { call: async () => refused } as unknown as ServiceClient;
      const service = new BookService({
        clientFor: async () => client,
        worstLoanState: () => null,
        basis: () => 'mid',
      });
      const failure = await service.load('p', 'CHF').catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(AppError);
      expect(failure).toMatchObject({
        kind: 'service',
        message: expect.stringContaining('Customers could not be listed'),
        details: { kind },
      });
    }
  });
});
