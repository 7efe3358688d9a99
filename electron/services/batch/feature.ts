import { basename, join } from 'node:path';
import type { BatchView, BatchWindowView } from '../../../shared/reports/batch';
import type { Translator } from '../../../shared/i18n/translator';
import { formatCount } from '../../../shared/format/count';
import { message } from '../../../shared/i18n/message';
import { AppError } from '../errors';
import type { Emitter, Feature, FeatureHandlers } from '../feature';
import type { ChooseSaveFile } from '../reports/saved-exports';
import { BatchService, type BatchServiceDeps } from './batch-service';

/** Where the window's zip of a run goes: the save dialog (desktop), and how it reaches the user (browser mode: a download). */
export interface BatchZipDelivery {
  chooseSaveFile: ChooseSaveFile;
  offerDownload?: (path: string) => void;
  /** True where the file is saved on this machine (desktop); false where it is offered as a download. */
  savesFiles: boolean;
}

export type BatchFeatureDeps = Omit<BatchServiceDeps, 'onProgress'> & {
  /** The zip's save dialog and delivery (absent: batch.zip refuses, as where no file can be chosen). */
  zipDelivery?: BatchZipDelivery;
  events: Emitter<'batchProgress'>;
  /** A desktop notification when a run finishes (absent: none, as in the desk). */
  notify?: (notification: { title: string; body: string }) => void;
  /** Main's words in the user's language. */
  translator?: () => Translator;
};

/** The notification of a finished run: every statement made, or how many failed. */
export function finishedNotification(view: BatchView, translator: Translator): { title: string; body: string } {
  const t = (key: Parameters<Translator['t']>[0], values?: Parameters<Translator['t']>[1]) => translator.t(key, values);
  const { locale } = translator;
  const total = view.steps.length;
  return {
    title: t('batch.notify.title'),
    body:
      view.failed === 0
        ? t('batch.notify.done', { count: total, shown: formatCount(total, locale) })
        : t('batch.notify.failed', {
            count: view.failed,
            failed: formatCount(view.failed, locale),
            total: formatCount(total, locale),
          }),
  };
}

/** What the window sees of a run: its output folder's name, never a path on this machine (browser mode: the server's). */
export function windowView(view: BatchView): BatchWindowView {
  return { ...view, request: { ...view.request, out: basename(view.request.out) } };
}

/** The month-end run: one journaled job over many customers and kinds, on the reports feature's create, archive and export. */
export async function createBatchFeature(
  deps: BatchFeatureDeps,
): Promise<Feature<BatchService, 'batch', 'batchProgress'>> {
  const { events, notify, translator, zipDelivery, ...rest } = deps;
  const service = new BatchService({
    ...rest,
    onProgress: (view) => {
      events.emit('batchProgress', windowView(view));
      if (view.state === 'finished' && notify && translator) notify(finishedNotification(view, translator()));
    },
  });
  return {
    service,
    handlers: batchHandlers(service, join(deps.folder, 'runs'), zipDelivery),
    events: ['batchProgress'],
  };
}

/** The batch channels: a run started from the window writes into a folder of its own under `runs`, chosen here. */
export function batchHandlers(batch: BatchService, runs: string, zip?: BatchZipDelivery): FeatureHandlers<'batch'> {
  return {
    'batch.zip': async () => {
      if (!zip) throw new AppError('internal', message('errors.app.noFileChooser'));
      const run = await batch.status();
      const path = await zip.chooseSaveFile({
        title: message('main.dialog.save.accountant'),
        defaultName: `month-end-run-${run.batchId}.zip`,
        extension: 'zip',
      });
      if (path === null) return null;
      const written = await batch.zip(path);
      zip.offerDownload?.(path);
      return { ...written, file: basename(written.file), delivery: zip.savesFiles ? 'file' : 'download' };
    },
    'batch.selections': () => batch.selections.list(),
    'batch.saveSelection': (selection) => batch.selections.save(selection),
    'batch.deleteSelection': ({ name }) => batch.selections.delete(name),
    'batch.start': async (input) =>
      windowView(await batch.start({ ...input, out: join(runs, new Date().toISOString().replace(/[:.]/g, '-')) })),
    'batch.status': async () => windowView(await batch.status()),
    'batch.resume': async () => windowView(await batch.resume()),
    'batch.retry': async ({ steps }) => windowView(await batch.retry(steps)),
    'batch.cancel': async () => windowView(await batch.cancel()),
  };
}
