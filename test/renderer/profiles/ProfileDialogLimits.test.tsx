import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProfileView } from '../../../shared/ipc/schemas/profiles';
import { MODEST_LIMITS } from '../../../shared/trading/limits';
import { ProfileDialog } from '../../../renderer/src/profiles/ProfileDialog';
import { profilesChanged, resetProfilesStore } from '../../../renderer/src/profiles/store';
import type { FakeApi } from '../support/fake-api';
import { installFakeApi, ok } from '../support/fake-api';
import { profileView } from '../support/fixtures';

const CREATED: ProfileView = profileView({ id: '77777777-7777-4777-8777-777777777777', name: 'Live desk', apiKey: 'desk-key', selectedCustomer: null });
const REACHED = { verdict: 'reached', message: 'Reached.', customers: 2, clockOffsetSeconds: 0.1, latencyMs: 40 };

function type(label: string, value: string): void {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

async function submit(): Promise<void> {
  await act(async () => {
    fireEvent.submit(document.getElementById('profile-form')!);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe('a new profile asks for its trading limits', () => {
  let api: FakeApi;
  let sent: unknown[];
  beforeEach(() => {
    sent = [];
    api = installFakeApi()
      .answerAlways('profiles.create', (input) => (sent.push(input), ok(CREATED)))
      .answerAlways('profiles.testDraft', () => ok(REACHED));
    resetProfilesStore();
    profilesChanged({ profiles: [], activeProfileId: null });
    render(<ProfileDialog onClose={vi.fn()} />);
    type('Name', CREATED.name);
    type('Service address', CREATED.baseUrl);
    type('API key', CREATED.apiKey);
  });
  afterEach(cleanup);

  it('prefilled with the modest defaults, sent with the profile as the user changed them', async () => {
    type('Environment', 'production');
    expect((screen.getByLabelText('Max notional per order') as HTMLInputElement).value).toBe(MODEST_LIMITS.maxOrderValue);
    expect((screen.getByLabelText('Orders per minute') as HTMLInputElement).value).toBe(String(MODEST_LIMITS.maxOrdersPerMinute));
    expect((screen.getByLabelText('Notional per 24 hours') as HTMLInputElement).value).toBe(MODEST_LIMITS.maxDailyValue);
    type('Max notional per order', '8000');
    await submit();
    expect(sent).toEqual([expect.objectContaining({ environment: 'production', limits: { ...MODEST_LIMITS, maxOrderValue: '8000' } })]);
  });

  it('a bad limit is named at its field and nothing is sent', async () => {
    type('Orders per minute', 'many');
    type('Notional per 24 hours', '0');
    await submit();
    expect(api.log).toEqual([]);
    expect(screen.getByLabelText('Orders per minute').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('The limit per 24 hours must be greater than zero')).toBeTruthy();
  });

  it('a simulator profile is not asked (it keeps the generous simulator defaults)', async () => {
    type('Environment', 'simulator');
    expect(screen.queryByLabelText('Max notional per order')).toBeNull();
    await submit();
    expect(sent).toEqual([expect.not.objectContaining({ limits: expect.anything() })]);
  });
});
