import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createKeytarSecretStore } from '../../../../electron/services/secrets/keytar-store';
import { KeychainUnavailableError } from '../../../../electron/services/secrets/secret-store';
import { keychainUnavailableReason, uniqueKeychainService } from '../helpers/keychain';
import { ENGLISH } from '../../../../electron/services/i18n/english';
import { messages as french } from '../../../../shared/i18n/catalogue/fr/index';
import { messages as german } from '../../../../shared/i18n/catalogue/de/index';
import { createTranslator } from '../../../../shared/i18n/translator';

const unavailable = await keychainUnavailableReason();
if (unavailable)
  console.warn(
    `Skipping the OS keychain tests: ${unavailable} (run them with: bash test/run.sh test/electron/services)`,
  );

describe.skipIf(unavailable !== null)(
  `keytar SecretStore on the real OS keychain${unavailable ? ` (skipped: ${unavailable})` : ''}`,
  () => {
    const service = uniqueKeychainService();
    const store = createKeytarSecretStore(service);
    const accounts: string[] = [];
    const account = () => {
      const id = randomUUID();
      accounts.push(id);
      return id;
    };
    afterAll(async () => {
      for (const id of accounts) await store.delete(id);
    });

    it('stores, replaces, reads and deletes a secret', async () => {
      const id = account();
      expect(await store.get(id)).toBeNull();
      await store.set(id, 'first-secret');
      expect(await store.get(id)).toBe('first-secret');
      await store.set(id, 'second-secret');
      expect(await store.get(id)).toBe('second-secret');
      expect(await store.delete(id)).toBe(true);
      expect(await store.get(id)).toBeNull();
      expect(await store.delete(id)).toBe(false);
    });

    it('keeps entries of different services apart', async () => {
      const id = account();
      const other = createKeytarSecretStore(uniqueKeychainService());
      await store.set(id, 'mine');
      expect(await other.get(id)).toBeNull();
    });
  },
);

describe('keytar SecretStore without a usable keychain', () => {
  it('reports a keychain that fails as unavailable, with the reason', async () => {
    const failing = {
      getPassword: () =>
        Promise.reject(new Error('The name org.freedesktop.secrets was not provided by any .service files')),
    };
    const store = createKeytarSecretStore('svc-desk-test', async () => failing as never);
    const error = await store.get('x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(KeychainUnavailableError);
    expect(error).toMatchObject({
      kind: 'keychain-unavailable',
      message: expect.stringMatching(
        /^No OS keychain is available: no keychain service \(Secret Service, e\.g\. GNOME Keyring or KWallet\) runs in this session: install one/,
      ),
    });
  });

  it("says in words what is missing on a machine without a desktop session, and what to do, never the platform's raw error", async () => {
    const failing = { getPassword: () => Promise.reject(new Error('Cannot autolaunch D-Bus without X11 $DISPLAY')) };
    const store = createKeytarSecretStore('svc-desk-test', async () => failing as never);
    const error = (await store.get('x').catch((e: unknown) => e)) as KeychainUnavailableError;
    expect(error.message).not.toContain('autolaunch');
    expect(error.message).not.toContain('$DISPLAY');
    const reason = ENGLISH.format(error.reason);
    expect(reason).toMatch(/^this session has no D-Bus session bus, which the Linux keychain .* is reached through/);
    expect(reason).toContain('`dbus-run-session -- bash`');
    expect(reason).toContain('gnome-keyring-daemon --unlock');
  });

  it('gives its reason in the reader’s language, the commands to type unchanged', async () => {
    const failing = { getPassword: () => Promise.reject(new Error('Cannot autolaunch D-Bus without X11 $DISPLAY')) };
    const store = createKeytarSecretStore('svc-desk-test', async () => failing as never);
    const error = (await store.get('x').catch((e: unknown) => e)) as KeychainUnavailableError;
    const fr = createTranslator('fr', 'fr-CH', french);
    const inFrench = error.text(fr);
    expect(inFrench).toMatch(
      /^Aucun trousseau du système n’est disponible : cette session n’a pas de bus de session D-Bus/,
    );
    expect(inFrench).toContain('`dbus-run-session -- bash`');
    expect(inFrench).toContain('`apt install dbus gnome-keyring`');
    expect(inFrench).not.toMatch(/\b(this|session bus|desktop session|start)\b/);
    expect(fr.format(error.reason)).not.toMatch(/\b(the|this|which)\b/);

    const locked = createKeytarSecretStore(
      'svc-desk-test',
      async () =>
        ({
          setPassword: () => Promise.reject(new Error('The collection is locked')),
        }) as never,
    );
    const refused = (await locked.set('x', 'secret').catch((e: unknown) => e)) as KeychainUnavailableError;
    const de = createTranslator('de', 'de-CH', german);
    expect(refused.text(de)).toContain('der Schlüsselbund ist gesperrt: Entsperren Sie ihn');
    expect(refused.text(de)).not.toMatch(/\b(the|is locked|unlock)\b/);
  });

  it('reports a keychain library that cannot load as unavailable, and tries again later', async () => {
    let attempts = 0;
    const store = createKeytarSecretStore('svc-desk-test', () => {
      attempts += 1;
      return Promise.reject(new Error('libsecret-1.so.0: cannot open shared object file'));
    });
    await expect(store.set('x', 'secret')).rejects.toMatchObject({
      message: expect.stringContaining(
        'could not be loaded because libsecret is missing: install it (Debian/Ubuntu: `apt install libsecret-1-0`), then run `npm install` again (libsecret-1.so.0: cannot open shared object file)',
      ),
    });
    await expect(store.get('x')).rejects.toBeInstanceOf(KeychainUnavailableError);
    expect(attempts).toBe(2);
  });
});
