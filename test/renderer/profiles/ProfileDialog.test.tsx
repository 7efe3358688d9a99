import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProfileView } from '../../../shared/ipc/schemas/profiles';
import { ProfileDialog } from '../../../renderer/src/profiles/ProfileDialog';
import { profilesChanged, resetProfilesStore } from '../../../renderer/src/profiles/store';
import type { FakeApi } from '../support/fake-api';
import { installFakeApi, ok } from '../support/fake-api';

const CREATED: ProfileView = {
  id: '66666666-6666-4666-8666-666666666666',
  name: 'Zurich desk',
  environment: 'sandbox',
  baseUrl: 'https://sandbox.example.com',
  apiKey: 'desk-key',
  selectedCustomer: null,
  builtIn: false,
  secret: { state: 'missing', message: 'No API secret is saved for this profile.' },
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
    api = installFakeApi().answerAlways('profiles.create', () => ok(CREATED));
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
    expect(screen.getByText('Letters, digits and symbols only, no spaces')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('when storing the secret fails after the profile was created, a retry only sets the secret', async () => {
    api.answerAlways('secrets.set', () => ({ ok: false, error: { kind: 'keychain-unavailable', message: 'No OS keychain is available (Secret Service not running).' } }));
    type('API secret', 'S3cret!');
    await submit();
    expect(api.log).toEqual(['profiles.create', 'secrets.set']);
    expect(screen.getByRole('alert').textContent).toBe(
      'The profile “Zurich desk” was created, but its secret was not stored. No OS keychain is available (Secret Service not running).',
    );
    // The dialog now edits the profile it created.
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();

    api.answerAlways('secrets.set', () => ok({ state: 'set', message: 'Stored.' }));
    await submit();
    expect(api.log).toEqual(['profiles.create', 'secrets.set', 'secrets.set']);
    expect(api.calls).toEqual([]);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
