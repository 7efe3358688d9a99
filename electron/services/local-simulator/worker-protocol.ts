import type { SimulatorCredential } from '../../simulator/contract';
import type { SimulatorOptions } from '../../simulator/server/simulator';

/** What the worker is started with: the options that can cross a thread (no functions). */
export type WorkerSimulatorOptions = Omit<SimulatorOptions, 'now' | 'logError'>;

/** Messages from the simulator's worker thread to the app's main thread. */
export type WorkerMessage =
  | {
      readonly type: 'listening';
      readonly baseUrl: string;
      readonly credentials: readonly SimulatorCredential[];
      readonly adminToken: string;
    }
  /** code, path: a file-system failure's (ENOSPC, EROFS, ...), so the app can name it as a storage problem. */
  | {
      readonly type: 'failed';
      readonly name: string;
      readonly message: string;
      readonly code?: string;
      readonly path?: string;
      readonly stateFile?: { readonly file: string; readonly reason: string };
    }
  | { readonly type: 'log'; readonly message: string }
  | { readonly type: 'stopped'; readonly error?: string };

/** Messages from the main thread to the worker. */
export type HostMessage = { readonly type: 'stop' };
