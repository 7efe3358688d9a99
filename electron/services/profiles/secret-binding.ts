import { AppError } from '../errors';
import { originOf } from './profile-record';
import type { ProfileRecord } from './profile-record';

/**
 * The one rule of whether a profile's saved secret may be used, from the
 * record alone (no keychain access): none saved, saved for another address
 * than the profile's now (never sent there), or bound to it. Every place that
 * asks (status, reads for the clients, feature services) goes through here.
 */
export function secretBinding(record: Pick<ProfileRecord, 'baseUrl' | 'secretOrigin'>): 'missing' | 'origin-changed' | 'bound' {
  if (record.secretOrigin === null) return 'missing';
  return record.secretOrigin === originOf(record.baseUrl) ? 'bound' : 'origin-changed';
}

/**
 * Refuses, without touching the keychain, a call through a profile whose
 * secret was never saved or was saved for another address (the client would
 * only say the keychain could not be read).
 */
export function requireUsableSecret(record: ProfileRecord): void {
  const origin = originOf(record.baseUrl);
  const binding = secretBinding(record);
  if (binding === 'missing') {
    throw new AppError('secret-missing', `No API secret is saved for "${record.name}". Enter it in the profile's settings.`, {
      profileId: record.id,
    });
  }
  if (binding === 'origin-changed') {
    throw new AppError(
      'secret-origin-mismatch',
      `The API secret of "${record.name}" was saved for ${record.secretOrigin}, not ${origin}. It is never sent to another address: enter it again.`,
      { profileId: record.id },
    );
  }
}
