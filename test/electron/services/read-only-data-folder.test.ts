import { execFileSync } from 'node:child_process';
import { chmod } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createServiceClient } from '../../../electron/client/client';
import { problemOf } from '../../../electron/cli/desk/output';
import { createDispatcher } from '../../../electron/ipc/dispatch';
import { createAppServices } from '../../../electron/services/app-services';
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

/**
 * A data folder that cannot be written: a tmpfs remounted read-only (root, who ignores modes), else mode 0500
 * (any other user); makeReadOnly answers null with the reason where neither is possible.
 */
async function lockableFolder(): Promise<{
  dataDir: string;
  makeReadOnly: () => Promise<string | null>;
  cleanUp: () => void;
}> {
  const dir = await tempDir();
  const dataDir = join(dir, 'data');
  if (process.getuid?.() !== 0) {
    return {
      dataDir,
      makeReadOnly: async () => (await chmod(dataDir, 0o500), null),
      cleanUp: () => execFileSync('chmod', ['-R', 'u+w', dir]),
    };
  }
  let mounted = false;
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=64m,mode=0700', 'tmpfs', dir], { stdio: 'pipe' });
    mounted = true;
  } catch (error) {
    const reason = `cannot mount a tmpfs here (${String((error as { stderr?: Buffer }).stderr ?? (error as Error).message).trim()})`;
    return { dataDir, makeReadOnly: async () => reason, cleanUp: () => undefined };
  }
  return {
    dataDir,
    makeReadOnly: async () => (execFileSync('mount', ['-o', 'remount,ro', dir]), null),
    cleanUp: () => {
      if (mounted) execFileSync('umount', ['-l', dir]);
    },
  };
}

describe('a data folder that cannot be written', () => {
  it('starts, says once that the folder cannot be written, and answers storage problems naming it (not "unexpected", not "enter a secret")', async (context) => {
    const folder = await lockableFolder();
    try {
      const store = new MemorySecretStore();
      const first = await start(folder.dataDir, store);
      await first.simulator;
      await first.shutdown();
      const reason = await folder.makeReadOnly();
      if (reason !== null) {
        console.warn(`skipped: ${reason}`);
        context.skip();
        return;
      }

      const services = await start(folder.dataDir, store);
      try {
        const dispatcher = createDispatcher(services, { reportInternalError: () => undefined });
        const customers = await dispatcher.dispatch('customers.reachable', {});
        expect(customers).toMatchObject({
          ok: false,
          error: { kind: 'storage', message: expect.stringContaining(folder.dataDir) },
        });
        expect(JSON.stringify(customers)).toMatch(/read-only|permission was denied/);
        expect(JSON.stringify(customers)).not.toMatch(/unexpected|Enter it/i);

        const storageNotices = services.notices
          .list()
          .filter((notice) => notice.title === 'Data folder cannot be written');
        expect(storageNotices).toHaveLength(1);
        expect(storageNotices[0]?.message).toContain(folder.dataDir);
        // The simulator's own notice says why in the same words, not as a raw system error.
        const simulatorNotice = services.notices
          .list()
          .find((notice) => notice.title === 'Local simulator unavailable');
        expect(simulatorNotice?.message).toMatch(
          /^The local simulator could not start: its simulated world could not be saved in .*: (the folder is read-only|permission was denied)/,
        );
        // Once: later failures do not add more.
        await dispatcher.dispatch('customers.reachable', {});
        expect(
          services.notices.list().filter((notice) => notice.title === 'Data folder cannot be written'),
        ).toHaveLength(1);
      } finally {
        await services.shutdown();
      }
    } finally {
      folder.cleanUp();
    }
  }, 120_000);

  it('is a storage problem in the desk command too, naming the folder and the cause', () => {
    const readOnly = Object.assign(
      new Error("EROFS: read-only file system, open '/data/SVC Desk/order-journal.jsonl'"),
      { code: 'EROFS', path: '/data/SVC Desk/order-journal.jsonl' },
    );
    expect(problemOf(readOnly)).toEqual({
      exitCode: 1,
      problem: {
        kind: 'storage',
        message: expect.stringContaining(
          'order-journal.jsonl could not be saved in /data/SVC Desk: the folder is read-only',
        ),
        details: { cause: 'EROFS', folder: '/data/SVC Desk' },
      },
    });
    const full = Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
    expect(problemOf(full).problem).toMatchObject({
      kind: 'storage',
      message: expect.stringContaining('the disk is full'),
    });
  });
});
