import { AppError } from '../errors';
import { message, type Message } from '../../../shared/i18n/message';

/** Where profile secrets live. Only main reads them; no IPC channel returns one. */
export interface SecretStore {
  /** The secret saved under account, or null. Throws KeychainUnavailableError. */
  get(account: string): Promise<string | null>;
  /** Saves or replaces. Throws KeychainUnavailableError. */
  set(account: string, secret: string): Promise<void>;
  /** True when something was deleted. Throws KeychainUnavailableError. */
  delete(account: string): Promise<boolean>;
}

/** No OS keychain can be used; secrets are refused rather than stored in plain text. */
export class KeychainUnavailableError extends AppError {
  constructor(
    /** Why, in catalogue words (keychain-words.ts): what is missing and what to do. */
    readonly reason: Message,
  ) {
    super('keychain-unavailable', message('errors.secret.noKeychain', { reason }));
    this.name = 'KeychainUnavailableError';
  }
}
