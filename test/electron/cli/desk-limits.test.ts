import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import Big from 'big.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstJson, runDeskAgainst, type DeskProblem } from './desk/run-desk';
import { TRADING_FILES } from '../../../electron/services/trading/trading-service';
import { useTempDirs } from '../services/helpers/temp-dir';
import { ordersWithClientId, startTradingWorld, type TradingWorld } from '../services/trading/harness';

const tempDir = useTempDirs();
let world: TradingWorld;
let mid: Big;

beforeAll(async () => {
  world = await startTradingWorld();
  const book = await world.client.call('trading.marketData', {
    query: { symbols: ['BTC'], currency: 'CHF' },
    customer: world.customer,
  });
  if (!book.ok || !book.value[0]?.bid || !book.value[0].ask) throw new Error('no BTC/CHF book');
  mid = new Big(book.value[0].bid).plus(book.value[0].ask).div(2);
}, 60_000);
afterAll(async () => {
  await world?.stop();
});

async function desk(dataDir: string, argv: string[]): Promise<{ code: number; out: unknown; err: DeskProblem | null }> {
  const { code, stdout, stderr } = await runDeskAgainst(world.simulator, dataDir, [
    '--customer',
    world.customer,
    ...argv,
  ]);
  return { code, out: firstJson(stdout), err: firstJson(stderr) as DeskProblem | null };
}

function buy(type: 'Market' | 'Limit', quantity: string, id: string, extra: string[] = []): string[] {
  return [
    'orders',
    'place',
    '--symbol',
    'BTC',
    '--currency',
    'CHF',
    '--side',
    'Buy',
    '--type',
    type,
    '--quantity',
    quantity,
    '--from-account',
    String(world.chfAccount),
    '--to-account',
    String(world.btcAccount),
    '--client-order-id',
    id,
    ...extra,
  ];
}

async function journalText(dataDir: string): Promise<string> {
  return readFile(join(dataDir, TRADING_FILES.journal), 'utf8').catch(() => '');
}

describe('pre-trade limits through desk (built-in simulator defaults on a loopback address)', () => {
  it('refuses a market buy worth more than 1,000,000 CHF naming the per-order limit; nothing journaled or sent', async () => {
    const dataDir = await tempDir();
    // Twice the per-order limit at the mid: the ask is higher still.
    const quantity = new Big(2_000_000).div(mid).round(4, Big.roundUp).toFixed();
    const refused = await desk(dataDir, buy('Market', quantity, 'limit-too-big'));
    expect(refused.code).toBe(1);
    expect(refused.err).toMatchObject({
      kind: 'limit',
      message: expect.stringMatching(
        /^Order value CHF [\d,]+\.\d\d is above this profile's limit of CHF 1,000,000\.00 per order/,
      ),
    });
    expect(await journalText(dataDir)).not.toContain('limit-too-big');
    expect(await ordersWithClientId(world, 'limit-too-big')).toEqual([]);
  }, 30_000);

  it('refuses a Limit buy at twice the mid naming the price band', async () => {
    const dataDir = await tempDir();
    const refused = await desk(
      dataDir,
      buy('Limit', '0.0001', 'limit-band', ['--limit-price', mid.times(2).round(0).toFixed()]),
    );
    expect(refused).toMatchObject({
      code: 1,
      err: { kind: 'limit', message: expect.stringContaining("outside this profile's price band of 10.00 %") },
    });
    expect(await journalText(dataDir)).not.toContain('limit-band');
    expect(await ordersWithClientId(world, 'limit-band')).toEqual([]);
  }, 30_000);

  it('fills a small market order and journals its value', async () => {
    const dataDir = await tempDir();
    const placed = await desk(dataDir, buy('Market', '0.0001', 'limit-small'));
    expect(placed).toMatchObject({ code: 0, out: { clientOrderId: 'limit-small', status: 'Filled' } });
    expect(await journalText(dataDir)).toMatch(/"id":"limit-small".*"value":\{"amount":"[\d.]+","currency":"CHF"\}/);
  }, 30_000);

  it('refuses the 31st order within a minute naming the rate limit (counted from the journal across runs)', async () => {
    const dataDir = await tempDir();
    const price = mid.times(0.95).round(0).toFixed();
    for (let n = 1; n <= 30; n += 1) {
      const placed = await desk(dataDir, buy('Limit', '0.0001', `limit-rate-${n}`, ['--limit-price', price]));
      expect(placed.code, JSON.stringify(placed.err)).toBe(0);
    }
    const refused = await desk(dataDir, buy('Limit', '0.0001', 'limit-rate-31', ['--limit-price', price]));
    expect(refused).toMatchObject({
      code: 1,
      err: { kind: 'limit', message: expect.stringContaining("this profile's limit is 30 orders per minute") },
    });
    expect(await ordersWithClientId(world, 'limit-rate-31')).toEqual([]);
  }, 120_000);

  it('an order above the confirmation threshold needs --yes; limits show and set (raising needs --yes, lowering does not)', async () => {
    const dataDir = await tempDir();
    const quantity = new Big(600_000).div(mid).round(4).toFixed();
    const unconfirmed = await desk(
      dataDir,
      buy('Limit', quantity, 'limit-confirm', ['--limit-price', mid.times(0.95).round(0).toFixed()]),
    );
    expect(unconfirmed).toMatchObject({ code: 1, err: { kind: 'limit', message: expect.stringContaining('--yes') } });
    expect(await journalText(dataDir)).not.toContain('limit-confirm');

    expect(await desk(dataDir, ['limits', 'show'])).toMatchObject({
      code: 0,
      out: { limits: { maxOrderValue: '1000000', maxOrdersPerMinute: 30, priceBandPercent: '10' } },
    });
    expect(await desk(dataDir, ['limits', 'set', '--max-order-value', '2000000'])).toMatchObject({
      code: 1,
      err: { kind: 'limit', message: expect.stringContaining('--yes') },
    });
    expect(await desk(dataDir, ['limits', 'set', '--price-band', '0', '--yes'])).toMatchObject({
      code: 1,
      err: { kind: 'validation' },
    });
    expect(await desk(dataDir, ['limits', 'set', '--frobnicate', '1'])).toMatchObject({ code: 2 });
    // The confirmation window: lengthening it tightens (no --yes needed), shortening it loosens (needs --yes).
    expect(await desk(dataDir, ['limits', 'set', '--confirm-window', '30'])).toMatchObject({
      code: 0,
      out: { limits: { confirmWindowMinutes: 30 } },
    });
    expect(await desk(dataDir, ['limits', 'set', '--confirm-window', '5'])).toMatchObject({
      code: 1,
      err: { kind: 'limit', message: expect.stringContaining('Confirmation window (minutes)') },
    });
    expect(await desk(dataDir, ['limits', 'set', '--confirm-window', '2.5', '--yes'])).toMatchObject({
      code: 1,
      err: { kind: 'validation', message: expect.stringContaining('--confirm-window') },
    });
  }, 60_000);
});
