import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { AppInfo } from '../../shared/ipc/schemas/app';
import type { RunningSimulator } from '../simulator/server/simulator';
import { CustomerService } from './customers/customer-service';
import type { EventBus } from './events';
import { createEventBus } from './events';
import type { StartSimulator } from './local-simulator/local-simulator';
import { startLocalSimulator } from './local-simulator/local-simulator';
import type { NoticeService } from './notices/notice-service';
import { createNoticeService } from './notices/notice-service';
import { PROFILES_FILE_VERSION, profilesFile } from './profiles/profile-record';
import { ProfileSecrets } from './profiles/profile-secrets';
import { ProfileService } from './profiles/profile-service';
import { RequestLog } from './request-log/request-log';
import { createRotatingFile } from './request-log/rotating-file';
import type { SecretStore } from './secrets/secret-store';
import type { ClientFactory } from './session/session';
import { Session } from './session/session';
import { versionedJsonFile } from './storage/versioned-json-file';

/** Files in the user data folder. */
export const DATA_FILES = {
  profiles: 'profiles.json',
  requestLog: 'request-log.jsonl',
  simulatorState: 'simulator-state.json',
} as const;

/** What the app's services need from the outside (Electron supplies these in main; tests supply their own). */
export interface AppServicesOptions {
  /** The user data folder. */
  dataDir: string;
  secretStore: SecretStore;
  createClient: ClientFactory;
  /** The embedded simulator; null: none (tests that bring their own service). */
  startSimulator: StartSimulator | null;
  appInfo: Omit<AppInfo, 'dataFolder'>;
  /** Opens an https URL in the system browser. */
  openExternal: (url: string) => Promise<void>;
  requestLog?: { capacity?: number; maxBytes?: number; keep?: number };
  now?: () => Date;
}

/** Every service the IPC handlers use, plus shutdown. Plain Node: no Electron. */
export interface AppServices {
  readonly events: EventBus;
  readonly notices: NoticeService;
  readonly profiles: ProfileService;
  readonly secrets: ProfileSecrets;
  readonly secretStore: SecretStore;
  readonly session: Session;
  readonly customers: CustomerService;
  readonly requestLog: RequestLog;
  readonly appInfo: AppInfo;
  readonly openExternal: (url: string) => Promise<void>;
  /** The embedded simulator once started (null: none or it failed; a notice says why). */
  readonly simulator: Promise<RunningSimulator | null>;
  /** Stops the simulator (its state is saved), closes connections, flushes the request log. */
  shutdown(): Promise<void>;
}

/**
 * Creates the services: loads profiles and starts the embedded simulator in
 * the background, so the app answers at once; calls through the built-in
 * profile wait for the simulator (Session).
 */
export async function createAppServices(options: AppServicesOptions): Promise<AppServices> {
  const { dataDir } = options;
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  const events = createEventBus();
  const notices = createNoticeService(events, options.now);
  const file = versionedJsonFile(join(dataDir, DATA_FILES.profiles), profilesFile, {
    version: PROFILES_FILE_VERSION,
    ...(options.now ? { now: options.now } : {}),
  });
  const profiles = new ProfileService({ file, secrets: options.secretStore, events, notices, ...(options.now ? { now: options.now } : {}) });
  await profiles.init();
  const secrets = new ProfileSecrets(profiles, options.secretStore);

  let logFailureReported = false;
  const requestLog = new RequestLog({
    events,
    file: createRotatingFile(join(dataDir, DATA_FILES.requestLog), {
      maxBytes: options.requestLog?.maxBytes ?? 5 * 1024 * 1024,
      keep: options.requestLog?.keep ?? 3,
    }),
    capacity: options.requestLog?.capacity ?? 1000,
    onWriteError: (error) => {
      if (logFailureReported) return;
      logFailureReported = true;
      notices.add({
        level: 'warning',
        title: 'Request log not saved',
        message: `Requests are still listed in the app, but the log file could not be written: ${(error as Error).message}`,
      });
    },
  });
  const simulator = options.startSimulator
    ? startLocalSimulator({
        start: options.startSimulator,
        stateFile: join(dataDir, DATA_FILES.simulatorState),
        profiles,
        secrets,
        notices,
        ...(options.now ? { now: options.now } : {}),
      }).catch((error: unknown) => {
        notices.add({ level: 'error', title: 'Local simulator unavailable', message: `The local simulator could not start: ${(error as Error).message}` });
        return null;
      })
    : Promise.resolve(null);
  const session = new Session({ profiles, secrets, requestLog, createClient: options.createClient, simulatorStarted: simulator });
  const customers = new CustomerService(profiles, session);

  let stopping: Promise<void> | undefined;
  return {
    events,
    notices,
    profiles,
    secrets,
    secretStore: options.secretStore,
    session,
    customers,
    requestLog,
    appInfo: { ...options.appInfo, dataFolder: dataDir },
    openExternal: options.openExternal,
    simulator,
    shutdown: () =>
      (stopping ??= (async () => {
        await session.close();
        await (await simulator)?.stop();
        await requestLog.flush();
      })()),
  };
}
