import type { Translator } from '../../../shared/i18n/translator';
import { DEFAULT_PREFERENCES } from '../../../shared/ipc/schemas/preferences';
import { LIMIT_LABELS } from '../../../shared/trading/limits';
import type { ConfirmPort } from '../confirm/confirm-port';
import { requireConfirmation } from '../confirm/money-confirmation';
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
import { readFolder, UnusableFile, writeFolder, type FolderContent } from './data-folder';
import { planRestore, type RestorePlan } from './restore-plan';
import { message } from '../../../shared/i18n/message';

/** What the backup service needs: the data folder, the app's version, main's confirmation, and the words' language. */
export interface BackupDeps {
  dataDir: string;
  appVersion: string;
  confirm: ConfirmPort;
  translator: () => Translator;
  now?: () => Date;
}

/** A restore plan as shown to the user (what would be written stays in main). */
export type RestorePlanView = Omit<RestorePlan, 'next'>;

/** Backups of the data folder's settings (never a secret) and their restore. */
export interface BackupService {
  /** The backup of the data folder now. */
  create(): Promise<BackupFile>;
  /** What restoring this backup would change; nothing is written. */
  plan(text: string): Promise<RestorePlanView>;
  /** Restores it: raising a limit needs main's confirmation (confirmed: the desk's --yes); each file is replaced atomically. */
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
    for (const name of BACKUP_PART_NAMES) {
      if (partHash(file.data.parts[name].data) !== file.data.parts[name].sha256)
        throw new AppError('validation', t('backup.restore.hashMismatch', { part: name }));
    }
    const parts = backupParts.safeParse(
      Object.fromEntries(BACKUP_PART_NAMES.map((name) => [name, file.data.parts[name].data])),
    );
    if (!parts.success)
      throw new AppError(
        'validation',
        t('backup.restore.partInvalid', { part: String(parts.error.issues[0]?.path[0] ?? 'profiles') }),
      );
    return parts.data;
  };

  const view = ({ next: _next, ...plan }: RestorePlan): RestorePlanView => plan;

  return {
    async create() {
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
      };
      return makeBackupFile(parts, deps.appVersion, (deps.now ?? (() => new Date()))());
    },
    async plan(text) {
      return view(planRestore(partsOf(text), await folder()));
    },
    async restore(text, options = {}) {
      const plan = planRestore(partsOf(text), await folder());
      for (const raise of plan.raised) {
        await requireConfirmation(deps.confirm, {
          // The dialog and the refusal in the language main shows words in when they are shown.
          request: (words) => ({
            title: words.t('backup.raise.title'),
            message: words.t('backup.raise.message', { profile: raise.profile }),
            detail: raise.limits
              .map((change) =>
                words.t('backup.raise.detail', {
                  limit: LIMIT_LABELS[change.limit],
                  before: change.before,
                  after: change.after,
                }),
              )
              .join('\n'),
            confirmLabel: words.t('backup.raise.confirm'),
          }),
          reason: message('backup.raise.reason', { profile: raise.profile }),
          deskCommand: '`desk restore FILE --yes`',
          nothing: message('backup.restore.nothing'),
          declined: message('backup.raise.declined'),
          confirmed: options.confirmed === true,
        });
      }
      await writeFolder(deps.dataDir, plan.next);
      return view(plan);
    },
  };
}
