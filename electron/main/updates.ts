import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { app } from 'electron';
import electronUpdater from 'electron-updater';
import { load } from 'js-yaml';
import { electronUpdaterPort } from '../services/updates/electron-updater-port';
import { feedReaderPort } from '../services/updates/feed-reader';
import { feedFromEnvironment, feedUrlSchema } from '../services/updates/feed-url';
import type { UpdaterPort } from '../services/updates/updater-port';

/**
 * The desktop app's updates: in a package, electron-updater's updater for this platform behind the service's port, and the
 * build's feed as electron-builder wrote it into app-update.yml (electron-builder.js `publish`). A build
 * without one still updates from an office's feed: electron-updater then keeps its cache under a name of ours.
 */
export function desktopUpdates(): { port: UpdaterPort; buildFeedUrl: string | null } | undefined {
  // A run from the sources cannot install itself (electron-updater only updates a package): like browser mode,
  // it reads the feed and tells.
  if (!app.isPackaged) {
    return {
      port: feedReaderPort({
        currentVersion: app.getVersion(),
        platform: process.platform,
        stagingIdFile: join(app.getPath('userData'), '.updaterId'),
      }),
      buildFeedUrl: feedFromEnvironment(process.env['SVC_DESK_UPDATE_FEED'], (line) => console.error(line)),
    };
  }
  try {
    return platformUpdates();
  } catch (error) {
    // The app runs without updates rather than not at all; the error log keeps why.
    console.error('updates unavailable', error);
    return undefined;
  }
}

function platformUpdates(): { port: UpdaterPort; buildFeedUrl: string | null } {
  const updater = electronUpdater.autoUpdater;
  const configFile = join(process.resourcesPath, 'app-update.yml');
  let buildFeedUrl: string | null = null;
  if (existsSync(configFile)) {
    buildFeedUrl = buildFeed(readFileSync(configFile, 'utf8'));
  } else {
    const own = join(app.getPath('userData'), 'updates', 'app-update.yml');
    mkdirSync(join(app.getPath('userData'), 'updates'), { recursive: true, mode: 0o700 });
    writeFileSync(own, 'updaterCacheDirName: svc-desk-updater\n', { mode: 0o600 });
    updater.updateConfigPath = own;
  }
  return { port: electronUpdaterPort(updater), buildFeedUrl };
}

/** The generic feed's address in app-update.yml; null when it names none or one this app would not use. */
function buildFeed(yaml: string): string | null {
  try {
    const config = load(yaml) as { provider?: unknown; url?: unknown } | null;
    if (config?.provider !== 'generic') return null;
    const parsed = feedUrlSchema.safeParse(config.url);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
