import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { startSimulator, StateFileError } from '../../simulator/index';
import type { HostMessage, WorkerMessage, WorkerSimulatorOptions } from './worker-protocol';

/*
 * The embedded simulator's thread: everything the simulator does (world
 * generation, requests, state saves) runs here, so nothing it does can stall
 * the app's main thread, its IPC or its window. Built as its own entry
 * (electron.vite.config.ts) and started by worker-host.ts.
 */

if (parentPort === null) throw new Error('worker-entry.ts runs only as a worker thread (worker-host.ts starts it).');
const port = parentPort;
const post = (message: WorkerMessage): void => port.postMessage(message);

/**
 * Linux: this thread yields the CPU to the app's main thread when cores are scarce (nice 10 for this
 * thread alone: setpriority takes a thread id there). Elsewhere threads share the process's priority.
 */
function lowerThreadPriority(): void {
  try {
    const threadId = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (Number.isSafeInteger(threadId) && threadId > 0) setPriority(threadId, 10);
  } catch {
    // No /proc (macOS, Windows) or not allowed: the thread keeps the app's priority.
  }
}

async function main(options: WorkerSimulatorOptions): Promise<void> {
  lowerThreadPriority();
  let simulator;
  try {
    simulator = await startSimulator({ ...options, logError: (message) => post({ type: 'log', message }) });
  } catch (error) {
    const failure = error instanceof Error ? error : new Error(String(error));
    post({
      type: 'failed',
      name: failure.name,
      message: failure.message,
      ...errnoOf(failure),
      ...(failure instanceof StateFileError ? { stateFile: { file: failure.file, reason: failure.reason } } : {}),
    });
    port.close();
    return;
  }
  const running = simulator;
  port.on('message', (message: HostMessage) => {
    if (message.type !== 'stop') return;
    running
      .stop()
      .then(
        () => post({ type: 'stopped' }),
        (error: unknown) => post({ type: 'stopped', error: error instanceof Error ? error.message : String(error) }),
      )
      .finally(() => port.close());
  });
  post({
    type: 'listening',
    baseUrl: running.baseUrl,
    credentials: running.credentials,
    adminToken: running.adminToken,
  });
}

void main(workerData as WorkerSimulatorOptions);

/** A file-system failure's code and path, which a structured clone of the error would not carry. */
function errnoOf(error: Error): { code?: string; path?: string } {
  const { code, path } = error as NodeJS.ErrnoException;
  return { ...(typeof code === 'string' ? { code } : {}), ...(typeof path === 'string' ? { path } : {}) };
}
