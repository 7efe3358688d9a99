import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ProfileView } from '../../../shared/ipc/schemas/profiles';
import { customerAccess } from '../../../shared/api/customer-access';
import { loadAssetPrecision } from '../../../renderer/src/assets/store';
import { profilesChanged } from '../../../renderer/src/profiles/store';
import { StakingView } from '../../../renderer/src/staking/StakingView';
import { connectAs } from '../support/connection';
import type { FakeApi } from '../support/fake-api';
import { installFakeApi, ok } from '../support/fake-api';
import { account, profileView } from '../support/fixtures';
import { PRODUCT } from './fixtures';
import { flush, resetStores } from '../support/settle';

const PROFILE: ProfileView = profileView();

// One ETH trading account (the only one a product entry can debit) and one ETH staking account (the only one an exit can come from).
async function open(staked = '90.000000000000000000'): Promise<{ api: FakeApi; sent: unknown[] }> {
  const sent: unknown[] = [];
  const customers = [{ customerNumber: '100101', name: 'Alpine Capital AG', accessRight: 'Full Access' }];
  const answer = (input: unknown) => {
    sent.push(input);
    const { id } = input as { id: string };
    // An entry names its product (null when staking into an account); an exit never does.
    const type = 'productId' in (input as object) ? 'Entry' : 'Exit';
    return ok({
      id,
      outcome: 'sent',
      order: null,
      entry: { type },
      message: `Staking order ${id} accepted by the service.`,
    });
  };
  const api = installFakeApi()
    .answerAlways('customers.reachable', () => ok({ profileId: PROFILE.id, customers, selectedCustomer: '100101' }))
    .answerAlways('staking.products', () => ok([PRODUCT]))
    .answerAlways('trading.instruments', () =>
      ok([{ symbol: 'ETH', currency: 'CHF', quantityPrecision: 8, pricePrecision: 2 }]),
    )
    .answerAlways('custody.accounts', () =>
      ok([
        { ...account(11, 'ETH', '2000.000000000000000000'), type: 'Trading' },
        { ...account(12, 'ETH', staked), type: 'Staking', name: 'ETH staking' },
        { ...account(13, 'BTC', '1'), type: 'Trading' },
      ]),
    )
    .answerAlways('staking.orders', () => ok({ count: 0, page: 1, totalCount: 0, pageSize: 25, items: [] }))
    .answerAlways('staking.pending', () => ok([]))
    .answerAlways('staking.enter', answer)
    .answerAlways('staking.exit', answer);
  profilesChanged({ profiles: [PROFILE], activeProfileId: PROFILE.id });
  await connectAs(PROFILE.id, '100101', {
    access: customerAccess({ name: 'Alpine Capital AG', accessRight: 'Full Access' }),
  });
  await loadAssetPrecision(PROFILE.id);
  render(<StakingView />);
  await flush();
  return { api, sent };
}

const inDialog = (): boolean =>
  document.activeElement?.closest('dialog') !== null && document.activeElement !== document.body;

