import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderJournal } from '../../../../electron/services/trading/journal';
import { TRADING_FILES } from '../../../../electron/services/trading/trading-service';
import type { FaultKind } from '../../../../electron/simulator/control-client';
import type { TradingOrder } from '../../../../shared/api/schemas/orders';
import { FINAL_JOURNAL_STATES } from '../../../../shared/ipc/schemas/trading';
import { useTempDirs } from '../helpers/temp-dir';
import {
  allOrders,
  orderOf,
  ordersWithClientId,
  placementAttemptsSince,
  PROFILE,
  startTradingWorld,
  tradingServiceFor,
  type TradingWorld,
} from './harness';

/*
 * The proof of order safety against the real simulator and its control-plane
 * faults: for every trial, exactly one order exists per intended order, the
 * service ends with the order's true status, and the placement was resent
 * only when the service had proven it absent.
 */

const ORDERS_PATH = '/trading/api/v3/Orders';
const TRIALS_PER_KIND = 10;

let world: TradingWorld;
const tempDir = useTempDirs();
const intended: string[] = [];

beforeAll(async () => {
  world = await startTradingWorld();
});

afterAll(async () => {
  // Across every trial of the file: no duplicate and no lost order.
  const all = await allOrders(world);
  const ours = all.filter((order) => intended.includes(order.clientOrderId));
  expect(ours).toHaveLength(intended.length);
  expect(new Set(ours.map((order) => order.clientOrderId)).size).toBe(intended.length);
  await world.stop();
});

/** The order's status as the simulator has it now. */
async function trueOrder(clientOrderId: string): Promise<TradingOrder> {
  const found = await ordersWithClientId(world, clientOrderId);
  expect(found, `orders with clientOrderId ${clientOrderId}`).toHaveLength(1);
  return found[0] as TradingOrder;
}

const networkFaults: { kind: FaultKind; delayMs?: number; resent: boolean }[] = [
  // Processed, answer lost: found by its clientOrderId, never resent.
  { kind: 'drop', resent: false },
  // Processed, answer held back beyond the client's timeout: found, never resent.
  { kind: 'delay', delayMs: 2_500, resent: false },
  // Refused before processing: proven absent (404), resent once with the same clientOrderId.
  { kind: 'unavailable', resent: true },
  // Processed, connection reset mid-answer: found, never resent.
  { kind: 'reset', resent: false },
];

describe.each(networkFaults)('placement under fault $kind', ({ kind, delayMs, resent }) => {
  it(`places exactly one order per intent in ${TRIALS_PER_KIND} trials and ends with its true status`, async () => {
    const { service } = await tradingServiceFor(world, await tempDir());
    try {
      for (let trial = 0; trial < TRIALS_PER_KIND; trial += 1) {
        await world.control.injectFault({ method: 'POST', path: ORDERS_PATH, kind, ...(delayMs ? { delayMs } : {}) });
        const mark = world.exchanges.length;
        const type = trial % 2 === 0 ? 'Limit' : 'Market';
        const result = await service.place(PROFILE, world.customer, randomUUID(), orderOf(world, type));
        intended.push(result.clientOrderId);
        expect(result.outcome, `trial ${trial}: the first answer was lost`).toBe('unknown');
        const entry = await service.orders.waitForFinal('order', result.clientOrderId, 10_000);
        expect(FINAL_JOURNAL_STATES).toContain(entry?.state);
        expect(entry?.state).toBe('resolved');
        const truth = await trueOrder(result.clientOrderId);
        expect(entry?.order?.orderId).toBe(truth.orderId);
        expect(entry?.order?.status).toBe(truth.status);
        expect(truth.status).toBe(type === 'Limit' ? 'New' : 'Filled');
        // Never resent blindly: one send unless the service proved the order absent.
        expect(entry?.sends).toBe(resent ? 2 : 1);
        expect(placementAttemptsSince(world, mark)).toBe(resent ? 2 : 1);
      }
      expect(service.journal(PROFILE)).toEqual([]);
    } finally {
      await service.close();
      await world.control.clearFaults();
    }
  }, 45_000);
});

