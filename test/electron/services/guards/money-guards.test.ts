import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { ServiceClient } from '../../../../electron/client/client';
import type { ActiveClients } from '../../../../electron/services/clients/client-pool';
import {
  CANNOT_CONFIRM,
  type ConfirmPort,
  type ConfirmRequest,
} from '../../../../electron/services/confirm/confirm-port';
import { limitsKindOf } from '../../../../electron/services/guards/limits-kind';
import { StakingJournal } from '../../../../electron/services/staking/journal';
import { StakingService } from '../../../../electron/services/staking/staking-service';
import { OrderJournal } from '../../../../electron/services/trading/journal';
import { OrderService } from '../../../../electron/services/trading/order-service';
import { createTradingService, TRADING_FILES } from '../../../../electron/services/trading/trading-service';
import type { TradingOrder } from '../../../../shared/api/schemas/orders';
import type { TradingOrderRequest } from '../../../../shared/ipc/schemas/trading';
import type { LimitsKind } from '../../../../shared/trading/limits';
import type { Decimal } from '../../../../shared/wire/decimal';
import { guardsFor } from '../helpers/guards';
import { useTempDirs } from '../helpers/temp-dir';
import { fakeClient, orderFor, success, type FakeCall } from '../trading/fake-client';

const tempDir = useTempDirs();
const PROFILE = '6f0d8f8e-6b1a-4a43-9d1e-2f4c1c1d0a01';
const CUSTOMER = '100234';

/** A confirm port that records what it was asked and answers as told. */
function recordingConfirm(answer: boolean): ConfirmPort & { asked: ConfirmRequest[] } {
  const asked: ConfirmRequest[] = [];
  return { available: true, asked, ask: async (request) => (asked.push(request), answer) };
}

const book = (symbol: string, bid: string, ask: string) => ({
  symbol,
  currency: 'CHF',
  bid,
  ask,
  timestamp: '2026-11-28T10:00:00Z',
});
const BOOKS = [book('BTC', '19990', '20010'), book('ETH', '2990', '3010')];

/** A clock the test moves. */
function clock(start = '2026-11-28T10:00:00Z') {
  let at = Date.parse(start);
  return { now: () => new Date(at), advanceMinutes: (minutes: number) => (at += minutes * 60_000) };
}

describe('pre-trade checks by construction', () => {
  it('no trading service, order service or staking service can be built without them', async () => {
    const dataDir = await tempDir();
    const client = fakeClient({});
    const options = {
      dataDir,
      activeClient: async () => client,
      anyClient: async () => client,
      customerOf: async () => null,
    };
    // @ts-expect-error the guards are required by the type
    await expect(createTradingService(options)).rejects.toThrow(/cannot start without its pre-trade checks/);
    // Guards counting another data folder's journal would count none of this desk's orders.
    await expect(createTradingService({ ...options, guards: await guardsFor(await tempDir()) })).rejects.toThrow(
      /another data folder/,
    );
    const journal = await OrderJournal.open(join(dataDir, TRADING_FILES.journal));
    const orderDeps = {
      journal,
      clientForPlacing: async () => client,
      clientForReconciling: async () => client,
      checkAccess: async () => undefined,
    };
    // @ts-expect-error preTrade is required by the type
    expect(() => new OrderService(orderDeps)).toThrow(/without the pre-trade checks/);
    await journal.close();
    const stakingJournal = await StakingJournal.open(join(dataDir, 'staking-orders.json'));
    // @ts-expect-error the guards are required by the type
    expect(() => new StakingService({ clients: {} as ActiveClients, journal: stakingJournal })).toThrow(
      /cannot start without its limits and confirmations/,
    );
    await stakingJournal.close();
  });

  it("only the built-in simulator on a loopback address has the simulator's defaults", () => {
    const kind = (builtIn: boolean, baseUrl: string): LimitsKind => limitsKindOf({ builtIn, baseUrl });
    expect(kind(true, 'http://127.0.0.1:52110')).toBe('built-in-simulator');
    expect(kind(false, 'http://127.0.0.1:52110')).toBe('connection');
    expect(kind(true, 'https://api.example.com')).toBe('connection');
  });
});

