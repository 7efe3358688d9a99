import { describe, expect, it, vi } from 'vitest';
import type { LinkProbe } from '../../../../electron/services/clients/connection-tracker';
import { acceptsConnections } from '../../../../electron/platform/tcp-probe';
import { startSimulator } from '../../../../electron/simulator/index';
import type { ConnectionState } from '../../../../shared/ipc/schemas/connection';
import { startApp } from '../../ipc/harness';
import { MemorySecretStore } from '../helpers/memory-secret-store';
import { useTempDirs } from '../helpers/temp-dir';

const tempDir = useTempDirs();

/** The app with its built-in simulator and a link probe the test runs by hand. */
async function appWithProbe(probe: Omit<LinkProbe, 'schedule'>) {
  let check: (() => void) | null = null;
  const app = await startApp({
    dataDir: await tempDir(),
    store: new MemorySecretStore(),
    start: startSimulator,
    services: { linkProbe: { ...probe, schedule: (run) => ((check = run), () => undefined) } },
  });
  const { profileId } = await app.value<{ profileId: string }>('customers.reachable');
  await app.value('custody.accounts', { profileId });
  const state = (): ConnectionState => app.services.connection.current();
  expect(state().link.status).toBe('reached');
  return { app, state, runProbe: () => check?.() };
}

describe('the connection state while no request is made (a screen without refreshes)', () => {
  it('turns unreachable on the first probe after the service went away, without waiting for a request', async () => {
    const { app, state, runProbe } = await appWithProbe({
      reachable: (baseUrl) => acceptsConnections(baseUrl, 1000),
      intervalMs: 0,
    });
    try {
      // The service still there: a probe changes nothing.
      runProbe();
      await vi.waitFor(() => expect(state().link.status).toBe('reached'));
      // Stops listening at once (closing waits for the client's idle keep-alive connection, which a probe never uses).
      const stopped = (await app.services.simulator)!.stop();
      await new Promise((resolve) => setImmediate(resolve));
      const pushed = new Promise<ConnectionState>((resolve) => {
        const stop = app.services.events.subscribe('connectionChanged', (next) => {
          if (next.link.status !== 'unreachable') return;
          stop();
          resolve(next);
        });
      });
      runProbe();
      expect((await pushed).link).toMatchObject({ status: 'unreachable', latencyMs: null });
      await app.services.shutdown();
      await stopped;
    } finally {
      await app.services.shutdown();
    }
  }, 60_000);

  it('does not probe while requests keep answering', async () => {
    const reachable = vi.fn(async () => false);
    const { app, state, runProbe } = await appWithProbe({ reachable, intervalMs: 60_000 });
    try {
      runProbe();
      expect(reachable).not.toHaveBeenCalled();
      expect(state().link.status).toBe('reached');
    } finally {
      await app.services.shutdown();
    }
  }, 60_000);
});
