import Big from 'big.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AlertCheckView, AlertRule, PriceAlertEvent } from '../../../../shared/alerts/rules';
import { formatAlertPrice } from '../../../../shared/alerts/rules';
import { controlClient } from '../../../../electron/simulator/control-client';
import type { RunningSimulator } from '../../../../electron/simulator/index';
import { startSimulator } from '../../../../electron/simulator/index';
import { useTempDirs } from '../../services/helpers/temp-dir';
import { firstJson, runDeskAgainst, type DeskProblem } from './run-desk';

const tempDir = useTempDirs();
let simulator: RunningSimulator;

beforeAll(async () => {
  // Real time: the price moves only a little between checks, the shocks move it a lot.
  simulator = await startSimulator({ seed: 42, speed: 1, port: 0 });
}, 120_000);
afterAll(() => simulator?.stop());

async function desk(dataDir: string, ...args: string[]) {
  const { code, stdout, stderr } = await runDeskAgainst(simulator, dataDir, args);
  return { code, out: firstJson(stdout), err: firstJson(stderr) as DeskProblem | null };
}

/**
 * After a rule fired once on a +10 % shock: a −10 % shock brings the price
 * back past the re-arming band (nothing fires, the rule is armed again), a new
 * +10 % shock fires it a second time, and the log holds both firings.
 */
async function expectRearmedThenFiredAgain(dir: string, ruleId: string): Promise<void> {
  const control = controlClient(simulator);
  await control.shockPrice('BTC', -10);
  expect(((await desk(dir, 'alerts', 'check')).out as AlertCheckView).fired).toEqual([]);
  expect(((await desk(dir, 'alerts', 'list')).out as { rules: AlertRule[] }).rules[0]?.armed).toBe(true);
  await control.shockPrice('BTC', 10);
  expect(((await desk(dir, 'alerts', 'check')).out as AlertCheckView).fired).toHaveLength(1);
  const log = ((await desk(dir, 'alerts', 'list')).out as { log: PriceAlertEvent[] }).log;
  expect(log.map((event) => event.ruleId)).toEqual([ruleId, ruleId]);
}

describe('desk alerts', () => {
  it('a price shock from the control plane fires an alert once, and not again until the price falls back and re-arms it', async () => {
    const dir = await tempDir();
    // A rule far away tells the current mid (its last value) without firing.
    const probe = (await desk(dir, 'alerts', 'add', '--symbol', 'BTC', '--currency', 'CHF', '--above', '1000000000'))
      .out as AlertRule;
    const first = (await desk(dir, 'alerts', 'check')).out as AlertCheckView;
    expect(first).toMatchObject({ rules: 1, fired: [], problems: [] });
    const listed = (await desk(dir, 'alerts', 'list')).out as { rules: AlertRule[] };
    const mid = listed.rules.find((rule) => rule.id === probe.id)?.last?.value as string;
    expect(mid).toMatch(/^\d+(\.\d+)?$/);
    expect((await desk(dir, 'alerts', 'remove', probe.id)).code).toBe(0);

    const level = new Big(mid).times('1.05').round(2).toFixed();
    const rule = (await desk(dir, 'alerts', 'add', '--symbol', 'BTC', '--currency', 'CHF', '--above', level))
      .out as AlertRule;
    expect(rule).toMatchObject({ kind: 'level', direction: 'above', level, on: 'mid', armed: true });
    expect(((await desk(dir, 'alerts', 'check')).out as AlertCheckView).fired).toEqual([]);

    const control = controlClient(simulator);
    await control.shockPrice('BTC', 10);
    const shocked = (await desk(dir, 'alerts', 'check')).out as AlertCheckView;
    expect(shocked.fired).toHaveLength(1);
    expect(shocked.fired[0]).toMatchObject({ ruleId: rule.id, symbol: 'BTC', currency: 'CHF', snoozed: false });
    // In a trader's words, the price with its currency: "BTC/CHF mid price rises to or above CHF 63,193.38: mid price at CHF 66,…".
    expect(shocked.fired[0]?.message).toContain(
      `BTC/CHF mid price rises to or above ${formatAlertPrice(level, { symbol: 'BTC', currency: 'CHF' })}: mid price at CHF `,
    );
    // Still above the level: no second notification for the same crossing.
    expect(((await desk(dir, 'alerts', 'check')).out as AlertCheckView).fired).toEqual([]);

    // Back below the level by more than the band: re-armed, nothing fired; up again: fires again.
    await expectRearmedThenFiredAgain(dir, rule.id);
  }, 120_000);

  it('a move rule: a price shock from the control plane fires it once, not again until the move falls back inside the band and re-arms it; each check is a desk run of its own, with services built afresh (the window lives in price-samples.json)', async () => {
    const dir = await tempDir();
    const rule = (
      await desk(dir, 'alerts', 'add', '--symbol', 'BTC', '--currency', 'CHF', '--move', '5', '--window', '1h')
    ).out as AlertRule;
    expect(rule).toMatchObject({ kind: 'move', percent: '5', window: '1h', on: 'mid', armed: true });
    // The first sample of the window: no move yet.
    expect(((await desk(dir, 'alerts', 'check')).out as AlertCheckView).fired).toEqual([]);
    expect(((await desk(dir, 'alerts', 'check')).out as AlertCheckView).fired).toEqual([]);

    const control = controlClient(simulator);
    await control.shockPrice('BTC', 10);
    const shocked = (await desk(dir, 'alerts', 'check')).out as AlertCheckView;
    expect(shocked.fired).toHaveLength(1);
    expect(shocked.fired[0]).toMatchObject({ ruleId: rule.id, symbol: 'BTC', currency: 'CHF', snoozed: false });
    expect(shocked.fired[0]?.message).toMatch(/^BTC\/CHF mid price moves 5\.00 % within 1 hour: moved \+\d+\.\d\d %$/);
    // About +10 % from the window's first price (the drift between reads is tiny at real time).
    expect(new Big(shocked.fired[0]?.value as string).minus(10).abs().lt(1)).toBe(true);
    // Still moved by more than the band: the same move is not announced again.
    expect(((await desk(dir, 'alerts', 'check')).out as AlertCheckView).fired).toEqual([]);
    expect(((await desk(dir, 'alerts', 'list')).out as { rules: AlertRule[] }).rules[0]?.armed).toBe(false);

    // Back near where the window started (−1 %, inside 90 % of 5 %): re-armed without firing; a new shock fires again.
    await expectRearmedThenFiredAgain(dir, rule.id);
  }, 120_000);

  it('bad rules are usage errors (exit 2), nothing saved', async () => {
    const dir = await tempDir();
    const both = await desk(
      dir,
      'alerts',
      'add',
      '--symbol',
      'BTC',
      '--currency',
      'CHF',
      '--above',
      '1',
      '--below',
      '2',
    );
    expect(both.code).toBe(2);
    const negative = await desk(
      dir,
      'alerts',
      'add',
      '--symbol',
      'BTC',
      '--currency',
      'CHF',
      '--move',
      '-5',
      '--window',
      '1h',
    );
    expect(negative.code).toBe(2);
    expect(negative.err?.message).toMatch(/--move/);
    expect(((await desk(dir, 'alerts', 'list')).out as { rules: AlertRule[] }).rules).toEqual([]);
  });
});
