import type { NoticeService } from '../notices/notice-service';
import type { SecretStore } from './secret-store';
import { KeychainUnavailableError } from './secret-store';
import { message } from '../../../shared/i18n/message';

/** A SecretStore that can hold some accounts' secrets in memory when the keychain is unavailable. */
export interface FallbackSecretStore extends SecretStore {
  /** True when the account's secret is held in memory for this run only (the keychain refused it). */
  heldInMemory(account: string): boolean;
}

/**
 * Wraps the OS keychain store so the app still works without one (keytar not
 * built, no Secret Service): the secrets of accounts for which memoryOnly
 * answers true (the built-in simulator's, a credential the local simulator
 * generated and that is worth nothing elsewhere) are then held in memory for
 * this run. Every other secret is still refused with KeychainUnavailableError:
 * nothing is ever written to disk in plain text.
 */
export function withMemoryFallback(
  primary: SecretStore,
  memoryOnly: (account: string) => boolean,
): FallbackSecretStore {
  const memory = new Map<string, string>();
  const unavailable = (error: unknown): error is KeychainUnavailableError => error instanceof KeychainUnavailableError;
  return {
    heldInMemory: (account) => memory.has(account),
    async get(account) {
      const held = memory.get(account);
      if (held !== undefined) return held;
      try {
        return await primary.get(account);
      } catch (error) {
        if (unavailable(error) && memoryOnly(account)) return null;
        throw error;
      }
    },
    async set(account, secret) {
      try {
        await primary.set(account, secret);
        memory.delete(account);
      } catch (error) {
        if (!unavailable(error) || !memoryOnly(account)) throw error;
        memory.set(account, secret);
      }
    },
    async delete(account) {
      const held = memory.delete(account);
      try {
        return (await primary.delete(account)) || held;
      } catch (error) {
        if (unavailable(error) && (held || memoryOnly(account))) return held;
        throw error;
      }
    },
  };
}

/** The account name the start-up probe reads (never written). */
export const KEYCHAIN_PROBE_ACCOUNT = 'svc-desk-keychain-probe';

/**
 * Tries the keychain once at start; when it cannot be used, leaves a notice
 * saying secrets cannot be stored and what still works. Answers whether the
 * keychain is usable. Never throws.
 */
export async function reportKeychainAvailability(
  store: SecretStore,
  notices: Pick<NoticeService, 'add'>,
): Promise<boolean> {
  try {
    await store.get(KEYCHAIN_PROBE_ACCOUNT);
    return true;
  } catch (error) {
    // The probe stored nothing: the reason alone, not the refusal's "the secret was not stored".
    const reason =
      error instanceof KeychainUnavailableError ? error.reason : error instanceof Error ? error.message : String(error);
    notices.add({
      level: 'warning',
      title: message('notices.keychain.title'),
      message: message('notices.keychain.message', { reason }),
    });
    return false;
  }
}
