import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createEventBus } from '../../../../electron/services/events';
import { loansFiles, LOANS_FILES } from '../../../../electron/services/loans/files';
import { LtvHistoryStore } from '../../../../electron/services/loans/history';
import { createLimiter } from '../../../../electron/services/loans/limit';
import { LoanWatchdog } from '../../../../electron/services/loans/watchdog';

const thresholds = { smLtv: '0.7', hmLtv: '0.8' };

describe('LtvHistoryStore', () => {
  it('keeps at most maxSamples, drops samples older than maxAgeMs, and skips a flat repeat', () => {
    const store = new LtvHistoryStore({ maxAgeMs: 10_000, maxSamples: 3, flatSampleMs: 1_000 });
    expect(store.add('k', 0, '0.5', thresholds)).toBe(true);
    expect(store.add('k', 500, '0.5', thresholds)).toBe(false); // same LTV within flatSampleMs
    expect(store.add('k', 1_500, '0.5', thresholds)).toBe(true); // same LTV, but a while later
    store.add('k', 2_000, '0.51', thresholds);
    store.add('k', 3_000, '0.52', thresholds);
    expect(store.get('k').samples.map((s) => s.at)).toEqual([1_500, 2_000, 3_000]);
    store.add('k', 12_500, '0.53', thresholds);
    expect(store.get('k').samples.map((s) => s.at)).toEqual([3_000, 12_500]);
    expect(store.get('k', 4_000).samples).toEqual([{ at: 12_500, ltv: '0.53' }]);
    expect(store.get('k')).toMatchObject(thresholds);
  });
});

describe('createLimiter', () => {
  it('never runs more than the limit at once, even when a slot is handed over', async () => {
    const limit = createLimiter(2);
    let running = 0;
    let most = 0;
    const task = () =>
      limit(async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 2));
        running -= 1;
      });
    await Promise.all(Array.from({ length: 10 }, task));
    expect(most).toBe(2);
  });
});

describe('LoanWatchdog files', () => {
  it('moves a corrupt state file aside, says so, and starts empty', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'loans-corrupt-'));
    try {
      await writeFile(join(dir, LOANS_FILES.state), '{"version":1,"portfolios":[{"key":1}]', 'utf8');
      const watchdog = new LoanWatchdog({
        profiles: { records: () => [], onChange: () => () => undefined },
        clientFor: () => Promise.reject(new Error('unused')),
        files: loansFiles(dir),
        events: createEventBus(),
      });
      const warnings = await watchdog.init();
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatch(/state was reset: the file it is not valid JSON/);
      expect(watchdog.overview().portfolios).toEqual([]);
      expect((await readdir(dir)).some((name) => name.startsWith(`${LOANS_FILES.state}.corrupt-`))).toBe(true);
      await watchdog.stop();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