describe('staking finish', () => {
  beforeEach(() => {
    resetStores();
  });
  afterEach(cleanup);

  it('chooses the only debit account a product leaves, reads a locale amount, and keeps focus in the dialog through review and sending', async () => {
    const { sent } = await open();
    await act(async () => screen.getByRole('button', { name: 'Enter staking…' }).click());
    fireEvent.change(screen.getByLabelText('Staking product'), { target: { value: PRODUCT.id } });
    await flush();
    expect((screen.getByLabelText('Debit account') as HTMLSelectElement).value).toBe('000000000011');
    // The balance at ETH's display precision (8), every digit on hover; never padded to 18 places.
    const available = document.querySelector('.staking-available .num') as HTMLElement;
    expect(available.textContent).toBe('2,000.00000000');
    fireEvent.change(screen.getByLabelText(/^Amount/), { target: { value: "1'000.5" } });
    const review = screen.getByRole('button', { name: 'Review…' });
    review.focus();
    await act(async () => review.click());
    expect(inDialog()).toBe(true);
    expect(document.activeElement?.textContent).toBe('Send entry');
    expect(document.querySelector('[aria-label="Order to send"]')?.textContent).toMatch(/Amount1,000\.5 ETH/);
    await act(async () => screen.getByRole('button', { name: 'Send entry' }).click());
    await flush();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ fromAccountNumber: '000000000011', amount: '1000.5' });
    expect(inDialog()).toBe(true);
    expect(document.activeElement?.textContent).toBe('Close');
  });

  it('exits with the only staking and receiving accounts chosen, Max without padding zeros, and the receiving account named like the other rows', async () => {
    const { sent } = await open();
    await act(async () => screen.getByRole('button', { name: 'Exit staking…' }).click());
    await flush();
    expect((screen.getByLabelText('Staking account to exit from') as HTMLSelectElement).value).toBe('000000000012');
    expect((screen.getByLabelText('Receiving account') as HTMLSelectElement).value).toBe('000000000011');
    await act(async () => screen.getByRole('button', { name: 'Max' }).click());
    expect((screen.getByLabelText(/^Amount/) as HTMLInputElement).value).toBe('90');
    await act(async () => screen.getByRole('button', { name: 'Review…' }).click());
    const rows = [...document.querySelectorAll('[aria-label="Order to send"] dt')].map((dt) => [
      dt.textContent,
      dt.nextElementSibling?.textContent,
      dt.nextElementSibling?.className,
    ]);
    expect(rows).toContainEqual(['Staking account', '000000000012 · ETH · ETH staking (Staking)', '']);
    expect(rows).toContainEqual(['Receiving account', '000000000011 · ETH · ETH account (Trading)', '']);
    await act(async () => screen.getByRole('button', { name: 'Send exit' }).click());
    await flush();
    expect(sent[0]).toMatchObject({ fromAccountNumber: '000000000012', toAccountNumber: '000000000011', amount: '90' });
  });

  it('shows what can be spent rounded down and Max fills no more places than the asset shows', async () => {
    const { sent } = await open('1.23456789999999999');
    await act(async () => screen.getByRole('button', { name: 'Exit staking…' }).click());
    await flush();
    // Rounded half up this would read 1.23456790: more than the account holds.
    const available = document.querySelector('.staking-available .num') as HTMLElement;
    expect(available.textContent).toBe('1.23456789');
    expect(available.title).toBe('1.23456789999999999');
    await act(async () => screen.getByRole('button', { name: 'Max' }).click());
    expect((screen.getByLabelText(/^Amount/) as HTMLInputElement).value).toBe('1.23456789');
    await act(async () => screen.getByRole('button', { name: 'Review…' }).click());
    await act(async () => screen.getByRole('button', { name: 'Send exit' }).click());
    await flush();
    expect(sent[0]).toMatchObject({ amount: '1.23456789' });
  });

  it('says what the product pays to in the payout dialog (nothing reads as deprecated) and offers no account when the product is no longer listed', async () => {
    const { api } = await open();
    const stakingAccount = (number: string, productId: string) => ({
      accountNumber: number,
      stakingAccountType: 'Staking',
      assetSymbol: 'ETH',
      payoutAccount: null,
      commission: '15',
      productId,
      rewardDetails: null,
      orderDetails: null,
      isSafeToClose: null,
    });
    api.answerAlways('staking.accounts', () =>
      ok([
        stakingAccount('000000000012', PRODUCT.id),
        stakingAccount('000000000014', '00000000-0000-4000-8000-000000000000'),
      ]),
    );
    await act(async () => screen.getByRole('tab', { name: 'Accounts' }).click());
    await flush();
    const optionsOf = (dialog: HTMLElement) =>
      [...dialog.querySelectorAll('option')].filter((option) => option.value !== '');

    await act(async () => screen.getByRole('button', { name: 'Change the payout account of 000000000012' }).click());
    const listed = screen.getByRole('dialog');
    expect(listed.textContent).toMatch(/Ethereum Staking pays rewards to Staking or Trading accounts\./);
    expect(listed.textContent).not.toMatch(/deprecat/i);
    expect(optionsOf(listed).map((option) => [option.value, option.disabled])).toContainEqual(['000000000011', false]);
    await act(async () => screen.getByRole('button', { name: 'Cancel' }).click());

    await act(async () => screen.getByRole('button', { name: 'Change the payout account of 000000000014' }).click());
    const unlisted = screen.getByRole('dialog');
    expect(unlisted.textContent).toMatch(/no longer lists this account’s staking product/);
    expect(optionsOf(unlisted).every((option) => option.disabled)).toBe(true);
  });
});
