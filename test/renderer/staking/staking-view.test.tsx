import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { StakingOrder } from '../../../shared/api/schemas/staking';
import type { ProfileView } from '../../../shared/ipc/schemas/profiles';
import { customerAccess } from '../../../shared/api/customer-access';
import { connectAs } from '../support/connection';
import { profilesChanged } from '../../../renderer/src/profiles/store';
import { StakingView } from '../../../renderer/src/staking/StakingView';
import { orderTimeline, type TimelineStep } from '../../../renderer/src/staking/timeline';
import { translate, translateMessage } from '../../../renderer/src/i18n/store';
import type { FakeApi } from '../support/fake-api';
import { installFakeApi, ok } from '../support/fake-api';
import { account, profileView } from '../support/fixtures';
import { CANCELLED_ORDER, PRODUCT } from './fixtures';
import { flush, resetStores } from '../support/settle';

const PROFILE: ProfileView = profileView();
const ORDER: StakingOrder = CANCELLED_ORDER;

function setup(accessRight?: string): FakeApi {
  const customers = [{ customerNumber: '100101', name: 'Alpine Capital AG', ...(accessRight ? { accessRight } : {}) }];
  const api = installFakeApi()
    .answerAlways('customers.reachable', () => ok({ profileId: PROFILE.id, customers, selectedCustomer: '100101' }))
    .answerAlways('staking.products', () => ok([PRODUCT]))
    .answerAlways('custody.accounts', () => ok([{ ...account(11, 'ETH', '2.000000000000000001'), type: 'Trading' }]))
    .answerAlways('staking.orders', () => ok({ count: 1, page: 1, totalCount: 1, pageSize: 25, items: [ORDER] }))
    .answerAlways('staking.pending', () => ok([]));
  return api;
}

