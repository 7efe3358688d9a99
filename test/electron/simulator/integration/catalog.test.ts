import { randomUUID } from 'node:crypto';
import Big from 'big.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalog, endpointNames, type EndpointName } from '../../../../shared/api/catalog';
import { asDecimal } from '../../../../shared/wire/decimal';
import type { ServiceClient } from '../../../../electron/client/client';
import type { RunningSimulator, SimulatorOptions } from '../../../../electron/simulator/index';
import { accountNumber, clientFor, ok, start } from './harness';

/**
 * Drives every endpoint of the catalog through the project's own client
 * against the real simulator, each with inputs taken from earlier answers
 * (accounts, orders, reports...), so the test is also a tour of how the
 * endpoints fit together.
 */
let simulator: RunningSimulator;
let client: ServiceClient;
let customer: number;
const exercised = new Set<EndpointName>();
const found: {
  custodyAccountId?: number;
  onchainAccountId?: number;
  chfAccount?: number;
  clientOrderId?: string;
  stakingAccount?: string;
  payoutAccount?: string;
  stakingOrderId?: string;
  rewardId?: string;
  rewardIdV5?: string;
  legacyAccount?: string;
} = {};
const reportIds = new Map<string, string>();
const today = new Date().toISOString().slice(0, 10);
const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  simulator = await start();
  const credential = simulator.credentials[0]!;
  customer = credential.customers[0]!;
  client = clientFor(simulator, credential, customer);
});
afterAll(async () => {
  await client?.close();
  await simulator?.stop();
});

type Step = () => Promise<void>;
const need = <T>(value: T | undefined, what: string): T => {
  if (value === undefined) throw new Error(`an earlier step did not find ${what}`);
  return value;
};
const report = (
  create: EndpointName & `reports.create${string}`,
  read: EndpointName & `reports.get${string}`,
  body: Record<string, string>,
): [Step, Step] => [
  async () => {
    const created = ok(await client.call(create, { body } as never)) as { reportId: string };
    expect(created.reportId).toMatch(/^[0-9a-f-]{36}$/);
    reportIds.set(read, created.reportId);
  },
  async () => {
    const answer = ok(
      await client.call(read, { params: { reportId: need(reportIds.get(read), `a ${create} report`) } } as never),
    ) as { state: string };
    expect(['Processing', 'Completed']).toContain(answer.state);
  },
];
const [createAccountOrders, getAccountOrders] = report(
  'reports.createAccountOrdersStatement',
  'reports.getAccountOrdersStatement',
  { dateFrom: monthAgo, dateTo: today },
);
const [createAccount, getAccount] = report('reports.createAccountStatement', 'reports.getAccountStatement', {
  dateFrom: monthAgo,
  dateTo: today,
  referenceCurrency: 'CHF',
});
const [createBalance, getBalance] = report('reports.createBalanceStatement', 'reports.getBalanceStatement', {
  date: today,
  referenceCurrency: 'CHF',
});
const [createRates, getRates] = report('reports.createExchangeRatesStatement', 'reports.getExchangeRatesStatement', {
  dateFrom: monthAgo,
  dateTo: today,
  referenceCurrency: 'CHF',
});
const [createGuarantee, getGuarantee] = report('reports.createGuaranteeStatement', 'reports.getGuaranteeStatement', {
  date: today,
  referenceCurrency: 'CHF',
});
const [createRewards, getRewards] = report(
  'reports.createStakingRewardsStatement',
  'reports.getStakingRewardsStatement',
  { dateFrom: monthAgo, dateTo: today },
);

