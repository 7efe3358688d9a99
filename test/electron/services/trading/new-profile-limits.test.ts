import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CANNOT_CONFIRM } from '../../../../electron/services/confirm/confirm-port';
import { TRADING_FILES } from '../../../../electron/services/trading/trading-service';
import type { ProfileList, ProfileView } from '../../../../shared/ipc/schemas/profiles';
import { MODEST_LIMITS, SIMULATOR_LIMITS, type TradingLimits } from '../../../../shared/trading/limits';
import { startApp, useSharedSimulator } from '../../ipc/harness';
import { MemorySecretStore } from '../helpers/memory-secret-store';
import { useTempDirs } from '../helpers/temp-dir';

const tempDir = useTempDirs();
const { start } = useSharedSimulator();

describe("a new profile's limits, entered when it is created", () => {
  it('are saved by main with the profile (not a raise: no confirmation needed), validated, and set only once', async () => {
    const dataDir = await tempDir();
    // No confirmation possible (browser mode): the first limits are still accepted, a later raise is not.
    const app = await startApp({
      dataDir,
      store: new MemorySecretStore(),
      start,
      services: { confirm: CANNOT_CONFIRM },
    });
    try {
      const { profiles } = await app.value<ProfileList>('profiles.list');
      const simulatorProfile = profiles.find((profile) => profile.builtIn) as ProfileView;
      // The address of a known profile, so no new-origin question is asked.
      const base = { baseUrl: simulatorProfile.baseUrl, apiKey: 'key-1234567890' };
      const chosen: TradingLimits = { ...MODEST_LIMITS, maxOrderValue: '20000', maxDailyValue: '80000' };
      const production = await app.value<ProfileView>('profiles.create', {
        name: 'Production',
        environment: 'production',
        ...base,
        limits: chosen,
      });
      expect(await app.value('trading.limits', { profileId: production.id })).toEqual(chosen);
      const file = JSON.parse(await readFile(join(dataDir, TRADING_FILES.limits), 'utf8')) as {
        profiles: Record<string, TradingLimits>;
      };
      expect(file.profiles[production.id]).toEqual(chosen);

      // Without limits in the request a new sandbox profile has the modest defaults; the simulator keeps its generous ones.
      const sandbox = await app.value<ProfileView>('profiles.create', {
        name: 'Sandbox',
        environment: 'sandbox',
        ...base,
      });
      expect(await app.value('trading.limits', { profileId: sandbox.id })).toEqual(MODEST_LIMITS);
      expect(await app.value('trading.limits', { profileId: simulatorProfile.id })).toEqual(SIMULATOR_LIMITS);

      // Bad limits are refused by main's schema before anything is created.
      const bad = await app.dispatch('profiles.create', {
        name: 'Bad',
        environment: 'production',
        ...base,
        limits: { ...MODEST_LIMITS, maxDailyValue: '0' },
      });
      expect(bad).toMatchObject({ ok: false, error: { kind: 'validation' } });
      expect((await app.value<ProfileList>('profiles.list')).profiles.map((profile) => profile.name)).not.toContain(
        'Bad',
      );

      // The first limits cannot be used later to raise without a confirmation.
      await expect(
        app.services.trading.setInitialLimits(production.id, { ...chosen, maxOrderValue: '90000' }),
      ).rejects.toThrow(/has limits already/);
      expect(await app.value('trading.limits', { profileId: production.id })).toEqual(chosen);
    } finally {
      await app.services.shutdown();
    }
  }, 60_000);
});

describe('limits the page cannot raise by editing a profile', () => {
  it('a profile created without limits has them written at once; relabelling it or moving its address changes nothing', async () => {
    const dataDir = await tempDir();
    const app = await startApp({ dataDir, store: new MemorySecretStore(), start });
    try {
      const { profiles } = await app.value<ProfileList>('profiles.list');
      const simulatorProfile = profiles.find((profile) => profile.builtIn) as ProfileView;
      const production = await app.value<ProfileView>('profiles.create', {
        name: 'Production',
        environment: 'production',
        baseUrl: simulatorProfile.baseUrl,
        apiKey: 'key-1234567890',
      });
      const file = JSON.parse(await readFile(join(dataDir, TRADING_FILES.limits), 'utf8')) as {
        profiles: Record<string, TradingLimits>;
      };
      expect(file.profiles[production.id]).toEqual(MODEST_LIMITS);
      await app.value('profiles.update', { id: production.id, environment: 'simulator' });
      expect(await app.value('trading.limits', { profileId: production.id })).toEqual(MODEST_LIMITS);
      // Another address (main asked about it first): still the same limits.
      await app.value('profiles.update', { id: production.id, baseUrl: 'http://127.0.0.1:9' });
      expect(await app.value('trading.limits', { profileId: production.id })).toEqual(MODEST_LIMITS);
    } finally {
      await app.services.shutdown();
    }
  }, 60_000);

  it('at start, every profile without stored limits gets its limits in force written down', async () => {
    const dataDir = await tempDir();
    const first = await startApp({ dataDir, store: new MemorySecretStore(), start });
    let sandboxId: string;
    let simulatorId: string;
    try {
      const { profiles } = await first.value<ProfileList>('profiles.list');
      const simulatorProfile = profiles.find((profile) => profile.builtIn) as ProfileView;
      simulatorId = simulatorProfile.id;
      sandboxId = (
        await first.value<ProfileView>('profiles.create', {
          name: 'Sandbox',
          environment: 'sandbox',
          baseUrl: simulatorProfile.baseUrl,
          apiKey: 'key-1234567890',
        })
      ).id;
    } finally {
      await first.services.shutdown();
    }
    // As a data folder of an earlier version: profiles, but no limits file.
    await rm(join(dataDir, TRADING_FILES.limits), { force: true });
    const second = await startApp({ dataDir, store: new MemorySecretStore(), start });
    try {
      const file = JSON.parse(await readFile(join(dataDir, TRADING_FILES.limits), 'utf8')) as {
        profiles: Record<string, TradingLimits>;
      };
      expect(file.profiles).toEqual({ [sandboxId]: MODEST_LIMITS, [simulatorId]: SIMULATOR_LIMITS });
    } finally {
      await second.services.shutdown();
    }
  }, 60_000);
});
