import type { SecretStore } from './secret-store';

/*
 * Every secret value main has read or stored in this process, so the
 * main-process error log can mask a secret that appears with no keyword
 * beside it. Held in memory only, like the secrets themselves.
 */
const live = new Set<string>();
// Nothing this short is a real secret; masking it would mangle innocent text.
const MIN_LENGTH = 6;

/** Remembers a secret value main holds. */
export function noteLiveSecret(value: string | null | undefined): void {
  if (value && value.length >= MIN_LENGTH) live.add(value);
}

/** The secret values main has held in this process, longest first (a secret containing another is masked whole). */
export function liveSecrets(): string[] {
  return [...live].sort((a, b) => b.length - a.length);
}

/** A store that notes every secret passing through it. */
export function observingSecrets(store: SecretStore): SecretStore {
  return {
    async get(account) {
      const secret = await store.get(account);
      noteLiveSecret(secret);
      return secret;
    },
    set(account, secret) {
      noteLiveSecret(secret);
      return store.set(account, secret);
    },
    delete: (account) => store.delete(account),
  };
}
