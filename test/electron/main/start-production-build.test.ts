import { beforeAll, describe, expect, it, vi } from 'vitest';
import { APP_ID } from '../../../electron/main/app-id';
import { keychain, seen } from './start-mocks';
import { app, BrowserWindow, Menu } from './electron-mock';

vi.mock('electron', () => import('./electron-mock'));
vi.mock('../../../electron/simulator/index', () => ({ startSimulator: vi.fn() }));

vi.mock('../../../electron/services/app-services', () => import('./start-mocks'));
vi.mock('../../../electron/services/secrets/keytar-store', () => import('./start-mocks'));

// `npm start`: a production build (Vite mode "production") run unpackaged from the project folder.
beforeAll(async () => {
  vi.stubEnv('MODE', 'production');
  process.env['ELECTRON_RENDERER_URL'] = 'http://localhost:5173';
  process.env['SVC_DESK_DATA_DIR'] = '/tmp/elsewhere';
  process.env['SVC_DESK_KEYCHAIN_SERVICE'] = 'someone-else';
  app.isPackaged = false;
  await import('../../../electron/main/index');
  await app.ready;
  // The window opens once its remembered place was read (window-memory.ts).
  await BrowserWindow.first();
  expect(BrowserWindow.created).toHaveLength(1);
});

describe('startApp from a production build that is not packaged (npm start)', () => {
  it('ignores the development overrides: renderer URL, data folder and keychain service', () => {
    expect(BrowserWindow.created[0]?.loadedUrl).toBe('app://svc-desk/index.html');
    expect(app.setPath).not.toHaveBeenCalled();
    expect(seen.options?.dataDir).toBe('/tmp/svc-desk-mock-user-data');
    expect(keychain.services).toEqual([APP_ID]);
  });

  it('has no developer menu, and its window no developer tools', () => {
    const roles = JSON.stringify(Menu.applied);
    expect(roles).not.toContain('toggleDevTools');
    expect(roles).not.toContain('forceReload');
    expect((BrowserWindow.created[0]?.options['webPreferences'] as Record<string, unknown>)['devTools']).toBe(false);
  });
});
