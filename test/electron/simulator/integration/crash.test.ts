import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Big from 'big.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SimulatorCredential } from '../../../../electron/simulator/contract';
import { controlClient } from '../../../../electron/simulator/control-client';
import type { RunningSimulator } from '../../../../electron/simulator/index';
import { asDecimal } from '../../../../shared/wire/decimal';
import { firstLine, runCli, type Run } from '../support/cli-process';
import { accountNumber, clientFor, ok } from './harness';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'svc-sim-crash-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function listening(run: Run): Promise<RunningSimulator> {
  const event = JSON.parse(await firstLine(run)) as {
    baseUrl: string;
    credentials: SimulatorCredential[];
    adminToken: string;
  };
  return { ...event, stop: async () => undefined };
}

describe('the simulator killed right after acknowledging', () => {
  it('still has the order, the staking order and the clock jump it acknowledged just before kill -9', async () => {
    const stateFile = join(dir, 'world.json');
    const args = ['--port', '0', '--seed', '42', '--speed', '1', '--state', stateFile];
    const first = runCli(args);
    const clientOrderId = `crash-${randomUUID().slice(0, 8)}`;
    const stakingId = randomUUID();
    let credential: SimulatorCredential;
    let customer: number;
    let orderId: number;
    let jumped: number;
    try {
      const simulator = await listening(first);
      credential = simulator.credentials[0]!;
      customer = credential.customers[0]!;
      const client = clientFor(simulator, credential, customer);
      const accounts = ok(await client.call('trading.listAccounts'));
      const chf = accounts.find((account) => account.assetSymbol === 'CHF')!;
      const eth = accounts.find((account) => account.assetSymbol === 'ETH')!;
      const [book] = ok(await client.call('trading.marketData', { query: { symbols: ['BTC'], currency: 'CHF' } }));
      const product = ok(await client.call('staking.listProducts')).find(
        (candidate) => candidate.assetSymbol === 'ETH',
      )!;
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
      // A clock jump through the control plane, acknowledged too.
      jumped = Date.parse((await controlClient(simulator).advanceClock('1d')).simTime);
      // Acknowledged: killed at once, with no chance to save on the way out.
      first.child.kill('SIGKILL');
      void client.close();
    } finally {
      first.child.kill('SIGKILL');
    }
    expect((await first.exit).signal).toBe('SIGKILL');

    const second = runCli(args);
    try {
      const restarted = await listening(second);
      expect(Date.parse((await controlClient(restarted).clock()).simTime)).toBeGreaterThanOrEqual(jumped);
      const again = clientFor(restarted, credential, customer);
      expect(ok(await again.call('trading.getOrder', { params: { id: clientOrderId } }))).toMatchObject({
        orderId,
        clientOrderId,
      });
      expect(ok(await again.call('staking.getOrder', { params: { id: stakingId } })).id).toBe(stakingId);
      await again.close();
    } finally {
      second.child.kill('SIGTERM');
      await second.exit;
    }
  }, 60_000);
});
