import type { SecretStore } from '../../../../electron/services/secrets/secret-store';
import { KeychainUnavailableError } from '../../../../electron/services/secrets/secret-store';
import { keychainProblemInWords } from '../../../../electron/services/secrets/keychain-words';

/** A SecretStore in memory, for tests that are not about the keychain itself. */
export class MemorySecretStore implements SecretStore {
  readonly entries = new Map<string, string>();
  /** When set (the platform's words), every operation fails as if no keychain existed. */
  unavailable: string | null = null;

  async get(account: string): Promise<string | null> {
    this.check();
    return this.entries.get(account) ?? null;
  }

  async set(account: string, secret: string): Promise<void> {
    this.check();
    this.entries.set(account, secret);
  }

  async delete(account: string): Promise<boolean> {
    this.check();
    return this.entries.delete(account);
  }

  private check(): void {
    if (this.unavailable !== null) throw new KeychainUnavailableError(keychainProblemInWords(this.unavailable));
  }
}
