import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Preferences } from '../../shared/ipc/schemas/preferences';
import type { AppInfo } from '../../shared/ipc/schemas/app';
import type { RunningSimulator } from '../simulator/server/simulator';
import { CustomerService } from './customers/customer-service';
import { AppError } from './errors';
import type { EventBus } from './events';
import { createEventBus } from './events';
import type { StartSimulator } from './local-simulator/local-simulator';
import { startLocalSimulator } from './local-simulator/local-simulator';
import type { NoticeService } from './notices/notice-service';
import { createNoticeService } from './notices/notice-service';
import { inMemorySaves } from './profiles/in-memory-saves';
import { PROFILES_FILE_VERSION, profilesFile } from './profiles/profile-record';
import { PreferencesService, preferencesFileAt } from './preferences/preferences-service';
import { ProfileSecrets } from './profiles/profile-secrets';
import { ProfileService } from './profiles/profile-service';
import { RequestLog } from './request-log/request-log';
import { createRotatingFile } from './request-log/rotating-file';
import type { SecretStore } from './secrets/secret-store';
import type { ClientFactory } from './clients/client-pool';
import { ClientPool } from './clients/client-pool';
import { ConnectionTracker } from './clients/connection-tracker';
import { createLoanService } from './loans/create';
import type { LoanMonitorOptions } from './loans/create';
import type { LoanService } from './loans/loan-service';
import { StakingJournal } from './staking/journal';
import { StakingService } from './staking/staking-service';
import { versionedJsonFile } from './storage/versioned-json-file';
import { removeLeftoverTempFiles } from './storage/atomic-file';
import { reportKeychainAvailability, withMemoryFallback } from './secrets/memory-fallback';
import type { TradingNotification } from './trading/order-watcher';
import type { TradingService, TradingServiceOptions } from './trading/trading-service';
import { createTradingService } from './trading/trading-service';
import { connectionRef } from './trading/connection-ref';
import type { ChooseSaveFile, ReportServiceDeps } from './reports/report-service';
import { ReportService } from './reports/report-service';

/** Files in the user data folder. */
export const DATA_FILES = {
  profiles: 'profiles.json',
  requestLog: 'request-log.jsonl',
  simulatorState: 'simulator-state.json',
  preferences: 'preferences.json',
  stakingJournal: 'staking-orders.json',
  /** Folder of archived statements (raw JSON + manifest each). */
  reportsArchive: 'reports',
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
  /** Writes text to the system clipboard (Electron's clipboard in main; absent: copying is refused). */
  copyText?: (text: string) => void;
  /** Applies new preferences outside the renderer (Electron: the native theme); absent: nothing to apply. */
  applyPreferences?: (value: Preferences) => void;
  requestLog?: { capacity?: number; maxBytes?: number; keep?: number };
  now?: () => Date;
  /** Shows a desktop notification (Electron's Notification in main; absent: none). */
  notify?: (notification: TradingNotification) => void;
  /** The loan LTV monitor: whether the watchdog runs, its desktop hooks (notification, badge), test tuning. */
  loans?: LoanMonitorOptions;
  /** Trading desk timing (tests: short timeouts and backoff). */
  trading?: TradingServiceOptions['tuning'];
  /**
   * 'memory': profiles.json is read but never written; profile changes (the
   * desk command's active profile, selected customer, environment key) last
   * for this process only. Default 'file'.
   */
  profileStorage?: 'file' | 'memory';
  /** The request log's file name in dataDir (the desk command logs beside the window, not into its file). */
  requestLogName?: string;
  /** Asks where to save an export (Electron's save dialog; e2e stubs it); absent: exports need an explicit path. */
  chooseSaveFile?: ChooseSaveFile;
  /** Report polling tuning (tests). */
  reports?: ReportServiceDeps['fetch'];
  /** Report decoding (tests: a decoder that sends every report to its worker). */
  reportDecoder?: ReportServiceDeps['decoder'];
}

/** Every service the IPC handlers use, plus shutdown. Plain Node: no Electron. */
export interface AppServices {
  readonly events: EventBus;
  readonly notices: NoticeService;
  readonly profiles: ProfileService;
  readonly secrets: ProfileSecrets;
  readonly secretStore: SecretStore;
  /** One service client per profile. */
  readonly clients: ClientPool;
  /** The active connection's state, owned by main and pushed as connectionChanged. */
  readonly connection: ConnectionTracker;
  readonly customers: CustomerService;
  readonly preferences: PreferencesService;
  /** Staking orders (journaled before sending), payout changes, reward ranges. */
  readonly staking: StakingService;
  /** The loan LTV monitor (watchdog, alerts, history). */
  readonly loans: LoanService;
  /** The trading desk: journaled placement and cancel, reconciliation, the order watcher, settings. */
  readonly trading: TradingService;
  /** Statements: create and poll, offline archive, row windows, Excel export in a worker. */
  readonly reports: ReportService;
  readonly requestLog: RequestLog;
  readonly appInfo: AppInfo;
  readonly openExternal: (url: string) => Promise<void>;
  readonly copyText: (text: string) => void;
  /** The embedded simulator once started (null: none or it failed; a notice says why). */
  readonly simulator: Promise<RunningSimulator | null>;
  /** Stops the simulator (its state is saved), closes connections, flushes the request log. */
  shutdown(): Promise<void>;
}

/**
 * Creates the services: loads profiles and starts the embedded simulator in
 * the background, so the app answers at once; calls through the built-in
 * profile wait for the simulator (ClientPool).
 */
