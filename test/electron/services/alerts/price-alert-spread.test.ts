import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ServiceClient } from '../../../../electron/client/client';
import { priceAlertsFile } from '../../../../electron/services/alerts/alerts-file';
import { PriceAlertService } from '../../../../electron/services/alerts/price-alert-service';
import { useTempDirs } from '../helpers/temp-dir';

const tempDir = useTempDirs();
const PROFILES = Array.from({ length: 5 }, (_, i) => ({
  id: `p${i}`,
  baseUrl: `http://127.0.0.1:${i + 1}`,
  apiKey: `${i}`.repeat(16),
}));

afterEach(() => vi.useRealTimers());

describe('price alerts at scale: a timed check', () => {
  it('reads market data once per profile, the reads spread evenly over the interval instead of a burst', async () => {
    const dir = await tempDir();
    const reads: { profile: string; at: number }[] = [];
    const clientFor = async (profileId: string) =>
      ({
        call: async () => {
          reads.push({ profile: profileId, at: Date.now() });
          return {
            ok: true,
            value: [
              {
                symbol: 'BTC',
                currency: 'CHF',
                bid: '100',
                ask: '100',
                bidSize: null,
                askSize: null,
                last: null,
                timestamp: new Date().toISOString(),
              },
            ],
          };
        },
      }) as unknown as ServiceClient;
    const alerts = new PriceAlertService({
      profiles: { records: () => PROFILES },
      clientFor,
      file: priceAlertsFile(dir),
      intervalMs: 10_000,
    });
    await alerts.init();
    for (const profile of PROFILES) {
      // Two rules on one profile still take one read.
      await alerts.add({
        kind: 'level',
        profileId: profile.id,
        symbol: 'BTC',
        currency: 'CHF',
        on: 'mid',
        direction: 'above',
        level: '200',
      });
      await alerts.add({
        kind: 'level',
        profileId: profile.id,
        symbol: 'BTC',
        currency: 'CHF',
        on: 'mid',
        direction: 'below',
        level: '50',
      });
    }
    vi.useFakeTimers({ now: Date.parse('2026-11-26T10:00:00Z') });
    const start = Date.now();
    alerts.start();
    await vi.advanceTimersByTimeAsync(9_999);
    expect(reads.map((read) => read.profile).sort()).toEqual(PROFILES.map((profile) => profile.id));
    // 90 % of 10 s over five profiles: one every 1.8 s.
    expect(reads.map((read) => read.at - start)).toEqual([0, 1800, 3600, 5400, 7200]);
    await alerts.stop();
  });
});
