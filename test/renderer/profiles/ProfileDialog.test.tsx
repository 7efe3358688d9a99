import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProfileView } from '../../../shared/ipc/schemas/profiles';
import { MODEST_LIMITS } from '../../../shared/trading/limits';
import { NEW_ADDRESS_ELSEWHERE } from '../../../shared/ipc/confirm-elsewhere';
import { ProfileDialog } from '../../../renderer/src/profiles/ProfileDialog';
import { profilesChanged, resetProfilesStore } from '../../../renderer/src/profiles/store';
import type { FakeApi } from '../support/fake-api';
import { installFakeApi, ok } from '../support/fake-api';
import { profileView } from '../support/fixtures';

const CREATED: ProfileView = profileView({
  id: '66666666-6666-4666-8666-666666666666',
  name: 'Zurich desk',
  apiKey: 'desk-key',
  selectedCustomer: null,
  secret: { state: 'missing', words: { key: 'profiles.secretState.missing' } },
});

const REACHED = {
  verdict: 'reached',
  words: { key: 'profiles.verdictText.reached', values: { origin: 'https://sandbox.example.com', count: 2, ms: 40 } },
  customers: 2,
  clockOffsetSeconds: 0.1,
  latencyMs: 40,
};
const REFUSED = {
  verdict: 'wrong-credentials',
  words: {
    key: 'profiles.verdictText.wrongCredentials',
    values: { reason: 'The service refused the API key or secret (signature does not match).' },
  },
};

