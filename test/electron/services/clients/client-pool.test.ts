import { describe, expect, it, vi } from 'vitest';
import type { ClientOptions, ServiceClient } from '../../../../electron/client/client';
import { createEventBus } from '../../../../electron/services/events';
import { RequestLog } from '../../../../electron/services/request-log/request-log';
import { ClientPool } from '../../../../electron/services/clients/client-pool';
import { makeProfiles, sandboxInput } from '../helpers/profiles';
import { useTempDirs } from '../helpers/temp-dir';

const tempDir = useTempDirs();

async function setup(simulatorStarted?: Promise<unknown>) {
  const parts = await makeProfiles(await tempDir());
  const made: { options: ClientOptions; client: ServiceClient & { closed: boolean } }[] = [];
  const createClient = (options: ClientOptions) => {
    const client = {
      closed: false,
      close: vi.fn(async () => void (client.closed = true)),
    } as unknown as ServiceClient & { closed: boolean };
    made.push({ options, client });
    return client;
  };
  const requestLog = new RequestLog({ events: createEventBus() });
  const clients = new ClientPool({
    profiles: parts.profiles,
    secrets: parts.secrets,
    requestLog,
    createClient,
    ...(simulatorStarted ? { simulatorStarted } : {}),
  });
  return { ...parts, clients, made, requestLog };
}

describe('ClientPool', () => {
  it('makes one client per profile with its address, key, selected customer and request logging', async () => {
    const { profiles, secrets, clients, made, requestLog } = await setup();
    const view = await profiles.create(sandboxInput());
    await secrets.set(view.id, 'the-secret');
    await profiles.selectCustomer(view.id, '5');
    const client = await clients.clientFor(view.id);
    expect(await clients.clientFor(view.id)).toBe(client);
    expect(made).toHaveLength(1);
    const { options } = made[0]!;
    expect(options).toMatchObject({ baseUrl: 'https://sandbox.example.com', apiKey: 'key-123' });
    expect(options.defaultCustomer?.()).toBe('5');
    await expect(options.secret()).resolves.toBe('the-secret');
    options.onExchange?.({ startedAt: 't', method: 'GET', path: '/x', endpoint: 'X', latencyMs: 1, attempt: 1 });
    expect(requestLog.list()).toEqual([expect.objectContaining({ profileId: view.id, profileName: 'Sandbox' })]);
    // Nothing on the client object holds the secret.
    expect(JSON.stringify(options)).not.toContain('the-secret');
  });

  it('drops and closes the client when the address changes; the old client gets no secret', async () => {
    const { profiles, secrets, clients, made } = await setup();
    const view = await profiles.create(sandboxInput());
    await secrets.set(view.id, 'the-secret');
    const old = await clients.clientFor(view.id);
    await profiles.update({ id: view.id, baseUrl: 'https://moved.example.com' });
    expect((old as unknown as { closed: boolean }).closed).toBe(true);
    await secrets.set(view.id, 'new-secret');
    await expect(made[0]!.options.secret()).rejects.toMatchObject({ kind: 'secret-origin-mismatch' });
    expect(await clients.clientFor(view.id)).not.toBe(old);
    await expect(made[1]!.options.secret()).resolves.toBe('new-secret');
  });

  it('holds calls through the built-in profile until the simulator has started', async () => {
    let started!: () => void;
    const { profiles, clients } = await setup(new Promise<void>((resolve) => (started = resolve)));
    const pending = clients.active();
    let settled = false;
    void pending.then(
      () => (settled = true),
      () => (settled = true),
    );
    await Promise.resolve();
    expect(settled).toBe(false);
    const builtIn = await profiles.upsertBuiltIn('http://127.0.0.1:40123', 'sim-key');
    started();
    expect((await pending).profile.id).toBe(builtIn.id);
  });
});
