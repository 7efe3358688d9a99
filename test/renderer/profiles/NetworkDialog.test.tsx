import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { IpcResult } from '../../../shared/ipc/result';
import type { ProfileView } from '../../../shared/ipc/schemas/profiles';
import { showLanguage } from '../../../renderer/src/i18n/store';
import { NetworkDialog } from '../../../renderer/src/profiles/NetworkDialog';
import { ProfileDialog } from '../../../renderer/src/profiles/ProfileDialog';
import { profilesChanged, resetProfilesStore } from '../../../renderer/src/profiles/store';
import type { FakeApi } from '../support/fake-api';
import { installFakeApi, ok } from '../support/fake-api';
import { profileView } from '../support/fixtures';

const OFFICE: ProfileView = profileView({
  name: 'Zürich Büro',
  network: {
    proxy: 'url',
    proxyUrl: 'http://proxy.office:3128',
    proxyUsername: 'trader',
    proxyPasswordSaved: true,
    caFile: { path: '/etc/office/ca.pem', names: ['Office Root CA'] },
  },
});

function refused(path: string, message: string): IpcResult<unknown> {
  return { ok: false, error: { kind: 'validation', message, details: { issues: [{ path, message }] } } };
}

async function settle(): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

async function save(): Promise<void> {
  await act(async () => {
    fireEvent.submit(document.getElementById('network-form')!);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe("a profile's network settings, in German", () => {
  let api: FakeApi;
  let onClose: () => void;
  // What the dialog sent main, newest last.
  let sent: unknown[];
  const answer = (result: IpcResult<unknown>) =>
    api.answerAlways('profiles.setNetwork', (input) => {
      sent.push(input);
      return result;
    });
  beforeEach(async () => {
    await showLanguage('de');
    sent = [];
    api = installFakeApi();
    answer(ok(OFFICE));
    resetProfilesStore();
    profilesChanged({ profiles: [OFFICE], activeProfileId: OFFICE.id });
    onClose = vi.fn();
  });
  afterEach(async () => {
    cleanup();
    await showLanguage('en');
  });

  it('shows the proxy, the user name, that a password is saved (never the password) and the CA file in German', () => {
    render(<NetworkDialog profile={OFFICE} onClose={onClose} />);
    expect(screen.getByRole('dialog', { name: 'Netzwerk von Zürich Büro' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Dieser Proxy' })).toHaveProperty('checked', true);
    expect(screen.getByLabelText('Proxy-Adresse')).toHaveProperty('value', 'http://proxy.office:3128');
    expect(screen.getByLabelText('Benutzername (optional)')).toHaveProperty('value', 'trader');
    const password = screen.getByLabelText('Passwort');
    expect(password).toHaveProperty('value', '');
    expect(screen.getByText(/Ein Passwort ist im Schlüsselbund des Betriebssystems gespeichert/)).toBeTruthy();
    expect(screen.getByText('/etc/office/ca.pem (vertraut Office Root CA)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Datei wählen…' })).toBeTruthy();
    // No English left in the dialog.
    const text = document.body.textContent ?? '';
    for (const english of ['Network of', 'This proxy', 'User name', 'Password', 'Certificate authority', 'Save'])
      expect(text).not.toContain(english);
  });

  it('the profile dialog says how the profile goes out and opens its network settings', () => {
    const onNetwork = vi.fn();
    render(<ProfileDialog profile={OFFICE} onClose={onClose} onNetwork={onNetwork} />);
    expect(screen.getByText('Proxy: http://proxy.office:3128')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Netzwerkeinstellungen von Zürich Büro' }));
    expect(onNetwork).toHaveBeenCalledWith(OFFICE);
  });

  it('sends the new password once and keeps the saved one when none is typed; a refused address shows under its field', async () => {
    render(<NetworkDialog profile={OFFICE} onClose={onClose} />);
    await save();
    expect(sent.at(-1)).toEqual({
      id: OFFICE.id,
      proxy: { mode: 'url', url: 'http://proxy.office:3128', username: 'trader' },
      ca: { kind: 'keep' },
    });
    expect(onClose).toHaveBeenCalledTimes(1);

    answer(refused('proxyUrl', 'Die Proxy-Adresse muss mit http:// oder https:// beginnen.'));
    fireEvent.change(screen.getByLabelText('Proxy-Adresse'), { target: { value: 'proxy.office:3128' } });
    fireEvent.change(screen.getByLabelText('Passwort'), { target: { value: 'Neu-Geheim' } });
    await save();
    expect(sent.at(-1)).toMatchObject({
      proxy: { mode: 'url', url: 'proxy.office:3128', username: 'trader', password: 'Neu-Geheim' },
    });
    const address = screen.getByLabelText('Proxy-Adresse');
    expect(address.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Die Proxy-Adresse muss mit http:// oder https:// beginnen.')).toBeTruthy();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('forgetting the saved password sends no password, even one typed before', async () => {
    render(<NetworkDialog profile={OFFICE} onClose={onClose} />);
    fireEvent.change(screen.getByLabelText('Passwort'), { target: { value: 'Tippfehler' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Gespeichertes Passwort löschen' }));
    await save();
    expect(sent.at(-1)).toMatchObject({ proxy: { mode: 'url', forgetPassword: true } });
    expect(JSON.stringify(sent)).not.toContain('Tippfehler');
  });

  it('"no proxy" hides the address fields and sends only the choice', async () => {
    render(<NetworkDialog profile={OFFICE} onClose={onClose} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Kein Proxy: direkt mit dem Dienst verbinden' }));
    expect(screen.queryByLabelText('Proxy-Adresse')).toBeNull();
    await save();
    expect(sent.at(-1)).toMatchObject({ proxy: { mode: 'none' } });
  });

  it('in browser mode uploads the PEM file’s text, and a file main refuses shows why', async () => {
    answer(
      refused('caFile', 'Die Datei enthält kein Zertifikat: Eine Datei einer Zertifizierungsstelle ist PEM-Text.'),
    );
    render(<NetworkDialog profile={OFFICE} onClose={onClose} upload />);
    const input = screen.getByLabelText('Datei hochladen…');
    fireEvent.change(input, { target: { files: [new File(['hello'], 'office.pem')] } });
    await settle();
    expect(screen.getByText('office.pem: wird nach dem Speichern verwendet')).toBeTruthy();
    await save();
    expect(sent.at(-1)).toMatchObject({ ca: { kind: 'pem', text: 'hello' } });
    expect(screen.getByRole('alert').textContent).toContain('Die Datei enthält kein Zertifikat');
    expect(onClose).not.toHaveBeenCalled();
  });
});
