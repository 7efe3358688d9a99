import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createServiceClient } from '../../../../electron/client/client';
import { createDispatcher } from '../../../../electron/ipc/dispatch';
import { createAppServices, type AppServices } from '../../../../electron/services/app-services';
import { feedReaderPort } from '../../../../electron/services/updates/feed-reader';
import { OFFICE_UPDATES_FILE } from '../../../../electron/services/updates/office-settings';
import { MemorySecretStore } from '../helpers/memory-secret-store';
import { useTempDirs } from '../helpers/temp-dir';
import { startLocalFeed, type LocalFeed } from './local-feed';

const tempDir = useTempDirs();
let feed: LocalFeed;
let services: AppServices | null = null;

beforeEach(async () => (feed = await startLocalFeed()));
afterEach(async () => {
  await services?.shutdown();
  services = null;
  await feed.close();
});

/** The app's services as browser mode builds them: main reads the feed and tells (no simulator, no window). */
async function browserModeServices(dataDir: string, updates: { watch: boolean }) {
  services = await createAppServices({
    dataDir,
    secretStore: new MemorySecretStore(),
    createClient: createServiceClient,
    startSimulator: null,
    linkProbe: null,
    appInfo: { name: 'SVC Desk', version: '1.1.0', electron: null, platform: process.platform },
    openExternal: () => Promise.resolve(),
    updates: {
      port: feedReaderPort({ currentVersion: '1.1.0', platform: 'linux', stagingIdFile: join(dataDir, '.updaterId') }),
      buildFeedUrl: null,
      ...updates,
    },
  });
  return services;
}

describe('updates in the app’s services (browser mode)', () => {
  it('checks the office’s feed at start and tells the page in a notice, answering updates.status over IPC', async () => {
    const dataDir = await tempDir();
    await writeFile(join(dataDir, OFFICE_UPDATES_FILE), JSON.stringify({ feedUrl: feed.url }));
    feed.publish({ version: '1.2.0', file: 'svc-desk-1.2.0.AppImage', body: Buffer.from('x') });
    const app = await browserModeServices(dataDir, { watch: true });
    const told = await new Promise<string>((resolve) =>
      app.events.subscribe('notice', (notice) => resolve(notice.message)),
    );
    expect(told).toBe(`SVC Desk 1.2.0 is available (this is 1.1.0). Get it from ${feed.url}svc-desk-1.2.0.AppImage`);
    const status = await createDispatcher(app).dispatch('updates.status', undefined);
    expect(status).toMatchObject({ ok: true, value: { state: 'available', feedFrom: 'office', canDownload: false } });
    // Browser mode downloads nothing: the page is told where to get it.
    expect(await createDispatcher(app).dispatch('updates.download', undefined)).toMatchObject({
      ok: false,
      error: { kind: 'forbidden' },
    });
  });
});
