import { AppError } from '../errors';
import { originOf } from './profile-record';
import type { ProfileRecord } from './profile-record';

/**
 * Refuses, without touching the keychain, a call through a profile whose
 * secret was never saved or was saved for another address (the client would
 * only say the keychain could not be read).
 */
export function requireUsableSecret(record: ProfileRecord): void {
  const origin = originOf(record.baseUrl);
  if (record.secretOrigin === null) {
    throw new AppError('secret-missing', `No API secret is saved for "${record.name}". Enter it in the profile's settings.`, {
      profileId: record.id,
    });
  }
  if (record.secretOrigin !== origin) {
    throw new AppError(
      'secret-origin-mismatch',
      `The API secret of "${record.name}" was saved for ${record.secretOrigin}, not ${origin}. It is never sent to another address: enter it again.`,
      { profileId: record.id },
    );
  }
}
