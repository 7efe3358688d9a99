import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OfferedUpdate, UpdateStatus } from '../../../../shared/ipc/schemas/updates';
import { ENGLISH } from '../../../../electron/services/i18n/english';
import type { NoticeFields } from '../../../../electron/services/notices/notice-service';
import { feedReaderPort } from '../../../../electron/services/updates/feed-reader';
import { OFFICE_UPDATES_FILE, readOfficeUpdateSettings } from '../../../../electron/services/updates/office-settings';
import {
  createUpdateService,
  UPDATE_CHECK_INTERVAL_MS,
  type UpdateServiceDeps,
} from '../../../../electron/services/updates/update-service';
import type { UpdaterPort } from '../../../../electron/services/updates/updater-port';
import { deadFeedUrl, startLocalFeed, type LocalFeed } from './local-feed';

const OFFER: OfferedUpdate = { version: '1.2.0', releaseDate: null, releaseNotes: 'Faster', downloadUrl: null };

/** A port whose answers the test sets; it counts checks and downloads and says which feed it was asked. */
function fakePort(answer: () => Promise<OfferedUpdate | null>, download = () => Promise.resolve()) {
  const seen = { checks: [] as string[], downloads: 0 };
  const port: UpdaterPort = {
    canDownload: true,
    check: (feedUrl) => {
      seen.checks.push(feedUrl);
      return answer();
    },
    download: (onProgress) => {
      seen.downloads += 1;
      onProgress({ transferred: 5, total: 10 });
      return download();
    },
  };
  return { port, seen };
}

let folder: string;
beforeEach(async () => (folder = await mkdtemp(join(tmpdir(), 'svc-desk-update-service-'))));
afterEach(async () => {
  vi.useRealTimers();
  await rm(folder, { recursive: true, force: true });
});

function service(port: UpdaterPort | null, overrides: Partial<UpdateServiceDeps> = {}) {
  const notices: NoticeFields[] = [];
  const pushed: UpdateStatus[] = [];
  const logged: string[] = [];
  const updates = createUpdateService({
    port,
    currentVersion: '1.1.0',
    buildFeedUrl: 'https://updates.example.ch/desk',
    officeSettings: () => readOfficeUpdateSettings(folder),
    events: { emit: (_event, status) => pushed.push(status) },
    notices: {
      add: (fields) => {
        notices.push(fields);
        return { id: String(notices.length), time: '', level: fields.level, title: '', message: '' };
      },
    },
    now: () => new Date('2026-11-28T08:00:00Z'),
    log: (line) => logged.push(line),
    ...overrides,
  });
  const words = () => notices.map((notice) => ENGLISH.format(notice.message as never));
  return { updates, notices, words, pushed, logged };
}

