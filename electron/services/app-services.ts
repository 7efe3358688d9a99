import type { AppInfo } from '../../shared/ipc/schemas/app';
import type { RunningSimulator } from '../simulator/server/simulator';
import type { MoneyGuards } from './guards/money-guards';
import type { PriceAlertService } from './alerts/price-alert-service';
import type { AppServicesOptions } from './app-options';
import { createFeatures } from './app-features';
import { appHandlers } from './app/handlers';
import type { BookService } from './book/book-service';
import type { ClientPool } from './clients/client-pool';
import type { ConnectionTracker } from './clients/connection-tracker';
import { connectionHandlers } from './clients/handlers';
import { CANNOT_CONFIRM } from './confirm/confirm-port';
import { guardedOpenExternal } from './confirm/guarded-open';
import { createOriginGate, type OriginGate } from './confirm/origin-gate';
import { createCoreServices } from './core-services';
import type { CustomerService } from './customers/customer-service';
import { customerHandlers } from './customers/handlers';
import { createBackupService, type BackupService } from './backup/backup-service';
import { createBackupFeature } from './backup/feature';
import { runningAppTarget } from './backup/restore-target';
import { createDiagnosticsFeature, type DiagnosticsService } from './diagnostics/feature';
import { DATA_FILES } from './app-options';
import { AppError } from './errors';
import type { EventBus } from './events';
import type { HandlerTable } from './feature';
import type { LoanService } from './loans/loan-service';
import type { NoticeService } from './notices/notice-service';
import { preferencesHandlers } from './preferences/handlers';
import type { LanguageService } from './preferences/language';
import type { PreferencesService } from './preferences/preferences-service';
import { profileHandlers, secretHandlers } from './profiles/handlers';
import type { ProfileSecrets } from './profiles/profile-secrets';
import type { ProfileService } from './profiles/profile-service';
import { readHandlers } from './reads';
import type { ReportService } from './reports/report-service';
import type { BatchService } from './batch/batch-service';
import { requestLogHandlers } from './request-log/handlers';
import type { RequestLog } from './request-log/request-log';
import type { SecretStore } from './secrets/secret-store';
import type { StorageReporter } from './storage/storage-failure';
import type { StakingService } from './staking/staking-service';
import type { TradingService } from './trading/trading-service';
import { message } from '../../shared/i18n/message';
import { createUpdatesFeature } from './updates/feature';
import { readOfficeUpdateSettings } from './updates/office-settings';
import type { UpdateService } from './updates/update-service';
import { watchClockJumps } from './power/clock-jumps';
import { loginItemHandlers } from './startup/login-item';
import { createWakeReaction, type WakeCause } from './power/wake';

// The composition root's options and data files are part of its API (main, browser mode, the desk command, tests).
export { DATA_FILES } from './app-options';
export type { AppServicesOptions } from './app-options';

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
  /** The language of every word main shows (errors, notices, dialogs, notifications, the tray and menu). */
  readonly language: LanguageService;
  /** Staking orders (journaled before sending), payout changes, reward ranges. */
  readonly staking: StakingService;
  /** The loan LTV monitor (watchdog, alerts, history). */
  readonly loans: LoanService;
  /** The trading desk: journaled placement and cancel, reconciliation, the order watcher, settings. */
  readonly trading: TradingService;
  /** Statements: create and poll, offline archive, row windows, Excel export in a worker. */
  readonly reports: ReportService;
  /** The month-end run: statements for many customers in one journaled job. */
  readonly batch: BatchService;
  /** The limits and main's confirmations that trading and staking are built with. */
  readonly guards: MoneyGuards;
  readonly priceAlerts: PriceAlertService;
  readonly book: BookService;
  /** Help → Copy diagnostics and `desk diagnostics`: the scrubbed report. */
  readonly diagnostics: DiagnosticsService;
  /** Settings → Backup and its restore in the running app. */
  readonly backup: BackupService;
  /** The update check (Settings → Updates, Help → Check for updates): at start and daily where options.updates says so. */
  readonly updates: UpdateService;
  readonly requestLog: RequestLog;
  /** The machine woke (Electron's powerMonitor, or a clock jump): clocks measured again, watches checked, screens reloaded. */
  readonly power: { wake(cause: WakeCause): Promise<void> };
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
 * The composition root: the core services (core-services.ts), the feature
 * modules over narrow ports of them (app-features.ts), the app's own links
 * (external links, new service addresses, the clipboard), every channel's
 * handler joined from them, and shutdown in order.
 */
