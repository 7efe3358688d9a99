import { mkdir, realpath, rename, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { RunningSimulator } from '../simulator/server/simulator';
import type { AppServicesOptions } from './app-options';
import { DATA_FILES } from './app-options';
import { ClientPool } from './clients/client-pool';
import { ConnectionTracker, LINK_PROBE_INTERVAL_MS } from './clients/connection-tracker';
import { acceptsConnections } from '../platform/tcp-probe';
import { CustomerService } from './customers/customer-service';
import type { EventBus } from './events';
import { createEventBus } from './events';
import { startLocalSimulator, type LocalSimulatorDeps, type StartSimulator } from './local-simulator/local-simulator';
import type { NoticeService } from './notices/notice-service';
import { createNoticeService } from './notices/notice-service';
import { ENGLISH } from './i18n/english';
import { createLanguageService, type LanguageService } from './preferences/language';
import { PreferencesService, preferencesFileAt } from './preferences/preferences-service';
import { inMemorySaves } from './profiles/in-memory-saves';
import { PROFILES_FILE_VERSION, profilesFile } from './profiles/profile-record';
import { ProfileNetworkSettings } from './profiles/network-settings';
import { ProfileSecrets } from './profiles/profile-secrets';
import { ProfileService } from './profiles/profile-service';
import { RequestLog } from './request-log/request-log';
import { createRotatingFile } from './request-log/rotating-file';
import { observingSecrets } from './secrets/live-secrets';
import { reportKeychainAvailability, withMemoryFallback } from './secrets/memory-fallback';
import type { SecretStore } from './secrets/secret-store';
import { checkWritable, removeLeftoverTempFiles } from './storage/atomic-file';
import { setAsideLinks } from './storage/data-folder-links';
import { jsonLinesDamage, keepDamaged } from './storage/damaged-file';
import { tightenFolder } from './storage/private-folder';
import type { AppFolders } from './storage/app-folders';
import { createStorageReporter, isStorageFailure, type StorageReporter } from './storage/storage-failure';
import { versionedJsonFile } from './storage/versioned-json-file';
import { message } from '../../shared/i18n/message';

/**
 * What every feature builds on: the data folder, events and notices, the
 * saved profiles and their secrets, preferences, the request log, the
 * embedded simulator and one service client per profile.
 */
export interface CoreServices {
  /** Where the logs and the statement archive are (the archive may have stayed where an older version kept it). */
  readonly folders: AppFolders;
  readonly events: EventBus;
  readonly notices: NoticeService;
  /** File-system failures as storage problems, told once in a notice. */
  readonly storage: StorageReporter;
  /** The keychain as the app uses it (memory fallback for the built-in profile, observed for the error log's masking). */
  readonly secretStore: SecretStore;
  readonly profiles: ProfileService;
  readonly secrets: ProfileSecrets;
  /** Each profile's proxy and certificate authority file. */
  readonly network: ProfileNetworkSettings;
  readonly preferences: PreferencesService;
  /** The language of main's words, from the preference and the system's languages. */
  readonly language: LanguageService;
  readonly requestLog: RequestLog;
  /** The embedded simulator once started (null: none or it failed; a notice says why). */
  readonly simulator: Promise<RunningSimulator | null>;
  readonly clients: ClientPool;
  readonly customers: CustomerService;
  readonly connection: ConnectionTracker;
}

/**
 * Prepares the data folder: private modes (existing folders too) and no temp
 * files of saves a crash interrupted. A folder that cannot be written (read-only,
 * no permission) does not stop the start: the storage reporter says so once.
 */
async function prepareDataFolder(
  dataDir: string,
  folders: AppFolders,
  storage: StorageReporter,
  notices: NoticeService,
  now?: () => Date,
): Promise<void> {
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  await mkdir(folders.logs, { recursive: true, mode: 0o700 }).catch((error: unknown) => reportOrThrow(storage, error));
  // The folder the user chose may itself be a link (another disk); links inside it are set aside, never followed.
  const linkNotice = (notice: Parameters<NoticeService['add']>[0]) => void notices.add(notice);
  await setAsideLinks(dataDir, linkNotice, now).catch((error: unknown) => reportOrThrow(storage, error));
  await setAsideLinks(folders.logs, linkNotice, now).catch((error: unknown) => reportOrThrow(storage, error));
  await setAsideLinks(folders.archive, linkNotice, now).catch((error: unknown) => reportOrThrow(storage, error));
  // mkdir's mode applies only to a folder it creates: one that existed with looser modes is tightened too,
  // and the statements archive with it.
  await realpath(dataDir)
    .then(tightenFolder)
    .catch((error: unknown) => reportOrThrow(storage, error));
  await tightenFolder(folders.archive).catch(() => undefined);
  // Saves interrupted by a crash left temp files beside their (intact) targets.
  await removeLeftoverTempFiles(dataDir).catch(() => undefined);
  await checkWritable(dataDir).catch((error: unknown) => reportOrThrow(storage, error));
}

/**
 * The statement archive's folder: where it is to be (on Windows the local application data folder) unless
 * only the data folder has one (an older version's): that one is moved there, or, when it cannot be moved
 * (another disk), used where it is. Statements are never left behind unseen.
 */
async function settleArchive(dataDir: string, wanted: string): Promise<string> {
  const old = join(dataDir, DATA_FILES.reportsArchive);
  if (wanted === old || (await exists(wanted)) || !(await exists(old))) return wanted;
  try {
    await mkdir(dirname(wanted), { recursive: true, mode: 0o700 });
    await rename(old, wanted);
    return wanted;
  } catch {
    return old;
  }
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

/** A storage failure is told (once) and the start goes on; anything else stops it as before. */
function reportOrThrow(storage: StorageReporter, error: unknown): void {
  if (!isStorageFailure(error)) throw error;
  storage.problem(error);
}

/** Where the logs go: the window's logs path, or the data folder's logs folder. */
export function logsFolder(options: Pick<AppServicesOptions, 'dataDir' | 'folders'>): string {
  return options.folders?.logs ?? join(options.dataDir, 'logs');
}

/** The request log with its rotating file; a damaged file is kept aside at start and a write failure is named once, each in a notice. */
async function createRequestLog(
  options: AppServicesOptions,
  events: EventBus,
  notices: NoticeService,
): Promise<RequestLog> {
  let logFailureReported = false;
  const path = join(logsFolder(options), options.requestLogName ?? DATA_FILES.requestLog);
  const damage = await jsonLinesDamage(path).catch(() => null);
  if (damage !== null) {
    const words = {
      title: message('notices.requestLog.setAside'),
      what: message('notices.requestLog.what'),
      why: damage,
      after: message('notices.requestLog.after'),
    };
    await keepDamaged(path, 'move', words, (notice) => void notices.add(notice), options.now?.());
  }
  return new RequestLog({
    events,
    file: createRotatingFile(path, {
      maxBytes: options.requestLog?.maxBytes ?? 5 * 1024 * 1024,
      keep: options.requestLog?.keep ?? 3,
    }),
    capacity: options.requestLog?.capacity ?? 1000,
    onWriteError: (error) => {
      if (logFailureReported) return;
      logFailureReported = true;
      notices.add({
        level: 'warning',
        title: message('notices.requestLog.title'),
        message: message('notices.requestLog.message', { reason: (error as Error).message }),
      });
    },
  });
}

/**
 * Loads profiles and preferences and starts the embedded simulator in the
 * background, so the app answers at once; calls through the built-in profile
 * wait for the simulator (ClientPool).
 */
export async function createCoreServices(options: AppServicesOptions): Promise<CoreServices> {
  const { dataDir } = options;
  const now = options.now ? { now: options.now } : {};
  const events = createEventBus();
  // Notices can come before the language is known (a damaged preferences file): English until then, the user's after.
  const spoken: { language?: LanguageService } = {};
  const notices = createNoticeService(events, options.now, () => spoken.language?.translator() ?? ENGLISH);
  const storage = createStorageReporter(dataDir, notices);
  const folders: AppFolders = {
    logs: logsFolder(options),
    archive: await settleArchive(dataDir, options.folders?.archive ?? join(dataDir, DATA_FILES.reportsArchive)),
  };
  await prepareDataFolder(dataDir, folders, storage, notices, options.now);
  // Without an OS keychain the built-in simulator's credential is held in memory for this run (never on disk);
  // every other secret is refused, and a notice says so.
  // Observed: the main-process error log masks every secret value main has held, keyword or not.
  const secretStore = observingSecrets(
    withMemoryFallback(options.secretStore, (account) =>
      profiles.records().some((record) => record.id === account && record.builtIn),
    ),
  );
  void reportKeychainAvailability(options.secretStore, notices);
  const file =
    options.profileStorage === 'memory'
      ? inMemorySaves(join(dataDir, DATA_FILES.profiles))
      : versionedJsonFile(join(dataDir, DATA_FILES.profiles), profilesFile, {
          version: PROFILES_FILE_VERSION,
          newer: 'read-only',
          ...now,
        });
  const profiles = new ProfileService({ file, secrets: secretStore, events, notices, ...now });
  await profiles.init();
  const preferences = new PreferencesService({
    file: preferencesFileAt(join(dataDir, DATA_FILES.preferences)),
    notices,
    onChange: (value) => {
      options.applyPreferences?.(value);
      events.emit('preferencesChanged', value);
    },
  });
  // Loaded first, then applied: `f?.(await init())` would skip loading altogether where nothing applies them (desk, browser mode).
  const loadedPreferences = await preferences.init();
  const language = await createLanguageService({
    choice: () => preferences.get().language,
    systemLanguages: options.systemLanguages,
  });
  spoken.language = language;
  options.applyPreferences?.(loadedPreferences);
  const secrets = new ProfileSecrets(profiles, secretStore);
  const network = new ProfileNetworkSettings({
    profiles,
    store: secretStore,
    dataDir,
    ...(options.chooseCaFile ? { chooseCaFile: options.chooseCaFile } : {}),
  });
  const requestLog = await createRequestLog(options, events, notices);
  const { simulator, builtInReady } = startBuiltInSimulator(options, { profiles, secrets, notices, storage });
  const clients = new ClientPool({
    profiles,
    secrets,
    requestLog,
    createClient: options.createClient,
    simulatorStarted: builtInReady,
    network: (record) => network.networkFor(record),
  });
  const customers = new CustomerService(profiles, clients);
  // The top bar follows a service that went away within 2 s, whatever the screen (a TCP check while no request is made).
  const probe =
    options.linkProbe === null
      ? {}
      : {
          probe: options.linkProbe ?? {
            reachable: (baseUrl: string) => acceptsConnections(baseUrl, LINK_PROBE_INTERVAL_MS),
            intervalMs: LINK_PROBE_INTERVAL_MS,
          },
        };
  const connection = new ConnectionTracker({ profiles, clients, customers, events, ...probe });
  return {
    folders,
    events,
    notices,
    storage,
    secretStore,
    profiles,
    secrets,
    network,
    preferences,
    language,
    requestLog,
    simulator,
    clients,
    customers,
    connection,
  };
}

/**
 * The embedded simulator, started in the background; builtInReady settles
 * when the built-in profile's calls may go: it fails with a storage problem
 * when the simulator could not start for want of a writable data folder, so
 * those calls say that instead of failing to reach last run's address.
 */
function startBuiltInSimulator(
  options: AppServicesOptions,
  deps: Pick<LocalSimulatorDeps, 'profiles' | 'secrets' | 'notices'> & { storage: StorageReporter },
): { simulator: Promise<RunningSimulator | null>; builtInReady: Promise<unknown> } {
  const startSimulator = options.startSimulator;
  if (!startSimulator) return { simulator: Promise.resolve(null), builtInReady: Promise.resolve(null) };
  let failure: unknown = null;
  const start: StartSimulator = (simulatorOptions) =>
    startSimulator(simulatorOptions).catch((error: unknown) => {
      failure = error;
      throw error;
    });
  const { storage, ...rest } = deps;
  const simulator = startLocalSimulator({
    ...rest,
    start,
    stateFile: join(options.dataDir, DATA_FILES.simulatorState),
    ...(options.now ? { now: options.now } : {}),
    ...(options.localSimulator ? { world: options.localSimulator } : {}),
  }).catch((error: unknown) => {
    deps.notices.add({
      level: 'error',
      title: message('notices.simulator.unavailable'),
      message: message('notices.simulator.couldNotStart', { reason: (error as Error).message }),
    });
    return null;
  });
  const builtInReady = simulator.then((running) => {
    if (running === null && isStorageFailure(failure)) {
      throw storage.problem(failure, {
        what: message('main.storage.simulatorWorld'),
        folder: options.dataDir,
      });
    }
    return running;
  });
  builtInReady.catch(() => undefined);
  return { simulator, builtInReady };
}