describe('the update service', () => {
  it('offers a newer version without downloading it, and says so in one notice per version however often it checks', async () => {
    const { port, seen } = fakePort(() => Promise.resolve(OFFER));
    const { updates, words, pushed } = service(port);
    const status = await updates.check();
    expect(status).toMatchObject({ state: 'available', offered: OFFER, feedFrom: 'build', autoDownload: false });
    expect(status.checkedAt).toBe('2026-11-28T08:00:00.000Z');
    expect(seen.downloads).toBe(0);
    await updates.check();
    expect(words()).toEqual([
      'SVC Desk 1.2.0 is available. See Settings → Updates for what changed and to download it.',
    ]);
    expect(pushed.map((pushedStatus) => pushedStatus.state)).toContain('checking');
  });

  it('downloads with the user’s consent, then keeps the download (installed at quit) through later checks', async () => {
    const { port, seen } = fakePort(() => Promise.resolve(OFFER));
    const { updates, pushed } = service(port);
    await updates.check();
    const downloading = updates.download();
    // A second click joins the download under way: one download.
    const again = updates.download();
    expect((await downloading).state).toBe('downloaded');
    expect((await again).state).toBe('downloaded');
    expect(seen.downloads).toBe(1);
    expect(pushed.some((status) => status.progress?.transferred === 5)).toBe(true);
    expect((await updates.check()).state).toBe('downloaded');
    expect(seen.checks).toHaveLength(1);
  });

  it('refuses to download when nothing is offered, and keeps the offer when a download is refused', async () => {
    let offered: OfferedUpdate | null = null;
    const { port } = fakePort(
      () => Promise.resolve(offered),
      () => Promise.reject(Object.assign(new Error('sha512 checksum mismatch'), { code: 'ERR_CHECKSUM_MISMATCH' })),
    );
    const { updates } = service(port);
    expect((await updates.check()).state).toBe('upToDate');
    await expect(updates.download()).rejects.toThrow(/No newer version is on offer/);
    offered = OFFER;
    await updates.check();
    const refused = await updates.download();
    expect(refused).toMatchObject({ state: 'failed', offered: OFFER, problem: 'sha512 checksum mismatch' });
  });

  it('downloads without asking only when the office’s settings say so, from the office’s feed', async () => {
    await writeFile(
      join(folder, OFFICE_UPDATES_FILE),
      JSON.stringify({ feedUrl: 'https://mirror.office.example/desk', autoDownload: true }),
    );
    const { port, seen } = fakePort(() => Promise.resolve(OFFER));
    const { updates, words } = service(port);
    const status = await updates.check();
    expect(seen.checks).toEqual(['https://mirror.office.example/desk']);
    expect(status).toMatchObject({ state: 'downloaded', feedFrom: 'office', autoDownload: true });
    expect(seen.downloads).toBe(1);
    expect(words()).toEqual(['SVC Desk 1.2.0 was downloaded and will be installed when you quit SVC Desk.']);
  });

  it('uses the build’s feed and asks when the office’s file is not valid, saying so once', async () => {
    await writeFile(
      join(folder, OFFICE_UPDATES_FILE),
      JSON.stringify({ feedUrl: 'http://mirror.office.example/desk', autoDownload: true }),
    );
    const { port, seen } = fakePort(() => Promise.resolve(OFFER));
    const { updates, notices } = service(port);
    const status = await updates.check();
    await updates.check();
    expect(seen.checks[0]).toBe('https://updates.example.ch/desk');
    expect(seen.downloads).toBe(0);
    expect(status.officeFileProblem).toMatch(/must use https/);
    expect(notices.filter((notice) => notice.level === 'warning')).toHaveLength(1);
  });

  it('keeps an unreachable feed quiet: logged and shown in the Updates tab, never a notice', async () => {
    const feed = await deadFeedUrl();
    await writeFile(join(folder, OFFICE_UPDATES_FILE), JSON.stringify({ feedUrl: feed }));
    const port = feedReaderPort({ currentVersion: '1.1.0', platform: 'linux', stagingIdFile: join(folder, 'id') });
    const { updates, notices, logged } = service(port);
    const status = await updates.check();
    await updates.check();
    expect(status.state).toBe('unreachable');
    expect(status.problem).not.toBeNull();
    expect(notices).toEqual([]);
    expect(logged.filter((line) => line.includes('unreachable'))).toHaveLength(2);
  });

  it('says there is nothing to check against when neither the build nor the office names a feed', async () => {
    const { port, seen } = fakePort(() => Promise.resolve(OFFER));
    const { updates } = service(port, { buildFeedUrl: null });
    expect((await updates.check()).state).toBe('unconfigured');
    expect(seen.checks).toEqual([]);
  });

  it('checks at start and then once a day', async () => {
    vi.useFakeTimers();
    const { port, seen } = fakePort(() => Promise.resolve(null));
    // No file read under fake timers: each run settles within the timers' own steps.
    const { updates } = service(port, { officeSettings: () => Promise.resolve({ settings: {}, problem: null }) });
    updates.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(seen.checks).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS - 1);
    expect(seen.checks).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(seen.checks).toHaveLength(2);
    await updates.stop();
  });
});

describe('browser mode, against a local feed', () => {
  let feed: LocalFeed;
  beforeEach(async () => (feed = await startLocalFeed()));
  afterEach(() => feed.close());

  it('tells in a notice that a newer version exists and where to get it', async () => {
    feed.publish({ version: '1.2.0', file: 'svc-desk-1.2.0.AppImage', body: Buffer.from('x') });
    const port = feedReaderPort({ currentVersion: '1.1.0', platform: 'linux', stagingIdFile: join(folder, 'id') });
    const { updates, words } = service(port, { buildFeedUrl: feed.url });
    const status = await updates.check();
    expect(status).toMatchObject({ state: 'available', canDownload: false });
    expect(words()).toEqual([
      `SVC Desk 1.2.0 is available (this is 1.1.0). Get it from ${feed.url}svc-desk-1.2.0.AppImage`,
    ]);
  });
});
