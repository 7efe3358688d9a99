import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { acceptsConnections } from '../../../platform/tcp-probe';
import { createBackupService, type BackupService } from '../../../services/backup/backup-service';
import { readOnly } from '../../../services/backup/data-folder';
import { dataFolderTarget } from '../../../services/backup/restore-target';
import { CANNOT_CONFIRM } from '../../../services/confirm/confirm-port';
import { AppError } from '../../../services/errors';
import { createLanguageService } from '../../../services/preferences/language';
import { writeFileAtomic } from '../../../services/storage/atomic-file';
import { defineLocalCommand, UsageError, type CommandValues, type LocalDeskContext } from '../command';
import { requiredOption } from './option-values';

/** The backup service over the run's data folder; the desk's words are English, as its other problems, and --yes is its only confirmation. */
async function backupService(ctx: LocalDeskContext): Promise<BackupService> {
  const language = await createLanguageService({ choice: () => 'en' });
  return createBackupService({
    dataDir: ctx.dataDir,
    appVersion: ctx.appVersion,
    target: dataFolderTarget(ctx.dataDir, CANNOT_CONFIRM),
    translator: language.translator,
  });
}

/** How long restore waits for the app's simulator to answer before taking the app as closed. */
const PROBE_TIMEOUT_MS = 1500;

/**
 * The running app (window or browser mode) holds profiles and preferences in
 * memory and would write over restored files at its next save: restoring
 * waits until it is closed. It is running when its built-in simulator answers
 * at the address the data folder saved for it.
 */
async function refuseWhileAppRuns(ctx: LocalDeskContext): Promise<void> {
  const saved = await readOnly(ctx.dataDir, 'profiles').catch(() => null);
  const builtIn = saved?.profiles.find((record) => record.builtIn);
  if (builtIn && (await acceptsConnections(builtIn.baseUrl, PROBE_TIMEOUT_MS))) {
    const language = await createLanguageService({ choice: () => 'en' });
    throw new AppError('conflict', language.translator().t('backup.restore.appRunning'));
  }
}

/** `desk backup --out FILE`: the data folder's profiles (never a secret), limits, alerts, loan monitor settings and preferences in one file. */
export const backupCommand = defineLocalCommand({
  name: 'backup',
  summary: 'Save profiles (no secret), limits, price alerts, loan monitor settings and preferences to one file',
  usage: `Usage: npm run -s desk -- [--data-dir DIR] backup --out FILE [--include-archive]

Writes one file with the data folder's profiles (name, environment, address, API key and customer: never a
secret), trading limits, price alert rules, the loan monitor's settings and snoozes, and the preferences;
with --include-archive also the statement archive (each statement as received, with its manifest).
Each part carries its SHA-256. Restore it with \`desk restore FILE\`.`,
  options: { out: { type: 'string' }, 'include-archive': { type: 'boolean' } },
  parse: (values: CommandValues) => ({
    out: requiredOption(values, 'out'),
    includeArchive: values['include-archive'] === true,
  }),
  async runLocal(ctx, options) {
    const file = await (await backupService(ctx)).create({ includeArchive: options.includeArchive });
    const out = resolve(options.out);
    await writeFileAtomic(out, `${JSON.stringify(file, null, 2)}\n`);
    return {
      file: out,
      createdAt: file.createdAt,
      parts: Object.fromEntries(Object.entries(file.parts).map(([name, part]) => [name, part?.sha256])),
    };
  },
});

/** `desk restore FILE [--yes]`: the plan (what would be added, replaced, kept); --yes applies it. */
export const restoreCommand = defineLocalCommand({
  name: 'restore',
  summary: 'Show what restoring a backup would change; --yes restores it',
  usage: `Usage: npm run -s desk -- [--data-dir DIR] restore FILE [--yes]

Without --yes: prints what restoring would change (added, replaced, kept), the limits it would raise and the
profiles whose secret must be entered again; nothing is changed. With --yes: restores it (--yes is also the
confirmation raising a limit needs); archived statements already here (same id) are kept. A backup from a
newer version, or whose checksums do not match, is refused. While the app runs, restore in its Settings → Backup.`,
  options: { yes: { type: 'boolean' } },
  positionals: true,
  parse(values: CommandValues, positionals: string[]) {
    if (positionals.length !== 1)
      throw new UsageError(
        positionals.length === 0 ? 'Name the backup file to restore.' : `Unexpected argument "${positionals[1]}".`,
      );
    return { file: positionals[0]!, apply: values['yes'] === true };
  },
  async runLocal(ctx, options) {
    let text: string;
    try {
      text = await readFile(options.file, 'utf8');
    } catch (error) {
      throw new AppError(
        'not-found',
        `The backup ${options.file} could not be read (${(error as NodeJS.ErrnoException).code ?? (error as Error).message}). Nothing was changed.`,
      );
    }
    const service = await backupService(ctx);
    if (!options.apply) return { applied: false, ...(await service.plan(text)) };
    await refuseWhileAppRuns(ctx);
    return { applied: true, ...(await service.restore(text, { confirmed: true })) };
  },
});
