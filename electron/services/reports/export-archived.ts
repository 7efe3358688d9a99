import { message } from '../../../shared/i18n/message';
import { basename } from 'node:path';
import type { ArchiveManifest } from '../../../shared/reports/archive-entry';
import type { ExportRunProgress } from '../../../shared/ipc/schemas/reports';
import { AppError, keptWords } from '../errors';
import type { SettledExport } from '../../../shared/reports/export-format';
import type { ExportOutcome } from './export-runner';
import { runExport } from './export-runner';
import type { PackedTables } from './packed-tables';
import type { ExportLanguage } from './export-words';

/** What an export needs: the report's tables, the running exports (so cancel finds them) and where progress goes. */
export interface ExportContext {
  /**
   * The report's packed tables, its bytes checked against the manifest's SHA-256 by the archive: the ones main
   * holds, or decoded (off main) once for the preview and the export alike. The export never reads the file again.
   */
  tablesOf: (manifest: ArchiveManifest) => Promise<PackedTables>;
  running: Map<string, AbortController>;
  emit: (progress: ExportRunProgress) => void;
  /** Runs the job (in place when small, else a worker thread; tests look at the job instead). */
  run?: typeof runExport;
}

/** Exports an archived report to an xlsx file (or CSV) in a worker, with progress; cancellable through `running`. */
export async function exportArchived(
  context: ExportContext,
  manifest: ArchiveManifest,
  file: string,
  exportId: string,
  onProgress?: (progress: ExportRunProgress) => void,
  options: Partial<SettledExport> & { language?: ExportLanguage } = {},
): Promise<ExportOutcome> {
  const controller = new AbortController();
  context.running.set(exportId, controller);
  const base = { exportId, archiveId: manifest.id, file };
  const emit = (progress: ExportRunProgress) => {
    context.emit(progress);
    onProgress?.(progress);
  };
  emit({ ...base, state: 'running', rowsWritten: 0, rowsTotal: 0, bytes: null, message: null });
  try {
    const tables = await context.tablesOf(manifest);
    if (controller.signal.aborted)
      throw new AppError('conflict', message('reports.failure.exportCancelled'), { reason: 'cancelled' });
    // The packed columns are in shared memory: the worker reads main's, no copy, and main keeps them for the preview.
    const outcome = await (context.run ?? runExport)(
      { manifest, outPath: file, tables, format: 'xlsx', ...options },
      {
        signal: controller.signal,
        onProgress: (rowsWritten, rowsTotal) =>
          emit({ ...base, state: 'running', rowsWritten, rowsTotal, bytes: null, message: null }),
      },
    );
    emit({
      ...base,
      state: 'done',
      rowsWritten: outcome.rows,
      rowsTotal: outcome.rows,
      bytes: outcome.bytes,
      message: message('reports.exports.savedFile', { file: basename(file) }),
    });
    return outcome;
  } catch (error) {
    const cancelled = controller.signal.aborted;
    emit({
      ...base,
      state: cancelled ? 'cancelled' : 'failed',
      rowsWritten: 0,
      rowsTotal: 0,
      bytes: null,
      message: keptWords(error),
    });
    throw error;
  } finally {
    context.running.delete(exportId);
  }
}
