import { z } from 'zod';
import { apiKey, baseUrl, customerNumber, profileId } from '../../../shared/ipc/schemas/common';
import { environment } from '../../../shared/ipc/schemas/profiles';

/** A profile as stored in profiles.json (main only). */
export const profileRecord = z.object({
  id: profileId,
  name: z.string().min(1).max(80),
  environment,
  baseUrl,
  apiKey,
  selectedCustomer: customerNumber.nullable(),
  builtIn: z.boolean(),
  /**
   * The base URL origin the keychain secret was saved for; null when none was.
   * The secret is only ever sent to this origin: if the base URL changes, it must be entered again.
   */
  secretOrigin: z.string().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type ProfileRecord = z.infer<typeof profileRecord>;

export const PROFILES_FILE_VERSION = 1;

/** profiles.json: versioned so a later format can migrate it. */
export const profilesFile = z
  .object({
    version: z.literal(PROFILES_FILE_VERSION),
    profiles: z.array(profileRecord),
    activeProfileId: profileId.nullable(),
  })
  .refine((file) => new Set(file.profiles.map((p) => p.id)).size === file.profiles.length, 'Profile ids must be unique')
  .refine(
    (file) => file.activeProfileId === null || file.profiles.some((p) => p.id === file.activeProfileId),
    'The active profile must exist',
  );
export type ProfilesFile = z.infer<typeof profilesFile>;

/** The origin (scheme://host[:port]) of a base URL, as WHATWG URL computes it. */
export function originOf(url: string): string {
  return new URL(url).origin;
}
