import type { SimulatorOptions } from '../simulator/index';
import type { AppInfo } from '../../shared/ipc/schemas/app';
import type { Preferences } from '../../shared/ipc/schemas/preferences';
import type { PriceAlertDeps } from './alerts/price-alert-service';
import type { ClientFactory } from './clients/client-pool';
import type { ChooseCaFile } from './profiles/network-settings';
import type { ConfirmPort } from './confirm/confirm-port';
import type { StartSimulator } from './local-simulator/local-simulator';
import type { LoanMonitorOptions } from './loans/feature';
import type { OfferDownload, RevealFile } from './reports/saved-exports';
import type { ChooseSaveFile, ReportServiceDeps } from './reports/report-service';
import type { SecretStore } from './secrets/secret-store';
import type { TradingNotification } from './trading/order-watcher';
import type { TradingServiceOptions } from './trading/trading-service';
import type { LinkProbe } from './clients/connection-tracker';
import type { SystemLanguages } from './preferences/language';
import type { UpdaterPort } from './updates/updater-port';
import type { ClockJumpDeps } from './power/clock-jumps';
import type { AppFolders } from './storage/app-folders';
import type { LoginItemAccess } from './startup/login-item';

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

/** A desktop notification: trading desk events and price alerts, in the user's language. */
export interface DesktopNotification {
  title: string;
  body: string;
  kind?: TradingNotification['kind'] | 'price-alert';
}

/** What the app's services need from the outside (Electron supplies these in main; tests supply their own). */
export interface AppServicesOptions {
  /** The user data folder. */
  dataDir: string;
  /**
   * Where the logs and the statement archive go (storage/app-folders.ts; the window: Electron's logs path).
   * Absent: inside dataDir (logs/, reports/).
   */
  folders?: Partial<AppFolders>;
  secretStore: SecretStore;
  createClient: ClientFactory;
  /** Opens the OS's file dialog for a profile's certificate authority file (Electron); absent: the page uploads the file instead. */
  chooseCaFile?: ChooseCaFile;
  /** The embedded simulator; null: none (tests that bring their own service). */
  startSimulator: StartSimulator | null;
  /** Tests and benchmarks: the embedded simulator's new world gives its key this many customers; every answer this much latency. */
  localSimulator?: Pick<SimulatorOptions, 'customers' | 'latencyMs'>;
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
  /** The system's preferred languages, most preferred first (Electron: the OS's; browser mode: the page's browser's; absent: the environment's). */
  systemLanguages?: SystemLanguages;
  /** Applies new preferences outside the renderer (Electron: the native theme); absent: nothing to apply. */
  applyPreferences?: (value: Preferences) => void;
  requestLog?: { capacity?: number; maxBytes?: number; keep?: number };
  now?: () => Date;
  /** Shows a desktop notification (Electron's Notification in main; absent: none): trading desk events and price alerts. */
  notify?: (notification: DesktopNotification) => void;
  /** Price alerts: whether they are checked periodically (Electron main: yes; the desk checks on demand), test tuning. */
  priceAlerts?: { watch?: boolean } & Pick<PriceAlertDeps, 'intervalMs' | 'now' | 'maxBackoffMs'>;
  /** The loan LTV monitor: whether the watchdog runs, its desktop hooks (notification, badge), test tuning. */
  loans?: LoanMonitorOptions;
  /** How a service that went away is noticed while no request is made (default: a TCP check every 2 s; null: none, as the desk). */
  linkProbe?: LinkProbe | null;
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
  /** Opens a saved export or shows it in its folder (Electron's shell); absent in browser mode, where exports are downloads. */
  revealFile?: RevealFile;
  /** Browser mode's downloads port: a finished export is offered to the page that asked for it. */
  offerDownload?: OfferDownload;
  /** Report polling tuning (tests). */
  reports?: ReportServiceDeps['fetch'];
  /** Report decoding (tests: a decoder that sends every report to its worker). */
  reportDecoder?: ReportServiceDeps['decoder'];
  /**
   * Reads every archived statement's manifest and checks its hash at start, for the window's notice of a damaged one
   * (default true). The desk command says false: it reads and hashes the whole archive at every command (at a month-end
   * run's thousands of statements, seconds of work competing with each resume); its listings check each entry anyway.
   */
  scanArchive?: boolean;
  /**
   * Updates: how the feed is read (the window: electron-updater; browser mode: main reads the feed and tells),
   * the build's feed, and whether it is checked at start and daily. Absent: nothing checks (the desk command).
   */
  updates?: { port: UpdaterPort; buildFeedUrl: string | null; watch?: boolean; intervalMs?: number };
  /**
   * Noticing a machine that slept where no OS says so (browser mode): a wall-clock jump sets off the same
   * checks as Electron's resume. Absent or false: none (the window has powerMonitor; the desk's commands are short).
   */
  clockJumps?: boolean | Partial<Omit<ClockJumpDeps, 'onJump'>>;
  /** Start at login: the OS's login items (the window), or why not; absent: browser mode (no app to start). */
  loginItem?: LoginItemAccess;
  /** The user's locale (the operating system's in the window): its region picks an export's paper and CSV separator when not chosen. */
  locale?: () => string;
}
