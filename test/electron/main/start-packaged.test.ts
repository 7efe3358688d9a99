import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { APP_ID } from '../../../electron/main/app-id';
import { keychain, seen } from './start-mocks';
import { app } from './electron-mock';

vi.mock('electron', () => import('./electron-mock'));
vi.mock('../../../electron/simulator/index', () => ({ startSimulator: vi.fn() }));

vi.mock('../../../electron/services/app-services', () => import('./start-mocks'));
vi.mock('../../../electron/services/secrets/keytar-store', () => import('./start-mocks'));
// electron-updater's own app adapter requires the real Electron, which these tests never load.
vi.mock('electron-updater', () => ({ default: { autoUpdater: { on: vi.fn(), off: vi.fn(), setFeedURL: vi.fn() } } }));

beforeAll(async () => {
  // A package's resources, where electron-builder wrote the build's feed (electron-builder.js publish).
  const resources = mkdtempSync(join(tmpdir(), 'svc-desk-resources-'));
  writeFileSync(
    join(resources, 'app-update.yml'),
    'provider: generic\nurl: https://updates.example.ch/desk\nupdaterCacheDirName: svc-desk-updater\n',
  );
  Object.defineProperty(process, 'resourcesPath', { value: resources, configurable: true });
  process.env['SVC_DESK_DATA_DIR'] = '/tmp/elsewhere';
  process.env['SVC_DESK_KEYCHAIN_SERVICE'] = 'someone-else';
  app.isPackaged = true;
  await import('../../../electron/main/index');
  await app.ready;
  await Promise.resolve();
});

describe('startApp in a packaged app', () => {
  it('ignores the test-only overrides of the data folder and keychain service', () => {
    expect(app.setPath).not.toHaveBeenCalled();
    expect(seen.options?.dataDir).toBe('/tmp/svc-desk-mock-user-data');
    expect(keychain.services).toEqual([APP_ID]);
  });

  it('updates through electron-updater from the feed the build names, checked at start and daily', () => {
    expect(seen.options?.updates).toMatchObject({ watch: true, buildFeedUrl: 'https://updates.example.ch/desk' });
    expect(seen.options?.updates?.port.canDownload).toBe(true);
  });
});
