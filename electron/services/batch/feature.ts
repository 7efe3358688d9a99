import { basename, join } from 'node:path';
import type { BatchView, BatchWindowView } from '../../../shared/reports/batch';
import type { Emitter, Feature, FeatureHandlers } from '../feature';
import { BatchService, type BatchServiceDeps } from './batch-service';

export type BatchFeatureDeps = Omit<BatchServiceDeps, 'onProgress'> & { events: Emitter<'batchProgress'> };

/** What the window sees of a run: its output folder's name, never a path on this machine (browser mode: the server's). */
export function windowView(view: BatchView): BatchWindowView {
  return { ...view, request: { ...view.request, out: basename(view.request.out) } };
}

/** The month-end run: one journaled job over many customers and kinds, on the reports feature's create, archive and export. */
export async function createBatchFeature(deps: BatchFeatureDeps): Promise<Feature<BatchService, 'batch', 'batchProgress'>> {
  const { events, ...rest } = deps;
  const service = new BatchService({ ...rest, onProgress: (view) => events.emit('batchProgress', windowView(view)) });
  return { service, handlers: batchHandlers(service, join(deps.folder, 'runs')), events: ['batchProgress'] };
}

/** The batch channels: a run started from the window writes into a folder of its own under `runs`, chosen here. */
export function batchHandlers(batch: BatchService, runs: string): FeatureHandlers<'batch'> {
  return {
    'batch.start': async (input) => windowView(await batch.start({ ...input, out: join(runs, new Date().toISOString().replace(/[:.]/g, '-')) })),
    'batch.status': async () => windowView(await batch.status()),
    'batch.resume': async () => windowView(await batch.resume()),
    'batch.retry': async ({ steps }) => windowView(await batch.retry(steps)),
    'batch.cancel': async () => windowView(await batch.cancel()),
  };
}
