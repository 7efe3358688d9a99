import { vi } from 'vitest';
import type { Result } from '../../../../shared/api/errors';
import { createServiceClient, type ServiceClient } from '../../../../electron/client/client';
import type { SimulatorCredential } from '../../../../electron/simulator/contract';
import { startSimulator, type RunningSimulator, type SimulatorOptions } from '../../../../electron/simulator/index';

/** A client of the running simulator acting with one of its keys (the project's own client, as the app uses it). */
export function clientFor(
  simulator: RunningSimulator,
  credential: SimulatorCredential,
  customer?: number | string,
): ServiceClient {
  return createServiceClient({
    baseUrl: simulator.baseUrl,
    apiKey: credential.apiKey,
    secret: async () => credential.apiSecret,
    // The client carries customer numbers as text; the simulator's credentials list integers.
    defaultCustomer: () => (customer === undefined ? undefined : String(customer)),
    // A test must see the first answer, not a retried one.
    retry: { maxAttempts: 1 },
  });
}

/** The simulator on an ephemeral loopback port with the real world. */
export function start(options: Partial<SimulatorOptions> = {}): Promise<RunningSimulator> {
  return startSimulator({ seed: 42, speed: 1, host: '127.0.0.1', port: 0, ...options });
}

/** The value of a successful call, or a failure that shows the service's problem. */
export function ok<T>(result: Result<T>): T {
  if (!result.ok)
    throw new Error(
      `expected success, got ${result.error.status ?? result.error.kind}: ${result.error.message} ${JSON.stringify(result.error.problem ?? {})}`,
    );
  return result.value;
}

/** Polls `read` until `done` holds (bounded; no fixed sleeps in the test itself). */
export async function eventually<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs: number,
): Promise<T> {
  let last: T | undefined;
  await vi.waitFor(
    async () => {
      last = await read();
      if (!done(last)) throw new Error(`condition not reached yet; last value: ${JSON.stringify(last).slice(0, 300)}`);
    },
    { timeout: timeoutMs, interval: 50 },
  );
  return last as T;
}

/** 12-digit account number of an account id (decisions.md, Accounts). */
export const accountNumber = (id: number): string => String(id).padStart(12, '0');
