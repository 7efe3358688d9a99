import type { EventBus } from '../events';
import type { NoticeService } from '../notices/notice-service';
import type { ProfileService } from '../profiles/profile-service';
import type { ProfileClients } from '../clients/client-pool';
import { loansFiles } from './files';
import type { LoanAlertHooks } from './hooks';
import { LoanService } from './loan-service';
import type { LoanWatchdogDeps } from './watchdog';
import { LoanWatchdog } from './watchdog';

/** How the app runs the loan monitor. */
export interface LoanMonitorOptions {
  /** Start the periodic watchdog (Electron main: yes; tests and the desk: only when they want it). */
  watch?: boolean;
  hooks?: LoanAlertHooks;
  /** Tests: concurrency, backoff, retention, write pacing. */
  tuning?: Pick<LoanWatchdogDeps, 'concurrency' | 'retention' | 'customersTtlMs' | 'maxBackoffMs' | 'historyWriteMs' | 'now'>;
}

/** Builds the loan monitor over the app's profiles and per-profile clients, loads its files, starts it when asked. */
export async function createLoanService(deps: {
  dataDir: string;
  profiles: ProfileService;
  clients: ProfileClients;
  events: EventBus;
  notices: NoticeService;
  options?: LoanMonitorOptions | undefined;
}): Promise<LoanService> {
  const options = deps.options ?? {};
  const watchdog = new LoanWatchdog({
    profiles: deps.profiles,
    clientFor: (profileId) => deps.clients.clientFor(profileId),
    files: loansFiles(deps.dataDir),
    events: deps.events,
    ...(options.hooks ? { hooks: options.hooks } : {}),
    ...options.tuning,
  });
  for (const { title, message } of await watchdog.init()) deps.notices.add({ level: 'warning', title, message });
  if (options.watch) watchdog.start();
  return new LoanService(watchdog, deps.profiles);
}
