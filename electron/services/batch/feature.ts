import type { Feature } from '../feature';
import { BatchService, type BatchServiceDeps } from './batch-service';

export type BatchFeatureDeps = BatchServiceDeps;

/** The month-end run: one journaled job over many customers and kinds, on the reports feature's create, archive and export. */
export async function createBatchFeature(deps: BatchFeatureDeps): Promise<Feature<BatchService, 'batch'>> {
  const service = new BatchService(deps);
  return { service, handlers: {}, events: [] };
}