// Typed as a record of every endpoint name: a new catalog endpoint does not compile until it has a step here.
const steps: Record<EndpointName, Step> = {
  'customers.list': async () => {
    const customers = ok(await client.call('customers.list'));
    expect(customers.map((entry) => entry.customerNumber)).toEqual(simulator.credentials[0]!.customers.map(String));
  },
  'customers.associatedClients': async () => {
    const customers = ok(await client.call('customers.associatedClients'));
    expect(customers.map((entry) => entry.customerNumber)).toEqual(simulator.credentials[0]!.customers.map(String));
  },
  'custody.listAccounts': async () => {
    const accounts = ok(await client.call('custody.listAccounts'));
    expect(accounts.length).toBeGreaterThan(0);
    found.custodyAccountId = accounts[0]!.id;
  },
  'custody.getAccount': async () => {
    const id = need(found.custodyAccountId, 'a custody account');
    expect(ok(await client.call('custody.getAccount', { params: { accountId: id } })).id).toBe(id);
  },
  'custody.listOnchainInfo': async () => {
    const infos = ok(await client.call('custody.listOnchainInfo'));
    expect(infos.length).toBeGreaterThan(0);
    found.onchainAccountId = infos[0]!.accountId;
  },
  'custody.getOnchainInfo': async () => {
    const id = need(found.onchainAccountId, 'an account with on-chain information');
    expect(ok(await client.call('custody.getOnchainInfo', { params: { accountId: id } })).accountId).toBe(id);
  },
  'custody.historicalPortfolioValue': async () => {
    const to = new Date().toISOString();
    const from = new Date(Date.now() - 7 * 86_400_000).toISOString();
    const value = ok(await client.call('custody.historicalPortfolioValue', { query: { from, to, interval: 'Day' } }));
    expect(value.points.length).toBeGreaterThan(0);
  },
  'trading.listAccounts': async () => {
    const accounts = ok(await client.call('trading.listAccounts'));
    found.chfAccount = accounts.find((account) => account.assetSymbol === 'CHF')?.account;
    found.legacyAccount = accountNumber(need(found.chfAccount, 'a CHF trading account'));
  },
  'trading.configuration': async () => {
    expect(ok(await client.call('trading.configuration')).maxPageSize).toBeGreaterThan(0);
  },
  'trading.listInstruments': async () => {
    expect(
      ok(await client.call('trading.listInstruments')).some(
        (instrument) => instrument.symbol === 'BTC' && instrument.currency === 'CHF',
      ),
    ).toBe(true);
  },
  'trading.marketData': async () => {
    const data = ok(await client.call('trading.marketData', { query: { symbols: ['BTC'], currency: 'CHF' } }));
    expect(data).toHaveLength(1);
    expect(data[0]!.bid).not.toBeNull();
  },
  'trading.historicMarketData': async () => {
    const time = new Date(Date.now() - 3_600_000).toISOString();
    expect(
      ok(await client.call('trading.historicMarketData', { query: { time, symbols: ['BTC'] } })).length,
    ).toBeGreaterThan(0);
  },
  'trading.legacyInstruments': async () => {
    expect(ok(await client.call('trading.legacyInstruments', { body: {} })).length).toBeGreaterThan(0);
  },
  'trading.requestQuote': async () => {
    const quote = ok(
      await client.call('trading.requestQuote', {
        body: { symbol: 'BTC', currency: 'CHF', side: 'Buy', quantity: asDecimal('0.001') },
      }),
    );
    expect(quote.quoteId).toBeGreaterThan(0);
  },
  'trading.placeOrder': async () => {
    const [book] = ok(await client.call('trading.marketData', { query: { symbols: ['BTC'], currency: 'CHF' } }));
    // Far below the market, so it rests and can be cancelled.
    const limitPrice = asDecimal(new Big(need(book?.bid ?? undefined, 'a BTC bid')).div(2).round(0).toFixed());
    found.clientOrderId = `it-${randomUUID().slice(0, 8)}`;
    const order = ok(
      await client.call('trading.placeOrder', {
        body: {
          symbol: 'BTC',
          currency: 'CHF',
          transactionTime: new Date().toISOString(),
          orderType: 'Limit',
          timeInForce: 'GoodTillCancel',
          fromAccount: need(found.chfAccount, 'a CHF account'),
          clientOrderId: found.clientOrderId,
          side: 'Buy',
          quantity: asDecimal('0.001'),
          limitPrice,
        },
      }),
    );
    expect(order).toMatchObject({ clientOrderId: found.clientOrderId, status: 'New', price: limitPrice });
  },
  'trading.listOrders': async () => {
    const list = ok(await client.call('trading.listOrders', { query: { scope: 'Open', pageSize: 1000 } }));
    expect(list.content.map((order) => order.clientOrderId)).toContain(found.clientOrderId);
  },
  'trading.getOrder': async () => {
    const id = need(found.clientOrderId, 'a placed order');
    expect(ok(await client.call('trading.getOrder', { params: { id } })).clientOrderId).toBe(id);
  },
  'trading.cancelOrder': async () => {
    const cancelled = ok(
      await client.call('trading.cancelOrder', {
        body: {
          account: need(found.chfAccount, 'a CHF account'),
          clientOrderId: need(found.clientOrderId, 'a placed order'),
          transactionTime: new Date().toISOString(),
        },
      }),
    );
    expect(cancelled.status).toBe('Cancelled');
  },
  'staking.performance': async () => {
    expect(
      ok(await client.call('staking.performance', { params: { operatingUnit: 'ch' } })).assets.length,
    ).toBeGreaterThan(0);
  },
  'staking.listProducts': async () => {
    expect(ok(await client.call('staking.listProducts')).length).toBeGreaterThan(0);
  },
  'staking.listAccounts': async () => {
    const accounts = ok(
      await client.call('staking.listAccounts', { query: { includeRewards: true, includeOrdersInProgress: true } }),
    );
    const products = ok(await client.call('staking.listProducts'));
    const trading = ok(await client.call('trading.listAccounts'));
    for (const account of accounts) {
      const product = products.find((candidate) => candidate.id === account.productId);
      const payout = trading.find((candidate) => candidate.assetSymbol === account.assetSymbol);
      if (product?.supportedPayoutAccountTypes.includes('Trading') && payout) {
        found.stakingAccount = account.accountNumber;
        found.payoutAccount = accountNumber(payout.account);
        break;
      }
    }
  },
  'staking.getAccount': async () => {
    const number = need(found.stakingAccount, 'a staking account');
    const account = ok(
      await client.call('staking.getAccount', { params: { accountNumber: number }, query: { includeRewards: true } }),
    );
    expect(account.accountNumber).toBe(number);
    expect(account.rewardDetails).not.toBeNull();
  },
  'staking.setPayoutAccount': async () => {
    const stakingAccountNumber = need(found.stakingAccount, 'a staking account');
    const payoutAccountNumber = need(found.payoutAccount, 'a payout account');
    ok(
      await client.call('staking.setPayoutAccount', {
        params: { stakingAccountNumber },
        body: { payoutAccountNumber },
      }),
    );
    expect(
      ok(await client.call('staking.getAccount', { params: { accountNumber: stakingAccountNumber } })).payoutAccount,
    ).toBe(payoutAccountNumber);
  },
  'staking.putOrder': async () => {
    const products = ok(await client.call('staking.listProducts'));
    const trading = ok(await client.call('trading.listAccounts'));
    const pick = products
      .map((product) => ({
        product,
        from: trading.find(
          (account) =>
            account.assetSymbol === product.assetSymbol && new Big(account.available).gte(product.minimumAmount!),
        ),
      }))
      .find((candidate) => candidate.product.isAvailable && candidate.from !== undefined);
    const chosen = need(pick, 'a stakeable asset with funds');
    found.stakingOrderId = randomUUID();
    const body = {
      fromAccountNumber: accountNumber(chosen.from!.account),
      productId: chosen.product.id,
      amount: chosen.product.minimumAmount!,
    };
    ok(await client.call('staking.putOrder', { params: { id: found.stakingOrderId }, body }));
    // Idempotent by id: the same PUT again is accepted and creates nothing new.
    ok(await client.call('staking.putOrder', { params: { id: found.stakingOrderId }, body }));
  },
  'staking.getOrder': async () => {
    const id = need(found.stakingOrderId, 'a staking order');
    expect(ok(await client.call('staking.getOrder', { params: { id } }))).toMatchObject({ id, type: 'Entry' });
  },
  'staking.listOrders': async () => {
    const page = ok(await client.call('staking.listOrders', { query: { pageSize: 1000 } }));
    expect(page.items.filter((order) => order.id === found.stakingOrderId)).toHaveLength(1);
  },
  'staking.listRewards': async () => {
    const page = ok(await client.call('staking.listRewards', { query: { pageSize: 5 } }));
    expect(page.items.length).toBeGreaterThan(0);
    found.rewardId = page.items[0]!.id;
  },
  'staking.getReward': async () => {
    const id = need(found.rewardId, 'a reward');
    expect(ok(await client.call('staking.getReward', { params: { id } })).id).toBe(id);
  },
  'staking.listRewardsV5': async () => {
    const page = ok(await client.call('staking.listRewardsV5', { query: { pageSize: 5 } }));
    expect(page.items.length).toBeGreaterThan(0);
    found.rewardIdV5 = page.items[0]!.id;
  },
  'staking.getRewardV5': async () => {
    const id = need(found.rewardIdV5, 'a reward');
    expect(ok(await client.call('staking.getRewardV5', { params: { id } })).id).toBe(id);
  },
  'reports.createAccountOrdersStatement': createAccountOrders,
  'reports.getAccountOrdersStatement': getAccountOrders,
  'reports.createAccountStatement': createAccount,
  'reports.getAccountStatement': getAccount,
  'reports.createBalanceStatement': createBalance,
  'reports.getBalanceStatement': getBalance,
  'reports.createExchangeRatesStatement': createRates,
  'reports.getExchangeRatesStatement': getRates,
  'reports.createGuaranteeStatement': createGuarantee,
  'reports.getGuaranteeStatement': getGuarantee,
  'reports.createStakingRewardsStatement': createRewards,
  'reports.getStakingRewardsStatement': getRewards,
  'legacy.accountStatement': async () => {
    const body = {
      accountNumber: need(found.legacyAccount, 'a trading account'),
      dateFrom: `${monthAgo}T00:00:00.000Z`,
      dateTo: new Date().toISOString(),
      messageType: 'AccountStatement',
    };
    expect(ok(await client.call('legacy.accountStatement', { body })).accountNumber).toBe(found.legacyAccount);
  },
  'legacy.accountStatementsForClient': async () => {
    ok(
      await client.call('legacy.accountStatementsForClient', {
        body: { dateFrom: `${monthAgo}T00:00:00.000Z`, dateTo: new Date().toISOString() },
      }),
    );
  },
  'loans.listBorrow': async () => {
    ok(await client.call('loans.listBorrow'));
  },
  'loans.getBorrow': async () => {
    // Not every customer borrows: look through every customer either key reaches.
    for (const credential of simulator.credentials) {
      const other = clientFor(simulator, credential);
      try {
        for (const candidate of credential.customers) {
          const [portfolio] = ok(await other.call('loans.listBorrow', { customer: String(candidate) }));
          if (!portfolio) continue;
          const read = ok(
            await other.call('loans.getBorrow', {
              customer: String(candidate),
              params: { portfolioNr: portfolio.portfolioId },
            }),
          );
          expect(read.portfolioId).toBe(portfolio.portfolioId);
          return;
        }
      } finally {
        await other.close();
      }
    }
    throw new Error('no customer of the simulator has a borrower portfolio');
  },
  'loans.listLend': async () => {
    ok(await client.call('loans.listLend'));
  },
};

