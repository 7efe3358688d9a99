import { describe, expect, it } from 'vitest';
import { run } from '../../bench/trading.bench';

// `npm run bench` runs nowhere in CI; this keeps its ticket-to-acknowledgement benchmark valid under the
// pre-trade limits (it crashed once they landed: a CHF 1 limit order outside the price band) with a few samples.
describe('the trading benchmark', () => {
  it('places valid orders through the order service and reports its rows', async () => {
    const reports = await run({ warmup: 1, samples: 2 });
    expect(reports.map((report) => report.name)).toEqual([
      expect.stringContaining('p50'),
      expect.stringContaining('p50'),
      expect.stringContaining('p95'),
    ]);
    expect(reports.every((report) => Number.isFinite(report.ratio) && (report.ratio ?? 0) > 0)).toBe(true);
  }, 120_000);
});
