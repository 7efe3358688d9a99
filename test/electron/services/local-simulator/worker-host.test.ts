import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { request } from 'undici';
import { describe, expect, it } from 'vitest';
import { startSimulatorInWorker } from '../../../../electron/services/local-simulator/worker-host';
import { controlClient } from '../../../../electron/simulator/control-client';
import { StateFileError } from '../../../../electron/simulator/index';
import { useTempDirs } from '../helpers/temp-dir';

const tempDir = useTempDirs();

describe('the simulator in a worker thread', () => {
  it('serves, answers its control plane and saves its world, while this thread stays responsive', async () => {
    const stateFile = join(await tempDir(), 'world.json');
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    // Generating the world takes seconds of CPU: all of it in the worker.
    const simulator = await startSimulatorInWorker({ seed: 42, speed: 1, port: 0, stateFile, randomCredentials: true });
    delay.disable();
    try {
      expect(delay.max / 1e6).toBeLessThan(500);
      expect(simulator.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(simulator.credentials.length).toBeGreaterThan(0);
      const unsigned = await request(`${simulator.baseUrl}/custody/v1/Accounts`);
      expect(unsigned.statusCode).toBe(401);
      await unsigned.body.dump();
      const control = controlClient(simulator);
      const before = await control.clock();
      expect(
        Date.parse((await control.advanceClock('1h')).simTime) - Date.parse(before.simTime),
      ).toBeGreaterThanOrEqual(3_600_000);
    } finally {
      await simulator.stop();
    }
    await expect(request(`${simulator.baseUrl}/custody/v1/Accounts`)).rejects.toThrow();
    // Stopping twice is safe.
    await simulator.stop();

    const again = await startSimulatorInWorker({ seed: 42, speed: 1, port: 0, stateFile, randomCredentials: true });
    try {
      expect(again.credentials).toEqual(simulator.credentials);
      expect(again.adminToken).not.toBe(simulator.adminToken);
    } finally {
      await again.stop();
    }
  }, 120_000);

  it('passes a refused state file back as StateFileError', async () => {
    const stateFile = join(await tempDir(), 'world.json');
    await writeFile(stateFile, 'not json');
    const failure = await startSimulatorInWorker({ seed: 42, speed: 1, port: 0, stateFile }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(StateFileError);
    expect((failure as StateFileError).file).toBe(stateFile);
    expect((failure as StateFileError).message).toMatch(/not valid JSON/);
  }, 60_000);
});
