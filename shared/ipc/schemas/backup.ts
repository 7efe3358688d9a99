import { z } from 'zod';
import { tradingLimitsSchema } from '../../trading/limits';

/** The largest piece of a backup file the page sends in one call (browser mode's socket takes 1 MB a message). */
export const BACKUP_CHUNK_CHARS = 512 * 1024;
/** The largest backup main takes: far above settings and a year of statements, far below what would exhaust main's memory. */
export const MAX_BACKUP_CHARS = 256 * 1024 * 1024;
const MAX_CHUNKS = Math.ceil(MAX_BACKUP_CHARS / BACKUP_CHUNK_CHARS);

/** Settings → Backup → Back up: with the statement archive or without. */
export const backupCreateInput = z.strictObject({ includeArchive: z.boolean() });
/** What was saved (the file's name only, never a path on this machine), or null: the save dialog was cancelled. */
export const backupCreated = z
  .strictObject({ fileName: z.string(), statements: z.number().int().nonnegative() })
  .nullable();

/** One piece of the backup file the user picked, in order; a new uploadId starts a new file. */
export const backupUploadInput = z.strictObject({
  uploadId: z.uuid(),
  index: z
    .number()
    .int()
    .min(0)
    .max(MAX_CHUNKS - 1),
  total: z.number().int().min(1).max(MAX_CHUNKS),
  text: z.string().max(BACKUP_CHUNK_CHARS),
});
/** The uploaded file a plan or a restore is about. */
export const backupUploadRef = z.strictObject({ uploadId: z.uuid() });

export const BACKUP_PARTS = ['profiles', 'limits', 'alerts', 'loans', 'preferences', 'archive'] as const;
export const RESTORE_CHANGES = ['added', 'replaced', 'kept'] as const;
export type RestoreChange = (typeof RESTORE_CHANGES)[number];
export type BackupPart = (typeof BACKUP_PARTS)[number];

/** What restoring would change, shown before anything changes (restore-plan.ts computes it in main). */
export const restorePlanView = z.strictObject({
  items: z.array(
    z.strictObject({
      part: z.enum(BACKUP_PARTS),
      id: z.string(),
      label: z.string(),
      change: z.enum(RESTORE_CHANGES),
    }),
  ),
  raised: z.array(
    z.strictObject({
      profileId: z.string(),
      profile: z.string(),
      limits: z.array(
        z.strictObject({
          limit: z.enum(Object.keys(tradingLimitsSchema.shape) as [keyof typeof tradingLimitsSchema.shape]),
          before: z.string(),
          after: z.string(),
        }),
      ),
    }),
  ),
  secretsToEnter: z.array(z.string()),
});
export type RestorePlanView = z.output<typeof restorePlanView>;