describe('orders: confirmation window, market and quoted valuation', () => {
  async function desk(confirm: ConfirmPort, time = clock()) {
    const dataDir = await tempDir();
    let nextId = 1;
    const client = fakeClient({
      'trading.marketData': () => success(BOOKS),
      'trading.placeOrder': (input) => success(orderFor(input.body ?? {}, nextId++)),
      'trading.requestQuote': () =>
        success({
          quoteId: 77,
          symbol: 'BTC',
          currency: 'CHF',
          side: 'Buy',
          quantity: '0.3',
          price: '30000',
          createdAt: time.now().toISOString(),
          validUntil: new Date(time.now().getTime() + 15_000).toISOString(),
        }),
    });
    const service = await createTradingService({
      dataDir,
      // A production profile: modest limits (confirm above 5,000, band 5 %, 10,000 per order).
      guards: await guardsFor(dataDir, { kind: 'connection', confirm, now: time.now }),
      activeClient: async () => client,
      anyClient: async () => client,
      customerOf: async (_profile, number) =>
        number === CUSTOMER ? { customerNumber: CUSTOMER, name: 'Acme', referenceCurrency: 'CHF' } : null,
      tuning: { now: time.now, sendTimeoutMs: 200, backoff: { baseMs: 5, maxMs: 20 }, startupWaitMs: 200 },
    });
    const placed = () => client.calls.filter((call: FakeCall) => call.name === 'trading.placeOrder').length;
    return { service, client, placed, time };
  }
  const limitBuy = (quantity: string): TradingOrderRequest => ({
    symbol: 'BTC',
    currency: 'CHF',
    side: 'Buy',
    orderType: 'Limit',
    timeInForce: 'GoodTillCancel',
    quantity,
    limitPrice: '20000',
    fromAccount: 11,
  });

  it("an order split under the threshold needs the confirmation once the window's orders pass it together", async () => {
    const { service, placed, time } = await desk(CANNOT_CONFIRM);
    // Each is worth 0.07 * 20,010 = CHF 1,400.70; three come to 4,202.10, under the 5,000 threshold.
    for (const n of [1, 2, 3]) await service.place(PROFILE, CUSTOMER, `ticket-${n}`, limitBuy('0.07'));
    expect(placed()).toBe(3);
    await expect(service.place(PROFILE, CUSTOMER, 'ticket-4', limitBuy('0.07'))).rejects.toMatchObject({
      kind: 'limit',
      details: { limit: 'confirmation' },
      message: expect.stringContaining(
        "Orders of this customer in the last 10 minutes with this one (CHF 1,400.70) come to CHF 5,602.80, above this profile's confirmation threshold of CHF 5,000.00",
      ),
    });
    expect(placed()).toBe(3);
    // Ten minutes after the first ones they no longer count together.
    time.advanceMinutes(11);
    await expect(service.place(PROFILE, CUSTOMER, 'ticket-5', limitBuy('0.07'))).resolves.toMatchObject({
      outcome: 'acknowledged',
    });
    expect(placed()).toBe(4);
    await service.close();
  });

  it('a longer window set with the limits counts older orders too', async () => {
    const { service, placed, time } = await desk(CANNOT_CONFIRM);
    await service.setLimits(PROFILE, { ...(await service.limits(PROFILE)), confirmWindowMinutes: 60 });
    for (const n of [1, 2, 3]) {
      await service.place(PROFILE, CUSTOMER, `ticket-${n}`, limitBuy('0.07'));
      time.advanceMinutes(15);
    }
    await expect(service.place(PROFILE, CUSTOMER, 'ticket-4', limitBuy('0.07'))).rejects.toMatchObject({
      kind: 'limit',
      message: expect.stringContaining('last 60 minutes'),
    });
    expect(placed()).toBe(3);
    // Shortening the window loosens it: the page cannot do that without main's confirmation.
    await expect(
      service.setLimits(PROFILE, { ...(await service.limits(PROFILE)), confirmWindowMinutes: 5 }),
    ).rejects.toMatchObject({ kind: 'limit' });
    await service.close();
  });

  it('values a market order at the far side widened by the band, and a quoted order at the quote main obtained', async () => {
    const confirm = recordingConfirm(true);
    const { service } = await desk(confirm);
    // 0.24 BTC at the ask 20,010 is 4,802.40 (under 5,000); widened by the 5 % band it is 5,042.52: confirmed first.
    await service.place(PROFILE, CUSTOMER, 'market', {
      symbol: 'BTC',
      currency: 'CHF',
      side: 'Buy',
      orderType: 'Market',
      timeInForce: 'ImmediateOrCancel',
      quantity: '0.24',
      fromAccount: 11,
    });
    expect(confirm.asked).toHaveLength(1);
    expect(confirm.asked[0]?.detail).toContain('Value: CHF 5,042.52');
    const quote = await service.quote(PROFILE, CUSTOMER, {
      symbol: 'BTC',
      currency: 'CHF',
      side: 'Buy',
      quantity: '0.3' as Decimal,
    });
    // The quoted order alone is 0.3 * 30,000 = 9,000 at the quote's price (not 0.3 * 20,010 * 1.05 = 6,303.15).
    const quoted: TradingOrderRequest = {
      symbol: 'BTC',
      currency: 'CHF',
      side: 'Buy',
      orderType: 'PreviouslyQuoted',
      timeInForce: 'FillOrKill',
      quantity: '0.3',
      quoteId: quote.quoteId,
      fromAccount: 11,
    };
    await service.place(PROFILE, CUSTOMER, 'quoted', quoted);
    expect(confirm.asked[1]?.detail).toContain('Value: CHF 9,000.00');
    expect(confirm.asked[1]?.detail).toContain('Quoted price: 30000');
    await service.close();
  });
});