describe('staking view', () => {
  beforeEach(() => {
    resetStores();
  });
  afterEach(cleanup);

  it('disables every staking write with the reason when the key is read-only', async () => {
    setup('Read Only');
    profilesChanged({ profiles: [PROFILE], activeProfileId: PROFILE.id });
    await connectAs(PROFILE.id, '100101', {
      access: customerAccess({ name: 'Alpine Capital AG', accessRight: 'Read Only' }),
    });
    render(<StakingView />);
    await flush();
    const enter = screen.getByRole('button', { name: 'Enter staking…' }) as HTMLButtonElement;
    expect(enter.disabled).toBe(true);
    expect(enter.title).toMatch(/Read Only access for Alpine Capital AG/);
    expect((screen.getByRole('button', { name: 'Exit staking…' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('staking-write-blocked').textContent).toMatch(
      /disabled: The API key has Read Only access/,
    );
  });

  it('checks the form exactly against the available balance, then reviews and sends one entry with a fixed id', async () => {
    const api = setup('Full Access');
    const sent: unknown[] = [];
    api.answerAlways('staking.enter', (input) => {
      sent.push(input);
      const { id } = input as { id: string };
      return ok({
        id,
        outcome: 'sent',
        order: null,
        entry: { type: 'Entry' },
        message: `Staking entry ${id} accepted by the service.`,
      });
    });
    profilesChanged({ profiles: [PROFILE], activeProfileId: PROFILE.id });
    await connectAs(PROFILE.id, '100101', {
      access: customerAccess({ name: 'Alpine Capital AG', accessRight: 'Full Access' }),
    });
    render(<StakingView />);
    await flush();
    await act(async () => screen.getByRole('button', { name: 'Enter staking…' }).click());
    fireEvent.change(screen.getByLabelText('Staking product'), { target: { value: PRODUCT.id } });
    fireEvent.change(screen.getByLabelText('Debit account'), { target: { value: '000000000011' } });
    // At ETH's places, rounded down (never more than is there); every digit on hover.
    expect(document.querySelector('.staking-available')?.textContent).toBe('Available: 2.00000000 ETH');
    expect(document.querySelector('.staking-available .num')?.getAttribute('title')).toBe('2.000000000000000001');
    fireEvent.change(screen.getByLabelText(/^Amount/), { target: { value: '2.000000000000000002' } });
    await act(async () => screen.getByRole('button', { name: 'Review…' }).click());
    expect(screen.getByText('More than the 2.000000000000000001 ETH available on the debit account.')).toBeTruthy();
    expect(api.log).not.toContain('staking.enter');

    fireEvent.change(screen.getByLabelText(/^Amount/), { target: { value: '2.000000000000000001' } });
    await act(async () => screen.getByRole('button', { name: 'Review…' }).click());
    await act(async () => screen.getByRole('button', { name: 'Send entry' }).click());
    await flush();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      profileId: PROFILE.id,
      customer: '100101',
      fromAccountNumber: '000000000011',
      productId: PRODUCT.id,
      toAccountNumber: null,
      amount: '2.000000000000000001',
    });
    expect((sent[0] as { id: string }).id).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(document.querySelector('.staking-outcome')?.textContent).toBe(
      `Sent Staking entry ${(sent[0] as { id: string }).id} accepted by the service.`,
    );
  });

  it("shows the public performance of the profile's operating unit, another one typed for a look, and goes back", async () => {
    const api = setup('Full Access');
    const units: string[] = [];
    api.answerAlways('staking.performance', (input) => {
      const unit = (input as { params: { operatingUnit: string } }).params.operatingUnit;
      units.push(unit);
      return ok({
        operatingUnit: unit,
        provider: `Provider of ${unit}`,
        updatedAt: '2026-11-25T08:00:00Z',
        assets: [],
      });
    });
    profilesChanged({ profiles: [{ ...PROFILE, operatingUnit: 'li' }], activeProfileId: PROFILE.id });
    await connectAs(PROFILE.id, '100101', {
      access: customerAccess({ name: 'Alpine Capital AG', accessRight: 'Full Access' }),
    });
    render(<StakingView />);
    await flush();
    await act(async () => screen.getByRole('tab', { name: 'Performance' }).click());
    await flush();
    expect(units).toEqual(['li']);
    const input = screen.getByLabelText('Operating unit') as HTMLInputElement;
    expect(input.value).toBe('li');
    expect(screen.getByText('the profile’s unit')).toBeTruthy();

    fireEvent.change(input, { target: { value: 'de/..' } });
    await act(async () => screen.getByRole('button', { name: 'Show' }).click());
    expect(screen.getByRole('alert').textContent).toBe('Letters, digits, - and _ only');
    expect(units).toEqual(['li']);

    fireEvent.change(input, { target: { value: ' de ' } });
    await act(async () => screen.getByRole('button', { name: 'Show' }).click());
    await flush();
    expect(units).toEqual(['li', 'de']);
    expect(screen.getByText(/Provider of de/)).toBeTruthy();
    await act(async () => screen.getByRole('button', { name: 'Back to the profile’s (li)' }).click());
    await flush();
    expect((screen.getByLabelText('Operating unit') as HTMLInputElement).value).toBe('li');
    expect(screen.getByText(/Provider of li/)).toBeTruthy();
  });

  it("a cancelled order's timeline shows the service's comment; an entry ends at the end of locking", () => {
    // The steps keep their words as keys and Messages (put into the page's language when drawn); read here in English.
    const note = (step: TimelineStep): string | null =>
      step.note === undefined ? null : typeof step.note === 'string' ? step.note : translateMessage(step.note);
    expect(orderTimeline(ORDER).map((step) => [translate(step.label), step.status, note(step)])).toEqual([
      ['Created', 'done', 'Entry order SO1'],
      ['Cancelled', 'cancelled', 'Cancelled: not enough ETH available.'],
    ]);
    const open = orderTimeline({ ...ORDER, state: 'Open', externalComment: null }, Date.parse('2026-01-02T00:00:00Z'));
    expect(open.map((step) => [translate(step.label), step.at, step.status])).toEqual([
      ['Created', '2026-01-01T00:00:00Z', 'done'],
      ['Rewards start (end of the no-reward period)', '2026-01-04T00:00:00Z', 'expected'],
      ['Completed (end of locking)', '2026-01-04T00:00:00Z', 'expected'],
    ]);
  });
});
