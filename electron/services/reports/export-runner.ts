import { message } from '../../../shared/i18n/message';
import { Worker } from 'node:worker_threads';
import { AppError } from '../errors';
import { workerScript } from '../workers/worker-script';
import type { ExportJob } from './export-job';
import type { ExportWorkerMessage } from './export-worker';

/** What an export in a worker reports back. */
export interface ExportOutcome {
  rows: number;
  bytes: number;
  sheets: { name: string; table: string; rows: number }[];
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
      else {
        const kind =
          message.reason === 'cancelled' ? 'conflict' : message.reason === 'hash-mismatch' ? 'storage' : 'storage';
        finish(() => reject(new AppError(kind, message.message, { reason: message.reason })));
      }
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