describe("cancel-all needs main's confirmation above one order", () => {
  const resting = (orderId: number): TradingOrder =>
    orderFor(
      {
        fromAccount: 11,
        clientOrderId: `svco-${orderId}`,
        side: 'Buy',
        orderType: 'Limit',
        symbol: 'BTC',
        currency: 'CHF',
        quantity: '0.1',
        timeInForce: 'GoodTillCancel',
        transactionTime: '2026-11-25T10:00:00Z',
      },
      orderId,
    );

  async function desk(confirm: ConfirmPort, open: TradingOrder[]) {
    const dataDir = await tempDir();
    const client = fakeClient({
      'trading.listOrders': () => success({ content: open, count: open.length }),
      'trading.cancelOrder': (input) => success({ ...resting(input.body?.['orderId'] as number), status: 'Cancelled' }),
    });
    const service = await createTradingService({
      dataDir,
      guards: await guardsFor(dataDir, { confirm }),
      activeClient: async () => client,
      anyClient: async () => client,
      customerOf: async () => ({ customerNumber: CUSTOMER, name: 'Acme' }),
      tuning: { sendTimeoutMs: 200, backoff: { baseMs: 5, maxMs: 20 }, startupWaitMs: 200 },
    });
    return { service, cancels: () => client.calls.filter((call) => call.name === 'trading.cancelOrder').length };
  }

  it("refused where nothing can ask (browser mode), asked in the desktop app, confirmed by the desk's --yes; one order alone is a single cancel", async () => {
    const refused = await desk(CANNOT_CONFIRM, [resting(1), resting(2), resting(3)]);
    await expect(refused.service.cancelAll(PROFILE, CUSTOMER, { orderIds: [1, 2, 3] })).rejects.toMatchObject({
      kind: 'limit',
      message: expect.stringMatching(
        /^Cancelling 3 open orders of every instrument at once; .*`desk orders cancel-all \.\.\. --yes`.*Nothing was sent\.$/,
      ),
    });
    expect(refused.cancels()).toBe(0);
    await expect(refused.service.cancelAll(PROFILE, CUSTOMER, { orderIds: [2] })).resolves.toMatchObject({
      acknowledged: 1,
    });
    await expect(refused.service.cancelAll(PROFILE, CUSTOMER, {}, { confirmed: true })).resolves.toMatchObject({
      acknowledged: 3,
    });
    await refused.service.close();

    const confirm = recordingConfirm(false);
    const declined = await desk(confirm, [resting(1), resting(2)]);
    await expect(declined.service.cancelAll(PROFILE, CUSTOMER, { instrument: 'BTC/CHF' })).rejects.toMatchObject({
      kind: 'limit',
      message: 'Cancelling the orders was not confirmed; nothing was sent.',
    });
    expect(confirm.asked[0]).toMatchObject({
      message: 'Cancel 2 open orders of BTC/CHF?',
      detail: expect.stringContaining('Buy 0.1 BTC/CHF Limit (order 1)'),
    });
    expect(declined.cancels()).toBe(0);
    await declined.service.close();
  });
});

