import { basename, join } from 'node:path';
import type { BatchView, BatchWindowView } from '../../../shared/reports/batch';
import type { Translator } from '../../../shared/i18n/translator';
import { formatCount } from '../../../shared/format/count';
import type { Emitter, Feature, FeatureHandlers } from '../feature';
import { BatchService, type BatchServiceDeps } from './batch-service';

export type BatchFeatureDeps = Omit<BatchServiceDeps, 'onProgress'> & {
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
  const { events, notify, translator, ...rest } = deps;
  const service = new BatchService({
    ...rest,
    onProgress: (view) => {
      events.emit('batchProgress', windowView(view));
      if (view.state === 'finished' && notify && translator) notify(finishedNotification(view, translator()));
    },
  });
  return { service, handlers: batchHandlers(service, join(deps.folder, 'runs')), events: ['batchProgress'] };
}

/** The batch channels: a run started from the window writes into a folder of its own under `runs`, chosen here. */
export function batchHandlers(batch: BatchService, runs: string): FeatureHandlers<'batch'> {
  return {
    'batch.start': async (input) =>
      windowView(await batch.start({ ...input, out: join(runs, new Date().toISOString().replace(/[:.]/g, '-')) })),
    'batch.status': async () => windowView(await batch.status()),
    'batch.resume': async () => windowView(await batch.resume()),
    'batch.retry': async ({ steps }) => windowView(await batch.retry(steps)),
    'batch.cancel': async () => windowView(await batch.cancel()),
  };
}
