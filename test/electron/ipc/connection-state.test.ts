import { describe, expect, it } from 'vitest';
import { FULL_ACCESS } from '../../../shared/api/customer-access';
import type { ConnectionState } from '../../../shared/ipc/schemas/connection';
import type { CustomerList } from '../../../shared/ipc/schemas/customers';
import type { ProfileList } from '../../../shared/ipc/schemas/profiles';
import { MemorySecretStore } from '../services/helpers/memory-secret-store';
import { useTempDirs } from '../services/helpers/temp-dir';
import { startApp, useSharedSimulator } from './harness';

const tempDir = useTempDirs();
const shared = useSharedSimulator();
const { start } = shared;

describe('the connection state main owns', () => {
  it("is pushed as connectionChanged: profile, revision, main's customer choice, access, clock; newer states have a higher sequence", async () => {
    const { value, events, services } = await startApp({
      dataDir: await tempDir(),
      store: new MemorySecretStore(),
      start,
    });
    try {
      const pushed = () =>
        events.filter((e) => e.event === 'connectionChanged').map((e) => e.payload as ConnectionState);
      const { activeProfileId } = await value<ProfileList>('profiles.list');
      await services.simulator;
      const before = await value<ConnectionState>('connection.state');
      expect(before).toMatchObject({ profileId: activeProfileId, selectedCustomer: null, access: null });

      // Listing chooses the first customer in main and pushes it with what the key may write (our simulator: everything).
      const list = await value<CustomerList>('customers.reachable');
      const first = list.customers[0]!.customerNumber;
      const afterList = pushed().at(-1)!;
      expect(afterList).toMatchObject({
        profileId: activeProfileId,
        revision: before.revision,
        selectedCustomer: first,
        access: FULL_ACCESS,
      });
      // The listing request gave main a clock estimate.
      expect(typeof afterList.clock.offsetMs).toBe('number');

      // A switch answers main's new state, which is also what it pushed.
      const second = list.customers[1]!.customerNumber;
      const switched = await value<ConnectionState>('customers.select', {
        profileId: activeProfileId,
        customerNumber: second,
      });
      expect(switched).toMatchObject({
        selectedCustomer: second,
        recentCustomers: [second, first],
        revision: before.revision,
      });
      expect(pushed().at(-1)).toEqual(switched);

      // A new name is not a new connection.
      await value('profiles.update', { id: activeProfileId, name: 'Renamed' });
      expect((await value<ConnectionState>('connection.state')).revision).toBe(before.revision);
      const sequences = pushed().map((state) => state.sequence);
      expect(sequences).toEqual([...sequences].sort((a, b) => a - b));
      expect(new Set(sequences).size).toBe(sequences.length);
    } finally {
      await services.shutdown();
    }
  });

  it('says whether the service answers from the newest request, pushed the moment a request fails to reach it', async () => {
    const { value, events, services } = await startApp({
      dataDir: await tempDir(),
      store: new MemorySecretStore(),
      start,
    });
    try {
      const pushed = () =>
        events.filter((e) => e.event === 'connectionChanged').map((e) => e.payload as ConnectionState);
      const { activeProfileId } = await value<ProfileList>('profiles.list');
      await services.simulator;
      await value<CustomerList>('customers.reachable');
      const reached = await value<ConnectionState>('connection.state');
      expect(reached.link).toMatchObject({ status: 'reached', latencyMs: expect.any(Number) });
      const entry = {
        seq: 10_000,
        time: new Date().toISOString(),
        profileId: activeProfileId!,
        profileName: 'x',
        customer: null,
        method: 'GET',
        path: '/x',
        endpoint: 'X',
        attempt: 1,
      };
      const count = pushed().length;
      // No answer: unreachable, pushed at once (synchronously with the logged attempt), with no latency.
      services.events.emit('requestLogged', { ...entry, status: null, latencyMs: 3, errorKind: 'network' });
      expect(pushed()).toHaveLength(count + 1);
      expect(pushed().at(-1)!.link).toMatchObject({ status: 'unreachable', latencyMs: null });
      // The same again changes nothing (no push per request); an answer makes it reached again.
      services.events.emit('requestLogged', {
        ...entry,
        seq: 10_001,
        status: null,
        latencyMs: 3,
        errorKind: 'timeout',
      });
      expect(pushed()).toHaveLength(count + 1);
      services.events.emit('requestLogged', {
        ...entry,
        seq: 10_002,
        status: 401,
        latencyMs: 4,
        errorKind: 'authentication',
      });
      expect(pushed().at(-1)!.link.status).toBe('refused');
      services.events.emit('requestLogged', { ...entry, seq: 10_003, status: 200, latencyMs: 7, errorKind: null });
      expect(pushed().at(-1)!.link).toMatchObject({ status: 'reached', latencyMs: 7 });
    } finally {
      await services.shutdown();
    }
  });

  it("moves the revision when the active profile's secret or scheme word changes", async () => {
    const { value, services } = await startApp({ dataDir: await tempDir(), store: new MemorySecretStore(), start });
    try {
      const credential = shared.simulator().credentials[0]!;
      const profile = await value<{ id: string }>('profiles.create', {
        name: 'Mine',
        environment: 'simulator',
        baseUrl: shared.simulator().baseUrl,
        apiKey: credential.apiKey,
      });
      await value('profiles.activate', { id: profile.id });
      const start = await value<ConnectionState>('connection.state');
      await value('secrets.set', { profileId: profile.id, secret: credential.apiSecret });
      const afterSecret = await value<ConnectionState>('connection.state');
      expect(afterSecret.revision).toBeGreaterThan(start.revision);
      await value('secrets.set', { profileId: profile.id, secret: credential.apiSecret });
      const afterReplace = await value<ConnectionState>('connection.state');
      expect(afterReplace.revision).toBeGreaterThan(afterSecret.revision);
      await value('profiles.update', { id: profile.id, authScheme: 'ACME' });
      const afterScheme = await value<ConnectionState>('connection.state');
      expect(afterScheme.revision).toBeGreaterThan(afterReplace.revision);
      await value('profiles.update', { id: profile.id, name: 'Mine, renamed' });
      expect((await value<ConnectionState>('connection.state')).revision).toBe(afterScheme.revision);
    } finally {
      await services.shutdown();
    }
  });
});