describe("staking entries, exits and payout changes need main's confirmation", () => {
  // Each desk's journal holds an append handle: closed after its test, never left to the garbage collector.
  const journals: StakingJournal[] = [];
  afterEach(async () => {
    await Promise.all(journals.splice(0).map((journal) => journal.close()));
  });
  const ETH_TRADING = { id: 1, assetSymbol: 'ETH', available: '10', balance: '10', type: 'Trading', state: 'Active' };
  const ETH_STAKING = { id: 5, assetSymbol: 'ETH', available: '3', balance: '3', type: 'Staking', state: 'Active' };
  const PRODUCT = '3f2a0b1c-1d2e-4f50-8a9b-0c1d2e3f4a5b';

  async function desk(confirm: ConfirmPort, options: { kind?: LimitsKind; books?: unknown[] } = {}) {
    const dataDir = await tempDir();
    const calls: { name: string; input: Record<string, unknown> }[] = [];
    const answers: Record<string, () => unknown> = {
      'customers.list': () => [{ customerNumber: CUSTOMER, name: 'Acme', referenceCurrency: 'CHF' }],
      'custody.listAccounts': () => [
        ETH_TRADING,
        ETH_STAKING,
        { id: 6, assetSymbol: 'ETH', available: '0', balance: '0', type: 'Vault', state: 'Active' },
      ],
      'trading.marketData': () => options.books ?? BOOKS,
      'staking.putOrder': () => undefined,
      'staking.getOrder': () => ({ id: 'x', orderNumber: 'S-1', amount: '1', assetSymbol: 'ETH', state: 'Open' }),
      'staking.getAccount': () => ({ accountNumber: '000000000005', productId: PRODUCT, assetSymbol: 'ETH' }),
      'staking.listProducts': () => [
        { id: PRODUCT, name: 'ETH staking', assetSymbol: 'ETH', supportedPayoutAccountTypes: ['Trading', 'Vault'] },
      ],
      'staking.setPayoutAccount': () => undefined,
    };
    const client = {
      call: (name: string, input: Record<string, unknown> = {}) => {
        calls.push({ name, input });
        const answer = answers[name];
        return Promise.resolve(
          answer
            ? { ok: true, status: 200, value: answer() }
            : { ok: false, error: { kind: 'not-found', message: `no ${name}` } },
        );
      },
    } as unknown as ServiceClient;
    const profile = {
      id: PROFILE,
      name: 'Desk',
      baseUrl: 'http://127.0.0.1:1',
      secretOrigin: 'http://127.0.0.1:1',
      builtIn: false,
    };
    const clients = { activeAs: () => Promise.resolve({ profile, client }) } as unknown as ActiveClients;
    const journalPath = join(dataDir, 'staking-orders.json');
    const journal = await StakingJournal.open(journalPath);
    journals.push(journal);
    const staking = new StakingService({
      clients,
      journal,
      guards: await guardsFor(dataDir, { confirm, kind: options.kind ?? 'built-in-simulator' }),
    });
    const sent = (name: string) => calls.filter((call) => call.name === name).length;
    const journaled = () => readFile(journalPath, 'utf8').catch(() => '');
    return { staking, sent, journaled };
  }
  const exit = (amount: string) => ({
    profileId: PROFILE,
    customer: CUSTOMER,
    fromAccountNumber: '000000000005',
    toAccountNumber: '000000000001',
    amount,
  });

  it('an exit of the whole balance is refused with the reason where nothing can ask; nothing journaled or sent', async () => {
    const { staking, sent, journaled } = await desk(CANNOT_CONFIRM);
    await expect(staking.exit(exit('3'))).rejects.toMatchObject({
      kind: 'limit',
      details: { limit: 'confirmation' },
      message: expect.stringMatching(
        /^Staking exit of 3 ETH: it moves more than half of the 3 ETH available on account 000000000005; .*use the desktop app, or `desk staking exit \.\.\. --yes`\. Nothing was sent\.$/,
      ),
    });
    expect(sent('staking.putOrder')).toBe(0);
    expect(await journaled()).not.toContain('"Exit"');
    // A third of it, worth far less than the threshold, needs no confirmation.
    await expect(staking.exit(exit('1'))).resolves.toMatchObject({ outcome: 'sent' });
    // The desk's --yes is the confirmation; the share limit itself still holds.
    await expect(staking.exit(exit('3'), { confirmed: true })).resolves.toMatchObject({ outcome: 'sent' });
    await expect(staking.exit(exit('3.5'), { confirmed: true })).rejects.toMatchObject({
      kind: 'limit',
      details: { limit: 'staking-share' },
    });
    expect(sent('staking.putOrder')).toBe(2);
  });

  it('the desktop app asks with the amount, its value and why; a declined one sends nothing', async () => {
    const confirm = recordingConfirm(false);
    const { staking, sent } = await desk(confirm, { kind: 'connection' });
    // 2 ETH of 10 available: under half, but worth CHF 6,000.00 at the mid, above the modest threshold of 5,000.
    const entry = {
      profileId: PROFILE,
      customer: CUSTOMER,
      fromAccountNumber: '000000000001',
      productId: PRODUCT,
      amount: '2',
    };
    await expect(staking.enter(entry)).rejects.toMatchObject({
      kind: 'limit',
      message: 'The staking entry was not confirmed; nothing was sent.',
    });
    expect(confirm.asked[0]).toMatchObject({
      title: 'Confirm a staking entry',
      message: 'Stake 2 ETH?',
      detail: expect.stringContaining(
        "its value CHF 6,000.00 is above this profile's confirmation threshold of CHF 5,000.00",
      ),
    });
    expect(sent('staking.putOrder')).toBe(0);
  });

  it('an amount whose value cannot be established needs the confirmation too', async () => {
    const { staking, sent } = await desk(CANNOT_CONFIRM, { books: [book('BTC', '19990', '20010')] });
    await expect(staking.exit(exit('1'))).rejects.toMatchObject({
      kind: 'limit',
      message: expect.stringContaining('its value in CHF cannot be established now'),
    });
    expect(sent('staking.putOrder')).toBe(0);
  });

  it("a payout account change is always confirmed by main: refused where nothing can ask, sent with the desk's --yes", async () => {
    const { staking, sent } = await desk(CANNOT_CONFIRM);
    const change = {
      profileId: PROFILE,
      customer: CUSTOMER,
      stakingAccountNumber: '000000000005',
      payoutAccountNumber: '000000000006',
    };
    await expect(staking.setPayout(change)).rejects.toMatchObject({
      kind: 'limit',
      message: expect.stringMatching(
        /^Rewards of staking account 000000000005 are to be paid to account 000000000006; .*Nothing was changed\.$/,
      ),
    });
    expect(sent('staking.setPayoutAccount')).toBe(0);
    await expect(staking.setPayout(change, { confirmed: true })).resolves.toEqual({
      stakingAccountNumber: '000000000005',
      payoutAccountNumber: '000000000006',
    });
    expect(sent('staking.setPayoutAccount')).toBe(1);
  });
});
