import { Worker } from 'node:worker_threads';
import { StateFileError } from '../../simulator/persistence';
import type { RunningSimulator, SimulatorOptions } from '../../simulator/server/simulator';
import type { HostMessage, WorkerMessage, WorkerSimulatorOptions } from './worker-protocol';
import { workerScript } from '../workers/worker-script';

/** How long stop() waits for the worker to save its world before the thread is ended anyway. */
export const WORKER_STOP_TIMEOUT_MS = 10_000;
/** The worker entry's file name in the built app (electron.vite.config.ts builds it next to main's index.js). */
export const BUILT_WORKER_FILE = 'simulator-worker.js';

/**
 * Starts the simulator in a worker thread (worker-entry.ts) and answers the
 * same RunningSimulator the in-process startSimulator does, so the app's
 * services cannot tell the difference, except that nothing the simulator
 * does blocks this thread. A state file the worker refuses is rethrown here
 * as StateFileError (local-simulator.ts then starts afresh).
 */
export function startSimulatorInWorker(options: SimulatorOptions): Promise<RunningSimulator> {
  const logError = options.logError ?? ((message: string) => process.stderr.write(`${message}\n`));
  // Functions cannot cross threads; `now` is a test hook of the in-process simulator only.
  const { now: _now, logError: _log, ...rest } = options;
  const data: WorkerSimulatorOptions = rest;
  const script = workerScript(import.meta.url, 'worker-entry.ts', BUILT_WORKER_FILE);
  if (!script)
    return Promise.reject(
      new Error(`The local simulator's worker (${BUILT_WORKER_FILE}) is missing from this build of SVC Desk.`),
    );
  const { url, execArgv } = script;
  const worker = new Worker(url, { workerData: data, execArgv, name: 'local-simulator' });
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));

  return new Promise<RunningSimulator>((resolve, reject) => {
    let stopped: ((error?: string) => void) | null = null;
    let started = false;
    worker.on('message', (message: WorkerMessage) => {
      switch (message.type) {
        case 'log':
          logError(message.message);
          return;
        case 'failed':
          reject(
            message.stateFile
              ? new StateFileError(message.stateFile.file, message.stateFile.reason)
              : Object.assign(new Error(message.message), {
                  name: message.name,
                  code: message.code,
                  path: message.path,
                }),
          );
          return;
        case 'stopped':
          stopped?.(message.error);
          return;
        case 'listening': {
          started = true;
          let stopping: Promise<void> | null = null;
          resolve({
            baseUrl: message.baseUrl,
            credentials: message.credentials,
            adminToken: message.adminToken,
            stop: () => (stopping ??= stopWorker(worker, exited, (callback) => (stopped = callback))),
          });
        }
      }
    });
    worker.on('error', (error) => {
      if (!started) reject(error);
      else logError(`simulator: the local simulator's thread failed: ${error.stack ?? error.message}`);
    });
    void exited.then(() => {
      if (!started) reject(new Error('The local simulator thread ended before it was listening.'));
    });
  });
}

async function stopWorker(
  worker: Worker,
  exited: Promise<void>,
  onStopped: (callback: (error?: string) => void) => void,
): Promise<void> {
  let failure: string | undefined;
  const done = new Promise<void>((resolve) =>
    onStopped((error) => {
      failure = error;
      resolve();
    }),
  );
  worker.postMessage({ type: 'stop' } satisfies HostMessage);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), WORKER_STOP_TIMEOUT_MS);
  });
  // A thread that already ended (crashed) has nothing left to save.
  const outcome = await Promise.race([done, exited, timeout]);
  clearTimeout(timer);
  if (outcome === 'timeout') {
    await worker.terminate();
    throw new Error(
      `The local simulator did not stop within ${WORKER_STOP_TIMEOUT_MS / 1000} s; its thread was ended.`,
    );
  }
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 1000).unref())]);
  await worker.terminate();
  if (failure !== undefined) throw new Error(`The local simulator could not save its world while stopping: ${failure}`);
}
