import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createEventBus } from '../../../../electron/services/events';
import { loansFiles, LOANS_FILES } from '../../../../electron/services/loans/files';
import { LtvHistoryStore } from '../../../../electron/services/loans/history';
import { createLimiter } from '../../../../electron/services/scheduling/limit';
import { LoanWatchdog } from '../../../../electron/services/loans/watchdog';
import { said } from '../helpers/notice-words';

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
        // In flight for a turn of the event loop: the other tasks get their chance to start meanwhile.
        await new Promise((resolve) => setImmediate(resolve));
        running -= 1;
      });
    await Promise.all(Array.from({ length: 10 }, task));
    expect(most).toBe(2);
  });
});

/** A watchdog over the files in dir that never reaches a service. */
function watchdogIn(dir: string): LoanWatchdog {
  return new LoanWatchdog({
    profiles: { records: () => [], onChange: () => () => undefined },
    clientFor: () => Promise.reject(new Error('unused')),
    files: loansFiles(dir),
    events: createEventBus(),
  });
}

describe('LoanWatchdog files', () => {
  it('opens files a newer version wrote read-only: uses what fits, says so, and never writes them', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'loans-newer-'));
    try {
      const settings = `{"version":2,"intervalSeconds":120,"warnMargin":"0.05","hysteresisBand":"0.01","keepRunningInBackground":false,"alarmSound":false,"watchProfiles":{},"quietHours":[]}`;
      const alerts =
        '{"version":3,"alerts":[{"id":"a1","at":"2026-11-01T10:00:00.000Z","key":"p/1/PF-1","to":"margin-call","acknowledged":false}]}';
      await writeFile(join(dir, LOANS_FILES.settings), settings, 'utf8');
      await writeFile(join(dir, LOANS_FILES.alerts), alerts, 'utf8');
      const watchdog = watchdogIn(dir);
      const warnings = await watchdog.init();
      expect(warnings.map((warning) => said(warning.title))).toEqual([
        'Loan monitor data opened read-only',
        'Loan monitor data opened read-only',
      ]);
      expect(said(warnings[1]!.message)).toMatch(
        /alert log file \(loans-alerts\.json\) was written by a newer version of SVC Desk \(format version 3\)/,
      );
      expect(watchdog.settings.get().intervalSeconds).toBe(120);
      expect((await watchdog.settings.update({ intervalSeconds: 60 })).intervalSeconds).toBe(60);
      await watchdog.stop();
      expect(await readFile(join(dir, LOANS_FILES.settings), 'utf8')).toBe(settings);
      expect(await readFile(join(dir, LOANS_FILES.alerts), 'utf8')).toBe(alerts);
      expect((await readdir(dir)).filter((name) => name.includes('.corrupt-'))).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('moves a corrupt state file aside, says so, and starts empty', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'loans-corrupt-'));
    try {
      await writeFile(join(dir, LOANS_FILES.state), '{"version":1,"portfolios":[{"key":1}]', 'utf8');
      const watchdog = watchdogIn(dir);
      const warnings = await watchdog.init();
      expect(warnings).toHaveLength(1);
      expect(said(warnings[0]!.title)).toBe('Loan monitor data reset');
      expect(said(warnings[0]!.message)).toMatch(
        /^The loan monitor’s state file \(loans-state\.json\) could not be read: it is not valid JSON\. It was kept as .*\.corrupt-.*; what it held starts afresh\.$/,
      );
      expect(watchdog.overview().portfolios).toEqual([]);
      expect((await readdir(dir)).some((name) => name.startsWith(`${LOANS_FILES.state}.corrupt-`))).toBe(true);
      await watchdog.stop();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
