import { randomUUID } from 'node:crypto';
import { readdir, readFile, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createServiceClient } from '../../../electron/client/client';
import { createAppServices, DATA_FILES } from '../../../electron/services/app-services';
import { startSimulator } from '../../../electron/simulator/index';
import { MemorySecretStore } from './helpers/memory-secret-store';
import { useTempDirs } from './helpers/temp-dir';

const tempDir = useTempDirs();

function start(dataDir: string, store: MemorySecretStore) {
  return createAppServices({
    dataDir,
    secretStore: store,
    createClient: createServiceClient,
    startSimulator,
    appInfo: { name: 'SVC Desk', version: 'test', electron: null, platform: process.platform },
    openExternal: () => Promise.resolve(),
  });
}

/** The app's own files (the simulator's saved world is the service side: it keeps the credentials it issued). */
async function appFilesIn(dir: string): Promise<string> {
  const names = await readdir(dir, { recursive: true, withFileTypes: true });
  const texts = await Promise.all(
    names
      .filter((entry) => entry.isFile() && entry.name !== DATA_FILES.simulatorState)
      .map((entry) => readFile(join(entry.parentPath, entry.name), 'utf8')),
  );
  return texts.join('\n');
}

describe('starting without an OS keychain', () => {
  it('starts, says secrets cannot be stored, and the built-in simulator still works with its credential in memory only', async () => {
    const dataDir = await tempDir();
    const store = new MemorySecretStore();
    store.unavailable = 'the keychain library could not be loaded (keytar.node: cannot open shared object file)';
    const services = await start(dataDir, store);
    try {
      const customers = await services.customers.list();
      expect(customers.customers.length).toBeGreaterThan(0);
      const titles = services.notices.list().map((notice) => notice.title);
      expect(titles).toContain('Secrets cannot be stored');
      expect(titles).not.toContain('Local simulator not connected');
      const simulator = (await services.simulator)!;
      const secret = simulator.credentials[0]!.apiSecret;
      expect(store.entries.size).toBe(0);
      await services.shutdown();
      expect(await appFilesIn(dataDir)).not.toContain(secret);
    } finally {
      await services.shutdown();
    }
  }, 120_000);
});

describe('a profiles file written by a newer version', () => {
  it('is left untouched and opened read-only with a notice; the built-in simulator works for the session', async () => {
    const dataDir = await tempDir();
    const time = '2026-11-01T10:00:00.000Z';
    const id = randomUUID();
    const newer = {
      version: 99,
      profiles: [
        {
          id,
          name: 'Production',
          environment: 'production',
          baseUrl: 'https://api.example.com',
          apiKey: 'prod-key-0001',
          authScheme: 'SVC',
          selectedCustomer: null,
          builtIn: false,
          secretOrigin: null,
          createdAt: time,
          updatedAt: time,
          addedByANewerVersion: { x: 1 },
        },
      ],
      activeProfileId: id,
      somethingNew: true,
    };
    const text = `${JSON.stringify(newer, null, 2)}\n`;
    const path = join(dataDir, DATA_FILES.profiles);
    await writeFile(path, text);

    const services = await start(dataDir, new MemorySecretStore());
    try {
      expect(services.notices.list()).toContainEqual(
        expect.objectContaining({
          title: 'Profiles opened read-only',
          message: expect.stringContaining('format version 99'),
        }),
      );
      const list = await services.profiles.list();
      expect(list.profiles.map((profile) => profile.name)).toEqual(expect.arrayContaining(['Production']));
      await expect(
        services.profiles.create({
          name: 'New',
          environment: 'sandbox',
          baseUrl: 'https://sandbox.example.com',
          apiKey: 'k-0001',
          authScheme: 'SVC',
        }),
      ).rejects.toMatchObject({
        kind: 'storage',
        message: expect.stringContaining('newer version of SVC Desk'),
      });
      // The built-in simulator is added for this session: its customers load.
      await services.simulator;
      const builtIn = services.profiles.records().find((record) => record.builtIn)!;
      await services.profiles.activate(builtIn.id);
      const customers = await services.customers.list();
      expect(customers.customers.length).toBeGreaterThan(0);
      await services.customers.select(builtIn.id, customers.customers[0]!.customerNumber);
    } finally {
      await services.shutdown();
    }
    expect(await readFile(path, 'utf8')).toBe(text);
    expect((await readdir(dataDir)).filter((name) => name.startsWith(DATA_FILES.profiles))).toEqual([
      DATA_FILES.profiles,
    ]);
  }, 120_000);
});

describe('leftovers of an interrupted save', () => {
  it('are removed at start; the saved files stay', async () => {
    const dataDir = await tempDir();
    const leftover = join(dataDir, `.${DATA_FILES.profiles}.0123456789ab.tmp`);
    await writeFile(leftover, '{"version": 2, "prof');
    const old = new Date(Date.now() - 3_600_000);
    await utimes(leftover, old, old);
    const services = await start(dataDir, new MemorySecretStore());
    await services.shutdown();
    const names = await readdir(dataDir);
    expect(names).not.toContain(`.${DATA_FILES.profiles}.0123456789ab.tmp`);
    expect(names).toContain(DATA_FILES.profiles);
  }, 120_000);
});
