import { message } from '../../../shared/i18n/message';
import type { OfferedUpdate, UpdateStatus } from '../../../shared/ipc/schemas/updates';
import { AppError } from '../errors';
import type { Emitter } from '../feature';
import type { NoticeService } from '../notices/notice-service';
import { PeriodicTask } from '../scheduling/periodic';
import type { OfficeSettingsRead } from './office-settings';
import { isUnreachable, type UpdaterPort } from './updater-port';

/** The feed is read at start and then once a day while the app runs. */
export const UPDATE_CHECK_INTERVAL_MS = 24 * 60 * 60 * 1000;

export interface UpdateServiceDeps {
  /** How the feed is read and an update fetched; null where nothing checks (the desk command). */
  port: UpdaterPort | null;
  currentVersion: string;
  /** The build's feed (electron-builder's publish setting); null when the build names none. */
  buildFeedUrl: string | null;
  /** The office's settings, read at each check. */
  officeSettings: () => Promise<OfficeSettingsRead>;
  events: Emitter<'updateStatus'>;
  notices: Pick<NoticeService, 'add'>;
  now?: () => Date;
  /** Tests: another interval than a day. */
  intervalMs?: number;
  /** Where a failed check is logged (main's console, which the error log keeps). */
  log?: (line: string) => void;
}

/** The update check as the Updates tab, the Help menu and the start see it. */
export interface UpdateService {
  status(): UpdateStatus;
  /** Checks now (after a check in progress); a downloaded update is kept (it installs at quit). */
  check(): Promise<UpdateStatus>;
  /** Downloads the version offered (the user's consent, or the office's auto-download); one download at a time. */
  download(): Promise<UpdateStatus>;
  /** Checks at once, then daily. */
  start(): void;
  stop(): Promise<void>;
}

/**
 * The update check: reads the office's settings and the feed (office's, else the build's), offers a newer
 * version without downloading it unless the office says so, and says once per version in a notice that one
 * exists. A feed that cannot be reached is logged and shown in the Updates tab only: no notice, so nobody
 * dismisses the same failure every day.
 */
export function createUpdateService(deps: UpdateServiceDeps): UpdateService {
  const now = deps.now ?? (() => new Date());
  const log = deps.log ?? ((line: string) => console.error(line));
  let status: UpdateStatus = {
    state: deps.port === null ? 'unconfigured' : 'idle',
    currentVersion: deps.currentVersion,
    feedUrl: deps.buildFeedUrl,
    feedFrom: deps.buildFeedUrl === null ? null : 'build',
    canDownload: deps.port?.canDownload ?? false,
    autoDownload: false,
    checkedAt: null,
    offered: null,
    progress: null,
    problem: null,
    officeFileProblem: null,
  };
  const toldVersions = new Set<string>();
  const toldOfficeProblems = new Set<string>();
  let downloading: Promise<UpdateStatus> | null = null;

  const set = (change: Partial<UpdateStatus>): UpdateStatus => {
    status = { ...status, ...change };
    deps.events.emit('updateStatus', status);
    return status;
  };

  const tellOffered = (offered: OfferedUpdate): void => {
    if (toldVersions.has(offered.version)) return;
    toldVersions.add(offered.version);
    deps.notices.add({
      level: 'info',
      title: message('updates.notice.title'),
      message:
        offered.downloadUrl === null
          ? message('updates.notice.available', { version: offered.version })
          : message('updates.notice.availableElsewhere', {
              version: offered.version,
              url: offered.downloadUrl,
              current: deps.currentVersion,
            }),
    });
  };

  const tellOfficeProblem = (problem: string): void => {
    log(`office update settings not used: ${problem}`);
    if (toldOfficeProblems.has(problem)) return;
    toldOfficeProblems.add(problem);
    deps.notices.add({
      level: 'warning',
      title: message('updates.notice.officeFileTitle'),
      message: message('updates.notice.officeFile', { reason: problem }),
    });
  };

  const runCheck = async (): Promise<UpdateStatus> => {
    const port = deps.port;
    if (port === null) return status;
    // A download under way or done is not disturbed: the downloaded version installs at quit.
    if (status.state === 'downloading' || status.state === 'downloaded') return status;
    const office = await deps.officeSettings();
    if (office.problem !== null) tellOfficeProblem(office.problem);
    const feedUrl = office.settings.feedUrl ?? deps.buildFeedUrl;
    const feed = {
      feedUrl,
      feedFrom:
        office.settings.feedUrl !== undefined ? ('office' as const) : feedUrl === null ? null : ('build' as const),
      autoDownload: office.settings.autoDownload ?? false,
      officeFileProblem: office.problem,
    };
    if (feedUrl === null) return set({ ...feed, state: 'unconfigured', offered: null, problem: null });
    set({ ...feed, state: 'checking', problem: null });
    try {
      const offered = await port.check(feedUrl);
      const checked = { checkedAt: now().toISOString(), progress: null, problem: null };
      if (offered === null) return set({ ...checked, state: 'upToDate', offered: null });
      set({ ...checked, state: 'available', offered });
      if (feed.autoDownload && port.canDownload) return await download();
      tellOffered(offered);
      return status;
    } catch (error) {
      const reason = (error as Error).message;
      const unreachable = isUnreachable(error);
      log(`update feed ${feedUrl} ${unreachable ? 'unreachable' : 'check failed'}: ${reason}`);
      return set({
        state: unreachable ? 'unreachable' : 'failed',
        checkedAt: now().toISOString(),
        offered: null,
        problem: reason,
      });
    }
  };

  const download = (): Promise<UpdateStatus> => {
    if (downloading) return downloading;
    const port = deps.port;
    const offered = status.offered;
    if (port === null || !port.canDownload) {
      return Promise.reject(new AppError('forbidden', message('updates.error.cannotDownload')));
    }
    if (offered === null || !(status.state === 'available' || status.state === 'failed')) {
      return Promise.reject(new AppError('conflict', message('updates.error.nothingOffered')));
    }
    set({ state: 'downloading', progress: null, problem: null });
    downloading = port
      .download((progress) => set({ progress: { transferred: progress.transferred, total: progress.total } }))
      .then(() => {
        if (status.autoDownload) {
          deps.notices.add({
            level: 'info',
            title: message('updates.notice.title'),
            message: message('updates.notice.downloaded', { version: offered.version }),
          });
        }
        return set({ state: 'downloaded', progress: null });
      })
      .catch((error: unknown) => {
        const reason = (error as Error).message;
        log(`update ${offered.version} not downloaded: ${reason}`);
        // The offer stays: the user may try again (a download refused for its SHA-512 is never installed).
        return set({ state: 'failed', progress: null, problem: reason });
      })
      .finally(() => (downloading = null));
    return downloading;
  };

  const task = new PeriodicTask(
    () => runCheck(),
    () => deps.intervalMs ?? UPDATE_CHECK_INTERVAL_MS,
    (error) => log(`update check failed: ${(error as Error).message}`),
  );

  return {
    status: () => status,
    check: () => task.runNow(),
    download,
    start: () => task.start(),
    stop: () => task.stop(),
  };
}
