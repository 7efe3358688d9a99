import { createHash } from 'node:crypto';
import { z } from 'zod';
import { preferences } from '../../../shared/ipc/schemas/preferences';
import { archiveManifestSchema } from '../../../shared/reports/archive-entry';
import { tradingLimitsSchema } from '../../../shared/trading/limits';
import { priceAlertsFileSchema } from '../alerts/alerts-file';
import { loansStateFile } from '../loans/files';
import { loansSettingsFile } from '../loans/settings';
import { profileRecord } from '../profiles/profile-record';

/** What the first line of a backup says it is (a file of another kind is refused by name, not by a schema error). */
export const BACKUP_FORMAT = 'svc-desk-backup';
/** The backup format this version writes and reads; a higher one is refused (a newer app made it). */
export const BACKUP_VERSION = 1;

/**
 * A profile as backed up: the saved record without the origin its keychain
 * secret was saved for (the secret itself never leaves the keychain; on the
 * new machine it is entered again).
 */
export const backedUpProfile = profileRecord.omit({ secretOrigin: true });
export type BackedUpProfile = z.output<typeof backedUpProfile>;

/** One archived statement: its manifest and the raw JSON exactly as received (base64), checked against the manifest's SHA-256. */
export const archivedStatement = z.strictObject({ manifest: archiveManifestSchema, raw: z.base64() });
export type ArchivedStatement = z.output<typeof archivedStatement>;

/** Each part's content: what the data folder's own files hold, the secrets left out; the statement archive only when asked for. */
export const backupParts = z.strictObject({
  profiles: z.strictObject({ profiles: z.array(backedUpProfile), activeProfileId: z.string().nullable() }),
  limits: z.record(z.string(), tradingLimitsSchema),
  alerts: z.strictObject({ rules: priceAlertsFileSchema.shape.rules }),
  loans: z.strictObject({ settings: loansSettingsFile, snoozes: loansStateFile.shape.snoozes }),
  preferences,
  archive: z.strictObject({ statements: z.array(archivedStatement) }).optional(),
});
export type BackupParts = z.output<typeof backupParts>;
export type BackupPartName = keyof BackupParts;
export const BACKUP_PART_NAMES = Object.keys(backupParts.shape) as BackupPartName[];
/** The parts every backup has (the archive is optional). */
export const REQUIRED_PART_NAMES = BACKUP_PART_NAMES.filter((name) => name !== 'archive');

/** One part as written: its content and the SHA-256 of that content's JSON text. */
const part = <S extends z.ZodType>(data: S) => z.strictObject({ sha256: z.string().regex(/^[0-9a-f]{64}$/), data });

/** The whole file. Parts are checked by hash before their content is read as app data. */
export const backupFile = z.strictObject({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(BACKUP_VERSION),
  createdAt: z.iso.datetime(),
  appVersion: z.string(),
  parts: z.strictObject({
    ...(Object.fromEntries(REQUIRED_PART_NAMES.map((name) => [name, part(z.unknown())])) as Record<
      Exclude<BackupPartName, 'archive'>,
      ReturnType<typeof part<z.ZodUnknown>>
    >),
    archive: part(z.unknown()).optional(),
  }),
});
export type BackupFile = z.output<typeof backupFile>;

/** The SHA-256 of a part's content as it is written (JSON.stringify keeps the key order, so a reader gets the same text back). */
export function partHash(data: unknown): string {
  return createHash('sha256').update(JSON.stringify(data)).digest('hex');
}

/** The file of these parts, each with its hash. */
export function makeBackupFile(parts: BackupParts, appVersion: string, now: Date): BackupFile {
  const hashed = Object.fromEntries(
    BACKUP_PART_NAMES.flatMap((name) =>
      parts[name] === undefined ? [] : [[name, { sha256: partHash(parts[name]), data: parts[name] }]],
    ),
  );
  return {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    createdAt: now.toISOString(),
    appVersion,
    parts: hashed as BackupFile['parts'],
  };
}
