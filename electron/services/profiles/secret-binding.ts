import { AppError } from '../errors';
import { originOf } from './profile-record';
import type { ProfileRecord } from './profile-record';
import { message } from '../../../shared/i18n/message';

/**
 * The one rule of whether a profile's saved secret may be used, from the
 * record alone (no keychain access): none saved, saved for another address
 * than the profile's now (never sent there), or bound to it. Every place that
 * asks (status, reads for the clients, feature services) goes through here.
 */
export function secretBinding(
  record: Pick<ProfileRecord, 'baseUrl' | 'secretOrigin'>,
): 'missing' | 'origin-changed' | 'bound' {
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
    throw new AppError('secret-missing', message('errors.secret.missing', { profile: record.name }), {
      profileId: record.id,
    });
  }
  if (binding === 'origin-changed') {
    throw new AppError(
      'secret-origin-mismatch',
      message('errors.secret.otherOrigin', { profile: record.name, saved: record.secretOrigin ?? '', origin }),
      { profileId: record.id },
    );
  }
}