export async function createAppServices(options: AppServicesOptions): Promise<AppServices> {
  const { dataDir } = options;
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  // Saves interrupted by a crash left temp files beside their (intact) targets.
  await removeLeftoverTempFiles(dataDir).catch(() => undefined);
  const events = createEventBus();
  const notices = createNoticeService(events, options.now);
  // Without an OS keychain the built-in simulator's credential is held in memory for this run (never on disk);
  // every other secret is refused, and a notice says so.
  const secretStore = withMemoryFallback(options.secretStore, (account) => profiles.records().some((record) => record.id === account && record.builtIn));
  void reportKeychainAvailability(options.secretStore, notices);
  const file =
    options.profileStorage === 'memory'
      ? inMemorySaves(join(dataDir, DATA_FILES.profiles))
      : versionedJsonFile(join(dataDir, DATA_FILES.profiles), profilesFile, {
          version: PROFILES_FILE_VERSION,
          newer: 'read-only',
          ...(options.now ? { now: options.now } : {}),
        });
  const profiles = new ProfileService({ file, secrets: secretStore, events, notices, ...(options.now ? { now: options.now } : {}) });
  await profiles.init();
  const preferences = new PreferencesService({
    file: preferencesFileAt(join(dataDir, DATA_FILES.preferences)),
    notices,
    onChange: (value) => {
      options.applyPreferences?.(value);
      events.emit('preferencesChanged', value);
    },
  });
  options.applyPreferences?.(await preferences.init());
  const secrets = new ProfileSecrets(profiles, secretStore);

  let logFailureReported = false;
  const requestLog = new RequestLog({
    events,
    file: createRotatingFile(join(dataDir, options.requestLogName ?? DATA_FILES.requestLog), {
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
  const clients = new ClientPool({ profiles, secrets, requestLog, createClient: options.createClient, simulatorStarted: simulator });
  const customers = new CustomerService(profiles, clients);
  const connection = new ConnectionTracker({ profiles, clients, customers, events });
  const staking = new StakingService({
    clients,
    journal: await StakingJournal.open(join(dataDir, DATA_FILES.stakingJournal), { notice: (notice) => notices.add(notice) }),
    customerOf: async (profileId, customerNumber) => {
      const list = await customers.list();
      return list.profileId === profileId ? (list.customers.find((customer) => customer.customerNumber === customerNumber) ?? null) : null;
    },
    ...(options.now ? { now: options.now } : {}),
  });
  const trading = await createTradingService({
    dataDir,
    activeClient: async (profileId) => (await clients.activeAs(profileId)).client,
    connectionOf: (profileId) => {
      const record = profiles.records().find((candidate) => candidate.id === profileId);
      return record ? connectionRef(record) : null;
    },
    // An entry of a profile that is gone (the desk's unsaved profile of an earlier run) is checked through a
    // profile with the same address and key, never through another service.
    anyClient: (profileId, connection) => {
      const records = profiles.records();
      const match = records.find((candidate) => candidate.id === profileId) ?? records.find((candidate) => connection !== null && connectionRef(candidate) === connection);
      if (!match) throw new AppError('not-found', 'No profile reaches the service and API key this order was placed with; add it again to check the order.');
      return clients.clientFor(match.id);
    },
    customerOf: async (profileId, customerNumber) => {
      const list = await customers.list();
      return list.profileId === profileId ? (list.customers.find((customer) => customer.customerNumber === customerNumber) ?? null) : null;
    },
    entryChanged: (entry) => events.emit('tradingJournalChanged', { profileId: entry.profileId, entry }),
    orderUpdated: (profileId, customer, order) => events.emit('orderUpdated', { profileId, customer, order }),
    notify: (notification) => options.notify?.(notification),
    notice: (notice) => notices.add(notice),
    ...(options.trading ? { tuning: options.trading } : {}),
  });

  const loans = await createLoanService({ dataDir, profiles, clients, events, notices, options: options.loans });

  const reports = new ReportService({
    clients,
    events,
    folder: join(dataDir, DATA_FILES.reportsArchive),
    appVersion: options.appInfo.version,
    chooseSaveFile:
      options.chooseSaveFile ??
      (() => {
        throw new AppError('internal', 'Choosing a file is not available here.');
      }),
    ...(options.now ? { now: options.now } : {}),
    ...(options.reports ? { fetch: options.reports } : {}),
    ...(options.reportDecoder ? { decoder: options.reportDecoder } : {}),
    notice: (notice) => notices.add(notice),
  });
  // Reports a previous run was still waiting for: polled again by id, never created twice.
  void reports.resumeJournaled().catch((error: unknown) => console.error('report journal could not be resumed', error));

  let stopping: Promise<void> | undefined;
  return {
    events,
    notices,
    profiles,
    secrets,
    secretStore,
    clients,
    connection,
    customers,
    preferences,
    staking,
    trading,
    loans,
    reports,
    requestLog,
    appInfo: { ...options.appInfo, dataFolder: dataDir },
    openExternal: options.openExternal,
    copyText:
      options.copyText ??
      (() => {
        throw new AppError('internal', 'Copying is not available here.');
      }),
    simulator,
    shutdown: () =>
      (stopping ??= (async () => {
        reports.close();
        await trading.close();
        await loans.watchdog.stop();
        connection.close();
        await clients.close();
        await (await simulator)?.stop();
        await requestLog.flush();
      })()),
  };
}
