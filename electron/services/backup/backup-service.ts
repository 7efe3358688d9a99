import { createHash } from 'node:crypto';
import type { Translator } from '../../../shared/i18n/translator';
import type { RestorePlanView } from '../../../shared/ipc/schemas/backup';
import { DEFAULT_PREFERENCES } from '../../../shared/ipc/schemas/preferences';
import { AppError } from '../errors';
import { DEFAULT_LOANS_SETTINGS } from '../loans/settings';
import {
  BACKUP_FORMAT,
  BACKUP_PART_NAMES,
  BACKUP_VERSION,
  backupFile,
  backupParts,
  makeBackupFile,
  partHash,
  type BackupFile,
  type BackupParts,
} from './backup-file';
import { readFolder, UnusableFile, type FolderContent } from './data-folder';
import { planRestore, type RestorePlan } from './restore-plan';
import type { RestoreTarget } from './restore-target';
import { message } from '../../../shared/i18n/message';

/** What the backup service needs: the data folder, the app's version, where a restore goes, and the words' language. */
export interface BackupDeps {
  dataDir: string;
  appVersion: string;
  /** The running app's owners of each piece of state, or the data folder's files (the desk, app closed). */
  target: RestoreTarget;
  translator: () => Translator;
  now?: () => Date;
}

/** A restore plan as shown to the user (what would be written stays in main). */
export type { RestorePlanView };

/** Backups of the data folder's settings (never a secret) and their restore. */
export interface BackupService {
  /** The backup of the data folder now, with the statement archive's intact statements when asked for. */
  create(options?: { includeArchive?: boolean }): Promise<BackupFile>;
  /** What restoring this backup would change; nothing is written. */
  plan(text: string): Promise<RestorePlanView>;
  /**
   * Restores it: raising a limit needs the confirmation raising by hand needs (confirmed: the desk's --yes),
   * asked before anything is written; then each piece through its owner, the archive's new statements last.
   */
  restore(text: string, options?: { confirmed?: boolean }): Promise<RestorePlanView>;
}

export function createBackupService(deps: BackupDeps): BackupService {
  const t = (...args: Parameters<Translator['t']>) => deps.translator().t(...args);

  /** The folder's content, or a clear refusal naming the file that cannot be used. */
  const folder = async (): Promise<FolderContent> => {
    try {
      return await readFolder(deps.dataDir);
    } catch (error) {
      if (!(error instanceof UnusableFile)) throw error;
      throw new AppError(
        'storage',
        t(error.problem === 'newer' ? 'backup.folder.newer' : 'backup.folder.damaged', { file: error.file }),
      );
    }
  };

  /** The backup's parts, checked: its kind, its version, every part's hash, then every part's content. */
  const partsOf = (text: string): BackupParts => {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new AppError('validation', t('backup.restore.notBackup'));
    }
    const head = (typeof json === 'object' && json !== null ? json : {}) as { format?: unknown; version?: unknown };
    if (head.format !== BACKUP_FORMAT) throw new AppError('validation', t('backup.restore.notBackup'));
    if (typeof head.version === 'number' && head.version > BACKUP_VERSION)
      throw new AppError('validation', t('backup.restore.newer', { version: String(head.version) }));
    const file = backupFile.safeParse(json);
    if (!file.success) throw new AppError('validation', t('backup.restore.notBackup'));
    const present = BACKUP_PART_NAMES.flatMap((name) => {
      const part = file.data.parts[name];
      return part ? [[name, part] as const] : [];
    });
    for (const [name, part] of present) {
      if (partHash(part.data) !== part.sha256)
        throw new AppError('validation', t('backup.restore.hashMismatch', { part: name }));
    }
    const parts = backupParts.safeParse(Object.fromEntries(present.map(([name, part]) => [name, part.data])));
    if (!parts.success)
      throw new AppError(
        'validation',
        t('backup.restore.partInvalid', { part: String(parts.error.issues[0]?.path[0] ?? 'profiles') }),
      );
    // Each statement's bytes against its own manifest's SHA-256, as the archive checks the statements it keeps.
    for (const { manifest, raw } of parts.data.archive?.statements ?? []) {
      const bytes = Buffer.from(raw, 'base64');
      if (bytes.byteLength !== manifest.bytes || createHash('sha256').update(bytes).digest('hex') !== manifest.sha256)
        throw new AppError('validation', t('backup.restore.statementMismatch', { id: manifest.id }));
    }
    return parts.data;
  };

  /** The plan against the folder and the archive as they are now. */
  const planOf = async (parts: BackupParts): Promise<RestorePlan> => {
    const ids = await Promise.all(
      (parts.archive?.statements ?? []).map(async ({ manifest }) =>
        (await deps.target.archive.has(manifest.id)) ? [manifest.id] : [],
      ),
    );
    return planRestore(parts, await folder(), new Set(ids.flat()));
  };

  const view = (plan: RestorePlan): RestorePlanView => ({
    items: [...plan.items],
    raised: plan.raised.map((raise) => ({ ...raise, limits: [...raise.limits] })),
    secretsToEnter: [...plan.secretsToEnter],
  });

  return {
    async create(options = {}) {
      const current = await folder();
      const parts: BackupParts = {
        profiles: {
          profiles: (current.profiles?.profiles ?? []).map(({ secretOrigin: _secretOrigin, ...record }) => record),
          activeProfileId: current.profiles?.activeProfileId ?? null,
        },
        limits: current.limits ?? {},
        alerts: { rules: current.alerts?.rules ?? [] },
        loans: {
          settings: current.loansSettings ?? DEFAULT_LOANS_SETTINGS,
          snoozes: current.loansState?.snoozes ?? [],
        },
        preferences: current.preferences ?? DEFAULT_PREFERENCES,
        ...(options.includeArchive
          ? {
              archive: {
                statements: (await deps.target.archive.intactEntries()).map(({ manifest, raw }) => ({
                  manifest,
                  raw: raw.toString('base64'),
                })),
              },
            }
          : {}),
      };
      return makeBackupFile(parts, deps.appVersion, (deps.now ?? (() => new Date()))());
    },
    async plan(text) {
      return view(await planOf(partsOf(text)));
    },
    async restore(text, options = {}) {
      const parts = partsOf(text);
      const plan = await planOf(parts);
      await deps.target.confirmRaises(plan.raised, {
        // The dialog and the refusal in the language main shows words in when they are shown.
        message: (words) =>
          words.t('backup.raise.message', { profiles: plan.raised.map((raise) => raise.profile).join(', ') }),
        reason: message('backup.raise.reason', {
          profiles: plan.raised.map((raise) => raise.profile).join(', '),
        }),
        deskCommand: '`desk restore FILE --yes` (SVC Desk closed)',
        nothing: message('backup.restore.nothing'),
        declined: message('backup.raise.declined'),
        confirmed: options.confirmed === true,
      });
      await deps.target.apply(plan.next);
      for (const { manifest, raw } of parts.archive?.statements ?? [])
        await deps.target.archive.restoreEntry(manifest, Buffer.from(raw, 'base64'));
      return view(plan);
    },
  };
}
