import { describe, expect, it, vi } from 'vitest';
import { wirePowerMonitor } from '../../../electron/main/power';
import { CLOCK_CHECK_ENDPOINT } from '../../../electron/client/clock-check';
import type { ProfileList } from '../../../shared/ipc/schemas/profiles';
import type { RequestLogEntry } from '../../../shared/ipc/schemas/request-log';
import { startApp, useSharedSimulator } from '../ipc/harness';
import { MemorySecretStore } from '../services/helpers/memory-secret-store';
import { useTempDirs } from '../services/helpers/temp-dir';
import { powerMonitor } from './electron-mock';

vi.mock('electron', () => import('./electron-mock'));

const tempDir = useTempDirs();
const { start } = useSharedSimulator();

describe('resume from sleep (powerMonitor)', () => {
  it('checks the loans at once and measures the clock again before the next signed request', async () => {
    const app = await startApp({
      dataDir: await tempDir(),
      store: new MemorySecretStore(),
      start,
      services: { linkProbe: null },
    });
    const { services, value } = app;
    try {
      const { activeProfileId } = await value<ProfileList>('profiles.list');
      // A signed read before the sleep: the built-in profile's client exists and knows the clock.
      await value('trading.instruments', { profileId: activeProfileId });
      const before = await value<RequestLogEntry[]>('requestLog.list');
      expect(before.some((entry) => entry.endpoint === CLOCK_CHECK_ENDPOINT)).toBe(false);
      const lastSeq = Math.max(...before.map((entry) => entry.seq));

      const ready = Promise.resolve(services);
      wirePowerMonitor(ready);
      await ready;
      const checked = new Promise<{ at: string }>((resolve) => services.events.subscribe('loansUpdated', resolve));
      const resumed = new Promise<unknown>((resolve) => services.events.subscribe('resumed', resolve));
      // The watchdog runs (its first timed cycle spreads its reads over the 30 s interval); the laptop wakes.
      services.loans.watchdog.start();
      powerMonitor.emit('resume');

      expect(await resumed).toMatchObject({ cause: 'resume' });
      // At once, not spread over the interval: the test's 5 s would not see a timed cycle end.
      expect((await checked).at).toEqual(expect.any(String));
      const after = (await value<RequestLogEntry[]>('requestLog.list'))
        .filter((entry) => entry.seq > lastSeq)
        .sort((a, b) => a.seq - b.seq);
      // The first thing sent after waking is the measurement; the watchdog's signed reads follow it.
      expect(after[0]).toMatchObject({ endpoint: CLOCK_CHECK_ENDPOINT, method: 'HEAD', errorKind: null });
      expect(after[0]!.status).toEqual(expect.any(Number));
      expect(after.filter((entry) => entry.endpoint === CLOCK_CHECK_ENDPOINT)).toHaveLength(1);
      expect(after.length).toBeGreaterThan(1);
      const { offsetMs } = await value<{ offsetMs: number | null }>('connection.clock', { profileId: activeProfileId });
      expect(Math.abs(offsetMs!)).toBeLessThanOrEqual(2000);
    } finally {
      powerMonitor.removeAllListeners();
      await services.shutdown();
    }
  });
});
