import { beforeAll, describe, expect, it, vi } from 'vitest';
import { devOverridesAllowed } from '../../../electron/main/build-mode';
import { keychain, seen } from './start-mocks';
import { app, BrowserWindow } from './electron-mock';

vi.mock('electron', () => import('./electron-mock'));
vi.mock('../../../electron/simulator/index', () => ({ startSimulator: vi.fn() }));

vi.mock('../../../electron/services/app-services', () => import('./start-mocks'));
vi.mock('../../../electron/services/secrets/keytar-store', () => import('./start-mocks'));

// `npm run dev`: Vite mode "development", unpackaged, with electron-vite's dev server.
beforeAll(async () => {
  vi.stubEnv('MODE', 'development');
  process.env['ELECTRON_RENDERER_URL'] = 'http://localhost:5173';
  process.env['SVC_DESK_DATA_DIR'] = '/tmp/svc-desk-dev-data';
  process.env['SVC_DESK_KEYCHAIN_SERVICE'] = 'svc-desk-dev';
  await import('../../../electron/main/index');
  await app.ready;
  // The window opens once its remembered place was read (window-memory.ts).
  await BrowserWindow.first();
  expect(BrowserWindow.created).toHaveLength(1);
});

describe('startApp in development (npm run dev)', () => {
  it('follows the development overrides', () => {
    expect(BrowserWindow.created[0]?.loadedUrl).toBe('http://localhost:5173');
    expect(seen.options?.dataDir).toBe('/tmp/svc-desk-dev-data');
    // The logs follow the moved data folder: the services, the error log and Help → Open logs folder write there.
    expect(seen.options?.folders).toEqual({
      logs: '/tmp/svc-desk-dev-data/logs',
      archive: '/tmp/svc-desk-dev-data/reports',
    });
    expect(keychain.services).toEqual(['svc-desk-dev']);
    expect((BrowserWindow.created[0]?.options['webPreferences'] as Record<string, unknown>)['devTools']).toBe(true);
  });
});

describe('devOverridesAllowed', () => {
  it('is true only for development and test builds that are not packaged', () => {
    expect(devOverridesAllowed('development', false)).toBe(true);
    expect(devOverridesAllowed('test', false)).toBe(true);
    expect(devOverridesAllowed('production', false)).toBe(false);
    expect(devOverridesAllowed('staging', false)).toBe(false);
    expect(devOverridesAllowed('development', true)).toBe(false);
    expect(devOverridesAllowed('test', true)).toBe(false);
  });
});
