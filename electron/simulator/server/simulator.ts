import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { SimulatorCredential, World, WorldOptions } from '../contract';
import { readStateFile, StateFileError, StateSaver } from '../persistence';
import { buildApp, type ConnectionLimits } from './app';
import { openReplayWindow, type ReplayWindow } from './replay-window';

/** How to run the simulator (the CLI flags and the desktop's embedded use). */
export interface SimulatorOptions {
  /** Interface to bind; default 127.0.0.1 (loopback only). */
  host?: string;
  /** TCP port; default 0 (an ephemeral port). */
  port?: number;
  seed: number;
  /** Time-based processes run this many times faster than the wall clock. */
  speed: number;
  /** Where the world persists across restarts; none: the world lives in memory only. */
  stateFile?: string;
  /** Requests per second per API key; none: unlimited. */
  rateLimit?: number;
  /** Wall clock in epoch ms (tests). */
  now?: () => number;
  /** Where unexpected errors and failed saves are reported; default stderr. */
  logError?: (message: string) => void;
  /** A new world gets random API keys (kept in the state file), not the seed's: the desktop app's own world. */
  randomCredentials?: boolean;
  /** Milliseconds added to every answer of the API (--latency; the control plane changes it); default 0. */
  latencyMs?: number;
  /** A new world gives the first API key this many customers (--customers; default: the usual three of four). */
  customers?: number;
  /** A new world's history is this many times as busy (orders, movements, staking); default 1. */
  scale?: number;
  /** Connection cap and timeouts (tests make them small); default CONNECTION_LIMITS. */
  connections?: Partial<ConnectionLimits>;
  /** Serve HTTPS with this key and certificate (PEM; the CLI's --tls makes them); none: plain HTTP. */
  tls?: { key: string; cert: string };
}

/** SimulatorOptions plus what only benchmarks may ask for; startSimulator never passes it on. */
export interface RunOptions extends SimulatorOptions {
  /** Bench only: see AppOptions.benchUnsignedPrefix. */
  benchUnsignedPrefix?: string;
}

/** A simulator serving on a port. */
export interface RunningSimulator {
  /** e.g. http://127.0.0.1:43117 */
  readonly baseUrl: string;
  readonly credentials: readonly SimulatorCredential[];
  /** Bearer token of the loopback control plane under `${baseUrl}/_control` (random on every start; server/README.md). */
  readonly adminToken: string;
  /** Stops listening, stops the world and saves its state (when persisted). Safe to call twice. */
  stop(): Promise<void>;
}

/** Creates or restores a world. */
export type WorldFactory = (options: WorldOptions) => World;

/** Debounce of state saves: a busy world is written at most this often. */
export const SAVE_DELAY_MS = 500;

/**
 * Starts a simulator around a world made by `createWorld`. A state file that
 * exists but is not a valid world is refused (StateFileError) and left as is.
 */
export async function runSimulator(createWorld: WorldFactory, options: RunOptions): Promise<RunningSimulator> {
  const logError = options.logError ?? ((message: string) => process.stderr.write(`${message}\n`));
  const stateFile = options.stateFile;
  const restore = stateFile === undefined ? undefined : await readStateFile(stateFile);
  let saver: StateSaver | null = null;

  let world: World;
  try {
    world = createWorld({
      seed: options.seed,
      speed: options.speed,
      ...(options.now ? { now: options.now } : {}),
      ...(restore === undefined ? {} : { restore }),
      onChange: () => saver?.changed(),
      ...(options.randomCredentials === true ? { randomCredentials: true } : {}),
      ...(options.scale === undefined ? {} : { historyScale: options.scale }),
      ...(options.customers === undefined ? {} : { customers: options.customers }),
    });
  } catch (error) {
    if (stateFile !== undefined && restore !== undefined) {
      throw new StateFileError(stateFile, `it does not hold a valid simulator world (${(error as Error).message})`);
    }
    throw error;
  }

  const adminToken = randomBytes(32).toString('base64url');
  let replay: ReplayWindow | undefined;
  try {
    if (stateFile !== undefined)
      replay = await openReplayWindow(stateFile, restore !== undefined, options.now ?? Date.now, logError);
  } catch (error) {
    world.dispose();
    throw error;
  }
  const app = buildApp({
    world,
    adminToken,
    ...(replay === undefined
      ? {}
      : { nonces: replay.nonces, ...(replay.notBefore === undefined ? {} : { notBefore: replay.notBefore }) }),
    ...(options.now ? { wallClock: options.now } : {}),
    ...(options.rateLimit === undefined ? {} : { rateLimit: options.rateLimit }),
    ...(options.latencyMs === undefined ? {} : { latencyMs: options.latencyMs }),
    ...(options.benchUnsignedPrefix === undefined ? {} : { benchUnsignedPrefix: options.benchUnsignedPrefix }),
    ...(options.connections ? { connections: options.connections } : {}),
    ...(options.tls ? { tls: options.tls } : {}),
    // The saver exists once listening: no request is served before.
    ...(stateFile === undefined ? {} : { persist: () => saver?.durable() ?? Promise.resolve() }),
    logError,
  });

  try {
    if (stateFile !== undefined) {
      saver = new StateSaver(stateFile, () => world.serialize(), SAVE_DELAY_MS, logError);
      // A new world is written at once, so a bad path fails the start rather than the first save.
      if (restore === undefined) await saver.flush();
    }
    await app.listen({ host: options.host ?? '127.0.0.1', port: options.port ?? 0 });
  } catch (error) {
    world.dispose();
    await app.close();
    await replay?.close().catch(() => undefined);
    throw error;
  }

  const address = app.server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  let stopping: Promise<void> | null = null;
  return {
    baseUrl: `${options.tls ? 'https' : 'http'}://${host}:${address.port}`,
    credentials: world.credentials,
    adminToken,
    stop: () =>
      (stopping ??= (async () => {
        try {
          await app.close();
        } finally {
          world.dispose();
          await Promise.all([saver?.close(), replay?.close()]);
        }
      })()),
  };
}
