import type * as keytarModule from 'keytar';
import type { SecretStore } from './secret-store';
import { keychainLibraryInWords, keychainProblemInWords } from './keychain-words';
import { KeychainUnavailableError } from './secret-store';

type Keytar = typeof keytarModule;

/**
 * SecretStore over the OS keychain (macOS Keychain, Windows Credential
 * Manager, Secret Service on Linux) via keytar. service is the app id, so
 * entries are found under the app's name; account is the profile id.
 * keytar is loaded on first use so a missing native library or Secret Service
 * becomes a clear KeychainUnavailableError instead of a crash at start.
 */
export function createKeytarSecretStore(service: string, load: () => Promise<Keytar> = loadKeytar): SecretStore {
  let keytar: Promise<Keytar> | undefined;
  const module = (): Promise<Keytar> =>
    (keytar ??= load().catch((error: unknown) => {
      keytar = undefined;
      throw new KeychainUnavailableError(keychainLibraryInWords(platformWords(error)));
    }));

  async function run<T>(operation: (k: Keytar) => Promise<T>): Promise<T> {
    const k = await module();
    try {
      return await operation(k);
    } catch (error) {
      throw new KeychainUnavailableError(keychainProblemInWords(platformWords(error)));
    }
  }

  return {
    get: (account) => run((k) => k.getPassword(service, account)),
    set: (account, secret) => run((k) => k.setPassword(service, account, secret)),
    delete: (account) => run((k) => k.deletePassword(service, account)),
  };
}

async function loadKeytar(): Promise<Keytar> {
  const imported = (await import('keytar')) as Keytar & { default?: Keytar };
  return imported.default ?? imported;
}

// keytar's errors name the platform failure (no D-Bus, no Secret Service, locked keychain) in the platform's words;
// they never carry the secret. keychain-words.ts says them in the user's words, with what to do.
function platformWords(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 300);
}