function type(label: string, value: string): void {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

async function submit(): Promise<void> {
  await act(async () => {
    fireEvent.submit(document.getElementById('profile-form')!);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe('creating a profile with its secret', () => {
  let api: FakeApi;
  let onClose: () => void;
  beforeEach(() => {
    api = installFakeApi()
      .answerAlways('profiles.create', () => ok(CREATED))
      .answerAlways('profiles.testDraft', () => ok(REACHED));
    resetProfilesStore();
    profilesChanged({ profiles: [], activeProfileId: null });
    onClose = vi.fn();
    render(<ProfileDialog onClose={onClose} />);
    type('Name', CREATED.name);
    type('Service address', CREATED.baseUrl);
    type('API key', CREATED.apiKey);
  });
  afterEach(cleanup);

  it('refuses a secret main would refuse before creating anything', async () => {
    type('API secret', 'has a space');
    await submit();
    expect(api.log).toEqual([]);
    expect(screen.getByLabelText('API secret').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Letters, digits and symbols only, no spaces.')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('when storing the secret fails after the profile was created, a retry only sets the secret', async () => {
    api.answerAlways('secrets.set', () => ({
      ok: false,
      error: { kind: 'keychain-unavailable', message: 'No OS keychain is available (Secret Service not running).' },
    }));
    type('API secret', 'S3cret!');
    await submit();
    expect(api.log).toEqual(['profiles.testDraft', 'profiles.create', 'secrets.set']);
    expect(api.calls.length).toBe(0);
    expect(screen.getByRole('alert').textContent).toBe(
      'The profile “Zurich desk” was created, but its secret was not stored. No OS keychain is available (Secret Service not running).',
    );
    // The dialog now edits the profile it created.
    expect(screen.getByRole('button', { name: 'Test and save' })).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();

    api.answerAlways('secrets.set', () =>
      ok({
        state: 'set',
        words: { key: 'profiles.secretState.set', values: { origin: 'https://sandbox.example.com' } },
      }),
    );
    await submit();
    expect(api.log).toEqual([
      'profiles.testDraft',
      'profiles.create',
      'secrets.set',
      'profiles.testDraft',
      'secrets.set',
    ]);
    expect(api.calls).toEqual([]);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('testing before saving', () => {
  let api: FakeApi;
  let onClose: () => void;
  beforeEach(() => {
    api = installFakeApi()
      .answerAlways('profiles.create', () => ok(CREATED))
      .answerAlways('secrets.set', () =>
        ok({
          state: 'set',
          words: { key: 'profiles.secretState.set', values: { origin: 'https://sandbox.example.com' } },
        }),
      )
      .answerAlways('profiles.testDraft', () => ok(REFUSED));
    resetProfilesStore();
    profilesChanged({ profiles: [], activeProfileId: null });
    onClose = vi.fn();
    render(<ProfileDialog onClose={onClose} />);
    type('Name', CREATED.name);
    type('Service address', CREATED.baseUrl);
    type('API key', CREATED.apiKey);
    type('API secret', 'Wr0ng');
  });
  afterEach(cleanup);

  it('shows a refused key in the dialog and saves nothing until the user chooses', async () => {
    await submit();
    expect(api.log).toEqual(['profiles.testDraft']);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Credentials refused');
    expect(alert.textContent).toContain('Nothing was saved');
    expect(onClose).not.toHaveBeenCalled();
    // The main action is to test again, not to save the failing details.
    expect(screen.getByRole('button', { name: 'Test again' }).className).toContain('button-primary');

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save without a working connection' }));
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(api.log).toEqual(['profiles.testDraft', 'profiles.create', 'secrets.set']);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('sends the typed details to the test, and a fix is tested again before it is saved', async () => {
    await submit();
    expect(api.calls).toEqual([]);
    api.answerAlways('profiles.testDraft', (input) =>
      ok((input as { secret?: string }).secret === 'R1ght' ? REACHED : REFUSED),
    );
    type('API secret', 'R1ght');
    expect(screen.queryByText(/Nothing was saved/)).toBeNull();
    await submit();
    expect(api.log).toEqual(['profiles.testDraft', 'profiles.testDraft', 'profiles.create', 'secrets.set']);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('a new service address where it cannot be confirmed (browser mode)', () => {
  afterEach(cleanup);

  it('says once what to use instead: not a failed test, and no way to save it anyway', async () => {
    const message =
      'https://new.example.com is a service address SVC Desk has not connected to yet. Add this profile in the SVC Desk desktop window.';
    const api = installFakeApi().answerAlways('profiles.testDraft', () => ({
      ok: false,
      error: { kind: 'forbidden', message, details: NEW_ADDRESS_ELSEWHERE },
    }));
    resetProfilesStore();
    profilesChanged({ profiles: [], activeProfileId: null });
    const onClose = vi.fn();
    render(<ProfileDialog onClose={onClose} />);
    type('Name', 'New desk');
    type('Service address', 'https://new.example.com');
    type('API key', CREATED.apiKey);
    type('API secret', 'S3cret!');
    await submit();
    expect(api.log).toEqual(['profiles.testDraft']);
    const alerts = screen.getAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual([message]);
    expect(screen.queryByText('Test failed')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save without a working connection' })).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('the built-in simulator profile', () => {
  afterEach(cleanup);

  it('changes only the name and the staking operating unit, with no connection test', async () => {
    const builtIn: ProfileView = {
      ...CREATED,
      name: 'Local simulator',
      environment: 'simulator',
      baseUrl: 'http://127.0.0.1:43117',
      builtIn: true,
      secret: { state: 'set', words: { key: 'profiles.secretState.set', values: { origin: 'http://127.0.0.1' } } },
    };
    const sent: unknown[] = [];
    const api = installFakeApi().answerAlways('profiles.update', (input) => {
      sent.push(input);
      return ok({ ...builtIn, operatingUnit: 'li' });
    });
    resetProfilesStore();
    profilesChanged({ profiles: [builtIn], activeProfileId: builtIn.id });
    const onClose = vi.fn();
    render(<ProfileDialog profile={builtIn} onClose={onClose} />);
    expect((screen.getByLabelText('Service address') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText('Staking operating unit') as HTMLInputElement).disabled).toBe(false);
    type('Staking operating unit', 'li');
    await submit();
    expect(api.log).toEqual(['profiles.update']);
    expect(sent).toEqual([{ id: builtIn.id, name: 'Local simulator', operatingUnit: 'li' }]);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

const LIVE_DESK: ProfileView = profileView({
  id: '77777777-7777-4777-8777-777777777777',
  name: 'Live desk',
  apiKey: 'desk-key',
  selectedCustomer: null,
});

describe('a new profile asks for its trading limits', () => {
  let api: FakeApi;
  let sent: unknown[];
  beforeEach(() => {
    sent = [];
    api = installFakeApi()
      .answerAlways('profiles.create', (input) => (sent.push(input), ok(LIVE_DESK)))
      .answerAlways('profiles.testDraft', () => ok(REACHED));
    resetProfilesStore();
    profilesChanged({ profiles: [], activeProfileId: null });
    render(<ProfileDialog onClose={vi.fn()} />);
    type('Name', LIVE_DESK.name);
    type('Service address', LIVE_DESK.baseUrl);
    type('API key', LIVE_DESK.apiKey);
  });
  afterEach(cleanup);

  it('prefilled with the modest defaults, sent with the profile as the user changed them', async () => {
    type('Environment', 'production');
    expect((screen.getByLabelText('Max notional per order') as HTMLInputElement).value).toBe(
      MODEST_LIMITS.maxOrderValue,
    );
    expect((screen.getByLabelText('Orders per minute') as HTMLInputElement).value).toBe(
      String(MODEST_LIMITS.maxOrdersPerMinute),
    );
    expect((screen.getByLabelText('Notional per 24 hours') as HTMLInputElement).value).toBe(
      MODEST_LIMITS.maxDailyValue,
    );
    type('Max notional per order', '8000');
    await submit();
    expect(sent).toEqual([
      expect.objectContaining({ environment: 'production', limits: { ...MODEST_LIMITS, maxOrderValue: '8000' } }),
    ]);
  });

  it('a bad limit is named at its field and nothing is sent', async () => {
    type('Orders per minute', 'many');
    type('Notional per 24 hours', '0');
    await submit();
    expect(api.log).toEqual([]);
    expect(screen.getByLabelText('Orders per minute').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('The limit per 24 hours must be greater than zero')).toBeTruthy();
  });

  it('a profile labelled simulator is asked too, with the modest defaults (only the built-in simulator has generous ones)', async () => {
    type('Environment', 'simulator');
    expect((screen.getByLabelText('Max notional per order') as HTMLInputElement).value).toBe(
      MODEST_LIMITS.maxOrderValue,
    );
    await submit();
    expect(sent).toEqual([expect.objectContaining({ environment: 'simulator', limits: MODEST_LIMITS })]);
  });
});
