// A desk command never reads and hashes the whole statement archive at start (the window's notice of a damaged
// statement needs it, a command does not): at a month-end run's thousands of statements, that check competed with
// every resume of the run. Its listings still check each entry they show.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ReportService } from '../../../../electron/services/reports/report-service';
import type { RunningSimulator } from '../../../../electron/simulator/index';
import { startSimulator } from '../../../../electron/simulator/index';
import { useTempDirs } from '../../services/helpers/temp-dir';
import { firstJson, runDeskAgainst } from './run-desk';

const tempDir = useTempDirs();
let simulator: RunningSimulator;

beforeAll(async () => {
  simulator = await startSimulator({ seed: 7, speed: 60, port: 0 });
}, 120_000);
afterAll(() => simulator?.stop());

describe('the desk at start', () => {
  it('does not scan the statement archive', async () => {
    const scan = vi.spyOn(ReportService.prototype, 'scanArchive');
    try {
      const listed = await runDeskAgainst(simulator, await tempDir(), ['statements', 'archive']);
      expect(listed.code, listed.stderr).toBe(0);
      expect(firstJson(listed.stdout)).toEqual([]);
      expect(scan).not.toHaveBeenCalled();
    } finally {
      scan.mockRestore();
    }
  });
});
