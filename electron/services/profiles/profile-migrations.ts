/**
 * Older profiles.json formats, turned into the current one before validation.
 * Each step only rewrites what changed; anything it does not recognize is left
 * for the schema to refuse (the file is then kept aside, never overwritten).
 */

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Format 1 -> 2: the saved customer selection was an integer and becomes its digits; the scheme word defaults to SVC. */
function from1(file: Json): Json {
  const profiles = Array.isArray(file.profiles)
    ? file.profiles.map((profile: unknown) => {
        if (!isObject(profile)) return profile;
        const selected = profile.selectedCustomer;
        return {
          ...profile,
          selectedCustomer:
            typeof selected === 'number' && Number.isSafeInteger(selected) ? String(selected) : selected,
          authScheme: profile.authScheme ?? 'SVC',
        };
      })
    : file.profiles;
  return { ...file, version: 2, profiles };
}

const STEPS: Record<number, (file: Json) => Json> = { 1: from1 };

/** The file in the current format when it is an older one this app knows; otherwise unchanged. */
export function migrateProfilesFile(raw: unknown): unknown {
  let file = raw;
  while (isObject(file) && typeof file.version === 'number' && STEPS[file.version]) file = STEPS[file.version]!(file);
  return file;
}
