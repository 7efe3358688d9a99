import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstJson, runDeskAgainst, type DeskProblem } from './desk/run-desk';
import { TRADING_FILES } from '../../../electron/services/trading/trading-service';
import type { TradingOrder } from '../../../shared/api/schemas/orders';
import { useTempDirs } from '../services/helpers/temp-dir';
import { ordersWithClientId, startTradingWorld, type TradingWorld } from '../services/trading/harness';

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

describe('desk quote and desk orders', () => {
  it('quotes, places, gets, lists and cancels with exact decimals, through the journal in --data-dir', async () => {
    const dataDir = await tempDir();
    const quote = await desk(dataDir, [
      'quote',
      '--symbol',
      'BTC',
      '--currency',
      'CHF',
      '--side',
      'Buy',
      '--quantity',
      '0.00010',
    ]);
    expect(quote).toMatchObject({ code: 0, out: { symbol: 'BTC', quantity: expect.stringMatching(/^0\.0001/) } });

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
      'Limit',
      '--quantity',
      '0.001',
      '--limit-price',
      world.bandPrice,
      '--from-account',
      String(world.chfAccount),
      '--client-order-id',
      'desk-test-1',
    ]);
    expect(placed).toMatchObject({ code: 0, out: { clientOrderId: 'desk-test-1', status: 'New', quantity: '0.001' } });
    const { orderId } = placed.out as TradingOrder;
    const journal = await readFile(join(dataDir, TRADING_FILES.journal), 'utf8');
    expect(journal).toContain('"id":"desk-test-1"');

    expect(await desk(dataDir, ['orders', 'get', 'desk-test-1'])).toMatchObject({ code: 0, out: { orderId } });
    const listed = await desk(dataDir, ['orders', 'list', '--scope', 'open', '--symbol', 'BTC', '--page-size', '1000']);
    expect((listed.out as { content: TradingOrder[] }).content.map((order) => order.orderId)).toContain(orderId);
    expect(
      await desk(dataDir, ['orders', 'cancel', '--account', String(world.chfAccount), '--order-id', String(orderId)]),
    ).toMatchObject({
      code: 0,
      out: { orderId, status: 'Cancelled' },
    });
  }, 30_000);

  it('refuses bad input with exit 2 (usage) or 1 (values), sending nothing', async () => {
    const dataDir = await tempDir();
    expect(await desk(dataDir, ['orders', 'place', '--symbol', 'BTC'])).toMatchObject({
      code: 2,
      err: { kind: 'usage' },
    });
    expect(await desk(dataDir, ['orders', 'frobnicate'])).toMatchObject({ code: 2 });
    expect(
      await desk(dataDir, ['orders', 'cancel', '--account', '1', '--order-id', '2', '--client-order-id', 'x']),
    ).toMatchObject({ code: 2 });
    expect(await desk(dataDir, ['orders', 'list', '--limit-price', '3'])).toMatchObject({
      code: 2,
      err: { message: expect.stringContaining('--limit-price') },
    });
    const noQuote = await desk(dataDir, [
      'orders',
      'place',
      '--symbol',
      'BTC',
      '--currency',
      'CHF',
      '--side',
      'Buy',
      '--type',
      'PreviouslyQuoted',
      '--quantity',
      '1',
      '--from-account',
      '3',
    ]);
    expect(noQuote).toMatchObject({
      code: 1,
      err: { kind: 'validation', message: expect.stringContaining('--quote-id: A quote is required') },
    });
    expect(await desk(dataDir, ['orders', 'list', '--status', 'Sleeping'])).toMatchObject({ code: 1 });
    // Values production does not know are never sent.
    expect(await desk(dataDir, ['orders', 'list', '--scope', 'Closed'])).toMatchObject({
      code: 1,
      err: { message: expect.stringContaining('All, Open') },
    });
    expect(
      await desk(dataDir, ['orders', 'list', '--time-in-force', 'FillOrKill', '--time-in-force', 'GoodTillCancel']),
    ).toMatchObject({ code: 2 });
    // Refused before anything was built: no journal, no request log.
    await expect(readdir(dataDir)).resolves.toEqual([]);
  }, 30_000);

  it('exits 3 with the clientOrderId when the outcome is still unknown at --timeout; a later reconcile resolves it without resending', async () => {
    const dataDir = await tempDir();
    // The answer is held back beyond the timeout and every lookup is refused: the outcome stays unknown.
    await world.control.injectFault({ method: 'POST', path: '/trading/api/v3/Orders', kind: 'delay', delayMs: 2_000 });
    await world.control.injectFault({
      method: 'GET',
      path: '/trading/api/v3/Orders/{id}',
      kind: 'unavailable',
      count: 1000,
    });
    await world.control.injectFault({
      method: 'GET',
      path: '/trading/api/v3/Orders',
      kind: 'unavailable',
      count: 1000,
    });
    const outcome = await desk(dataDir, [
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
      '--timeout',
      '1',
    ]);
    expect(outcome).toMatchObject({
      code: 3,
      out: { clientOrderId: expect.any(String), outcome: 'unknown' },
      err: { kind: 'outcome-unknown', details: { clientOrderId: expect.any(String), outcome: 'unknown' } },
    });
    const { clientOrderId } = (outcome.err as { details: { clientOrderId: string } }).details;
    // Still undetermined: the journal's words (catalogue words) come out in English text.
    const undetermined = await desk(dataDir, ['orders', 'reconcile']);
    expect(undetermined.code).toBe(3);
    const unresolved = (undetermined.err as { details: { id: string; message: unknown }[] }).details;
    expect(unresolved.find((entry) => entry.id === clientOrderId)?.message).toMatch(
      /^Outcome unknown: .+ Checking again shortly\.$/,
    );
    await world.control.clearFaults();

    // A later run (a new unsaved profile for the same key and address) over the same data folder: found, not resent.
    const reconciled = await desk(dataDir, ['orders', 'reconcile']);
    expect(reconciled.code).toBe(0);
    const entries = reconciled.out as { id: string; state: string; sends: number; order: TradingOrder | null }[];
    expect(entries.find((entry) => entry.id === clientOrderId)).toMatchObject({
      state: 'resolved',
      sends: 1,
      order: { clientOrderId, status: 'Filled' },
    });
    expect(await ordersWithClientId(world, clientOrderId)).toHaveLength(1);
  }, 30_000);

  it('orders cancel-all says how many without --yes (nothing sent), then cancels each through the journal with --yes', async () => {
    const dataDir = await tempDir();
    const ids: number[] = [];
    for (const clientOrderId of ['desk-all-1', 'desk-all-2']) {
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
        'Limit',
        '--quantity',
        '0.001',
        '--limit-price',
        world.bandPrice,
        '--from-account',
        String(world.chfAccount),
        '--client-order-id',
        clientOrderId,
      ]);
      ids.push((placed.out as TradingOrder).orderId);
    }
    const dry = await desk(dataDir, ['orders', 'cancel-all', '--instrument', 'btc/chf']);
    expect(dry).toMatchObject({
      code: 1,
      err: {
        kind: 'confirmation-needed',
        message: expect.stringMatching(/^\d+ open orders of BTC\/CHF would be cancelled; run again with --yes/),
      },
    });
    const count = (dry.err as unknown as { details: { count: number; orderIds: number[] } }).details;
    expect(count.orderIds).toEqual(expect.arrayContaining(ids));
    expect(count.count).toBe(count.orderIds.length);
    const stillOpen = await desk(dataDir, [
      'orders',
      'list',
      '--scope',
      'open',
      '--symbol',
      'BTC/CHF',
      '--page-size',
      '1000',
    ]);
    expect((stillOpen.out as { content: TradingOrder[] }).content.map((order) => order.orderId)).toEqual(
      expect.arrayContaining(ids),
    );

    const done = await desk(dataDir, ['orders', 'cancel-all', '--instrument', 'BTC/CHF', '--yes']);
    expect(done).toMatchObject({ code: 0, out: { acknowledged: count.count, rejected: 0, unknown: 0 } });
    const results = (done.out as { results: { orderId: number; outcome: string; cancelRequestId: string }[] }).results;
    for (const id of ids)
      expect(results.find((entry) => entry.orderId === id)).toMatchObject({
        outcome: 'acknowledged',
        cancelRequestId: expect.stringMatching(/^svcc-/),
      });
    const journal = await readFile(join(dataDir, TRADING_FILES.journal), 'utf8');
    for (const entry of results) expect(journal).toContain(entry.cancelRequestId);
    const after = await desk(dataDir, [
      'orders',
      'list',
      '--scope',
      'open',
      '--symbol',
      'BTC/CHF',
      '--page-size',
      '1000',
    ]);
    expect(
      (after.out as { content: TradingOrder[] }).content.filter(
        (order) => ids.includes(order.orderId) && order.status !== 'Cancelled',
      ),
    ).toEqual([]);
    expect(await desk(dataDir, ['orders', 'cancel-all', '--instrument', 'BTC'])).toMatchObject({
      code: 1,
      err: { message: expect.stringContaining('--instrument') },
    });
  }, 30_000);
});
