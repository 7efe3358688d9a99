import { randomUUID } from 'node:crypto';
import { createKeytarSecretStore } from '../../../../electron/services/secrets/keytar-store';

/** A keychain service name of its own per test run, so runs never see each other's entries. */
export function uniqueKeychainService(): string {
  return `svc-desk-test-${randomUUID()}`;
}

/**
 * Why the OS keychain cannot be used here, or null when it can (test/run.sh
 * starts a private gnome-keyring; a bare `npx vitest` may have none).
 */
export async function keychainUnavailableReason(): Promise<string | null> {
  const service = uniqueKeychainService();
  const store = createKeytarSecretStore(service);
  try {
    await store.set('probe', 'probe');
    await store.delete('probe');
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}
