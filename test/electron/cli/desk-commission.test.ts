import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRADING_FILES } from '../../../electron/services/trading/trading-service';
import { firstJson, runDeskAgainst, type DeskProblem } from './desk/run-desk';
import { useTempDirs } from '../services/helpers/temp-dir';
import { startTradingWorld, type TradingWorld } from '../services/trading/harness';

const tempDir = useTempDirs();
let world: TradingWorld;

beforeAll(async () => {
  world = await startTradingWorld();
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

describe('desk commission', () => {
  it("says the rate the ticket estimates with and where it came from: the desk's own order, then the service's latest filled one", async () => {
    const dataDir = await tempDir();
    const placed = await desk(dataDir, [
      'orders',
      'place',
      '--symbol',
      'BTC',
      '--currency',
      'CHF',
      '--side',
      'Buy',
      '--type',
      'Market',
      '--quantity',
      '0.0001',
      '--from-account',
      String(world.chfAccount),
      '--to-account',
      String(world.btcAccount),
      '--client-order-id',
      'commission-rate-1',
    ]);
    expect(placed.code).toBe(0);
    const order = placed.out as { orderId: number; appliedCommissionPct: string };
    const known = await desk(dataDir, ['commission', '--instrument', 'btc/chf']);
    expect(known).toMatchObject({
      code: 0,
      out: {
        customer: world.customer,
        instrument: 'BTC/CHF',
        rate: { pct: order.appliedCommissionPct, basis: 'instrument', orderId: order.orderId },
      },
    });
    // Another data folder has seen no order: the service's latest filled order says it.
    const asked = await desk(await tempDir(), ['commission', '--instrument', 'ETH/CHF']);
    expect(asked).toMatchObject({
      code: 0,
      out: {
        rate: { pct: order.appliedCommissionPct, basis: 'customer', instrument: 'BTC/CHF', orderId: order.orderId },
      },
    });
    // `orders list` teaches it too: kept in the data folder for the next command and the window.
    const listedDir = await tempDir();
    expect(await desk(listedDir, ['orders', 'list', '--page-size', '5'])).toMatchObject({ code: 0 });
    expect(JSON.parse(await readFile(join(listedDir, TRADING_FILES.commission), 'utf8'))).toMatchObject({
      version: 1,
      profiles: expect.any(Object),
    });
    expect(await desk(dataDir, ['commission'])).toMatchObject({ code: 2 });
    expect(await desk(dataDir, ['commission', '--instrument', 'BTC'])).toMatchObject({
      code: 1,
      err: { kind: 'validation' },
    });
  }, 60_000);
});
