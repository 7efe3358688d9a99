import { message } from '../../../shared/i18n/message';
import { Worker } from 'node:worker_threads';
import { AppError } from '../errors';
import { workerScript } from '../workers/worker-script';
import { exportError, exportFailureOf } from './export-failure';
import type { ExportJob } from './export-job';
import type { ExportWorkerMessage } from './export-worker';

/** What an export in a worker reports back. */
export interface ExportOutcome {
  rows: number;
  bytes: number;
  sheets: { name: string; table: string; rows: number }[];
}

/**
 * Reports up to this many rows (all tables together) are exported in place, as small answers are decoded in place:
 * starting a worker costs more than writing them (from source, over a second per worker; a month-end run writes
 * thousands of small statements). Measured: 1,000 rows to a workbook stall main at most ~30 ms,
 * within the 50 ms a stall may take. PDFs always go to the worker.
 */
export const INLINE_EXPORT_ROWS = 1000;

/** Runs an export: a small one in place, a large one in a worker thread (runExportInWorker). */
export async function runExport(
  job: ExportJob,
  options: { onProgress?: (rowsWritten: number, rowsTotal: number) => void; signal?: AbortSignal } = {},
): Promise<ExportOutcome> {
  const rows = 'tables' in job ? job.tables.tables.reduce((sum, table) => sum + table.rowCount, 0) : Infinity;
  if (job.format === 'pdf' || rows > INLINE_EXPORT_ROWS) return runExportInWorker(job, options);
  // Loaded only when needed: the writers stay out of main until an export runs.
  const { runExportJob } = await import('./export-job');
  try {
    const written = await runExportJob(job, options);
    return { rows: written.rows, bytes: written.bytes, sheets: [...written.sheets] };
  } catch (error) {
    // The same errors the worker answers with.
    throw exportError(exportFailureOf(error, options.signal?.aborted === true));
  }
}

/** Runs an export in a worker thread; progress as it goes; the signal cancels it (the temp file is removed). */
export function runExportInWorker(
  job: ExportJob,
  options: { onProgress?: (rowsWritten: number, rowsTotal: number) => void; signal?: AbortSignal } = {},
): Promise<ExportOutcome> {
  const script = workerScript(import.meta.url, 'export-worker.ts', 'reports-export-worker.js');
  if (!script) return Promise.reject(new AppError('internal', message('reports.failure.exportWorkerMissing')));
  return new Promise((resolve, reject) => {
    const worker = new Worker(script.url, { workerData: job, execArgv: script.execArgv, name: 'reports-export' });
    let settled = false;
    const finish = (action: () => void) => {
      if (settled) return;
      settled = true;
      options.signal?.removeEventListener('abort', onAbort);
      action();
      void worker.terminate();
    };
    const onAbort = () => worker.postMessage('cancel');
    if (options.signal?.aborted) onAbort();
    options.signal?.addEventListener('abort', onAbort, { once: true });
    worker.on('message', (message: ExportWorkerMessage) => {
      if (message.type === 'progress') options.onProgress?.(message.rowsWritten, message.rowsTotal);
      else if (message.type === 'done')
        finish(() => resolve({ rows: message.rows, bytes: message.bytes, sheets: message.sheets }));
      else finish(() => reject(exportError(message.failure)));
    });
    worker.on('error', (error) =>
      finish(() =>
        reject(new AppError('internal', message('reports.failure.exportStopped', { reason: error.message }))),
      ),
    );
    worker.on('exit', (code) =>
      finish(() => reject(new AppError('internal', message('reports.failure.exportExited', { code: String(code) })))),
    );
  });
}
