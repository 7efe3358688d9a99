import type { AppUpdater, ProgressInfo, UpdateInfo } from 'electron-updater';
import type { OfferedUpdate } from '../../../shared/ipc/schemas/updates';
import { plainReleaseNotes } from './release-notes';
import type { UpdaterPort } from './updater-port';

/** An offered update as the Updates tab shows it. */
function offeredFrom(info: UpdateInfo): OfferedUpdate {
  return {
    version: info.version,
    releaseDate: info.releaseDate || null,
    releaseNotes: plainReleaseNotes(info.releaseNotes),
    downloadUrl: null,
  };
}

/**
 * electron-updater behind the update service's port. Given the updater (main passes electron-updater's
 * `autoUpdater`; tests an updater with their own app adapter), it never downloads on its own (the service asks
 * the user first, or follows the office's auto-download), installs a downloaded update when the app quits,
 * refuses downgrades, and keeps electron-updater's checks: the feed's SHA-512 of the file, the staged rollout
 * (stagingPercentage) and, on Windows, the installer's signature; macOS's updater checks the code signature.
 */
export function electronUpdaterPort(updater: AppUpdater): UpdaterPort {
  updater.autoDownload = false;
  updater.autoInstallOnAppQuit = true;
  updater.allowDowngrade = false;
  let feed: string | null = null;
  return {
    canDownload: true,
    async check(feedUrl) {
      // The office's feed overrides the build's (app-update.yml): a generic provider either way.
      if (feedUrl !== feed) {
        updater.setFeedURL({ provider: 'generic', url: feedUrl });
        feed = feedUrl;
      }
      const result = await updater.checkForUpdates();
      // Null: the updater is not active (a development run, or a package format it cannot update): said, never "up to date".
      if (result === null)
        throw new Error('This copy of SVC Desk is not an installed package, so it cannot update itself.');
      if (!result.isUpdateAvailable) return null;
      return offeredFrom(result.updateInfo);
    },
    async download(onProgress) {
      const listener = (progress: ProgressInfo): void =>
        onProgress({ transferred: Math.round(progress.transferred), total: Math.round(progress.total) });
      updater.on('download-progress', listener);
      try {
        await updater.downloadUpdate();
      } finally {
        updater.off('download-progress', listener);
      }
    },
  };
}
