import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import Big from 'big.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustodyAccount } from '../../../../shared/api/schemas/custody';
import type { StakingOrder, StakingOrderPage } from '../../../../shared/api/schemas/staking';
import type { StakingProduct } from '../../../../shared/api/schemas/staking-accounts';
import type { CustomerList } from '../../../../shared/ipc/schemas/customers';
import type { ProfileList } from '../../../../shared/ipc/schemas/profiles';
import type { StakingRewardsRange, StakingSubmitResult } from '../../../../shared/ipc/schemas/staking';
import { sumDecimals } from '../../../../shared/staking/exact-decimal';
import { DATA_FILES } from '../../../../electron/services/app-services';
import type { StartSimulator } from '../../../../electron/services/local-simulator/local-simulator';
import type { RunningSimulator } from '../../../../electron/simulator/index';
import { startSimulator } from '../../../../electron/simulator/index';
import { controlClient } from '../../../../electron/simulator/control-client';
import { startApp } from '../../ipc/harness';
import { rawRead } from '../../ipc/raw-read';
import { MemorySecretStore } from '../helpers/memory-secret-store';
import { journalPuts } from '../helpers/journal';
import { useTempDirs } from '../helpers/temp-dir';

const tempDir = useTempDirs();
let simulator: RunningSimulator;
let start: StartSimulator;
const PUT_PATH = '/staking/v5/stakingOrders/{id}';

beforeAll(async () => {
  simulator = await startSimulator({ seed: 42, speed: 1, port: 0 });
  const borrowed: RunningSimulator = { ...simulator, stop: () => Promise.resolve() };
  start = () => Promise.resolve(borrowed);
}, 120_000);
afterAll(() => simulator?.stop());

const accountNumber = (id: number): string => String(id).padStart(12, '0');

/** An app on the shared simulator with the first customer that can fund the ETH product. */
async function desk(clientOptions: Parameters<typeof startApp>[0]['clientOptions'] = {}) {
  const dataDir = await tempDir();
  const app = await startApp({ dataDir, store: new MemorySecretStore(), start, clientOptions });
  const { activeProfileId } = await app.value<ProfileList>('profiles.list');
  const profileId = activeProfileId!;
  const { customers } = await app.value<CustomerList>('customers.reachable');
  const products = await app.value<StakingProduct[]>('staking.products', { profileId });
  const eth = products.find((product) => product.assetSymbol === 'ETH')!;
  for (const { customerNumber } of customers) {
    const customer = String(customerNumber);
    const accounts = await app.value<CustodyAccount[]>('custody.accounts', { profileId, customer });
    const funding = accounts.find(
      (account) =>
        account.assetSymbol === 'ETH' &&
        account.type !== 'Staking' &&
        account.state === 'Active' &&
        new Big(account.available).gte('1'),
    );
    if (funding) return { ...app, dataDir, profileId, customer, product: eth, funding, accounts };
  }
  throw new Error('no customer holds 1 ETH to stake');
}

type Desk = Awaited<ReturnType<typeof desk>>;

async function order(app: Desk, id: string): Promise<StakingOrder> {
  return app.value<StakingOrder>('staking.order', { profileId: app.profileId, params: { id }, customer: app.customer });
}

async function ordersWithReference(app: Desk, externalReference: string): Promise<StakingOrder[]> {
  const page = await app.value<StakingOrderPage>('staking.orders', {
    profileId: app.profileId,
    query: { externalReference },
    customer: app.customer,
  });
  return page.items;
}

const reference = (): string => randomUUID().replace(/-/g, '').slice(0, 10).toUpperCase();

