import Big from 'big.js';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTempDirs } from '../helpers/temp-dir';
import { PROFILE, startTradingWorld, tradingServiceFor, type TradingWorld } from './harness';
import { ENGLISH } from '../../../../electron/services/i18n/english';

const tempDir = useTempDirs();
let world: TradingWorld;

beforeAll(async () => {
  world = await startTradingWorld();
}, 60_000);
afterAll(async () => {
  await world?.stop();
});

describe('order watcher against the simulator', () => {
  it('notices a resting order filled by a price move and a cancel made elsewhere, and notifies each', async () => {
    const { service, recorded } = await tradingServiceFor(world, await tempDir());
    try {
      const book = await world.client.call('trading.marketData', {
        query: { symbols: ['BTC'], currency: 'CHF' },
        customer: world.customer,
      });
      if (!book.ok || !book.value[0]?.ask) throw new Error('no BTC/CHF book');
      // 10 % under the ask: rests now, fills once the price falls 30 %.
      const limitPrice = new Big(book.value[0].ask).times('0.9').round(0).toFixed();
      const base = {
        symbol: 'BTC',
        currency: 'CHF',
        side: 'Buy' as const,
        orderType: 'Limit' as const,
        timeInForce: 'GoodTillCancel' as const,
        quantity: '0.001',
        fromAccount: world.chfAccount,
        toAccount: world.btcAccount,
      };
      const toFill = await service.place(PROFILE, world.customer, randomUUID(), { ...base, limitPrice });
      const toCancel = await service.place(PROFILE, world.customer, randomUUID(), {
        ...base,
        limitPrice: world.restingPrice,
      });
      expect([toFill.order?.status, toCancel.order?.status]).toEqual(['New', 'New']);

      service.watch(PROFILE, world.customer);
      service.watcher.stop(); // polled by hand below, no timers
      await service.watcher.pollNow();
      recorded.notifications.length = 0;

      await world.control.shockPrice('BTC', -30);
      // Resting orders are matched as simulated time passes.
      await world.control.advanceClock('1m');
      const cancelled = await world.client.call('trading.cancelOrder', {
        body: {
          account: world.chfAccount,
          orderId: toCancel.order?.orderId ?? 0,
          transactionTime: new Date().toISOString(),
        },
        customer: world.customer,
      });
      expect(cancelled.ok).toBe(true);
      await service.watcher.pollNow();

      // (The seeded world's own resting orders may fill too: only ours are looked at.)
      const about = (id: number | undefined) =>
        recorded.notifications
          .filter((notification) => ENGLISH.format(notification.body).includes(`(order ${id})`))
          .map((notification) => notification.kind);
      expect(about(toFill.order?.orderId)).toEqual(['fills']);
      expect(about(toCancel.order?.orderId)).toEqual(['cancels']);
      const last = (id: number | undefined) => recorded.orders.filter((order) => order.orderId === id).at(-1)?.status;
      expect(last(toFill.order?.orderId)).toBe('Filled');
      expect(last(toCancel.order?.orderId)).toBe('Cancelled');
    } finally {
      await service.close();
    }
  }, 30_000);
});
