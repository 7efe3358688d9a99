import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerList } from '../../../shared/ipc/schemas/customers';
import type { ProfileView } from '../../../shared/ipc/schemas/profiles';
import type { RequestLogEntry } from '../../../shared/ipc/schemas/request-log';
import { MemorySecretStore } from '../services/helpers/memory-secret-store';
import { useTempDirs } from '../services/helpers/temp-dir';
import { startApp, useSharedSimulator } from './harness';

const tempDir = useTempDirs();
const shared = useSharedSimulator();
const { start } = shared;
// Stands in for another profile's service (e.g. production): it only counts what reaches it.
const reached: string[] = [];
const otherService = createServer((request, response) => {
  reached.push(`${request.method} ${request.url}`);
  // 401: refused at once, so the client has nothing to retry.
  response.writeHead(401, { 'content-type': 'application/json' }).end('{}');
});

beforeAll(async () => {
  await new Promise<void>((resolve) => otherService.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  await new Promise((resolve) => otherService.close(resolve));
});

const PROFILE_CHANGED = 'The active profile changed; the request was not sent.';

describe('requests naming a profile that is no longer active', () => {
  it('are refused as a conflict and reach neither service', async () => {
    const { value, dispatch } = await startApp({ dataDir: await tempDir(), store: new MemorySecretStore(), start });
    const simulatorProfile = await value<CustomerList>('customers.reachable');
    const [firstCustomer, secondCustomer] = simulatorProfile.customers;
    const address = otherService.address() as AddressInfo;
    const other = await value<ProfileView>('profiles.create', {
      name: 'Production desk',
      environment: 'production',
      baseUrl: `http://127.0.0.1:${address.port}`,
      apiKey: 'other-key',
    });
    await value('secrets.set', { profileId: other.id, secret: 'other-secret' });
    // The user switches while a screen of the simulator profile is still about to send its order.
    await value('profiles.activate', { id: other.id });
    const loggedBefore = (await value<RequestLogEntry[]>('requestLog.list')).length;

    const orders = await dispatch('trading.orders', {
      profileId: simulatorProfile.profileId,
      customer: firstCustomer!.customerNumber,
      query: { pageSize: 5 },
    });
    expect(orders).toEqual({
      ok: false,
      error: { kind: 'conflict', message: PROFILE_CHANGED, details: expect.any(Object) },
    });
    const read = await dispatch('custody.accounts', { profileId: simulatorProfile.profileId });
    expect(read).toMatchObject({ ok: false, error: { kind: 'conflict', message: PROFILE_CHANGED } });
    const select = await dispatch('customers.select', {
      profileId: simulatorProfile.profileId,
      customerNumber: secondCustomer!.customerNumber,
    });
    expect(select).toMatchObject({ ok: false, error: { kind: 'conflict', message: PROFILE_CHANGED } });

    expect(reached).toEqual([]);
    expect((await value<RequestLogEntry[]>('requestLog.list')).length).toBe(loggedBefore);
    // The simulator profile's remembered customer did not move either.
    const { profiles } = await value<{ profiles: ProfileView[] }>('profiles.list');
    expect(profiles.find((profile) => profile.id === simulatorProfile.profileId)?.selectedCustomer).toBe(
      simulatorProfile.selectedCustomer,
    );

    // The same call naming the active profile does go out (through that profile's service).
    await dispatch('custody.accounts', { profileId: other.id, customer: firstCustomer!.customerNumber });
    expect(reached.length).toBeGreaterThan(0);
  });

  it('refuses a call that names no profile', async () => {
    const { dispatch } = await startApp({ dataDir: await tempDir(), store: new MemorySecretStore(), start });
    const result = await dispatch('custody.accounts', {});
    expect(result).toMatchObject({
      ok: false,
      error: { kind: 'validation', details: { issues: [expect.objectContaining({ path: 'profileId' })] } },
    });
  });
});