describe('staking service through the simulator', () => {
  it('an entry moves Open -> Processing -> Completed, journaled before it was sent', async () => {
    const app = await desk();
    const control = controlClient(simulator);
    const result = await app.value<StakingSubmitResult>('staking.enter', {
      profileId: app.profileId,
      customer: app.customer,
      fromAccountNumber: accountNumber(app.funding.id),
      productId: app.product.id,
      amount: '0.5',
      externalReference: reference(),
    });
    expect(result).toMatchObject({
      outcome: 'sent',
      order: { state: 'Open', type: 'Entry', amount: '0.5', assetSymbol: 'ETH' },
    });
    const journal = await journalPuts<{ id: string; state: string }>(join(app.dataDir, DATA_FILES.stakingJournal));
    expect(journal).toContainEqual(expect.objectContaining({ id: result.id, state: 'sent' }));

    await control.advanceClock('15m');
    expect((await order(app, result.id)).state).toBe('Processing');
    await control.advanceClock(`${app.product.noRewardPeriodHours! + 1}h`);
    const done = await order(app, result.id);
    expect(done).toMatchObject({ state: 'Completed', effectuated: true });
    // Open by order number too.
    expect((await order(app, done.orderNumber)).id).toBe(result.id);
    await app.services.shutdown();
  }, 60_000);

  it('an exit moves Open -> Processing -> Completed', async () => {
    const app = await desk();
    const control = controlClient(simulator);
    const entered = await app.value<StakingSubmitResult>('staking.enter', {
      profileId: app.profileId,
      customer: app.customer,
      fromAccountNumber: accountNumber(app.funding.id),
      productId: app.product.id,
      amount: '0.2',
    });
    await control.advanceClock(`${app.product.noRewardPeriodHours! + 1}h`);
    const staked = await order(app, entered.id);
    expect(staked.state).toBe('Completed');
    const exit = await app.value<StakingSubmitResult>('staking.exit', {
      profileId: app.profileId,
      customer: app.customer,
      fromAccountNumber: staked.toAccountNumber!,
      toAccountNumber: accountNumber(app.funding.id),
      amount: '0.1',
    });
    expect(exit).toMatchObject({ outcome: 'sent', order: { state: 'Open', type: 'Exit' } });
    await control.advanceClock('15m');
    expect((await order(app, exit.id)).state).toBe('Processing');
    await control.advanceClock(`${app.product.unbondingPeriodHours! + 1}h`);
    expect(await order(app, exit.id)).toMatchObject({ state: 'Completed', effectuated: true });
    await app.services.shutdown();
  }, 60_000);

  it('a PUT whose answer is dropped, with no client retry, is found by id: one order', async () => {
    const app = await desk({ retry: { maxAttempts: 1 } });
    const ref = reference();
    await controlClient(simulator).injectFault({ method: 'PUT', path: PUT_PATH, kind: 'drop' });
    const result = await app.value<StakingSubmitResult>('staking.enter', {
      profileId: app.profileId,
      customer: app.customer,
      fromAccountNumber: accountNumber(app.funding.id),
      productId: app.product.id,
      amount: '0.01',
      externalReference: ref,
    });
    expect(result.outcome).toBe('sent');
    expect(await ordersWithReference(app, ref)).toHaveLength(1);
    await app.services.shutdown();
  }, 60_000);

  it('a PUT whose answer is dropped is resent by the client with the same id and body: one order', async () => {
    const app = await desk();
    const ref = reference();
    await controlClient(simulator).injectFault({ method: 'PUT', path: PUT_PATH, kind: 'drop' });
    const result = await app.value<StakingSubmitResult>('staking.enter', {
      profileId: app.profileId,
      customer: app.customer,
      fromAccountNumber: accountNumber(app.funding.id),
      productId: app.product.id,
      amount: '0.01',
      externalReference: ref,
    });
    expect(result).toMatchObject({ outcome: 'sent', order: { state: 'Open' } });
    const puts = app.services.requestLog
      .list()
      .filter((entry) => entry.method === 'PUT' && entry.path.includes(result.id));
    expect(puts.length).toBe(2);
    expect(await ordersWithReference(app, ref)).toHaveLength(1);
    await app.services.shutdown();
  }, 60_000);

  it('an unknown outcome is retried with the same id and body: still one order', async () => {
    const app = await desk({ retry: { maxAttempts: 1 } });
    const control = controlClient(simulator);
    const ref = reference();
    await control.injectFault({ method: 'PUT', path: PUT_PATH, kind: 'drop' });
    await control.injectFault({ method: 'GET', path: PUT_PATH, kind: 'unavailable' });
    const first = await app.value<StakingSubmitResult>('staking.enter', {
      profileId: app.profileId,
      customer: app.customer,
      fromAccountNumber: accountNumber(app.funding.id),
      productId: app.product.id,
      amount: '0.01',
      externalReference: ref,
    });
    expect(first).toMatchObject({ outcome: 'unknown', order: null, entry: { state: 'unknown', attempts: 1 } });
    expect(first.message).toMatch(/Retry sends the very same order/);
    expect(
      (await app.value<{ id: string }[]>('staking.pending', { profileId: app.profileId })).map((entry) => entry.id),
    ).toEqual([first.id]);

    const again = await app.value<StakingSubmitResult>('staking.retry', { profileId: app.profileId, id: first.id });
    expect(again).toMatchObject({ id: first.id, outcome: 'sent', entry: { state: 'sent', attempts: 2 } });
    expect(await ordersWithReference(app, ref)).toHaveLength(1);
    expect(await app.value('staking.pending', { profileId: app.profileId })).toEqual([]);
    await app.services.shutdown();
  }, 60_000);

  it('the same id with another body is a conflict (409) and creates nothing', async () => {
    const id = randomUUID();
    const first = await desk();
    await first.value('staking.enter', {
      profileId: first.profileId,
      customer: first.customer,
      id,
      fromAccountNumber: accountNumber(first.funding.id),
      productId: first.product.id,
      amount: '0.01',
    });
    // Another desk (its own journal) reuses the id for a different amount: the service refuses it.
    const second = await desk();
    const result = await second.dispatch('staking.enter', {
      profileId: second.profileId,
      customer: second.customer,
      id,
      fromAccountNumber: accountNumber(second.funding.id),
      productId: second.product.id,
      amount: '0.02',
    });
    expect(result).toMatchObject({
      ok: false,
      error: { kind: 'conflict', message: expect.stringMatching(/different request \(409\)/) },
    });
    expect((await order(first, id)).amount).toBe('0.01');
    // The first desk refuses the reuse itself, before sending.
    const local = await first.dispatch('staking.enter', {
      profileId: first.profileId,
      customer: first.customer,
      id,
      fromAccountNumber: accountNumber(first.funding.id),
      productId: first.product.id,
      amount: '0.03',
    });
    expect(local).toMatchObject({
      ok: false,
      error: { kind: 'conflict', message: expect.stringMatching(/already used/) },
    });
    await first.services.shutdown();
    await second.services.shutdown();
  }, 60_000);

  it('rewards of a range: every page, exact totals per asset equal to the sum of the rewards', async () => {
    const app = await desk();
    const to = new Date(Date.now() + 86_400_000 * 400).toISOString();
    const from = new Date(Date.now() - 86_400_000 * 365).toISOString();
    const range = await app.value<StakingRewardsRange>('staking.rewardsRange', {
      profileId: app.profileId,
      customer: app.customer,
      from,
      to,
    });
    expect(range.version).toBe('v6');
    expect(range.notice).toBeNull();
    const page = await rawRead(app.services, 'staking.listRewards', {
      profileId: app.profileId,
      customer: app.customer,
      query: { payoutTimeAfterInclusive: from, payoutTimeBeforeExclusive: to, pageSize: 1 },
    });
    expect(page.ok && range.rewards.length === (page.value as { totalCount: number }).totalCount).toBe(true);
    expect(new Set(range.rewards.map((reward) => reward.id)).size).toBe(range.rewards.length);
    for (const total of range.totals) {
      const mine = range.rewards.filter((reward) => reward.assetSymbol === total.assetSymbol);
      expect(total.count).toBe(mine.length);
      expect(total.finalAmount).toBe(sumDecimals(mine.map((reward) => reward.finalAmount)));
      expect(total.amount).toBe(sumDecimals(mine.map((reward) => reward.amount)));
    }
    await app.services.shutdown();
  }, 60_000);
});
