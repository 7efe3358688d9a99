import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Big from 'big.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { asDecimal } from '../../../../shared/wire/decimal';
import { accountNumber, clientFor, ok, start } from './harness';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'svc-sim-restart-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('--state across a restart', () => {
  it('keeps keys, orders and staking orders', async () => {
    const stateFile = join(dir, 'world.json');
    const first = await start({ stateFile });
    const credential = first.credentials[0]!;
    const customer = credential.customers[0]!;
    const client = clientFor(first, credential, customer);
    const clientOrderId = `restart-${randomUUID().slice(0, 8)}`;
    const stakingId = randomUUID();
    let orderId: number;
    try {
      const chf = ok(await client.call('trading.listAccounts')).find((account) => account.assetSymbol === 'CHF')!;
      const [book] = ok(await client.call('trading.marketData', { query: { symbols: ['BTC'], currency: 'CHF' } }));
      orderId = ok(
        await client.call('trading.placeOrder', {
          body: {
            symbol: 'BTC',
            currency: 'CHF',
            transactionTime: new Date().toISOString(),
            orderType: 'Limit',
            timeInForce: 'GoodTillCancel',
            fromAccount: chf.account,
            clientOrderId,
            side: 'Buy',
            quantity: asDecimal('0.001'),
            limitPrice: asDecimal(new Big(book!.bid!).div(2).round(0).toFixed()),
          },
        }),
      ).orderId;
      const product = ok(await client.call('staking.listProducts')).find(
        (candidate) => candidate.assetSymbol === 'ETH',
      )!;
      const eth = ok(await client.call('trading.listAccounts')).find((account) => account.assetSymbol === 'ETH')!;
      ok(
        await client.call('staking.putOrder', {
          params: { id: stakingId },
          body: {
            fromAccountNumber: accountNumber(eth.account),
            productId: product.id,
            amount: product.minimumAmount!,
          },
        }),
      );
    } finally {
      await client.close();
      await first.stop();
    }
    // The world and its nonce window (server/replay-window.ts); no temporary file is left behind.
    expect((await readdir(dir)).sort()).toEqual(['world.json', 'world.json.nonces.json']);

    const second = await start({ stateFile, seed: 999 });
    const again = clientFor(second, credential, customer);
    try {
      // The same keys still work: the restored world, not a new one from the other seed.
      expect(second.credentials).toEqual(first.credentials);
      const order = ok(await again.call('trading.getOrder', { params: { id: clientOrderId } }));
      expect(order).toMatchObject({ orderId, clientOrderId, status: 'New' });
      expect(ok(await again.call('staking.getOrder', { params: { id: stakingId } })).id).toBe(stakingId);
    } finally {
      await again.close();
      await second.stop();
    }
  });
});
