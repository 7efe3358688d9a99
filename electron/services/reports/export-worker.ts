/**
 * Worker thread entry of an Excel export: unpacking the tables and
 * encoding a million rows stay off the main thread. Messages in: the job,
 * then optionally 'cancel'. Out: progress, then done or failed.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { ExportJob } from './export-job';
import { exportFailureOf, type ExportFailure } from './export-failure';
import { runExportJob } from './export-job';

/** A message from the export worker. */
export type ExportWorkerMessage =
  | { type: 'progress'; rowsWritten: number; rowsTotal: number }
  | { type: 'done'; rows: number; bytes: number; sheets: { name: string; table: string; rows: number }[] }
  | { type: 'failed'; failure: ExportFailure };

const port = parentPort;
if (port) {
  const controller = new AbortController();
  port.on('message', (message: unknown) => {
    if (message === 'cancel') controller.abort();
  });
  let lastSent = 0;
  const post = (message: ExportWorkerMessage) => port.postMessage(message);
  runExportJob(workerData as ExportJob, {
    signal: controller.signal,
    onProgress: (rowsWritten, rowsTotal) => {
      const now = Date.now();
      // At most ~10 progress messages a second: the main thread has better things to do.
      if (now - lastSent < 100 && rowsWritten < rowsTotal) return;
      lastSent = now;
      post({ type: 'progress', rowsWritten, rowsTotal });
    },
  }).then(
    (written) => post({ type: 'done', rows: written.rows, bytes: written.bytes, sheets: [...written.sheets] }),
    (error: unknown) => post({ type: 'failed', failure: exportFailureOf(error, controller.signal.aborted) }),
  );
}
