import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Big from 'big.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { startBrowserMode, type BrowserMode } from '../../../electron/web/browser-mode';
import type { CustodyAccount } from '../../../shared/api/schemas/custody';
import type { MarketData, TradingAccount } from '../../../shared/api/schemas/trading';
import type { CustomerList } from '../../../shared/ipc/schemas/customers';
import type { ProfileList, ProfileView } from '../../../shared/ipc/schemas/profiles';
import type { StakingOrderPage } from '../../../shared/api/schemas/staking';
import type { IpcResult } from '../../../shared/ipc/result';
import { MODEST_LIMITS, type TradingLimits } from '../../../shared/trading/limits';
import { useSharedSimulator } from '../ipc/harness';
import { connect, invoke } from './web-client';

/*
 * Browser mode as the page reaches it: the real web server and WebSocket
 * transport in front of the app's services (no confirmation dialog exists
 * there). What the page sends cannot loosen a guard in main.
 */

const { start, simulator } = useSharedSimulator({ speed: 1e-9 });
let mode: BrowserMode;
let socket: WebSocket;
let nextId = 1;
// One app for the file's tests (a test's temp folders go after it): made here, removed after them all.
let folder: string;

async function call<T>(channel: string, input?: unknown): Promise<IpcResult<T>> {
  return (await invoke(socket, channel, input, nextId++)) as IpcResult<T>;
}

async function value<T>(channel: string, input?: unknown): Promise<T> {
  const result = await call<T>(channel, input);
  if (!result.ok) throw new Error(`${channel}: ${result.error.message}`);
  return result.value;
}

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'svc-desk-test-'));
  await writeFile(join(folder, 'index.html'), '<!doctype html><title>SVC Desk</title>');
  mode = await startBrowserMode({
    dataDir: join(folder, 'data'),
    rendererDir: folder,
    host: '127.0.0.1',
    port: 0,
    version: 'test',
    keychainService: `svc-desk-guards-test-${randomUUID()}`,
    startSimulator: start,
  });
  await mode.services?.simulator;
  const handshake = await connect(mode.server);
  if (!handshake.open) throw new Error(`the socket was refused (${handshake.status})`);
  socket = handshake.socket;
}, 120_000);

afterAll(async () => {
  socket?.close();
  await mode?.close();
  if (folder) await rm(folder, { recursive: true, force: true });
});

describe("guards a page cannot loosen, over browser mode's WebSocket", () => {
  it('relabelling a production profile as a simulator leaves its limits unchanged: a 200,000 order stays refused', async () => {
    const builtIn = (await value<ProfileList>('profiles.list')).profiles.find(
      (profile) => profile.builtIn,
    ) as ProfileView;
    const [credential] = simulator().credentials;
    // A production profile on the simulator's address (known, so no new-address question), with a real key and secret.
    const production = await value<ProfileView>('profiles.create', {
      name: 'Production',
      environment: 'production',
      baseUrl: builtIn.baseUrl,
      apiKey: credential!.apiKey,
    });
    await value('secrets.set', { profileId: production.id, secret: credential!.apiSecret });
    await value('profiles.activate', { id: production.id });
    expect(await value<TradingLimits>('trading.limits', { profileId: production.id })).toEqual(MODEST_LIMITS);

    const { selectedCustomer } = await value<CustomerList>('customers.reachable');
    const customer = String(selectedCustomer);
    const accounts = await value<TradingAccount[]>('trading.accounts', { profileId: production.id });
    const chf = accounts.find((account) => account.assetSymbol === 'CHF')!.account;
    const [book] = (await value<MarketData[]>('trading.marketData', { profileId: production.id })).filter(
      (candidate) => candidate.symbol === 'BTC' && candidate.currency === 'CHF',
    );
    const mid = new Big(book!.bid!).plus(book!.ask!).div(2);
    // About CHF 200,000 at a limit just under the mid: inside the 5 % band, far above the 10,000 per order.
    const order = {
      symbol: 'BTC',
      currency: 'CHF',
      side: 'Buy',
      orderType: 'Limit',
      timeInForce: 'GoodTillCancel',
      quantity: new Big(200_000).div(mid).round(4).toFixed(),
      limitPrice: mid.times('0.99').round(0).toFixed(),
      fromAccount: chf,
    };
    const refusal = {
      ok: false,
      error: {
        kind: 'limit',
        details: { limit: 'max-order-value' },
        message: expect.stringContaining("above this profile's limit of CHF 10,000.00 per order"),
      },
    };
    expect(
      await call('trading.place', { profileId: production.id, customer, ticketId: randomUUID(), order }),
    ).toMatchObject(refusal);

    // The page relabels it: the secret stays set, the limits stay what they were.
    await value('profiles.update', { id: production.id, environment: 'simulator' });
    expect(
      (await value<ProfileList>('profiles.list')).profiles.find((profile) => profile.id === production.id),
    ).toMatchObject({ environment: 'simulator', secret: { state: 'set' } });
    expect(await value<TradingLimits>('trading.limits', { profileId: production.id })).toEqual(MODEST_LIMITS);
    expect(
      await call('trading.place', { profileId: production.id, customer, ticketId: randomUUID(), order }),
    ).toMatchObject(refusal);
    expect(await value('trading.journal', { profileId: production.id })).toEqual([]);
    await value('profiles.activate', { id: builtIn.id });
  }, 60_000);

  it('a staking exit of the whole balance is refused with the reason, and nothing is sent', async () => {
    const builtIn = (await value<ProfileList>('profiles.list')).profiles.find(
      (profile) => profile.builtIn,
    ) as ProfileView;
    await value('profiles.activate', { id: builtIn.id });
    const { customers } = await value<CustomerList>('customers.reachable');
    for (const { customerNumber } of customers) {
      const customer = String(customerNumber);
      const accounts = await value<CustodyAccount[]>('custody.accounts', { profileId: builtIn.id, customer });
      const staked = accounts.find(
        (account) => account.type === 'Staking' && account.assetSymbol !== null && new Big(account.available).gt(0),
      );
      const receiving =
        staked &&
        accounts.find(
          (account) =>
            account.assetSymbol === staked.assetSymbol && account.type === 'Trading' && account.state === 'Active',
        );
      if (!staked || !receiving) continue;
      const number = (id: number) => String(id).padStart(12, '0');
      const externalReference = randomUUID().replace(/-/g, '').slice(0, 10).toUpperCase();
      const result = await call('staking.exit', {
        profileId: builtIn.id,
        customer,
        fromAccountNumber: number(staked.id),
        toAccountNumber: number(receiving.id),
        amount: staked.available,
        externalReference,
      });
      expect(result).toMatchObject({
        ok: false,
        error: {
          kind: 'limit',
          message: expect.stringMatching(
            new RegExp(
              `^Staking exit of ${staked.available.replace('.', '\\.')} ${staked.assetSymbol}: it moves more than half of the .* available on account ${number(staked.id)}; this needs your confirmation in a dialog the browser cannot show: use the desktop app, or \`desk staking exit \\.\\.\\. --yes\`\\. Nothing was sent\\.$`,
            ),
          ),
        },
      });
      const sent = await value<StakingOrderPage>('staking.orders', {
        profileId: builtIn.id,
        customer,
        query: { externalReference },
      });
      expect(sent.items).toEqual([]);
      expect(await value('staking.pending', { profileId: builtIn.id })).toEqual([]);
      return;
    }
    throw new Error('no customer of the simulator has a staked balance to exit');
  }, 60_000);
});
