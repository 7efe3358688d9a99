import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { OrderList } from '../../../../shared/api/schemas/orders';
import type { TradingAccount } from '../../../../shared/api/schemas/trading';
import type { CustomerList } from '../../../../shared/ipc/schemas/customers';
import type { TradingPlaceResult } from '../../../../shared/ipc/schemas/trading';
import type { CommissionRateAnswer } from '../../../../shared/ipc/schemas/trading-commission';
import { startApp, useSharedSimulator } from '../../ipc/harness';
import { MemorySecretStore } from '../helpers/memory-secret-store';
import { useTempDirs } from '../helpers/temp-dir';

const tempDir = useTempDirs();
const { start } = useSharedSimulator();

async function open(dataDir: string) {
  const app = await startApp({ dataDir, store: new MemorySecretStore(), start });
  const { profileId, selectedCustomer } = await app.value<CustomerList>('customers.reachable');
  const lists = () => app.services.requestLog.list().filter((entry) => entry.endpoint === 'List orders').length;
  return { app, profileId, customer: selectedCustomer as string, lists };
}

describe('trading.commissionRate: the rate the ticket estimates with, known to main whatever the blotter shows', () => {
  it('learned from a placed order, kept across a restart, learned from a list, and asked of the service when none is known', async () => {
    const dataDir = await tempDir();
    const first = await open(dataDir);
    const { profileId, customer } = first;
    let placed: TradingPlaceResult;
    try {
      const accounts = await first.app.value<TradingAccount[]>('trading.accounts', { profileId });
      const chf = accounts.find((account) => account.assetSymbol === 'CHF')?.account as number;
      placed = await first.app.value<TradingPlaceResult>('trading.place', {
        profileId,
        customer,
        ticketId: randomUUID(),
        order: {
          symbol: 'BTC',
          currency: 'CHF',
          side: 'Buy',
          orderType: 'Market',
          timeInForce: 'ImmediateOrCancel',
          quantity: '0.0002',
          fromAccount: chf,
        },
      });
      expect(placed.order?.status).toBe('Filled');
      const pct = placed.order?.appliedCommissionPct as string;
      // No list was needed: the placement itself taught main the rate.
      const before = first.lists();
      const rate = await first.app.value<CommissionRateAnswer>('trading.commissionRate', {
        profileId,
        customer,
        symbol: 'btc',
        currency: 'CHF',
      });
      expect(rate).toEqual({
        pct,
        basis: 'instrument',
        instrument: 'BTC/CHF',
        orderId: placed.order?.orderId,
        at: placed.order?.createdAt,
      });
      expect(first.lists()).toBe(before);
      // Another instrument: the customer's latest order's rate, saying so.
      expect(
        await first.app.value('trading.commissionRate', { profileId, customer, symbol: 'ETH', currency: 'CHF' }),
      ).toMatchObject({ pct, basis: 'customer', instrument: 'BTC/CHF' });
      expect(await first.app.dispatch('trading.commissionRate', { profileId, customer, symbol: 'BTC' })).toMatchObject({
        ok: false,
        error: { kind: 'validation' },
      });
    } finally {
      await first.app.services.shutdown();
    }

    // A restart keeps it (the file in the data folder), without asking the service.
    const second = await open(dataDir);
    try {
      const rate = await second.app.value<CommissionRateAnswer>('trading.commissionRate', {
        profileId: second.profileId,
        customer,
        symbol: 'BTC',
        currency: 'CHF',
      });
      expect(rate).toMatchObject({ orderId: placed.order?.orderId, basis: 'instrument' });
      expect(second.lists()).toBe(0);
    } finally {
      await second.app.services.shutdown();
    }

    // A fresh data folder: the blotter's list teaches it...
    const third = await open(await tempDir());
    try {
      const listed = await third.app.value<OrderList>('trading.orders', {
        profileId: third.profileId,
        customer,
        query: { scope: 'All', page: 1, pageSize: 5 },
      });
      const newest = listed.content[0];
      expect(
        await third.app.value('trading.commissionRate', {
          profileId: third.profileId,
          customer,
          symbol: newest?.symbol,
          currency: newest?.currency,
        }),
      ).toMatchObject({
        orderId: newest?.orderId,
      });
      expect(third.lists()).toBe(1);
    } finally {
      await third.app.services.shutdown();
    }

    // ...and with nothing seen at all, main asks the service for the customer's latest filled order.
    const fourth = await open(await tempDir());
    try {
      const rate = await fourth.app.value<CommissionRateAnswer>('trading.commissionRate', {
        profileId: fourth.profileId,
        customer,
        symbol: 'BTC',
        currency: 'CHF',
      });
      expect(rate).toMatchObject({ orderId: placed.order?.orderId, pct: placed.order?.appliedCommissionPct });
      expect(fourth.lists()).toBe(1);
    } finally {
      await fourth.app.services.shutdown();
    }
  }, 90_000);
});
