import type { Emitter, Feature, FeatureHandlers } from '../feature';
import type { NoticeService } from '../notices/notice-service';
import type { ProfileService } from '../profiles/profile-service';
import type { ProfileClients } from '../clients/client-pool';
import { loansFiles } from './files';
import type { LoanAlertHooks } from './hooks';
import { LoanService } from './loan-service';
import type { LoanWatchdogDeps } from './watchdog';
import { LoanWatchdog } from './watchdog';
import type { Translator } from '../../../shared/i18n/translator';

/** How the app runs the loan monitor. */
export interface LoanMonitorOptions {
  /** Start the periodic watchdog (Electron main: yes; tests and the desk: only when they want it). */
  watch?: boolean;
  hooks?: LoanAlertHooks;
  /** Tests: concurrency, backoff, retention, write pacing. */
  tuning?: Pick<
    LoanWatchdogDeps,
    'concurrency' | 'retention' | 'customersTtlMs' | 'maxBackoffMs' | 'historyWriteMs' | 'now'
  >;
}

/** The push events of the loan monitor. */
export type LoanEvent = 'loansUpdated' | 'loanStateChanged' | 'loanAlert';

/** What the loan monitor needs from the app: the profiles, each profile's client, the port its watchdog pushes through. */
export interface LoansFeatureDeps {
  dataDir: string;
  profiles: ProfileService;
  clients: ProfileClients;
  events: Emitter<LoanEvent>;
  notices: Pick<NoticeService, 'add'>;
  options?: LoanMonitorOptions | undefined;
  /** The user's language, for the loan alerts' desktop notifications. */
  translator?: () => Translator;
}

/**
 * The loan monitor over the app's profiles and each profile's own client (never the active one's by accident):
 * loads its files, starts the watchdog when asked; the watchdog pushes its own events.
 */
export async function createLoansFeature(deps: LoansFeatureDeps): Promise<Feature<LoanService, 'loans', LoanEvent>> {
  const options = deps.options ?? {};
  const watchdog = new LoanWatchdog({
    profiles: deps.profiles,
    clientFor: (profileId) => deps.clients.clientFor(profileId),
    files: loansFiles(deps.dataDir),
    events: deps.events,
    ...(deps.translator ? { translator: deps.translator } : {}),
    ...(options.hooks ? { hooks: options.hooks } : {}),
    ...options.tuning,
  });
  for (const { title, message } of await watchdog.init()) deps.notices.add({ level: 'warning', title, message });
  if (options.watch) watchdog.start();
  const service = new LoanService(watchdog, deps.profiles);
  return { service, handlers: loanHandlers(service), events: ['loansUpdated', 'loanStateChanged', 'loanAlert'] };
}

/** The loan monitor's channels: the watchdog's state, history, alerts and settings (main owns them). */
export function loanHandlers(loans: LoanService): FeatureHandlers<'loans'> {
  return {
    'loans.overview': (input) => loans.overview(input?.profileId),
    'loans.checkNow': () => loans.checkNow(),
    'loans.portfolio': (ref) => loans.portfolio(ref),
    'loans.history': (input) => loans.history(input),
    'loans.alerts': (input) => loans.alerts(input?.limit),
    'loans.acknowledge': (input) => loans.acknowledge(input?.alertIds),
    'loans.snooze': (input) => loans.snooze(input),
    'loans.settings': () => loans.settings(),
    'loans.updateSettings': (patch) => loans.updateSettings(patch),
  };
}
