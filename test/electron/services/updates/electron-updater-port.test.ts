import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest, type IncomingMessage, type RequestOptions } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DebUpdater, NoOpLogger } from 'electron-updater';
import type { AppAdapter } from 'electron-updater/out/AppAdapter';
import { ElectronHttpExecutor } from 'electron-updater/out/electronHttpExecutor';
import { electronUpdaterPort } from '../../../../electron/services/updates/electron-updater-port';
import { isUnreachable } from '../../../../electron/services/updates/updater-port';
import { deadFeedUrl, startLocalFeed, type LocalFeed } from './local-feed';

/**
 * electron-updater's own download (its ElectronHttpExecutor: the SHA-512 check, redirects) over Node's http
 * instead of Electron's net module, which only exists inside Electron.
 */
class NodeNetExecutor extends ElectronHttpExecutor {
  constructor() {
    super();
  }
  override createRequest(
    options: RequestOptions,
    callback: (response: IncomingMessage) => void,
  ): ReturnType<ElectronHttpExecutor['createRequest']> {
    // Node's request answers what electron-updater's download uses of Electron's (events, write, end, abort).
    return httpRequest(options, callback) as unknown as ReturnType<ElectronHttpExecutor['createRequest']>;
  }
}

/** The app electron-updater sees: version 1.1.0, with its data and cache folders in the test's folder. */
function testApp(folder: string, version = '1.1.0'): AppAdapter {
  return {
    version,
    name: 'svc-desk-test',
    isPackaged: false,
    appUpdateConfigPath: join(folder, 'app-update.yml'),
    userDataPath: join(folder, 'user-data'),
    baseCachePath: join(folder, 'cache'),
    whenReady: () => Promise.resolve(),
    relaunch: () => undefined,
    quit: () => undefined,
    onQuit: () => undefined,
  };
}

/** The updater main uses on a .deb install, over a test app; active although not packaged (forceDevUpdateConfig). */
function debUpdater(folder: string, version?: string): DebUpdater {
  const updater = new DebUpdater(null, testApp(folder, version));
  updater.forceDevUpdateConfig = true;
  updater.logger = new NoOpLogger();
  (updater as unknown as { httpExecutor: ElectronHttpExecutor }).httpExecutor = new NodeNetExecutor();
  return updater;
}

const INSTALLER = Buffer.from('the 1.2.0 installer '.repeat(4000));

let folder: string;
let feed: LocalFeed;

beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'svc-desk-updater-'));
  await writeFile(join(folder, 'app-update.yml'), 'updaterCacheDirName: svc-desk-test-updater\n');
  feed = await startLocalFeed();
});

afterEach(async () => {
  await feed.close();
  await rm(folder, { recursive: true, force: true });
});

describe('electron-updater behind the update port, against a local feed', () => {
  it('offers a newer version with its notes and date, and downloads it with the SHA-512 the feed states', async () => {
    feed.publish({
      version: '1.2.0',
      file: 'svc-desk_1.2.0_amd64.deb',
      body: INSTALLER,
      releaseNotes: '<ul><li>Faster Book</li><li>Proxy support</li></ul>',
    });
    const updater = debUpdater(folder);
    const port = electronUpdaterPort(updater);
    const offered = await port.check(feed.url);
    expect(offered).toEqual({
      version: '1.2.0',
      releaseDate: '2026-11-20T09:00:00.000Z',
      releaseNotes: '• Faster Book\n• Proxy support',
      downloadUrl: null,
    });
    // Checking never downloads: the user (or the office's setting) decides.
    expect(feed.requested).not.toContain('/svc-desk_1.2.0_amd64.deb');
    expect(updater.autoDownload).toBe(false);
    expect(updater.autoInstallOnAppQuit).toBe(true);
    const progress: number[] = [];
    await port.download((step) => progress.push(step.transferred));
    expect(feed.requested).toContain('/svc-desk_1.2.0_amd64.deb');
    const pending = await readdir(join(folder, 'cache', 'svc-desk-test-updater', 'pending'));
    expect(pending).toContain('svc-desk_1.2.0_amd64.deb');
  });

  it('ignores the same version and an older one', async () => {
    const port = electronUpdaterPort(debUpdater(folder, '1.2.0'));
    feed.publish({ version: '1.2.0', file: 'svc-desk_1.2.0_amd64.deb', body: INSTALLER });
    expect(await port.check(feed.url)).toBeNull();
    feed.publish({ version: '1.1.9', file: 'svc-desk_1.1.9_amd64.deb', body: INSTALLER });
    expect(await port.check(feed.url)).toBeNull();
  });

  it('refuses a corrupt download: the file is not the one whose SHA-512 the feed states, and nothing is kept', async () => {
    const tampered = Buffer.from(INSTALLER);
    tampered[100] = 0x21;
    feed.publish({ version: '1.2.0', file: 'svc-desk_1.2.0_amd64.deb', body: tampered, published: INSTALLER });
    const port = electronUpdaterPort(debUpdater(folder));
    expect(await port.check(feed.url)).not.toBeNull();
    const refused = await port
      .download(() => undefined)
      .then(
        () => null,
        (error: unknown) => error as Error & { code?: string },
      );
    expect(refused?.code).toBe('ERR_CHECKSUM_MISMATCH');
    expect(refused?.message).toMatch(/sha512 checksum mismatch/);
    const pending = await readdir(join(folder, 'cache', 'svc-desk-test-updater', 'pending')).catch(() => []);
    expect(pending).not.toContain('svc-desk_1.2.0_amd64.deb');
  });

  it('refuses a truncated download', async () => {
    feed.publish({ version: '1.2.0', file: 'svc-desk_1.2.0_amd64.deb', body: INSTALLER, cutAfter: 1000 });
    const port = electronUpdaterPort(debUpdater(folder));
    expect(await port.check(feed.url)).not.toBeNull();
    await expect(port.download(() => undefined)).rejects.toThrow();
    const pending = await readdir(join(folder, 'cache', 'svc-desk-test-updater', 'pending')).catch(() => []);
    expect(pending).not.toContain('svc-desk_1.2.0_amd64.deb');
  });

  it('honours a staged rollout: a version released to 0 % of installations is not offered', async () => {
    feed.publish({ version: '1.2.0', file: 'svc-desk_1.2.0_amd64.deb', body: INSTALLER, stagingPercentage: 0 });
    expect(await electronUpdaterPort(debUpdater(folder)).check(feed.url)).toBeNull();
    feed.publish({ version: '1.2.0', file: 'svc-desk_1.2.0_amd64.deb', body: INSTALLER, stagingPercentage: 100 });
    expect(await electronUpdaterPort(debUpdater(folder)).check(feed.url)).not.toBeNull();
  });

  it('says when the feed cannot be reached, as an unreachable feed rather than a broken one', async () => {
    const port = electronUpdaterPort(debUpdater(folder));
    const failure = await port.check(await deadFeedUrl()).then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(Error);
    expect(isUnreachable(failure)).toBe(true);
  });
});
