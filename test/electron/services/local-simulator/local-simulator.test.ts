import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import {
  LOCAL_SIMULATOR_SEED,
  startLocalSimulator,
} from '../../../../electron/services/local-simulator/local-simulator';
import type { StartSimulator } from '../../../../electron/services/local-simulator/local-simulator';
import { StateFileError } from '../../../../electron/simulator/index';
import type { RunningSimulator } from '../../../../electron/simulator/index';
import { makeProfiles } from '../helpers/profiles';
import { useTempDirs } from '../helpers/temp-dir';

const tempDir = useTempDirs();

function fakeSimulator(port: number): RunningSimulator {
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    credentials: [{ apiKey: 'sim-key', apiSecret: 'sim-secret', customers: [1, 2] }],
    adminToken: 'admin-token',
    stop: vi.fn(() => Promise.resolve()),
  };
}

async function setup() {
  const dir = await tempDir();
  const parts = await makeProfiles(dir);
  const stateFile = join(dir, 'simulator-state.json');
  const run = (start: StartSimulator) => startLocalSimulator({ start, stateFile, ...parts });
  return { ...parts, dir, stateFile, run };
}

describe('startLocalSimulator', () => {
  it('starts on a random loopback port with its state file and stores the credential like any other', async () => {
    const { run, profiles, store, stateFile } = await setup();
    const start = vi.fn<StartSimulator>(() => Promise.resolve(fakeSimulator(40001)));
    await run(start);
    expect(start).toHaveBeenCalledWith({
      host: '127.0.0.1',
      port: 0,
      seed: LOCAL_SIMULATOR_SEED,
      speed: 1,
      stateFile,
      randomCredentials: true,
    });
    const record = profiles.records()[0]!;
    expect(record).toMatchObject({
      builtIn: true,
      baseUrl: 'http://127.0.0.1:40001',
      apiKey: 'sim-key',
      secretOrigin: 'http://127.0.0.1:40001',
    });
    expect(store.entries.get(record.id)).toBe('sim-secret');
  });

  it('gives tests and benchmarks an office of many customers and a service latency when asked', async () => {
    const { profiles, secrets, notices, stateFile } = await setup();
    const start = vi.fn<StartSimulator>(() => Promise.resolve(fakeSimulator(40004)));
    await startLocalSimulator({
      start,
      stateFile,
      profiles,
      secrets,
      notices,
      world: { customers: 1000, latencyMs: 50 },
    });
    expect(start).toHaveBeenCalledWith(
      expect.objectContaining({ customers: 1000, latencyMs: 50, seed: LOCAL_SIMULATOR_SEED, stateFile }),
    );
  });

  it('keeps an unusable state file aside and starts a new world, saying so', async () => {
    const { run, notices, stateFile, dir } = await setup();
    await writeFile(stateFile, 'not a world');
    const start = vi
      .fn<StartSimulator>()
      .mockRejectedValueOnce(new StateFileError(stateFile, 'it is not valid JSON (Unexpected token)'))
      .mockResolvedValueOnce(fakeSimulator(40002));
    expect(await run(start)).not.toBeNull();
    const backup = (await readdir(dir)).find((name) => name.startsWith('simulator-state.json.corrupt-'));
    expect(backup).toBeDefined();
    expect(await readFile(join(dir, backup!), 'utf8')).toBe('not a world');
    expect(notices.list()).toEqual([
      expect.objectContaining({ title: 'Local simulator started afresh', message: expect.stringContaining(backup!) }),
    ]);
  });

  it('reports a simulator that cannot start; the app goes on without it', async () => {
    const { run, notices, profiles } = await setup();
    expect(await run(() => Promise.reject(new Error('listen EADDRINUSE')))).toBeNull();
    expect(notices.list()).toEqual([
      expect.objectContaining({ level: 'error', message: 'The local simulator could not start: listen EADDRINUSE' }),
    ]);
    expect(profiles.records()).toEqual([]);
  });

  it('without a keychain, runs the simulator, keeps the profile and says the credential could not be stored', async () => {
    const { run, notices, profiles, store } = await setup();
    store.unavailable = 'Cannot autolaunch D-Bus without X11 $DISPLAY';
    expect(await run(() => Promise.resolve(fakeSimulator(40003)))).not.toBeNull();
    expect(profiles.records()[0]).toMatchObject({ builtIn: true, secretOrigin: null });
    expect(notices.list()).toEqual([
      expect.objectContaining({
        title: 'Local simulator not connected',
        message: expect.stringContaining('No OS keychain is available: this session has no D-Bus session bus'),
      }),
    ]);
  });
});
