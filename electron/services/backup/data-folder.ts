import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { z } from 'zod';
import type { Preferences } from '../../../shared/ipc/schemas/preferences';
import type { TradingLimits } from '../../../shared/trading/limits';
import { PRICE_ALERTS_FILE, priceAlertsFileSchema, type PriceAlertsFile } from '../alerts/alerts-file';
import { DATA_FILES } from '../app-options';
import { LOANS_FILES, loansStateFile, type LoansStateFile } from '../loans/files';
import { LOANS_SETTINGS_VERSION, loansSettingsFile, type LoansSettings } from '../loans/settings';
import { PREFERENCES_FILE_VERSION, preferencesFile } from '../preferences/preferences-service';
import { PROFILES_FILE_VERSION, profilesFile, type ProfilesFile } from '../profiles/profile-record';
import { versionedJsonFile } from '../storage/versioned-json-file';
import { LIMITS_FILE_VERSION, limitsFile } from '../trading/limits-store';
import { TRADING_FILES } from '../trading/trading-files';

/** A data-folder file that cannot be used as it is: damaged, or written by a newer version (which restoring must not overwrite). */
export class UnusableFile extends Error {
  constructor(
    readonly file: string,
    readonly problem: 'damaged' | 'newer',
  ) {
    super(`${file} is ${problem}`);
    this.name = 'UnusableFile';
  }
}

/** The files a backup is read from and restored into, each with its schema and format version. */
const FILES = {
  profiles: { name: DATA_FILES.profiles, schema: profilesFile, version: PROFILES_FILE_VERSION },
  limits: { name: TRADING_FILES.limits, schema: limitsFile, version: LIMITS_FILE_VERSION },
  alerts: { name: PRICE_ALERTS_FILE, schema: priceAlertsFileSchema, version: 1 },
  loansSettings: { name: LOANS_FILES.settings, schema: loansSettingsFile, version: LOANS_SETTINGS_VERSION },
  loansState: { name: LOANS_FILES.state, schema: loansStateFile, version: 1 },
  preferences: { name: DATA_FILES.preferences, schema: preferencesFile, version: PREFERENCES_FILE_VERSION },
} as const;
export type FileName = keyof typeof FILES;

/** What a data folder holds of what a backup carries (null: no such file yet). */
export interface FolderContent {
  profiles: ProfilesFile | null;
  limits: Record<string, TradingLimits> | null;
  alerts: PriceAlertsFile | null;
  loansSettings: LoansSettings | null;
  loansState: LoansStateFile | null;
  preferences: Preferences | null;
}

/**
 * Reads one file without changing anything (the app's own loaders set a
 * damaged file aside; a backup or a restore plan must not): its content,
 * null when missing, or UnusableFile.
 */
export async function readOnly<K extends FileName>(
  dataDir: string,
  key: K,
): Promise<z.output<(typeof FILES)[K]['schema']> | null> {
  const { name, schema, version } = FILES[key];
  let text: string;
  try {
    text = await readFile(join(dataDir, name), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new UnusableFile(name, 'damaged');
  }
  const found = (json as { version?: unknown } | null)?.version;
  if (typeof found === 'number' && found > version) throw new UnusableFile(name, 'newer');
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new UnusableFile(name, 'damaged');
  return parsed.data as z.output<(typeof FILES)[K]['schema']>;
}

/** Everything a backup carries, as the data folder holds it now. */
export async function readFolder(dataDir: string): Promise<FolderContent> {
  const [profiles, limits, alerts, loansSettings, loansState, preferences] = await Promise.all([
    readOnly(dataDir, 'profiles'),
    readOnly(dataDir, 'limits'),
    readOnly(dataDir, 'alerts'),
    readOnly(dataDir, 'loansSettings'),
    readOnly(dataDir, 'loansState'),
    readOnly(dataDir, 'preferences'),
  ]);
  return {
    profiles,
    limits: limits?.profiles ?? null,
    alerts,
    loansSettings,
    loansState,
    preferences: preferences?.preferences ?? null,
  };
}

/** Writes the restored files, each replaced atomically (temp file, fsync, rename) through its own schema. */
export async function writeFolder(
  dataDir: string,
  next: Partial<{ [K in keyof FolderContent]: NonNullable<FolderContent[K]> }>,
): Promise<void> {
  const save = <K extends FileName>(key: K, data: z.input<(typeof FILES)[K]['schema']>) =>
    versionedJsonFile(join(dataDir, FILES[key].name), FILES[key].schema).save(data as never);
  // Profiles first: the other files name profiles by id, and a profile without limits has its defaults, never more.
  if (next.profiles) await save('profiles', next.profiles);
  if (next.limits) await save('limits', { version: LIMITS_FILE_VERSION, profiles: next.limits });
  if (next.alerts) await save('alerts', next.alerts);
  if (next.loansSettings) await save('loansSettings', next.loansSettings);
  if (next.loansState) await save('loansState', next.loansState);
  if (next.preferences) await save('preferences', { version: PREFERENCES_FILE_VERSION, preferences: next.preferences });
}
