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
import { createLoansFeature } from './loans/feature';
import type { LoanMonitorOptions } from './loans/feature';
import type { LoanService } from './loans/loan-service';
import type { PriceAlertDeps, PriceAlertService } from './alerts/price-alert-service';
import { createAlertsFeature } from './alerts/feature';
import { priceAlertsFile } from './alerts/alerts-file';
import { priceSamplesFile } from './alerts/price-samples';
import type { BookService } from './book/book-service';
import { createBookFeature } from './book/feature';
import { worstState } from '../../shared/loans/state';
import { createStakingFeature } from './staking/feature';
import type { StakingService } from './staking/staking-service';
import type { HandlerTable } from './feature';
import { appHandlers } from './app/handlers';
import { connectionHandlers } from './clients/handlers';
import { customerHandlers } from './customers/handlers';
import { preferencesHandlers } from './preferences/handlers';
import { profileHandlers, secretHandlers } from './profiles/handlers';
import { requestLogHandlers } from './request-log/handlers';
import { readHandlers } from './reads';
import { versionedJsonFile } from './storage/versioned-json-file';
import { removeLeftoverTempFiles } from './storage/atomic-file';
import { reportKeychainAvailability, withMemoryFallback } from './secrets/memory-fallback';
import { observingSecrets } from './secrets/live-secrets';
import { CANNOT_CONFIRM, type ConfirmPort } from './confirm/confirm-port';
import { guardedOpenExternal } from './confirm/guarded-open';
import { createOriginGate, type OriginGate } from './confirm/origin-gate';
import { tightenFolder } from './storage/private-folder';
import type { TradingNotification } from './trading/order-watcher';
import type { TradingService, TradingServiceOptions } from './trading/trading-service';
import { createTradingFeature } from './trading/feature';
import type { ChooseSaveFile, ReportServiceDeps } from './reports/report-service';
import type { ReportService } from './reports/report-service';
import { createReportsFeature } from './reports/feature';

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
  /**
   * Asks the user outside the page (Electron: a native modal dialog shown by
   * main) before what the page must not decide alone: raising a limit, an
   * order above the confirmation threshold, a new service address, an unknown
   * link. Absent: nothing can confirm, so those are refused (browser mode).
   */
  confirm?: ConfirmPort;
  /** Opens an https URL in the system browser. */
  openExternal: (url: string) => Promise<void>;
  /** Writes text to the system clipboard (Electron's clipboard in main; absent: copying is refused). */
  copyText?: (text: string) => void;
  /** Applies new preferences outside the renderer (Electron: the native theme); absent: nothing to apply. */
  applyPreferences?: (value: Preferences) => void;
  requestLog?: { capacity?: number; maxBytes?: number; keep?: number };
  now?: () => Date;
  /** Shows a desktop notification (Electron's Notification in main; absent: none): trading desk events and price alerts. */
  notify?: (notification: Pick<TradingNotification, 'title' | 'body'> & { kind?: TradingNotification['kind'] | 'price-alert' }) => void;
  /** Price alerts: whether they are checked periodically (Electron main: yes; the desk checks on demand), test tuning. */
  priceAlerts?: { watch?: boolean } & Pick<PriceAlertDeps, 'intervalMs' | 'now' | 'maxBackoffMs'>;
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

