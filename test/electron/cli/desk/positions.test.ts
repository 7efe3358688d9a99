import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstJson, runDeskAgainst, type DeskProblem } from './run-desk';
import type { RunningSimulator } from '../../../../electron/simulator/index';
import { startSimulator } from '../../../../electron/simulator/index';
import type { CustodyAccount, HistoricalPortfolioValue } from '../../../../shared/api/schemas/custody';
import type { MarketData } from '../../../../shared/api/schemas/trading';
import { positionRows, valuePositions } from '../../../../shared/custody/positions';
import type { CustomerList } from '../../../../shared/ipc/schemas/customers';
import type { Preferences } from '../../../../shared/ipc/schemas/preferences';
import { startApp } from '../../ipc/harness';
import { MemorySecretStore } from '../../services/helpers/memory-secret-store';
import { useTempDirs } from '../../services/helpers/temp-dir';

const tempDir = useTempDirs();
let simulator: RunningSimulator;

beforeAll(async () => {
  // Simulated time all but stands still (one simulated ms per 11.5 wall days): every read sees the same books.
  simulator = await startSimulator({ seed: 42, speed: 1e-9, port: 0 });
}, 120_000);
afterAll(() => simulator?.stop());

async function desk(dataDir: string, ...args: string[]) {
  const { code, stdout, stderr } = await runDeskAgainst(simulator, dataDir, args);
  return { code, out: firstJson(stdout), err: firstJson(stderr) as DeskProblem | null };
}

describe('desk positions', () => {
  it("prints the dashboard's valued positions with the same numbers, for every customer of the simulator", async () => {
    const borrowed: RunningSimulator = { ...simulator, stop: () => Promise.resolve() };
    const { value, services } = await startApp({
      dataDir: await tempDir(),
      store: new MemorySecretStore(),
      start: () => Promise.resolve(borrowed),
    });
    try {
      // The window's side: the channels and the read model the dashboard uses (Dashboard.tsx).
      const { profileId, customers } = await value<CustomerList>('customers.reachable');
      const basis = (await value<Preferences>('preferences.get')).dashboard.priceBasis;
      expect(customers.length).toBeGreaterThan(1);
      const dir = await tempDir();
      for (const { customerNumber: customer, referenceCurrency } of customers) {
        const to = new Date().toISOString();
        const series = await value<HistoricalPortfolioValue>('custody.portfolioValue', {
          profileId,
          customer,
          query: { from: new Date(Date.now() - 86_400_000).toISOString(), to },
        });
        const currency = referenceCurrency ?? series.referenceCurrency;
        const accounts = await value<CustodyAccount[]>('custody.accounts', { profileId, customer });
        const books = await value<MarketData[]>('trading.marketData', { profileId, customer });
        const dashboard = valuePositions(accounts, books, currency, basis);

        const printed = await desk(dir, '--customer', customer, 'positions');
        expect(printed.err, customer).toBeNull();
        expect(printed.code).toBe(0);
        expect(printed.out, customer).toEqual({
          customer,
          currency,
          basis,
          asOf: dashboard.asOf,
          positions: positionRows(dashboard),
          total: dashboard.total,
          unpriced: dashboard.unpriced,
        });
      }
      // Not vacuous: positions were valued, exactly as text.
      const sample = (await desk(dir, 'positions')).out as {
        positions: { value: string | null; missing: string | null }[];
        total: string;
      };
      expect(sample.positions.some((row) => row.value !== null)).toBe(true);
      expect(sample.total).toMatch(/^\d+(\.\d+)?$/);
      expect(sample.positions.every((row) => (row.value === null) === (row.missing !== null))).toBe(true);
    } finally {
      await services.shutdown();
    }
  }, 60_000);

  it('values at the bid when asked, and refuses another basis before sending anything', async () => {
    const dir = await tempDir();
    const mid = (await desk(dir, 'positions')).out as { total: string; basis: string };
    const bid = (await desk(dir, 'positions', '--basis', 'bid')).out as { total: string; basis: string };
    expect([mid.basis, bid.basis]).toEqual(['mid', 'bid']);
    expect(Number(bid.total)).toBeLessThan(Number(mid.total));
    const wrong = await desk(dir, 'positions', '--basis', 'ask');
    expect(wrong.code).toBe(2);
    expect(wrong.err?.message).toContain('--basis must be mid or bid');
  });
});

describe('desk market', () => {
  it('prints top of book as the service gives it, filtered by symbol and currency', async () => {
    const dir = await tempDir();
    const all = (await desk(dir, 'market')).out as MarketData[];
    expect(all.length).toBeGreaterThan(3);
    const btcChf = (await desk(dir, 'market', '--symbol', 'btc', '--currency', 'CHF')).out as MarketData[];
    expect(btcChf).toEqual(all.filter((book) => book.symbol === 'BTC' && book.currency === 'CHF'));
    expect(btcChf).toHaveLength(1);
    expect(btcChf[0]!.bid).toMatch(/^\d+(\.\d+)?$/);
    expect((await desk(dir, 'market', '--symbol', 'B T C')).code).toBe(2);
  });
});