// Dependencies first: reads that need an id run after the list that finds it.
const order: EndpointName[] = [
  'customers.list',
  'customers.associatedClients',
  'custody.listAccounts',
  'custody.getAccount',
  'custody.listOnchainInfo',
  'custody.getOnchainInfo',
  'custody.historicalPortfolioValue',
  'trading.listAccounts',
  'trading.configuration',
  'trading.listInstruments',
  'trading.marketData',
  'trading.historicMarketData',
  'trading.legacyInstruments',
  'trading.requestQuote',
  'trading.placeOrder',
  'trading.listOrders',
  'trading.getOrder',
  'trading.cancelOrder',
  'staking.performance',
  'staking.listProducts',
  'staking.listAccounts',
  'staking.getAccount',
  'staking.setPayoutAccount',
  'staking.putOrder',
  'staking.getOrder',
  'staking.listOrders',
  'staking.listRewards',
  'staking.getReward',
  'staking.listRewardsV5',
  'staking.getRewardV5',
  'reports.createAccountOrdersStatement',
  'reports.getAccountOrdersStatement',
  'reports.createAccountStatement',
  'reports.getAccountStatement',
  'reports.createBalanceStatement',
  'reports.getBalanceStatement',
  'reports.createExchangeRatesStatement',
  'reports.getExchangeRatesStatement',
  'reports.createGuaranteeStatement',
  'reports.getGuaranteeStatement',
  'reports.createStakingRewardsStatement',
  'reports.getStakingRewardsStatement',
  'legacy.accountStatement',
  'legacy.accountStatementsForClient',
  'loans.listBorrow',
  'loans.getBorrow',
  'loans.listLend',
];

describe('every catalog endpoint through the client against the real simulator', () => {
  for (const name of order) {
    it(`${name}: ${catalog[name].method} ${catalog[name].path}`, async () => {
      await steps[name]();
      exercised.add(name);
    });
  }

  it('serves nothing else: no unauthenticated bench routes, whatever startSimulator is given', async () => {
    const sneaky = await start({ benchUnsignedPrefix: '/__bench-unsigned' } as Partial<SimulatorOptions>);
    try {
      const answer = await client.raw({
        method: 'GET',
        pathAndQuery: '/__bench-unsigned/custody/v1/Accounts',
        customer: String(customer),
      });
      expect(answer.status).toBe(404);
      const direct = await fetch(`${sneaky.baseUrl}/__bench-unsigned/custody/v1/Accounts`, {
        headers: { 'customer-number': String(customer) },
      });
      expect(direct.status).toBe(404);
    } finally {
      await sneaky.stop();
    }
  });

  it('exercised exactly the catalog, each endpoint at least once', () => {
    expect([...order].sort()).toEqual([...endpointNames].sort());
    expect([...exercised].sort()).toEqual([...endpointNames].sort());
  });
});