/** The app's services (for the desk command and tests), every channel's handler, and shutdown. Plain Node: no Electron. */
export interface AppServices {
  /** Every IPC channel's handler, joined from the features (each closed over only what its feature needs). */
  readonly handlers: HandlerTable;
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
  readonly priceAlerts: PriceAlertService;
  readonly book: BookService;
  readonly requestLog: RequestLog;
  readonly appInfo: AppInfo;
  readonly openExternal: (url: string) => Promise<void>;
  /** Asks before the first request to a service address no profile uses (the page's profile dialog). */
  readonly origins: OriginGate;
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
  // mkdir's mode applies only to a folder it creates: one that existed with looser modes is tightened too,
  // and the statements archive with it.
  await tightenFolder(dataDir);
  await tightenFolder(join(dataDir, DATA_FILES.reportsArchive)).catch(() => undefined);
  // Saves interrupted by a crash left temp files beside their (intact) targets.
  await removeLeftoverTempFiles(dataDir).catch(() => undefined);
  const events = createEventBus();
  const notices = createNoticeService(events, options.now);
  // Without an OS keychain the built-in simulator's credential is held in memory for this run (never on disk);
  // every other secret is refused, and a notice says so.
  // Observed: the main-process error log masks every secret value main has held, keyword or not.
  const secretStore = observingSecrets(withMemoryFallback(options.secretStore, (account) => profiles.records().some((record) => record.id === account && record.builtIn)));
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
  // Loaded first, then applied: `f?.(await init())` would skip loading altogether where nothing applies them (desk, browser mode).
  const loadedPreferences = await preferences.init();
  options.applyPreferences?.(loadedPreferences);
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
  const notice = (fields: Parameters<NoticeService['add']>[0]) => void notices.add(fields);
  const staking = await createStakingFeature({
    clients,
    customers,
    journalPath: join(dataDir, DATA_FILES.stakingJournal),
    notice,
    // The profile's pre-trade limits, kept by the trading desk (created below; asked only once a request arrives).
    maxSharePercent: async (profileId) => (await trading.service.limits(profileId)).stakingMaxSharePercent,
    ...(options.now ? { now: options.now } : {}),
  });
  const trading = await createTradingFeature({
    dataDir,
    clients,
    profiles,
    customers,
    events,
    notify: (notification) => options.notify?.(notification),
    notice,
    confirm: options.confirm ?? CANNOT_CONFIRM,
    notices,
    ...(options.trading ? { tuning: options.trading } : {}),
  });
  const loans = await createLoansFeature({ dataDir, profiles, clients, events, notices, options: options.loans });
  const { watch: watchPrices, ...priceTuning } = options.priceAlerts ?? {};
  const alerts = await createAlertsFeature({
    profiles,
    clientFor: (profileId) => clients.clientFor(profileId),
    file: priceAlertsFile(dataDir),
    samplesFile: priceSamplesFile(dataDir),
    events,
    notify: (notification) => options.notify?.({ ...notification, kind: 'price-alert' }),
    notice: (message) => notice({ level: 'warning', title: 'Price alerts', message }),
    ...(watchPrices ? { watch: true } : {}),
    ...priceTuning,
  });
  const book = createBookFeature({
    clientFor: (profileId) => clients.clientFor(profileId),
    // The loan monitor's state, not a request: its last cycle's portfolios of this customer.
    worstLoanState: (profileId, customer) => {
      const states = loans.service.overview(profileId).portfolios.filter((status) => status.customer === customer).map((status) => status.state);
      return states.length === 0 ? null : worstState(states);
    },
    basis: () => preferences.get().dashboard.priceBasis,
    officeCurrency: () => preferences.get().dashboard.officeCurrency,
    events,
    ...(options.now ? { now: () => (options.now as () => Date)().getTime() } : {}),
  });
  const reports = createReportsFeature({
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
    notice,
  });
  // A damaged archive manifest is named in a notice at start (the entry is left untouched and not listed).
  void reports.service.scanArchive().catch(() => undefined);
  const confirm = options.confirm ?? CANNOT_CONFIRM;
  // Main asks before a host that is neither the service's nor the documentation's (a native dialog; refused where none).
  const openExternal = guardedOpenExternal({
    open: options.openExternal,
    confirm,
    trustedHosts: () => profiles.records().map((record) => new URL(record.baseUrl).hostname),
  });
  const origins = createOriginGate({ confirm, knownOrigins: () => profiles.records().map((record) => new URL(record.baseUrl).origin) });
  const appInfo = { ...options.appInfo, dataFolder: dataDir };
  const copyText =
    options.copyText ??
    (() => {
      throw new AppError('internal', 'Copying is not available here.');
    });
  const handlers: HandlerTable = {
    ...appHandlers({ appInfo, notices, copyText, openExternal }),
    ...profileHandlers({ profiles, secretStore, clients, origins, initialLimits: (id, limits) => trading.service.setInitialLimits(id, limits) }),
    ...secretHandlers(secrets),
    ...customerHandlers(customers, connection),
    ...requestLogHandlers(requestLog),
    ...connectionHandlers(clients, connection),
    // The office currency is checked against what the active profile's service prices in (the Book's currencies).
    ...preferencesHandlers(preferences, async () => {
      const active = profiles.active();
      return active === null ? null : book.service.currencies(active.id);
    }),
    ...staking.handlers,
    ...trading.handlers,
    ...loans.handlers,
    ...reports.handlers,
    ...alerts.handlers,
    ...book.handlers,
    ...readHandlers(clients),
  };

  let stopping: Promise<void> | undefined;
  return {
    handlers,
    events,
    notices,
    profiles,
    secrets,
    secretStore,
    clients,
    connection,
    customers,
    preferences,
    staking: staking.service,
    trading: trading.service,
    loans: loans.service,
    reports: reports.service,
    priceAlerts: alerts.service,
    book: book.service,
    requestLog,
    appInfo,
    openExternal,
    origins,
    copyText,
    simulator,
    shutdown: () =>
      (stopping ??= (async () => {
        reports.service.close();
        await trading.service.close();
        await loans.service.watchdog.stop();
        await alerts.service.stop();
        connection.close();
        await clients.close();
        await (await simulator)?.stop();
        await requestLog.flush();
      })()),
  };
}
