import { describe, expect, it } from 'vitest';
import { createServiceClient } from '../../../../electron/client/client';
import { runDesk } from '../../../../electron/cli/desk/run';
import { createAppServices } from '../../../../electron/services/app-services';
import type { StartSimulator } from '../../../../electron/services/local-simulator/local-simulator';
import { startSimulator } from '../../../../electron/simulator/index';
import { MemorySecretStore } from '../../services/helpers/memory-secret-store';
import { useTempDirs } from '../../services/helpers/temp-dir';

const tempDir = useTempDirs();

/** The app over a data folder, running its built-in simulator (in this process here; a worker in the app). */
function startApp(dataDir: string) {
  return createAppServices({
    dataDir,
    secretStore: new MemorySecretStore(),
    createClient: createServiceClient,
    startSimulator,
    appInfo: { name: 'SVC Desk', version: 'test', electron: null, platform: process.platform },
    openExternal: () => Promise.resolve(),
    loans: { watch: false },
  });
}

/** `npm run -s desk -- --data-dir DIR ARGS` with no environment key, a keychain that is not there (a headless machine), and the starts it made counted. */
async function desk(dataDir: string, args: readonly string[]) {
  const keychain = new MemorySecretStore();
  keychain.unavailable = 'No OS keychain here.';
  const starts: string[] = [];
  const counting: StartSimulator = async (options) => {
    const simulator = await startSimulator(options);
    starts.push(simulator.baseUrl);
    return simulator;
  };
  let stdout = '';
  let stderr = '';
  const code = await runDesk(
    ['--data-dir', dataDir, ...args],
    {},
    { stdout: (text) => (stdout += text), stderr: (text) => (stderr += text) },
    { deps: { keychain, startSimulator: counting } },
  );
  return { code, stdout, stderr, starts };
}

describe('desk --profile "Local simulator"', () => {
  it("uses the app's running simulator, and starts the same one (its world, its credential) when the app is not running", async () => {
    const dataDir = await tempDir();
    const app = await startApp(dataDir);
    const accounts = await (async () => {
      try {
        const builtIn = (await app.simulator)!;
        const running = await desk(dataDir, ['--profile', 'Local simulator', 'accounts']);
        expect({ code: running.code, stderr: running.stderr }).toEqual({ code: 0, stderr: '' });
        // The app's simulator answered: the desk started none of its own.
        expect(running.starts).toEqual([]);
        const listed = JSON.parse(running.stdout) as { id: number }[];
        expect(listed.length).toBeGreaterThan(0);
        expect(builtIn.baseUrl).toBe(app.profiles.active()!.baseUrl);
        return listed;
      } finally {
        await app.shutdown();
      }
    })();

    // The app has quit: the desk starts the embedded simulator on the same state file, and stops it again.
    const alone = await desk(dataDir, ['--profile', 'local simulator', 'accounts']);
    expect({ code: alone.code, stderr: alone.stderr }).toEqual({ code: 0, stderr: '' });
    expect(alone.starts).toHaveLength(1);
    expect(JSON.parse(alone.stdout)).toEqual(accounts);
    await expect(fetch(`${alone.starts[0]!}/auth/api/v1/Customers`)).rejects.toThrow();
  }, 120_000);

  it('refuses --base-url with the built-in profile: its address is chosen when it starts', async () => {
    const ran = await desk(await tempDir(), [
      '--profile',
      'Local simulator',
      '--base-url',
      'http://127.0.0.1:1',
      'accounts',
    ]);
    expect(ran.code).toBe(2);
    expect(JSON.parse(ran.stderr)).toMatchObject({
      kind: 'usage',
      message: expect.stringContaining('built-in simulator'),
    });
    expect(ran.starts).toEqual([]);
  });
});
