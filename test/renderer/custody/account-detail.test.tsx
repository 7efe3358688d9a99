import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Decimal } from '../../../shared/wire/decimal';
import { AccountDetail } from '../../../renderer/src/custody/AccountDetail';
import { resetCustodyStore } from '../../../renderer/src/custody/store';
import type { CustomerContext } from '../../../renderer/src/customers/context';
import type { FakeApi } from '../support/fake-api';
import { installFakeApi, ok } from '../support/fake-api';
import { account } from '../support/fixtures';

const CONTEXT: CustomerContext = { profileId: '66666666-6666-4666-8666-666666666666', revision: 0, customer: '100101' };
const ADDRESS = 'bc1qexampleexampleexampleexample0000';

describe('the account detail drawer', () => {
  let api: FakeApi;
  let copied: unknown[];
  beforeEach(() => {
    copied = [];
    resetCustodyStore();
    api = installFakeApi()
      .answerAlways('custody.onchainInfo', () =>
        ok({ accountId: 42, assetSymbol: 'XYZ', balance: '1.5', onchainInfo: [{ address: ADDRESS }] }),
      )
      .answerAlways('app.copyText', (input) => {
        copied.push(input);
        return ok(null);
      });
  });
  afterEach(cleanup);

  it('prints each balance once when rounding changes nothing, and copies ids and addresses through main', async () => {
    render(<AccountDetail context={CONTEXT} account={account(42, 'XYZ', '1.5')} onClose={() => undefined} />);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    const table = document.querySelector('.balances-table');
    expect([...table!.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual(['Balance', 'Amount']);
    expect(table!.querySelectorAll('td.exact')).toHaveLength(0);

    await act(async () => screen.getByRole('button', { name: 'Copy account id' }).click());
    await act(async () => screen.getByRole('button', { name: 'Copy address' }).click());
    expect(copied).toEqual([{ text: '42' }, { text: ADDRESS }]);
    expect(api.log.filter((channel) => channel === 'app.copyText')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Copy account number' })).toBeTruthy();
  });

  it('adds the exact figure only where the shown one is rounded', async () => {
    const chf = account(43, 'CHF', '100.125', { reserved: '0' as Decimal });
    render(<AccountDetail context={CONTEXT} account={chf} onClose={() => undefined} />);
    const rows = [...document.querySelectorAll('.balances-table tbody tr')].map((row) =>
      [...row.querySelectorAll('td')].map((cell) => cell.textContent),
    );
    expect([...document.querySelectorAll('.balances-table thead th')].map((th) => th.textContent)).toEqual([
      'Balance',
      'Shown',
      'Exact',
    ]);
    // Balance 100.125 shows as 100.13 (CHF has 2 places): its exact text beside it. Reserved 0 shows as 0.00: nothing lost, no second figure.
    expect(rows[0]).toEqual([expect.stringMatching(/100.13$/), expect.stringMatching(/100.125$/)]);
    expect(rows[2]).toEqual([expect.stringMatching(/0.00$/), '']);
  });
});