export async function createAppServices(options: AppServicesOptions): Promise<AppServices> {
  const core = await createCoreServices(options);
  const {
    events,
    notices,
    profiles,
    secrets,
    secretStore,
    preferences,
    requestLog,
    clients,
    customers,
    connection,
    simulator,
  } = core;
  const { staking, trading, loans, alerts, book, reports, batch, guards } = await createFeatures(core, options);
  // The built-in simulator's profile may appear only once it started (first run): its limits are written then.
  void simulator
    .then((running) => running && guards.limits.fillMissing(profiles.records().map((record) => record.id)))
    .catch(() => undefined);
  const confirm = options.confirm ?? CANNOT_CONFIRM;
  // Main asks before a host that is neither the service's nor the documentation's (a native dialog; refused where none).
  const openExternal = guardedOpenExternal({
    open: options.openExternal,
    confirm,
    trustedHosts: () => profiles.records().map((record) => new URL(record.baseUrl).hostname),
  });
  const origins = createOriginGate({
    confirm,
    knownOrigins: () => profiles.records().map((record) => new URL(record.baseUrl).origin),
  });
  const appInfo = { ...options.appInfo, dataFolder: options.dataDir };
  const copyText =
    options.copyText ??
    (() => {
      throw new AppError('internal', message('errors.app.noCopy'));
    });
  const diagnostics = createDiagnosticsFeature({
    appInfo,
    logFolder: core.folders.logs,
    requestLog: options.requestLogName ?? DATA_FILES.requestLog,
    profiles,
    connection,
    preferences,
    language: core.language,
    secretStore,
    copyText,
  });
  const backup = createBackupFeature({
    service: createBackupService({
      dataDir: options.dataDir,
      appVersion: options.appInfo.version,
      translator: core.language.translator,
      // Each piece of state through the one service that owns it: restored in the running app, nothing reloaded by hand.
      target: runningAppTarget({
        profiles,
        limits: guards.limits,
        alerts: alerts.service,
        loans: loans.service,
        preferences,
        archive: reports.service.archive,
      }),
      ...(options.now ? { now: options.now } : {}),
    }),
    chooseSaveFile:
      options.chooseSaveFile ??
      (() => {
        throw new AppError('internal', message('errors.app.noFileChooser'));
      }),
    offerDownload: options.offerDownload,
    ...(options.now ? { now: options.now } : {}),
  });
  const updates = createUpdatesFeature({
    port: options.updates?.port ?? null,
    currentVersion: options.appInfo.version,
    buildFeedUrl: options.updates?.buildFeedUrl ?? null,
    officeSettings: () => readOfficeUpdateSettings(options.dataDir),
    events,
    notices,
    ...(options.now ? { now: options.now } : {}),
    ...(options.updates?.intervalMs ? { intervalMs: options.updates.intervalMs } : {}),
  });
  if (options.updates?.watch) updates.service.start();
  const handlers: HandlerTable = answeringStorageProblems(core.storage, {
    ...appHandlers({ appInfo, notices, copyText, openExternal }),
    ...profileHandlers({
      profiles,
      secretStore,
      clients,
      origins,
      network: core.network,
      initialLimits: (id, limits) => (limits ? guards.limits.setInitial(id, limits) : guards.limits.fillMissing([id])),
    }),
    ...secretHandlers(secrets),
    ...customerHandlers(customers, connection),
    ...requestLogHandlers(requestLog),
    ...connectionHandlers(clients, connection),
    // The office currency is checked against what the active profile's service prices in (the Book's currencies).
    ...preferencesHandlers(preferences, core.language, async () => {
      const active = profiles.active();
      return active === null ? null : book.service.currencies(active.id);
    }),
    ...staking.handlers,
    ...trading.handlers,
    ...loans.handlers,
    ...reports.handlers,
    ...batch.handlers,
    ...alerts.handlers,
    ...book.handlers,
    ...diagnostics.handlers,
    ...backup.handlers,
    ...updates.handlers,
    ...loginItemHandlers({
      access: options.loginItem ?? { unavailable: 'browser' },
      keepWatching: () => loans.service.settings().keepRunningInBackground,
    }),
    // The orders a list answered teach the trading desk their commission rates (the ticket's estimate).
    ...readHandlers(clients, (profileId, customer, orders) => trading.service.learnOrders(profileId, customer, orders)),
  });

  const power = createWakeReaction({
    remeasureClocks: () => clients.remeasureClocks(),
    checkLoans: () => loans.service.watchdog.wake(),
    checkAlerts: () => alerts.service.wake(),
    announce: (payload) => events.emit('resumed', payload),
    now: () => options.now?.().getTime() ?? Date.now(),
  });
  const { clockJumps } = options;
  const stopClockJumps = clockJumps
    ? watchClockJumps({
        now: () => options.now?.().getTime() ?? Date.now(),
        ...(clockJumps === true ? {} : clockJumps),
        onJump: () => void power.wake('clock-jump'),
      })
    : () => undefined;

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
    language: core.language,
    staking: staking.service,
    trading: trading.service,
    guards,
    loans: loans.service,
    reports: reports.service,
    batch: batch.service,
    priceAlerts: alerts.service,
    book: book.service,
    diagnostics: diagnostics.service,
    backup: backup.service,
    updates: updates.service,
    requestLog,
    power,
    appInfo,
    openExternal,
    origins,
    copyText,
    simulator,
    shutdown: () =>
      (stopping ??= (async () => {
        await updates.service.stop();
        stopClockJumps();
        await batch.service.close();
        await reports.service.close();
        await trading.service.close();
        await staking.service.close();
        await loans.service.watchdog.stop();
        await alerts.service.stop();
        connection.close();
        await clients.close();
        await (await simulator)?.stop();
        await requestLog.flush();
      })()),
  };
}

/** Every handler, with a file-system failure it throws answered as a storage problem naming the folder (a notice says so once). */
function answeringStorageProblems(storage: StorageReporter, table: HandlerTable): HandlerTable {
  const wrapped = Object.entries(table).map(([channel, handler]) => {
    const answer = async (input: never) => {
      try {
        return await (handler as (input: never) => unknown)(input);
      } catch (error) {
        throw storage.problem(error);
      }
    };
    return [channel, answer] as const;
  });
  return Object.fromEntries(wrapped) as unknown as HandlerTable;
}
