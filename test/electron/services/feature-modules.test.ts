import { describe, expect, it, vi } from 'vitest';
import { ipcContract } from '../../../shared/ipc/contract';
import { ipcEvents, type IpcEventName } from '../../../shared/ipc/names';
import { createServiceClient } from '../../../electron/client/client';
import { createAppServices } from '../../../electron/services/app-services';
import { createAlertsFeature } from '../../../electron/services/alerts/feature';
import { createBookFeature } from '../../../electron/services/book/feature';
import type { Feature } from '../../../electron/services/feature';
import { createLoansFeature } from '../../../electron/services/loans/feature';
import { createReportsFeature } from '../../../electron/services/reports/feature';
import { createStakingFeature } from '../../../electron/services/staking/feature';
import { createTradingFeature } from '../../../electron/services/trading/feature';
import type { ActiveClients } from '../../../electron/services/clients/client-pool';
import { passingGuards } from './helpers/guards';
import { MemorySecretStore } from './helpers/memory-secret-store';
import { useTempDirs } from './helpers/temp-dir';

const tempDir = useTempDirs();

describe('feature modules', () => {
  it("the composition root answers every channel of the IPC contract, and only those, from the features' handlers", async () => {
    const services = await createAppServices({
      dataDir: await tempDir(),
      secretStore: new MemorySecretStore(),
      createClient: createServiceClient,
      startSimulator: null,
      appInfo: { name: 'SVC Desk', version: '0.1.0-test', electron: null, platform: process.platform },
      openExternal: () => Promise.resolve(),
    });
    try {
      expect(Object.keys(services.handlers).sort()).toEqual(Object.keys(ipcContract).sort());
      // A handler is closed over its feature: it takes the parsed input alone, never the app's services.
      for (const handler of Object.values(services.handlers)) expect(handler.length).toBeLessThanOrEqual(1);
    } finally {
      await services.shutdown();
    }
  });

  it('a feature built from its ports alone serves its channels and names the push events it emits', async () => {
    const profile = {
      id: 'p',
      name: 'P',
      builtIn: false,
      baseUrl: 'http://127.0.0.1:1',
      secretOrigin: 'http://127.0.0.1:1',
    };
    const call = vi.fn();
    const clients = { activeAs: async () => ({ profile, client: { call } }) } as unknown as ActiveClients;
    const folder = await tempDir();
    const staking = await createStakingFeature({
      clients,
      customers: { customerOf: async () => null },
      journalPath: `${folder}/staking-orders.json`,
      notice: vi.fn(),
      guards: await passingGuards(folder),
    });
    expect(Object.keys(staking.handlers).every((channel) => channel.startsWith('staking.'))).toBe(true);
    expect(await staking.handlers['staking.pending']({ profileId: 'p' })).toEqual([]);
    // Not one of the profile's customers: refused before anything is sent.
    await expect(
      staking.handlers['staking.enter']({
        profileId: 'p',
        customer: '7',
        fromAccountNumber: '000000000001',
        toAccountNumber: '000000000002',
        amount: '1',
      } as never),
    ).rejects.toThrow(/not one of this profile's customers/);
    expect(call).not.toHaveBeenCalled();

    const emit = vi.fn();
    const reports = await createReportsFeature({
      clients,
      events: { emit },
      folder: await tempDir(),
      appVersion: 'test',
      chooseSaveFile: async () => null,
    });
    expect(reports.events.every((event) => (ipcEvents as readonly string[]).includes(event))).toBe(true);
    expect(await reports.handlers['reports.jobs'](undefined as never)).toEqual([]);
    await reports.service.close();
  });

  it('every feature is built the one way: an async create<Name>Feature(deps) the composition root awaits', () => {
    // One construction for all six: a feature that must open files and one that need not are awaited alike,
    // so turning one into the other changes no caller. (Types: each resolves to a Feature.)
    const factories = {
      createAlertsFeature,
      createBookFeature,
      createLoansFeature,
      createReportsFeature,
      createStakingFeature,
      createTradingFeature,
    } satisfies Record<string, (deps: never) => Promise<Feature<unknown, never, IpcEventName>>>;
    for (const [name, factory] of Object.entries(factories))
      expect([name, factory.constructor.name]).toEqual([name, 'AsyncFunction']);
  });
});
