import { describe, expect, it, vi } from 'vitest';
import {
  KEYCHAIN_PROBE_ACCOUNT,
  reportKeychainAvailability,
  withMemoryFallback,
} from '../../../../electron/services/secrets/memory-fallback';
import { KeychainUnavailableError } from '../../../../electron/services/secrets/secret-store';
import { MemorySecretStore } from '../helpers/memory-secret-store';
import type { NoticeFields } from '../../../../electron/services/notices/notice-service';
import { ENGLISH } from '../../../../electron/services/i18n/english';
import type { Message } from '../../../../shared/i18n/message';
import { messages as german } from '../../../../shared/i18n/catalogue/de/index';
import { createTranslator } from '../../../../shared/i18n/translator';

const BUILT_IN = 'built-in-profile';

function setup() {
  const keychain = new MemorySecretStore();
  const store = withMemoryFallback(keychain, (account) => account === BUILT_IN);
  return { keychain, store };
}

describe('withMemoryFallback', () => {
  it('uses the keychain whenever it works', async () => {
    const { keychain, store } = setup();
    await store.set(BUILT_IN, 'sim-secret');
    await store.set('other', 'real-secret');
    expect(keychain.entries).toEqual(
      new Map([
        [BUILT_IN, 'sim-secret'],
        ['other', 'real-secret'],
      ]),
    );
    expect(store.heldInMemory(BUILT_IN)).toBe(false);
    expect(await store.get(BUILT_IN)).toBe('sim-secret');
    expect(await store.delete('other')).toBe(true);
  });

  it('without a keychain, holds only the built-in simulator credential, in memory', async () => {
    const { keychain, store } = setup();
    keychain.unavailable = 'keytar could not be loaded';
    expect(await store.get(BUILT_IN)).toBeNull();
    await store.set(BUILT_IN, 'sim-secret');
    expect(store.heldInMemory(BUILT_IN)).toBe(true);
    expect(await store.get(BUILT_IN)).toBe('sim-secret');
    expect(keychain.entries.size).toBe(0);
    expect(await store.delete(BUILT_IN)).toBe(true);
    expect(await store.get(BUILT_IN)).toBeNull();
  });

  it('without a keychain, still refuses every other secret', async () => {
    const { keychain, store } = setup();
    keychain.unavailable = 'no Secret Service';
    await expect(store.set('other', 'real-secret')).rejects.toBeInstanceOf(KeychainUnavailableError);
    await expect(store.get('other')).rejects.toBeInstanceOf(KeychainUnavailableError);
    await expect(store.delete('other')).rejects.toBeInstanceOf(KeychainUnavailableError);
    expect(store.heldInMemory('other')).toBe(false);
  });

  it('passes other errors through', async () => {
    const store = withMemoryFallback(
      {
        get: () => Promise.reject(new Error('bug')),
        set: () => Promise.reject(new Error('bug')),
        delete: () => Promise.reject(new Error('bug')),
      },
      () => true,
    );
    await expect(store.get(BUILT_IN)).rejects.toThrow('bug');
    await expect(store.set(BUILT_IN, 's')).rejects.toThrow('bug');
  });
});

describe('reportKeychainAvailability', () => {
  it('says nothing when the keychain answers', async () => {
    const notices = { add: vi.fn() };
    const keychain = new MemorySecretStore();
    const get = vi.spyOn(keychain, 'get');
    expect(await reportKeychainAvailability(keychain, notices)).toBe(true);
    expect(get).toHaveBeenCalledWith(KEYCHAIN_PROBE_ACCOUNT);
    expect(notices.add).not.toHaveBeenCalled();
  });

  it('says secrets cannot be stored, and what still works', async () => {
    const notices = { add: vi.fn() };
    const keychain = new MemorySecretStore();
    keychain.unavailable = 'The name org.freedesktop.secrets was not provided by any .service files';
    expect(await reportKeychainAvailability(keychain, notices)).toBe(false);
    const [fields] = notices.add.mock.calls[0] as [NoticeFields];
    expect(fields.level).toBe('warning');
    expect(ENGLISH.format(fields.title as Message)).toBe('Secrets cannot be stored');
    expect(ENGLISH.format(fields.message as Message)).toMatch(
      /No OS keychain is available: no keychain service \(Secret Service.*local simulator still works/,
    );
    // In German, the reason inside the notice is German too; the command to type stays as it is.
    const inGerman = createTranslator('de', 'de-CH', german).format(fields.message as Message);
    expect(inGerman).toMatch(
      /^Es ist kein Schlüsselbund des Systems verfügbar: in dieser Sitzung läuft kein Schlüsselbund-Dienst/,
    );
    expect(inGerman).toContain('`apt install gnome-keyring`');
    expect(inGerman).not.toMatch(/\b(no|runs|install one|restart)\b/);
  });
});