describe('app killed mid-placement (a new service over the same data folder)', () => {
  it('between journal write and send: the next start proves it absent and sends it once', async () => {
    for (let trial = 0; trial < 6; trial += 1) {
      const dataDir = await tempDir();
      const clientOrderId = `svco-${randomUUID()}`;
      intended.push(clientOrderId);
      // What place() writes before its first byte, and then nothing: the process died.
      const journal = await OrderJournal.open(join(dataDir, TRADING_FILES.journal));
      const { clientOrderId: _unused, ...order } = orderOf(world, trial % 2 === 0 ? 'Limit' : 'Market');
      void _unused;
      await journal.put(pendingEntry(clientOrderId, { ...order, clientOrderId }));
      await journal.close();

      const mark = world.exchanges.length;
      const { service } = await tradingServiceFor(world, dataDir);
      try {
        await service.started;
        const entry = service.orders.entries().find((candidate) => candidate.id === clientOrderId);
        expect(entry?.state).toBe('resolved');
        expect(entry?.sends).toBe(2);
        const truth = await trueOrder(clientOrderId);
        expect(entry?.order?.status).toBe(truth.status);
        expect(placementAttemptsSince(world, mark)).toBe(1);
      } finally {
        await service.close();
      }
    }
  }, 30_000);

  it('between send and answer: the next start finds the order and does not send it again', async () => {
    for (let trial = 0; trial < 6; trial += 1) {
      const dataDir = await tempDir();
      const first = await tradingServiceFor(world, dataDir, { sendTimeoutMs: 300 });
      // The answer is held back; the service is "killed" (closed) while waiting for it.
      await world.control.injectFault({ method: 'POST', path: ORDERS_PATH, kind: 'delay', delayMs: 2_000 });
      const placing = first.service.place(
        PROFILE,
        world.customer,
        randomUUID(),
        orderOf(world, trial % 2 === 0 ? 'Limit' : 'Market'),
      );
      const sent = await first.recorded.entryWhere((entry) => entry.state === 'sent');
      intended.push(sent.id);
      await first.service.close();
      await placing.catch(() => undefined);

      const mark = world.exchanges.length;
      const second = await tradingServiceFor(world, dataDir);
      try {
        await second.service.started;
        const entry = second.service.orders.entries().find((candidate) => candidate.id === sent.id);
        // The first service may have resolved it before closing; either way it is final and true.
        expect(entry?.state === 'resolved' || entry?.state === 'acknowledged').toBe(true);
        const truth = await trueOrder(sent.id);
        expect(entry?.order?.orderId).toBe(truth.orderId);
        expect(placementAttemptsSince(world, mark)).toBe(0);
      } finally {
        await second.service.close();
        await world.control.clearFaults();
      }
    }
  }, 30_000);
});

describe('cancel under faults', () => {
  it.each(['drop', 'reset', 'unavailable'] as const)(
    'a cancel whose answer is lost (%s) is reconciled to the order being cancelled',
    async (kind) => {
      const { service } = await tradingServiceFor(world, await tempDir());
      try {
        const placed = await service.place(PROFILE, world.customer, randomUUID(), orderOf(world, 'Limit'));
        intended.push(placed.clientOrderId);
        expect(placed.outcome).toBe('acknowledged');
        await world.control.injectFault({ method: 'DELETE', path: ORDERS_PATH, kind });
        const cancel = await service.cancel(PROFILE, world.customer, {
          account: world.chfAccount,
          clientOrderId: placed.clientOrderId,
        });
        expect(cancel.outcome).toBe('unknown');
        const entry = await service.orders.waitForFinal('cancel', cancel.cancelRequestId, 10_000);
        expect(entry?.state).toBe('resolved');
        expect(entry?.order?.status).toBe('Cancelled');
        expect((await trueOrder(placed.clientOrderId)).status).toBe('Cancelled');
      } finally {
        await service.close();
        await world.control.clearFaults();
      }
    },
    20_000,
  );
});

function pendingEntry(clientOrderId: string, request: Record<string, unknown>) {
  const now = new Date().toISOString();
  return {
    kind: 'order' as const,
    id: clientOrderId,
    profileId: PROFILE,
    customer: world.customer,
    state: 'pending-send' as const,
    clientOrderId,
    cancelRequestId: null,
    request,
    createdAt: now,
    updatedAt: now,
    sends: 1,
    order: null,
    message: null,
  };
}
