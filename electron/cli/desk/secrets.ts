import { AppError } from '../../services/errors';
import type { SecretStore } from '../../services/secrets/secret-store';

/**
 * The secrets the desk command may use: the environment key's secret in
 * memory (never written anywhere), and, for --profile, the keychain read-only:
 * the desk never saves, replaces or deletes a profile's secret. The built-in
 * simulator's generated credential (`memoryOnly`) is held in memory for the run.
 */
export function deskSecretStore(
  keychain: SecretStore | null,
  memoryOnly: (account: string) => boolean = () => false,
): SecretStore & { hold(account: string, secret: string): void } {
  const held = new Map<string, string>();
  const refuse = (): never => {
    throw new AppError(
      'forbidden',
      'The desk command never changes a keychain secret; use the app to enter or delete it.',
    );
  };
  return {
    hold: (account, secret) => void held.set(account, secret),
    async get(account) {
      const secret = held.get(account);
      if (secret !== undefined) return secret;
      return keychain ? keychain.get(account) : null;
    },
    // ProfileSecrets.set records the origin the secret belongs to; for a held secret it is already here.
    async set(account, secret) {
      if (memoryOnly(account)) held.set(account, secret);
      else if (held.get(account) !== secret) refuse();
    },
    delete: async () => refuse(),
  };
}
