import { access } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createServiceClient } from '../../../../electron/client/client';
import { createAppServices, DATA_FILES } from '../../../../electron/services/app-services';
import { startSimulatorInWorker } from '../../../../electron/services/local-simulator/worker-host';
import { generateCredentials } from '../../../../electron/simulator/world/customers';
import { MemorySecretStore } from '../helpers/memory-secret-store';
import { useTempDirs } from '../helpers/temp-dir';

const tempDir = useTempDirs();

function start(dataDir: string, store: MemorySecretStore) {
  return createAppServices({
    dataDir,
    secretStore: store,
    createClient: createServiceClient,
    // As the app runs it: in a worker thread.
    startSimulator: startSimulatorInWorker,
    appInfo: { name: 'SVC Desk', version: 'test', electron: null, platform: process.platform },
    openExternal: () => Promise.resolve(),
  });
}

describe('the embedded simulator as the default profile', () => {
  it('gives a new user live data with no set-up, and comes back with the same world after a restart', async () => {
    const dataDir = await tempDir();
    const store = new MemorySecretStore();

    const first = await start(dataDir, store);
    const customers = await first.customers.list();
    expect(customers.customers.length).toBeGreaterThan(0);
    const builtIn = first.profiles.active()!;
    expect(builtIn).toMatchObject({ name: 'Local simulator', builtIn: true });
    const firstUrl = builtIn.baseUrl;
    expect(firstUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    await first.customers.select(builtIn.id, customers.customers[1]!.customerNumber);
    const firstSimulator = await first.simulator;
    expect(first.notices.list()).toEqual([]);
    // This install's own key, not the one every install would derive from the fixed seed.
    const seeded = generateCredentials(42, [
      { customerNumber: 1, name: 'x', referenceCurrency: 'CHF', commissionPct: '0' },
    ]);
    expect(firstSimulator!.credentials[0]!.apiKey).not.toBe(seeded[0]!.apiKey);
    expect(builtIn.apiKey).toBe(firstSimulator!.credentials[0]!.apiKey);
    await first.shutdown();
    await access(join(dataDir, DATA_FILES.simulatorState));
    // The simulator stopped with the app.
    await expect(fetch(`${firstSimulator!.baseUrl}/auth/api/v1/Customers`)).rejects.toThrow();

    const second = await start(dataDir, store);
    try {
      const again = await second.customers.list();
      const restarted = second.profiles.active()!;
      expect(restarted.id).toBe(builtIn.id);
      // Stable across restarts of one install.
      expect((await second.simulator)!.credentials).toEqual(firstSimulator!.credentials);
      expect(restarted.baseUrl).toBe((await second.simulator)!.baseUrl);
      expect(restarted.secretOrigin).toBe(restarted.baseUrl);
      expect(second.profiles.records()).toHaveLength(1);
      expect(again.customers).toEqual(customers.customers);
      expect(again.selectedCustomer).toBe(customers.customers[1]!.customerNumber);
    } finally {
      await second.shutdown();
    }
  }, 120_000);
});
