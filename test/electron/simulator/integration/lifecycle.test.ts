import { randomUUID } from 'node:crypto';
import Big from 'big.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServiceClient } from '../../../../electron/client/client';
import type { RunningSimulator } from '../../../../electron/simulator/index';
import { accountNumber, clientFor, eventually, ok, start } from './harness';

// Ten simulated hours per wall second: a staking entry's day-long no-reward period passes in a few seconds.
const SPEED = 36_000;
let simulator: RunningSimulator;
let client: ServiceClient;

beforeAll(async () => {
  simulator = await start({ speed: SPEED });
  const credential = simulator.credentials[0]!;
  client = clientFor(simulator, credential, credential.customers[0]);
});
afterAll(async () => {
  await client?.close();
  await simulator?.stop();
});

describe(`state machines at --speed ${SPEED}`, () => {
  it('a staking entry goes Open -> Processing -> Completed', async () => {
    const products = ok(await client.call('staking.listProducts'));
    const trading = ok(await client.call('trading.listAccounts'));
    // The product with the shortest no-reward period that this customer can fund.
    const [choice] = products
      .filter((product) => product.isAvailable)
      .map((product) => ({
        product,
        from: trading.find(
          (account) =>
            account.assetSymbol === product.assetSymbol && new Big(account.available).gte(product.minimumAmount!),
        ),
      }))
      .filter((candidate) => candidate.from !== undefined)
      .sort((a, b) => a.product.noRewardPeriodHours! - b.product.noRewardPeriodHours!);
    if (!choice) throw new Error('the customer can fund no staking product');
    const id = randomUUID();
    ok(
      await client.call('staking.putOrder', {
        params: { id },
        body: {
          fromAccountNumber: accountNumber(choice.from!.account),
          productId: choice.product.id,
          amount: choice.product.minimumAmount!,
        },
      }),
    );

    const seen = new Set<string>();
    const done = await eventually(
      async () => ok(await client.call('staking.getOrder', { params: { id } })),
      (order) => {
        seen.add(order.state);
        return order.state === 'Completed';
      },
      // Simulated hours to wall seconds, plus generous slack for a loaded machine.
      ((choice.product.noRewardPeriodHours! + 2) * 3_600_000) / SPEED + 15_000,
    );
    expect(done.effectuated).toBe(true);
    expect(seen.has('Cancelled')).toBe(false);
    expect([...seen].every((state) => ['Open', 'Processing', 'Completed'].includes(state))).toBe(true);
  }, 60_000);

  it('a report goes Processing -> Completed with its data', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const { reportId } = ok(
      await client.call('reports.createBalanceStatement', { body: { date: today, referenceCurrency: 'CHF' } }),
    );
    const report = await eventually(
      async () => ok(await client.call('reports.getBalanceStatement', { params: { reportId } })),
      (answer) => answer.state !== 'Processing',
      15_000,
    );
    expect(report.state).toBe('Completed');
    expect(report.reportData).not.toBeNull();
  });
});
