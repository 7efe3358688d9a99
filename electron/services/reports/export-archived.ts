import { basename } from 'node:path';
import type { ArchiveManifest } from '../../../shared/reports/archive-entry';
import type { ExportProgress } from '../../../shared/ipc/schemas/reports';
import type { ReportArchive } from './archive';
import { exchangeRatesFor } from './companions';
import type { ExportOutcome } from './export-runner';
import { runExportInWorker } from './export-runner';

/** What an export needs: the archive, the running exports (so cancel finds them) and where progress goes. */
export interface ExportContext {
  archive: ReportArchive;
  running: Map<string, AbortController>;
  emit: (progress: ExportProgress) => void;
}

/** Exports an archived report to an xlsx file in a worker, with progress; cancellable through `running`. */
export async function exportArchived(
  context: ExportContext,
  manifest: ArchiveManifest,
  file: string,
  exportId: string,
  onProgress?: (progress: ExportProgress) => void,
): Promise<ExportOutcome> {
  const controller = new AbortController();
  context.running.set(exportId, controller);
  const base = { exportId, archiveId: manifest.id, file };
  const emit = (progress: ExportProgress) => {
    context.emit(progress);
    onProgress?.(progress);
  };
  emit({ ...base, state: 'running', rowsWritten: 0, rowsTotal: 0, bytes: null, message: null });
  try {
    const outcome = await runExportInWorker(
      { rawPath: context.archive.rawPath(manifest.id), manifest, outPath: file, rates: await exchangeRatesFor(context.archive, manifest) },
      { signal: controller.signal, onProgress: (rowsWritten, rowsTotal) => emit({ ...base, state: 'running', rowsWritten, rowsTotal, bytes: null, message: null }) },
    );
    emit({ ...base, state: 'done', rowsWritten: outcome.rows, rowsTotal: outcome.rows, bytes: outcome.bytes, message: `Saved ${basename(file)}.` });
    return outcome;
  } catch (error) {
    const cancelled = controller.signal.aborted;
    emit({ ...base, state: cancelled ? 'cancelled' : 'failed', rowsWritten: 0, rowsTotal: 0, bytes: null, message: (error as Error).message });
    throw error;
  } finally {
    context.running.delete(exportId);
  }
}
