import { basename } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { message } from '../../../shared/i18n/message';
import { MAX_BACKUP_CHARS } from '../../../shared/ipc/schemas/backup';
import { AppError } from '../errors';
import type { Feature } from '../feature';
import type { ChooseSaveFile, OfferDownload } from '../reports/saved-exports';
import { writeFileAtomic } from '../storage/atomic-file';
import type { BackupService, RestorePlanView } from './backup-service';

export interface BackupFeatureDeps {
  service: BackupService;
  /** Electron's save dialog; browser mode's stand-in reserves a file in its downloads. */
  chooseSaveFile: ChooseSaveFile;
  /** Browser mode: the written backup is offered to the page that asked for it. */
  offerDownload?: OfferDownload | undefined;
  now?: () => Date;
}

/** The file the user picked, as its pieces arrive; the plan shown of it (the restore applies that plan only). */
interface Upload {
  readonly id: string;
  readonly total: number;
  readonly pieces: string[];
  chars: number;
  shown: RestorePlanView | null;
}

/**
 * Settings → Backup: a backup written where the user chooses (a download in browser mode), and a restore of a
 * file the page sends in pieces, planned first and applied only as planned. One upload at a time: a new one
 * replaces the last.
 */
export function createBackupFeature(deps: BackupFeatureDeps): Feature<BackupService, 'backup'> {
  let upload: Upload | null = null;

  const complete = (uploadId: string): Upload & { text: string } => {
    if (upload?.id !== uploadId || upload.pieces.length !== upload.total)
      throw new AppError('not-found', message('backup.upload.missing'));
    return Object.assign(upload, { text: upload.pieces.join('') });
  };

  return {
    service: deps.service,
    handlers: {
      'backup.create': async ({ includeArchive }) => {
        const day = (deps.now ?? (() => new Date()))().toISOString().slice(0, 10);
        const file = await deps.chooseSaveFile({
          title: message('backup.dialog.save'),
          defaultName: `svc-desk-backup-${day}.json`,
          extension: 'json',
        });
        if (file === null) return null;
        const backup = await deps.service.create({ includeArchive });
        await writeFileAtomic(file, `${JSON.stringify(backup, null, 2)}\n`);
        deps.offerDownload?.(file);
        return { fileName: basename(file), statements: backup.parts.archive ? countStatements(backup) : 0 };
      },
      'backup.upload': ({ uploadId, index, total, text }) => {
        if (index === 0) upload = { id: uploadId, total, pieces: [], chars: 0, shown: null };
        // Pieces come in order, each once, of the file announced first: anything else is a broken upload, dropped.
        if (upload?.id !== uploadId || upload.total !== total || upload.pieces.length !== index) {
          upload = null;
          throw new AppError('validation', message('backup.upload.outOfOrder'));
        }
        if (upload.chars + text.length > MAX_BACKUP_CHARS) {
          upload = null;
          throw new AppError('validation', message('backup.upload.tooLarge'));
        }
        upload.pieces.push(text);
        upload.chars += text.length;
        return null;
      },
      'backup.plan': async ({ uploadId }) => {
        const file = complete(uploadId);
        file.shown = await deps.service.plan(file.text);
        return file.shown;
      },
      'backup.restore': async ({ uploadId }) => {
        const file = complete(uploadId);
        // What the user saw is what is restored: a change of the data since (another window, the desk) is shown first.
        const now = await deps.service.plan(file.text);
        if (file.shown === null || !isDeepStrictEqual(now, file.shown)) {
          file.shown = null;
          throw new AppError('conflict', message('backup.restore.planChanged'));
        }
        const done = await deps.service.restore(file.text);
        upload = null;
        return done;
      },
    },
    events: [],
  };
}

function countStatements(backup: Awaited<ReturnType<BackupService['create']>>): number {
  const data = backup.parts.archive?.data as { statements?: unknown[] } | undefined;
  return data?.statements?.length ?? 0;
}
