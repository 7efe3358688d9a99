import { describe, expect, it } from 'vitest';
import { distinctValues, NO_FILTER, viewAccounts } from '../../../renderer/src/custody/table-model';
import { account } from '../support/fixtures';

const accounts = [
  account(1, 'BTC', '0.10000000000000000001'),
  account(2, 'ETH', '0.1', { type: 'Staking', state: 'Locked', name: 'ETH staking' }),
  account(3, 'CHF', '12345678901234567890.12', { type: 'Vault' }),
  account(4, 'USDC', '-5', { state: 'Closed' }),
];

describe('accounts table model', () => {
  it('sorts balances by exact decimal value within each asset, never mixing units', () => {
    const mixed = [...accounts, account(5, 'BTC', '0.1'), account(6, 'ETH', '3')];
    const ids = (direction: 'ascending' | 'descending') =>
      viewAccounts(mixed, NO_FILTER, { column: 'balance', direction }).map((a) => a.id);
    // Assets stay in name order (BTC, CHF, ETH, USDC); only the amounts inside one asset flip.
    expect(ids('ascending')).toEqual([5, 1, 3, 2, 6, 4]);
    expect(ids('descending')).toEqual([1, 5, 3, 6, 2, 4]);
  });

  it('sorts text columns with the locale collation', () => {
    expect(
      viewAccounts(accounts, NO_FILTER, { column: 'assetSymbol', direction: 'ascending' }).map((a) => a.assetSymbol),
    ).toEqual(['BTC', 'CHF', 'ETH', 'USDC']);
  });

  it('filters by text (asset, name or id), type and state together', () => {
    expect(
      viewAccounts(accounts, { ...NO_FILTER, text: 'staking' }, { column: 'assetSymbol', direction: 'ascending' }).map(
        (a) => a.id,
      ),
    ).toEqual([2]);
    expect(
      viewAccounts(accounts, { ...NO_FILTER, text: '3' }, { column: 'assetSymbol', direction: 'ascending' }).map(
        (a) => a.id,
      ),
    ).toEqual([3]);
    expect(
      viewAccounts(accounts, { ...NO_FILTER, type: 'Trading' }, { column: 'assetSymbol', direction: 'ascending' }).map(
        (a) => a.id,
      ),
    ).toEqual([1, 4]);
    expect(
      viewAccounts(
        accounts,
        { text: 'usd', type: 'Trading', state: 'Closed' },
        { column: 'assetSymbol', direction: 'ascending' },
      ).map((a) => a.id),
    ).toEqual([4]);
    expect(distinctValues(accounts, 'state')).toEqual(['Active', 'Closed', 'Locked']);
  });
});
