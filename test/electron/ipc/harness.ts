import { approvingNewOrigins } from '../services/helpers/confirm';
import { afterAll, beforeAll, vi } from 'vitest';
import { createServiceClient } from '../../../electron/client/client';
import type { ClientOptions } from '../../../electron/client/client';
import { createDispatcher } from '../../../electron/ipc/dispatch';
import type { AppServices, AppServicesOptions } from '../../../electron/services/app-services';
import { createAppServices } from '../../../electron/services/app-services';
import type { StartSimulator } from '../../../electron/services/local-simulator/local-simulator';
import type { SecretStore } from '../../../electron/services/secrets/secret-store';
import type { RunningSimulator } from '../../../electron/simulator/index';
import { startSimulator } from '../../../electron/simulator/index';
import { ipcEvents } from '../../../shared/ipc/names';
import type { Recorded } from '../services/helpers/profiles';

/** A simulator shared by the tests of one file (starting one takes seconds); each app instance "starts" it without stopping it. */
export async function startSharedSimulator(
  options: { speed?: number } = {},
): Promise<{ simulator: RunningSimulator; start: StartSimulator }> {
  const simulator = await startSimulator({ seed: 42, speed: options.speed ?? 1, port: 0 });
  const borrowed: RunningSimulator = {
    baseUrl: simulator.baseUrl,
    credentials: simulator.credentials,
    adminToken: simulator.adminToken,
    stop: () => Promise.resolve(),
  };
  return { simulator, start: () => Promise.resolve(borrowed) };
}

/**
 * The shared simulator as a test file's fixture: started before its tests, stopped after them (`speed`:
 * its clock's pace, 1 by default; 1e-9 all but stops it, so every read sees the same books). `start`
 * lends it to each app instance; `simulator()` is the running one (inside a test only).
 */
export function useSharedSimulator(options: { speed?: number } = {}): {
  start: StartSimulator;
  simulator: () => RunningSimulator;
} {
  let shared: Awaited<ReturnType<typeof startSharedSimulator>> | undefined;
  beforeAll(async () => {
    shared = await startSharedSimulator(options);
  }, 120_000);
  afterAll(async () => {
    await shared?.simulator.stop();
  });
  const current = () => {
    if (!shared) throw new Error('The shared simulator starts before the tests: use it inside a test.');
    return shared;
  };
  return { start: (options) => current().start(options), simulator: () => current().simulator };
}

/** The app's services and dispatcher in a data folder, exactly as main wires them, minus Electron. */
export async function startApp(options: {
  dataDir: string;
  store: SecretStore;
  start: StartSimulator | null;
  clientOptions?: Partial<ClientOptions>;
  services?: Partial<AppServicesOptions>;
}) {
  const openExternal = vi.fn((_url: string) => Promise.resolve());
  const services: AppServices = await createAppServices({
    dataDir: options.dataDir,
    secretStore: options.store,
    createClient: (clientOptions) => createServiceClient({ ...clientOptions, ...options.clientOptions }),
    startSimulator: options.start,
    appInfo: { name: 'SVC Desk', version: '0.1.0-test', electron: null, platform: process.platform },
    openExternal,
    // Main's native dialog: new service addresses (the tests' own servers) are confirmed, anything else declined.
    confirm: approvingNewOrigins(),
    ...options.services,
  });
  await services.simulator;
  const dispatcher = createDispatcher(services, {
    reportInternalError: (channel, error) => console.error(channel, error),
  });
  const events: Recorded[] = [];
  for (const event of ipcEvents) dispatcher.subscribe(event, (payload) => events.push({ event, payload } as Recorded));
  /** Dispatches and returns the value, failing the test on an error result. */
  async function value<T = unknown>(channel: string, arg?: unknown): Promise<T> {
    const result = await dispatcher.dispatch(channel, arg);
    if (!result.ok) throw new Error(`${channel} failed: ${JSON.stringify(result.error)}`);
    return result.value as T;
  }
  return { services, dispatcher, events, openExternal, value, dispatch: dispatcher.dispatch };
}
