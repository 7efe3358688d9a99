import Big from 'big.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loansWatchOutput } from '../../../../electron/cli/desk/commands/loans';
import { runDeskAgainst, type DeskOutput } from './run-desk';
import { controlClient } from '../../../../electron/simulator/control-client';
import type { RunningSimulator } from '../../../../electron/simulator/index';
import { startSimulator } from '../../../../electron/simulator/index';
import { classifyLtv, ltvDistance, priceDropToReach } from '../../../../shared/loans';
import { useTempDirs } from '../../services/helpers/temp-dir';
import { shockTo } from '../../services/loans/shock';

const tempDir = useTempDirs();
let simulator: RunningSimulator;

beforeAll(async () => {
  simulator = await startSimulator({ seed: 42, speed: 1, port: 0 });
}, 120_000);
afterAll(() => simulator?.stop());

interface Row {
  customer: string;
  portfolioId: string;
  currentLtv: string;
  smLtv: string;
  hmLtv: string;
  state: string;
  ltvToMarginCall: string;
  ltvToLiquidation: string;
  dropToMarginCall: string;
  dropToLiquidation: string;
}

async function desk(args: string[], signal?: AbortSignal): Promise<DeskOutput> {
  return runDeskAgainst(simulator, await tempDir(), args, signal);
}

describe('desk loans', () => {
  it('status: one row per borrow portfolio of every reachable customer, with exact distances and truncated drops', async () => {
    const all = await desk(['loans', 'status', '--all-customers']);
    expect(all.code).toBe(0);
    const rows = JSON.parse(all.stdout) as Row[];
    // Seed 42: the first customer borrows in two portfolios, the second in one; the third in none.
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expect(Object.keys(row).sort()).toEqual(
        [
          'currentLtv',
          'customer',
          'dropToLiquidation',
          'dropToMarginCall',
          'hmLtv',
          'ltvToLiquidation',
          'ltvToMarginCall',
          'portfolioId',
          'smLtv',
          'state',
        ].sort(),
      );
      expect(typeof row.customer).toBe('string');
      expect(row.ltvToMarginCall).toBe(ltvDistance(row.currentLtv, row.smLtv));
      expect(row.dropToLiquidation).toBe(priceDropToReach(row.currentLtv, row.hmLtv));
      expect(row.state).toBe(classifyLtv(row.currentLtv, { smLtv: row.smLtv, hmLtv: row.hmLtv, warnMargin: '0.05' }));
    }
    const selected = JSON.parse((await desk(['loans', 'status'])).stdout) as Row[];
    expect(new Set(selected.map((row) => row.customer)).size).toBe(1);
    // A wider margin turns an OK portfolio at 0.42 against 0.6 into a warning.
    const wide = JSON.parse(
      (await desk(['loans', 'status', '--all-customers', '--warn-margin', '0.2'])).stdout,
    ) as Row[];
    const calm = rows.find((row) => row.state === 'ok');
    expect(wide.find((row) => row.portfolioId === calm?.portfolioId)?.state).toBe('warning');
  });

  it('refuses a bad margin or action with exit 2 and one JSON problem', async () => {
    const bad = await desk(['loans', 'status', '--warn-margin', '5%']);
    expect(bad.code).toBe(2);
    expect(JSON.parse(bad.stderr.split('\n\n')[0]!)).toMatchObject({
      kind: 'usage',
      message: expect.stringContaining('--warn-margin'),
    });
    expect((await desk(['loans', 'explode'])).code).toBe(2);
    expect((await desk(['loans', 'status', '--interval', '5'])).code).toBe(2);
  });

  it('watch: a JSON line per state change until stopped', async () => {
    const lines: Record<string, unknown>[] = [];
    const original = loansWatchOutput.write;
    const controller = new AbortController();
    let shocked = false;
    const rows = JSON.parse((await desk(['loans', 'status', '--all-customers'])).stdout) as Row[];
    const calm = rows.find((row) => row.state === 'ok')!;
    loansWatchOutput.write = (text) => {
      lines.push(JSON.parse(text) as Record<string, unknown>);
      if (lines.length === rows.length && !shocked) {
        shocked = true;
        // The calm portfolio's collateral (BTC and SOL for seed 42) falls into margin call.
        void shockTo(
          controlClient(simulator),
          ['BTC', 'SOL'],
          calm.currentLtv,
          new Big(calm.smLtv).plus('0.03').toFixed(),
        );
      }
      if (lines.some((line) => line['portfolioId'] === calm.portfolioId && line['state'] === 'margin-call'))
        controller.abort();
    };
    try {
      const ran = await desk(['loans', 'watch', '--all-customers', '--interval', '5'], controller.signal);
      expect(ran.code).toBe(0);
      // stdout carries nothing but the per-change lines (written through loansWatchOutput above).
      expect(ran.stdout).toBe('');
    } finally {
      loansWatchOutput.write = original;
    }
    expect(lines.slice(0, rows.length).every((line) => line['from'] === null)).toBe(true);
    const change = lines.find((line) => line['portfolioId'] === calm.portfolioId && line['from'] === 'ok');
    expect(change).toMatchObject({ from: 'ok', state: 'margin-call', customer: calm.customer });
  }, 30_000);
});
