import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { channelFile, feedReaderPort } from '../../../../electron/services/updates/feed-reader';
import { isUnreachable } from '../../../../electron/services/updates/updater-port';
import { deadFeedUrl, startLocalFeed, type LocalFeed } from './local-feed';

const BODY = Buffer.from('installer');
let folder: string;
let feed: LocalFeed;

beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'svc-desk-feed-'));
  feed = await startLocalFeed();
});

afterEach(async () => {
  await feed.close();
  await rm(folder, { recursive: true, force: true });
});

const reader = (currentVersion = '1.1.0') =>
  feedReaderPort({ currentVersion, platform: 'linux', stagingIdFile: join(folder, '.updaterId') });

describe('browser mode reads the desktop feed and tells where to get a newer version', () => {
  it('reads the platform’s feed file and offers a newer version with where to get it, downloading nothing', async () => {
    feed.publish({ version: '1.2.0', file: 'SVC Desk-1.2.0.AppImage', body: BODY, releaseNotes: 'Fixes &amp; more' });
    const offered = await reader().check(feed.url.replace(/\/$/, ''));
    expect(offered).toEqual({
      version: '1.2.0',
      releaseDate: '2026-11-20T09:00:00.000Z',
      releaseNotes: 'Fixes & more',
      downloadUrl: `${feed.url}SVC%20Desk-1.2.0.AppImage`,
    });
    expect(feed.requested).toEqual(['/latest-linux.yml']);
    expect(reader().canDownload).toBe(false);
    await expect(reader().download(() => undefined)).rejects.toThrow();
  });

  it('ignores the same and an older version', async () => {
    feed.publish({ version: '1.2.0', file: 'a.AppImage', body: BODY });
    expect(await reader('1.2.0').check(feed.url)).toBeNull();
    expect(await reader('1.3.0').check(feed.url)).toBeNull();
  });

  it('honours a staged rollout with an id kept in the data folder, as electron-updater does', async () => {
    feed.publish({ version: '1.2.0', file: 'a.AppImage', body: BODY, stagingPercentage: 0 });
    expect(await reader().check(feed.url)).toBeNull();
    const id = await readFile(join(folder, '.updaterId'), 'utf8');
    feed.publish({ version: '1.2.0', file: 'a.AppImage', body: BODY, stagingPercentage: 100 });
    expect(await reader().check(feed.url)).not.toBeNull();
    // The same installation keeps its place in every rollout.
    expect(await readFile(join(folder, '.updaterId'), 'utf8')).toBe(id);
  });

  it('tells an unreachable feed from one that is not a feed', async () => {
    const unreachable = await reader()
      .check(await deadFeedUrl())
      .catch((error: unknown) => error);
    expect(isUnreachable(unreachable)).toBe(true);
    const missing = await reader()
      .check(feed.url)
      .catch((error: unknown) => error);
    expect((missing as Error).message).toMatch(/HTTP 404/);
    expect(isUnreachable(missing)).toBe(false);
  });

  it('names each platform’s feed file as electron-builder writes it', () => {
    expect(channelFile('win32')).toBe('latest.yml');
    expect(channelFile('darwin')).toBe('latest-mac.yml');
    expect(channelFile('linux')).toBe('latest-linux.yml');
  });
});
