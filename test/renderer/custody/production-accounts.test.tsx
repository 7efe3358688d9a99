import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CustodyAccount, OnchainInfo } from '../../../shared/api/schemas/custody';
import type { Customer } from '../../../shared/api/schemas/customers';
import type { ProfileView } from '../../../shared/ipc/schemas/profiles';
import type { Decimal } from '../../../shared/wire/decimal';
import { Dashboard } from '../../../renderer/src/custody/Dashboard';
import { connectAs, selectAnswer } from '../support/connection';
import { profilesChanged } from '../../../renderer/src/profiles/store';
import { installFakeApi, ok } from '../support/fake-api';
import { profileView } from '../support/fixtures';
import { flush, resetStores } from '../support/settle';

const PROFILE: ProfileView = profileView({
  id: '33333333-3333-4333-8333-333333333333',
  name: 'Acme production',
  environment: 'production',
  baseUrl: 'https://api.acme.example',
  apiKey: 'acme-key',
  authScheme: 'ACME',
  selectedCustomer: 'ACME-CUS-100001',
});
const CUSTOMERS: Customer[] = [
  { name: 'Acme Treasury AG', customerNumber: 'ACME-CUS-100001', eligibleForTrading: true, accessRight: 'Full Access' },
];

const d = (text: string) => text as Decimal;
/** Accounts as production sends them: no symbol, no flags, no proof-wallet field, its enum values. */
const ACCOUNTS: CustodyAccount[] = [
  {
    id: 5001,
    assetSymbol: null,
    state: 'Inactive',
    type: 'VaultStaking',
    subType: 'AdvisoryPassive',
    flags: null,
    balance: d('0.123456789012345678'),
    available: d('0.123456789012345678'),
    reserved: d('0'),
    disposable: d('0'),
    creditLine: d('0'),
    name: 'Unassigned vault',
  },
  {
    id: 5002,
    assetSymbol: 'ETH',
    state: 'Invalid',
    type: 'Loan',
    subType: 'Collateral',
    flags: ['CashInpaymentsBlocked', 'DebitFreeze', 'Unknown'],
    balance: d('12.5'),
    available: d('12.5'),
    reserved: d('0'),
    disposable: d('12.5'),
    creditLine: d('0'),
    name: 'ETH collateral',
    isProofWallet: true,
  },
];
const ONCHAIN: OnchainInfo = {
  accountId: 5001,
  assetSymbol: 'ETH',
  balance: d('0.123456789012345678'),
  onchainInfo: [{ address: '0x00000000000000000000000000000000000000e1' }],
};

describe('Dashboard with production-shaped accounts', () => {
  beforeEach(async () => {
    installFakeApi()
      .answerAlways('customers.reachable', () =>
        ok({ profileId: PROFILE.id, customers: CUSTOMERS, selectedCustomer: 'ACME-CUS-100001' }),
      )
      .answerAlways('customers.select', (input) => ok(selectAnswer(input)))
      .answerAlways('custody.portfolioValue', () => ok({ referenceCurrency: 'CHF', interval: 'Day', points: [] }))
      .answerAlways('custody.accounts', () => ok(ACCOUNTS))
      .answerAlways('custody.onchainInfo', () => ok(ONCHAIN));
    resetStores();
    profilesChanged({ profiles: [PROFILE], activeProfileId: PROFILE.id });
    await connectAs(PROFILE.id, 'ACME-CUS-100001');
  });
  afterEach(cleanup);

  it('renders an account without asset symbol, flags or proof-wallet field, with readable labels for production values', async () => {
    render(<Dashboard />);
    await flush();
    const rows = [...document.querySelectorAll('.accounts-table tbody tr')];
    expect(rows.map((row) => row.getAttribute('data-account-id'))).toEqual(['5001', '5002']);
    const unassigned = within(rows[0] as HTMLElement);
    expect(unassigned.getByRole('button', { name: 'No asset Unassigned vault: show details' }).textContent).toBe('—');
    expect(rows[0]?.textContent).toContain('Vault staking');
    expect(rows[0]?.textContent).toContain('Inactive');
    expect(unassigned.getByLabelText('Not reported')).toBeTruthy();
    expect(rows[1]?.textContent).toContain('Loan');
    expect(rows[1]?.textContent).toContain('Invalid');

    await act(async () => unassigned.getByRole('button', { name: /show details/ }).click());
    await flush();
    const drawer = screen.getByRole('dialog');
    expect(drawer.textContent).toContain('Vault staking / Advisory (passive)');
    expect(within(drawer).getByText('Flags').nextElementSibling?.textContent).toBe('Not reported');
    expect(within(drawer).getByText('Proof wallet').nextElementSibling?.textContent).toBe('Not reported');
    // Exact digits of an amount without a symbol (no precision to round to).
    expect(drawer.textContent).toContain('0.123456789012345678');
    // An on-chain location given as just its address.
    const onchain = drawer.querySelector('.onchain-table tbody tr');
    expect(onchain?.textContent).toContain('0x00000000000000000000000000000000000000e1');
    expect(onchain?.querySelectorAll('.muted')).toHaveLength(3);
  });

  it("shows production flags in a trader's words", async () => {
    render(<Dashboard />);
    await flush();
    await act(async () => screen.getByRole('button', { name: 'ETH ETH collateral: show details' }).click());
    await flush();
    const drawer = screen.getByRole('dialog');
    expect(within(drawer).getByText('Flags').nextElementSibling?.textContent).toBe(
      'Cash in-payments blocked, Debit freeze, Unknown flag',
    );
    expect(within(drawer).getByText('Proof wallet').nextElementSibling?.textContent).toBe('Yes');
  });
});
