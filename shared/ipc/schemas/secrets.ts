import { z } from 'zod';
import { apiSecret, profileId } from './common';

/** secrets.set: stores or replaces a profile's secret in the OS keychain. The secret never comes back. */
export const setSecretInput = z.strictObject({ profileId, secret: apiSecret });
export type SetSecretInput = z.input<typeof setSecretInput>;

/** Names the profile whose secret is asked about or deleted. */
export const secretRef = z.strictObject({ profileId });
export type SecretRef = z.input<typeof secretRef>;
