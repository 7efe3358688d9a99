import { beforeAll, describe, expect, it, vi } from 'vitest';
import { APP_ID } from '../../../electron/main/app-id';
import { keychain, seen } from './start-mocks';
import { app } from './electron-mock';

vi.mock('electron', () => import('./electron-mock'));
vi.mock('../../../electron/simulator/index', () => ({ startSimulator: vi.fn() }));

vi.mock('../../../electron/services/app-services', () => import('./start-mocks'));
vi.mock('../../../electron/services/secrets/keytar-store', () => import('./start-mocks'));

beforeAll(async () => {
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
});
