import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { call, DAY, makeWorld, problemOf, START } from './helpers';

describe('custody', () => {
  const { world, customers } = makeWorld();
  const [alice = 0] = customers;
  const accounts = call(world, 'custody.listAccounts', alice);

  it('shows the same accounts and balances as the trading and staking views', () => {
    expect(new Set(accounts.map((account) => account.type))).toEqual(new Set(['Trading', 'Staking', 'Vault']));
    for (const trading of call(world, 'trading.listAccounts', alice)) {
      const custody = accounts.find((account) => account.id === trading.account);
      expect(custody).toMatchObject({
        type: 'Trading',
        assetSymbol: trading.assetSymbol,
        balance: trading.balance,
        reserved: trading.reserved,
        available: trading.available,
      });
    }
    for (const staking of call(world, 'staking.listAccounts', alice, { query: {} })) {
      expect(accounts.find((account) => account.id === Number(staking.accountNumber))).toMatchObject({
        type: 'Staking',
        assetSymbol: staking.assetSymbol,
      });
    }
    for (const account of accounts) {
      expect(account.available).toBe(new Big(account.balance).minus(account.reserved).toFixed());
      expect(call(world, 'custody.getAccount', alice, { params: { accountId: account.id } })).toEqual(account);
    }
    expect(problemOf(() => call(world, 'custody.getAccount', alice, { params: { accountId: 1 } })).status).toBe(404);
  });

  it('gives on-chain locations of crypto accounts that add up to the balance, none for fiat', () => {
    const infos = call(world, 'custody.listOnchainInfo', alice);
    expect(infos.map((info) => info.accountId)).toEqual(accounts.map((account) => account.id));
    for (const info of infos) {
      if (['CHF', 'EUR', 'USD'].includes(info.assetSymbol)) {
        expect(info.onchainInfo).toEqual([]);
        continue;
      }
      expect(info.onchainInfo.length).toBeGreaterThan(0);
      // The simulator always sends each entry's balance (production may send just {address}: decisions of shared/api).
      expect(info.onchainInfo.reduce((sum, entry) => sum.plus(entry.balance ?? 'NaN'), new Big(0)).toFixed()).toBe(
        info.balance,
      );
    }
    const btc = infos.find((info) => info.assetSymbol === 'BTC');
    expect(btc?.onchainInfo[0]?.address).toMatch(/^bc1q/);
    expect(call(world, 'custody.getOnchainInfo', alice, { params: { accountId: btc?.accountId ?? 0 } })).toEqual(btc);
  });

  it('values the portfolio over a year of history, up to now and no further', () => {
    const series = call(world, 'custody.historicalPortfolioValue', alice, {
      query: {
        from: new Date(START - 365 * DAY).toISOString(),
        to: new Date(START + 5 * DAY).toISOString(),
        interval: 'Week',
      },
    });
    expect(series.referenceCurrency).toBe('CHF');
    expect(series.points.length).toBe(53);
    expect(series.points.every((point) => new Big(point.value).gt(0))).toBe(true);
    expect(new Set(series.points.map((point) => point.value)).size).toBeGreaterThan(40);
    const daily = call(world, 'custody.historicalPortfolioValue', alice, {
      query: { from: new Date(START - 2 * DAY).toISOString(), to: new Date(START).toISOString() },
    });
    expect(daily.interval).toBe('Day');
    expect(daily.points.map((point) => point.time)).toEqual(
      [START - 2 * DAY, START - DAY, START].map((t) => new Date(t).toISOString()),
    );
    const tooFine = problemOf(() =>
      call(world, 'custody.historicalPortfolioValue', alice, {
        query: { from: new Date(START - 365 * DAY).toISOString(), to: new Date(START).toISOString(), interval: 'Hour' },
      }),
    );
    expect(tooFine.status).toBe(400);
  });

  it('values the portfolio at now as the sum of current balances at current prices', () => {
    const now = new Date(START).toISOString();
    const [point] = call(world, 'custody.historicalPortfolioValue', alice, { query: { from: now, to: now } }).points;
    const books = call(world, 'trading.marketData', null, { query: { currency: 'CHF' } });
    let total = new Big(0);
    for (const account of accounts) {
      const rate =
        account.assetSymbol === 'CHF' ? '1' : books.find((book) => book.symbol === account.assetSymbol)?.last;
      if (rate) total = total.plus(new Big(account.balance).times(rate));
    }
    const fiat = accounts.filter((account) => account.assetSymbol === 'USD' || account.assetSymbol === 'EUR');
    // Fiat crosses come from the FX model at 6 decimals; the crypto and CHF part must match exactly.
    const fiatValue = new Big(point?.value ?? '0').minus(total.round(2, Big.roundHalfUp));
    expect(fiatValue.gt(0)).toBe(fiat.some((account) => new Big(account.balance).gt(0)));
  });
});
