import { z } from 'zod';
import {
  apiKey,
  authScheme,
  baseUrl,
  customerNumber,
  DEFAULT_AUTH_SCHEME,
  DEFAULT_OPERATING_UNIT,
  operatingUnit,
  profileId,
} from '../../../shared/ipc/schemas/common';
import { environment } from '../../../shared/ipc/schemas/profiles';
import { withoutForgingCharacters } from '../../../shared/text/forging-characters';
import { migrateProfilesFile } from './profile-migrations';
import { DEFAULT_NETWORK, profileNetwork } from './profile-network';

/** How many recently selected customers a profile keeps. */
export const RECENT_CUSTOMERS = 8;

/** A profile as stored in profiles.json (main only). */
export const profileRecord = z.object({
  id: profileId,
  // A name saved before names were checked (or edited by hand) loses its forging characters: it is shown in main's dialogs.
  name: z
    .string()
    .min(1)
    .max(80)
    .transform((name) => withoutForgingCharacters(name).trim() || 'Unnamed profile'),
  environment,
  baseUrl,
  apiKey,
  /** The X-Auth scheme word of this profile's service (SVC unless the service wants another). */
  authScheme: authScheme.default(DEFAULT_AUTH_SCHEME),
  /** The staking operating unit of this profile's service (its public performance figures); files before it have the default. */
  operatingUnit: operatingUnit.default(DEFAULT_OPERATING_UNIT),
  /** Opaque text exactly as the service listed it (format 1 stored integers). */
  selectedCustomer: customerNumber.nullable(),
  /** Customers selected lately, most recent first (the selector lists them first); absent in files before it. */
  recentCustomers: z.array(customerNumber).max(RECENT_CUSTOMERS).optional(),
  builtIn: z.boolean(),
  /**
   * The base URL origin the keychain secret was saved for; null when none was.
   * The secret is only ever sent to this origin: if the base URL changes, it must be entered again.
   */
  secretOrigin: z.string().nullable(),
  /** How this profile's requests leave the machine: its proxy and extra certificate authority (files before it: the system's). */
  network: profileNetwork.default(DEFAULT_NETWORK),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type ProfileRecord = z.output<typeof profileRecord>;

/** Format 2: customer numbers are text, each profile has an X-Auth scheme word. */
export const PROFILES_FILE_VERSION = 2;

const currentFile = z.object({
  version: z.literal(PROFILES_FILE_VERSION),
  profiles: z.array(profileRecord),
  activeProfileId: profileId.nullable(),
});

/** profiles.json: the current format, or an older one migrated on load (and written in the current format on the next save). */
export const profilesFile = z
  .preprocess(migrateProfilesFile, currentFile)
  .refine((file) => new Set(file.profiles.map((p) => p.id)).size === file.profiles.length, 'Profile ids must be unique')
  .refine(
    (file) => file.activeProfileId === null || file.profiles.some((p) => p.id === file.activeProfileId),
    'The active profile must exist',
  );
export type ProfilesFile = z.output<typeof profilesFile>;

/** The origin (scheme://host[:port]) of a base URL, as WHATWG URL computes it. */
export function originOf(url: string): string {
  return new URL(url).origin;
}
