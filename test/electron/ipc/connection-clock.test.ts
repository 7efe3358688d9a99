import { describe, expect, it } from 'vitest';
import type { ProfileList, ProfileView } from '../../../shared/ipc/schemas/profiles';
import type { RequestLogEntry } from '../../../shared/ipc/schemas/request-log';
import { MemorySecretStore } from '../services/helpers/memory-secret-store';
import { useTempDirs } from '../services/helpers/temp-dir';
import { startApp, useSharedSimulator } from './harness';

const tempDir = useTempDirs();
const shared = useSharedSimulator();
const { start } = shared;

describe('connection.clock', () => {
  it("answers the active client's estimate: null before any response, then the simulator's offset, without a request", async () => {
    const { value, dispatch } = await startApp({ dataDir: await tempDir(), store: new MemorySecretStore(), start });
    const { activeProfileId } = await value<ProfileList>('profiles.list');
    expect(await value('connection.clock', { profileId: activeProfileId })).toEqual({ offsetMs: null });

    const call = await dispatch('trading.instruments', { profileId: activeProfileId });
    expect(call.ok).toBe(true);
    const logged = (await value<RequestLogEntry[]>('requestLog.list')).length;
    const { offsetMs } = await value<{ offsetMs: number | null }>('connection.clock', { profileId: activeProfileId });
    // The simulator runs on this machine's clock; Date headers have whole-second precision.
    expect(offsetMs).toEqual(expect.any(Number));
    expect(Math.abs(offsetMs!)).toBeLessThanOrEqual(2000);
    // Reading the estimate sends nothing.
    expect((await value<RequestLogEntry[]>('requestLog.list')).length).toBe(logged);
  });

  it('refuses a profile that is not the active one with a conflict', async () => {
    const { value, dispatch } = await startApp({ dataDir: await tempDir(), store: new MemorySecretStore(), start });
    const other = await value<ProfileView>('profiles.create', {
      name: 'Other desk',
      environment: 'sandbox',
      baseUrl: 'https://sandbox.example.com',
      apiKey: 'other-key',
    });
    const result = await dispatch('connection.clock', { profileId: other.id });
    expect(result).toMatchObject({
      ok: false,
      error: { kind: 'conflict', message: 'The active profile changed; the request was not sent.' },
    });
    expect(await dispatch('connection.clock', {})).toMatchObject({ ok: false, error: { kind: 'validation' } });
  });
});
