import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { AppServicesOptions } from '../../../electron/services/app-services';
import { APP_ID } from '../../../electron/main/app-id';
import { app } from './electron-mock';

vi.mock('electron', () => import('./electron-mock'));
vi.mock('../../../electron/simulator/index', () => ({ startSimulator: vi.fn() }));

const seen = vi.hoisted(() => ({ options: null as AppServicesOptions | null }));
vi.mock('../../../electron/services/app-services', () => ({
  createAppServices: vi.fn((options: AppServicesOptions) => {
    seen.options = options;
    return new Promise(() => {});
  }),
}));
const keychain = vi.hoisted(() => ({ services: [] as string[] }));
vi.mock('../../../electron/services/secrets/keytar-store', () => ({
  createKeytarSecretStore: vi.fn((service: string) => {
    keychain.services.push(service);
    return {};
  }),
}));

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
