import type { z } from 'zod';
import type { ConnectionVerdict, testDraftInput } from '../../../shared/ipc/schemas/profiles';
import type { SecretStore } from '../secrets/secret-store';
import { KeychainUnavailableError } from '../secrets/secret-store';
import type { ClientPool } from '../clients/client-pool';
import { callForVerdict } from './connection-test';
import { originOf } from './profile-record';
import { keychainWords, otherOriginWords } from './profile-secrets';
import { message } from '../../../shared/i18n/message';
import type { ProfileService } from './profile-service';

/** Dependencies of a draft test. */
export interface DraftTestDeps {
  profiles: ProfileService;
  store: SecretStore;
  /** networkOf absent: every draft goes out the system's way. */
  clients: Pick<ClientPool, 'draftClient'> & Partial<Pick<ClientPool, 'networkOf'>>;
}

/**
 * Tests connection details the user has typed but not saved, so the profile
 * dialog can show the verdict before anything is stored. A stored secret is
 * only ever sent to the address it was saved for.
 */
export async function testDraftConnection(
  deps: DraftTestDeps,
  input: z.output<typeof testDraftInput>,
): Promise<ConnectionVerdict> {
  const origin = originOf(input.baseUrl);
  let secret = input.secret ?? null;
  if (secret === null) {
    if (input.profileId === undefined)
      return { verdict: 'no-secret', words: message('profiles.verdictText.enterSecret') };
    const record = deps.profiles.get(input.profileId);
    if (record.secretOrigin !== origin) {
      return { verdict: 'secret-origin-changed', words: otherOriginWords(record, origin) };
    }
    try {
      secret = await deps.store.get(record.id);
    } catch (error) {
      if (error instanceof KeychainUnavailableError)
        return { verdict: 'keychain-unavailable', words: keychainWords(error) };
      throw error;
    }
    if (secret === null) return { verdict: 'no-secret', words: message('profiles.verdictText.noSecret') };
  }
  const known = secret;
  // An existing profile is tested the way it goes out: through its own proxy, trusting its CA file.
  const network = input.profileId === undefined ? undefined : await deps.clients.networkOf?.(input.profileId);
  const client = deps.clients.draftClient(
    // One attempt: the user is waiting in the dialog, and a refused key does not get better by retrying.
    {
      baseUrl: input.baseUrl,
      apiKey: input.apiKey,
      authScheme: input.authScheme,
      secret: () => Promise.resolve(known),
      retry: { maxAttempts: 1 },
      ...(network ? { network } : {}),
    },
    { id: input.profileId ?? 'new-profile', name: 'Profile being edited' },
  );
  try {
    return await callForVerdict(client, origin);
  } finally {
    await client.close().catch(() => undefined);
  }
}
