import type { SecretStatus } from '../../../shared/ipc/schemas/profiles';
import { AppError } from '../errors';
import type { SecretStore } from '../secrets/secret-store';
import { KeychainUnavailableError } from '../secrets/secret-store';
import { originOf } from './profile-record';
import { requireUsableSecret, secretBinding } from './secret-binding';
import type { ProfileRecord } from './profile-record';
import type { ProfileService } from './profile-service';
import { message, type Message } from '../../../shared/i18n/message';

/** The secret's state for a profile, read from the keychain; the secret itself stays here. */
export async function describeSecret(store: SecretStore, record: ProfileRecord): Promise<SecretStatus> {
  let saved: boolean;
  try {
    saved = (await store.get(record.id)) !== null;
  } catch (error) {
    if (error instanceof KeychainUnavailableError) return { state: 'unavailable', words: keychainWords(error) };
    throw error;
  }
  if (!saved) return { state: 'missing', words: message('profiles.secretState.missing') };
  const origin = originOf(record.baseUrl);
  if (secretBinding(record) !== 'bound') return { state: 'origin-changed', words: otherOriginWords(record, origin) };
  return { state: 'set', words: message('profiles.secretState.set', { origin }) };
}

/** Why no keychain can be used, as the profile's secret state says it. */
export function keychainWords(error: KeychainUnavailableError): Message {
  return message('profiles.secretState.unavailable', { reason: error.reason });
}

/** The saved secret belongs to another address than the one the profile (or the draft) now names. */
export function otherOriginWords(record: ProfileRecord, origin: string): Message {
  return record.secretOrigin === null
    ? message('profiles.secretState.originUnknown', { origin })
    : message('profiles.secretState.originChanged', { saved: record.secretOrigin, origin });
}

/** Deletes the profile's keychain entry (nothing to delete is fine). */
export async function forgetSecret(store: SecretStore, profileId: string): Promise<void> {
  await store.delete(profileId);
}

/**
 * The secrets side of profiles: the renderer may set, replace or delete a
 * secret and ask for its status; only main's clients read it, and only for
 * the origin it was saved for.
 */
export class ProfileSecrets {
  constructor(
    private readonly profiles: ProfileService,
    private readonly store: SecretStore,
  ) {}

  /** Whether the profile has a usable secret. */
  status(profileId: string): Promise<SecretStatus> {
    return describeSecret(this.store, this.profiles.get(profileId));
  }

  /** Saves or replaces the secret, bound to the profile's current base URL origin. */
  async set(profileId: string, secret: string): Promise<SecretStatus> {
    const record = this.profiles.get(profileId);
    await this.store.set(profileId, secret);
    const updated = await this.profiles.setSecretOrigin(profileId, originOf(record.baseUrl));
    return describeSecret(this.store, updated);
  }

  /** Deletes the secret from the keychain. */
  async delete(profileId: string): Promise<SecretStatus> {
    this.profiles.get(profileId);
    await forgetSecret(this.store, profileId);
    const updated = await this.profiles.setSecretOrigin(profileId, null);
    return describeSecret(this.store, updated);
  }

  /**
   * The secret, for a client talking to origin. Refused unless the secret was
   * saved for exactly that origin and the profile still points there.
   */
  async read(profileId: string, origin: string): Promise<string> {
    const record = this.profiles.get(profileId);
    if (origin !== originOf(record.baseUrl)) {
      throw new AppError(
        'secret-origin-mismatch',
        message('errors.secret.neverSentElsewhere', { profile: record.name, origin }),
      );
    }
    requireUsableSecret(record);
    const secret = await this.store.get(profileId);
    if (secret === null) {
      throw new AppError('secret-missing', message('errors.secret.goneFromKeychain', { profile: record.name }));
    }
    return secret;
  }
}
