import { vi } from 'vitest';
import type { AppServicesOptions } from '../../../electron/services/app-services';

/**
 * Stand-ins for the start tests (start-dev, start-production-build, start-packaged): they record what
 * main's start-up asked for (services options, keychain service names) and start nothing. Each test
 * file gets its own module instance, so the records are per file.
 */
export const seen = { options: null as AppServicesOptions | null };
export const keychain = { services: [] as string[] };

/** Records the options and never resolves: these tests look at start-up, not at running services. */
export const createAppServices = vi.fn((options: AppServicesOptions) => {
  seen.options = options;
  return new Promise(() => {});
});

/** Records the keychain service name main chose. */
export const createKeytarSecretStore = vi.fn((service: string) => {
  keychain.services.push(service);
  return {};
});
