import { rename } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { SimulatorOptions, RunningSimulator } from '../../simulator/server/simulator';
import { StateFileError } from '../../simulator/persistence';
import { replayFileOf } from '../../simulator/server/replay-window';
import type { NoticeService } from '../notices/notice-service';
import type { ProfileSecrets } from '../profiles/profile-secrets';
import type { ProfileService } from '../profiles/profile-service';
import { KeychainUnavailableError } from '../secrets/secret-store';
import { damagedCopyName, jsonFileDamage, keepDamaged } from '../storage/damaged-file';
import { asStorageProblem } from '../storage/storage-failure';
import { message } from '../../../shared/i18n/message';
import { isAppError } from '../errors';

/** Starts a simulator: in a worker thread in the app (startSimulatorInWorker), or in this process (startSimulator; tests). */
export type StartSimulator = (options: SimulatorOptions) => Promise<RunningSimulator>;

/**
 * The embedded world is the same on every start: a fixed seed with the state
 * file carrying everything that happened since (and this install's random API keys).
 */
export const LOCAL_SIMULATOR_SEED = 42;
/**
 * Real time. The simulator speeds processes up by running its whole clock faster, so any other speed
 * would stamp orders, rewards and chart points ahead of the wall clock (and keep them there across
 * restarts). Reports still complete in 30 s; the world's history already holds every state to look at.
 */
export const LOCAL_SIMULATOR_SPEED = 1;

/** Dependencies of the embedded simulator. */
export interface LocalSimulatorDeps {
  start: StartSimulator;
  stateFile: string;
  profiles: ProfileService;
  secrets: ProfileSecrets;
  notices: NoticeService;
  now?: () => Date;
  /** Tests and benchmarks: an office of many customers (a new world only), a service latency (AppServicesOptions.localSimulator). */
  world?: Pick<SimulatorOptions, 'customers' | 'latencyMs'>;
}

/**
 * Starts the embedded simulator on a random loopback port and points the
 * built-in "Local simulator" profile at it, with its credential in the
 * keychain like any other profile's. Never throws: a simulator that cannot
 * start is reported as a notice and the app runs without it.
 */
export async function startLocalSimulator(deps: LocalSimulatorDeps): Promise<RunningSimulator | null> {
  const simulator = await startKeepingBadState(deps);
  if (!simulator) return null;
  const credential = simulator.credentials[0];
  if (!credential) {
    await simulator.stop();
    deps.notices.add({
      level: 'error',
      title: message('notices.simulator.unavailable'),
      message: message('notices.simulator.noKey'),
    });
    return null;
  }
  try {
    const record = await deps.profiles.upsertBuiltIn(simulator.baseUrl, credential.apiKey);
    await deps.secrets.set(record.id, credential.apiSecret);
  } catch (error) {
    deps.notices.add({
      level: 'warning',
      title: message('notices.simulator.notConnected'),
      message:
        error instanceof KeychainUnavailableError
          ? message('notices.simulator.noKeychain', { address: simulator.baseUrl, reason: error.reason })
          : message('notices.simulator.profileNotSaved', {
              address: simulator.baseUrl,
              reason: (error as Error).message,
            }),
    });
  }
  return simulator;
}

/** A damaged nonce file would be read as missing without a word: it is kept aside and said (the simulator then starts a new one). */
async function keepDamagedReplayFile(deps: LocalSimulatorDeps): Promise<void> {
  const path = replayFileOf(deps.stateFile);
  const damage = await jsonFileDamage(path).catch(() => null);
  if (damage === null) return;
  const words = {
    title: message('notices.simulator.noncesSetAside'),
    what: message('notices.simulator.noncesWhat'),
    why: damage,
    after: message('notices.simulator.noncesAfter'),
  };
  await keepDamaged(path, 'move', words, (notice) => void deps.notices.add(notice), deps.now?.());
}

async function startKeepingBadState(deps: LocalSimulatorDeps): Promise<RunningSimulator | null> {
  await keepDamagedReplayFile(deps);
  const options: SimulatorOptions = {
    host: '127.0.0.1',
    port: 0,
    seed: LOCAL_SIMULATOR_SEED,
    speed: LOCAL_SIMULATOR_SPEED,
    stateFile: deps.stateFile,
    // This install's own keys, kept in the state file: no two installs share a credential.
    randomCredentials: true,
    ...(deps.world?.customers === undefined ? {} : { customers: deps.world.customers }),
    ...(deps.world?.latencyMs === undefined ? {} : { latencyMs: deps.world.latencyMs }),
  };
  try {
    return await deps.start(options);
  } catch (error) {
    if (!(error instanceof StateFileError)) return failed(deps, error);
    // An unusable world is kept aside (never deleted) and a new one starts, like a corrupt profiles file.
    const backup = damagedCopyName(deps.stateFile, deps.now?.() ?? new Date());
    try {
      await rename(deps.stateFile, backup);
      const simulator = await deps.start(options);
      deps.notices.add({
        level: 'warning',
        title: message('notices.simulator.afresh'),
        message: message('notices.simulator.afreshMessage', {
          problem: error.message.replace(/ It was left unchanged;.*$/, ''),
          backup,
        }),
      });
      return simulator;
    } catch (retryError) {
      return failed(deps, retryError);
    }
  }
}

function failed(deps: LocalSimulatorDeps, error: unknown): null {
  // A data folder that cannot be written is said as such (which folder, why), never as the system's raw error.
  const problem = asStorageProblem(error, {
    what: message('main.storage.simulatedWorld'),
    folder: dirname(deps.stateFile),
  });
  deps.notices.add({
    level: 'error',
    title: message('notices.simulator.unavailable'),
    message: (translator) =>
      translator.t('notices.simulator.couldNotStart', {
        reason: isAppError(problem)
          ? problem.text(translator)
          : problem instanceof Error
            ? problem.message
            : String(problem),
      }),
  });
  return null;
}
