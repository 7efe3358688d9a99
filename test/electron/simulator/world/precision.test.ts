import Big from 'big.js';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { assetPrecision } from '../../../../electron/simulator/world/market/assets';
import { call, d, makeWorld, problemOf, SECOND, tradingAccount } from './helpers';

describe('ledger at chain precision', () => {
  it('keeps each asset at its chain precision and fiat at cents', () => {
    const expected = { BTC: 8, ETH: 18, SOL: 9, DOT: 10, ADA: 6, MATIC: 18, LINK: 18, XTZ: 6, CHF: 2, USD: 2, EUR: 2 };
    for (const [asset, places] of Object.entries(expected)) expect(assetPrecision(asset)).toBe(places);
  });

  it('accepts an ETH staking entry of 0.123456789012345678 and books it exactly, and refuses a 19th decimal', () => {
    // One wall second is one simulated hour, so processing starts within a step.
    const test = makeWorld({ speed: 3600 });
    const [alice = 0] = test.customers;
    const eth = tradingAccount(test.world, alice, 'ETH');
    const from = String(eth.account).padStart(12, '0');
    const product = call(test.world, 'staking.listProducts', null).find((candidate) => candidate.assetSymbol === 'ETH');
    if (!product) throw new Error('no ETH product');
    const amount = '0.123456789012345678';
    const id = randomUUID();
    call(test.world, 'staking.putOrder', alice, {
      params: { id },
      body: { fromAccountNumber: from, productId: product.id, amount: d(amount) },
    });
    expect(call(test.world, 'staking.getOrder', alice, { params: { id } }).amount).toBe(amount);

    test.clock.advance(1 * SECOND);
    test.world.advance();
    const order = call(test.world, 'staking.getOrder', alice, { params: { id } });
    expect(order.state).toBe('Processing');
    expect(tradingAccount(test.world, alice, 'ETH').balance).toBe(new Big(eth.balance).minus(amount).toFixed());

    const nineteen = problemOf(() =>
      call(test.world, 'staking.putOrder', alice, {
        params: { id: randomUUID() },
        body: { fromAccountNumber: from, productId: product.id, amount: d('0.1234567890123456789') },
      }),
    );
    expect(nineteen.errors?.amount?.[0]).toMatch(/more than 18 decimals for ETH/);
  });
});
