import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstJson, runDeskAgainst, type DeskProblem } from './run-desk';
import type { RunningSimulator } from '../../../../electron/simulator/index';
import { startSimulator } from '../../../../electron/simulator/index';
import { controlClient } from '../../../../electron/simulator/control-client';
import { sumDecimals } from '../../../../shared/staking/exact-decimal';
import { useTempDirs } from '../../services/helpers/temp-dir';

const tempDir = useTempDirs();
let simulator: RunningSimulator;

beforeAll(async () => {
  simulator = await startSimulator({ seed: 42, speed: 1, port: 0 });
}, 120_000);
afterAll(() => simulator?.stop());

/** One desk run; its first JSON on each stream. */
async function desk(dataDir: string, ...args: string[]) {
  const { code, stdout, stderr } = await runDeskAgainst(simulator, dataDir, args);
  return { code, out: firstJson(stdout), err: firstJson(stderr) as DeskProblem | null };
}

describe('desk staking', () => {
  it('refuses an entry above the available balance (the staking limit) before journaling or sending it', async () => {
    const dir = await tempDir();
    const products = (await desk(dir, 'staking', 'products')).out as { id: string; assetSymbol: string }[];
    const eth = products.find((product) => product.assetSymbol === 'ETH')!;
    const accounts = (await desk(dir, 'accounts')).out as {
      id: number;
      assetSymbol: string;
      type: string;
      available: string;
    }[];
    const trading = accounts.find((account) => account.assetSymbol === 'ETH' && account.type === 'Trading')!;
    const from = String(trading.id).padStart(12, '0');
    const tooMuch = sumDecimals([trading.available, '0.000000000000000001']);
    const refused = await desk(
      dir,
      'staking',
      'enter',
      '--from-account',
      from,
      '--product',
      eth.id,
      '--amount',
      tooMuch,
      '--external-reference',
      'DESKLIMIT1',
    );
    expect(refused).toMatchObject({
      code: 1,
      err: { kind: 'limit', message: expect.stringContaining("above this profile's limit of the available balance") },
    });
    const listed = (await desk(dir, 'staking', 'orders', '--external-reference', 'DESKLIMIT1')).out as {
      items: unknown[];
    };
    expect(listed.items).toEqual([]);
    expect((await desk(dir, 'staking', 'pending')).out ?? []).toEqual([]);
  }, 60_000);

  it('an exit of the whole staked balance needs --yes (the desktop app asks in a dialog); with it the exit is sent', async () => {
    const dir = await tempDir();
    const accounts = (await desk(dir, 'accounts')).out as {
      id: number;
      assetSymbol: string;
      type: string;
      available: string;
    }[];
    const staked = accounts.find((account) => account.type === 'Staking' && Number(account.available) > 0)!;
    const receiving = accounts.find(
      (account) => account.assetSymbol === staked.assetSymbol && account.type === 'Trading',
    )!;
    const [from, to] = [staked, receiving].map((account) => String(account.id).padStart(12, '0'));
    const refused = await desk(
      dir,
      'staking',
      'exit',
      '--from-account',
      from!,
      '--to-account',
      to!,
      '--amount',
      staked.available,
      '--external-reference',
      'DESKWHOLE1',
    );
    expect(refused).toMatchObject({
      code: 1,
      err: {
        kind: 'limit',
        message: expect.stringContaining(
          `it moves more than half of the ${staked.available} ${staked.assetSymbol} available`,
        ),
      },
    });
    expect(
      ((await desk(dir, 'staking', 'orders', '--external-reference', 'DESKWHOLE1')).out as { items: unknown[] }).items,
    ).toEqual([]);
    const confirmed = await desk(
      dir,
      'staking',
      'exit',
      '--from-account',
      from!,
      '--to-account',
      to!,
      '--amount',
      staked.available,
      '--external-reference',
      'DESKWHOLE1',
      '--yes',
    );
    expect(confirmed).toMatchObject({ code: 0, out: { outcome: 'sent', order: { type: 'Exit' } } });
    // The payout change is always confirmed: without --yes nothing is changed.
    expect(await desk(dir, 'staking', 'payout', '--staking-account', from!, '--payout-account', to!)).toMatchObject({
      code: 1,
      err: { kind: 'limit', message: expect.stringContaining('Nothing was changed.') },
    });
    expect(await desk(dir, 'staking', 'payout', '--staking-account', from!)).toMatchObject({ code: 2 });
  }, 60_000);

  it('lists products, enters and exits by id (a repeat is the same order), filters orders by state', async () => {
    const dir = await tempDir();
    const products = (await desk(dir, 'staking', 'products')).out as { id: string; assetSymbol: string }[];
    const eth = products.find((product) => product.assetSymbol === 'ETH')!;
    const accounts = (await desk(dir, 'accounts')).out as {
      id: number;
      assetSymbol: string;
      type: string;
      available: string;
    }[];
    const trading = accounts.find((account) => account.assetSymbol === 'ETH' && account.type === 'Trading')!;
    const from = String(trading.id).padStart(12, '0');
    const id = '0f8e4c1a-9b2d-4e6f-8a1b-2c3d4e5f6a7b';

    const entered = await desk(
      dir,
      'staking',
      'enter',
      '--from-account',
      from,
      '--product',
      eth.id,
      '--amount',
      '0.010000000000000001',
      '--external-reference',
      'DESKTEST01',
      '--id',
      id,
    );
    expect(entered.err).toBeNull();
    expect(entered.code).toBe(0);
    expect(entered.out).toMatchObject({
      id,
      outcome: 'sent',
      order: { type: 'Entry', state: 'Open', amount: '0.010000000000000001' },
    });
    // The same command again (same id, same body) is the same order.
    expect(
      (
        await desk(
          dir,
          'staking',
          'enter',
          '--from-account',
          from,
          '--product',
          eth.id,
          '--amount',
          '0.010000000000000001',
          '--external-reference',
          'DESKTEST01',
          '--id',
          id,
        )
      ).code,
    ).toBe(0);
    const listed = (await desk(dir, 'staking', 'orders', '--external-reference', 'DESKTEST01')).out as {
      items: { id: string }[];
    };
    expect(listed.items.map((order) => order.id)).toEqual([id]);
    // Another body under the same id: refused before sending, exit 1.
    const clash = await desk(
      dir,
      'staking',
      'enter',
      '--from-account',
      from,
      '--product',
      eth.id,
      '--amount',
      '2',
      '--id',
      id,
    );
    expect(clash).toMatchObject({ code: 1, err: { kind: 'conflict' } });

    await controlClient(simulator).advanceClock('4d');
    const completed = (
      await desk(
        dir,
        'staking',
        'orders',
        '--state',
        'Completed',
        '--state',
        'Cancelled',
        '--external-reference',
        'DESKTEST01',
      )
    ).out as { items: { state: string }[] };
    expect(completed.items.map((order) => order.state)).toEqual(['Completed']);
    const order = (await desk(dir, 'staking', 'order', '--id', id)).out as { toAccountNumber: string };
    const exit = await desk(
      dir,
      'staking',
      'exit',
      '--from-account',
      order.toAccountNumber,
      '--to-account',
      from,
      '--amount',
      '0.000000000000000001',
    );
    expect(exit.err).toBeNull();
    expect(exit.out).toMatchObject({ outcome: 'sent', order: { type: 'Exit', state: 'Open' } });
  }, 60_000);

  it('exits 3 when no answer arrived; `staking retry` in a later run sends the same order once', async () => {
    const dir = await tempDir();
    const products = (await desk(dir, 'staking', 'products')).out as { id: string; assetSymbol: string }[];
    const eth = products.find((product) => product.assetSymbol === 'ETH')!;
    const accounts = (await desk(dir, 'accounts')).out as { id: number; assetSymbol: string; type: string }[];
    const from = String(
      accounts.find((account) => account.assetSymbol === 'ETH' && account.type === 'Trading')!.id,
    ).padStart(12, '0');
    const control = controlClient(simulator);
    // Every attempt the client makes is dropped after processing, and the look-up by id fails too.
    await control.injectFault({ method: 'PUT', path: '/staking/v5/stakingOrders/{id}', kind: 'drop', count: 3 });
    await control.injectFault({ method: 'GET', path: '/staking/v5/stakingOrders/{id}', kind: 'unavailable', count: 3 });
    const lost = await desk(
      dir,
      'staking',
      'enter',
      '--from-account',
      from,
      '--product',
      eth.id,
      '--amount',
      '0.02',
      '--external-reference',
      'DESKLOST01',
    );
    expect(lost.code).toBe(3);
    expect(lost.err).toMatchObject({ kind: 'outcome-unknown', details: { outcome: 'unknown' } });
    const id = (lost.err!.details as { id: string }).id;
    expect(((await desk(dir, 'staking', 'pending')).out as { id: string }[]).map((entry) => entry.id)).toEqual([id]);
    await control.clearFaults();
    const retried = await desk(dir, 'staking', 'retry', '--id', id);
    expect(retried).toMatchObject({ code: 0, out: { id, outcome: 'sent' } });
    const listed = (await desk(dir, 'staking', 'orders', '--external-reference', 'DESKLOST01')).out as {
      items: { id: string }[];
    };
    expect(listed.items.map((order) => order.id)).toEqual([id]);
  }, 60_000);

  it('prints every reward of [from, to) with exact totals per asset', async () => {
    const dir = await tempDir();
    const result = await desk(dir, 'staking', 'rewards', '--from', '2020-01-01', '--to', '2030-01-01T00:00:00Z');
    expect(result.code).toBe(0);
    const { rewards, totals, version } = result.out as {
      rewards: { assetSymbol: string; finalAmount: string }[];
      totals: { assetSymbol: string; finalAmount: string; count: number }[];
      version: string;
    };
    expect(version).toBe('v6');
    expect(rewards.length).toBeGreaterThan(10);
    for (const total of totals) {
      const mine = rewards.filter((reward) => reward.assetSymbol === total.assetSymbol);
      expect(total.count).toBe(mine.length);
      expect(total.finalAmount).toBe(sumDecimals(mine.map((reward) => reward.finalAmount)));
    }
  }, 60_000);

  it("prints the public staking performance of the profile's operating unit, or of --unit", async () => {
    const dir = await tempDir();
    const own = await desk(dir, 'staking', 'performance');
    expect(own.code).toBe(0);
    expect(own.out).toMatchObject({ operatingUnit: 'ch', assets: expect.any(Array) });
    const other = await desk(dir, 'staking', 'performance', '--unit', 'li');
    expect(other.out).toMatchObject({ operatingUnit: 'li' });
  });

  it('refuses bad options with usage errors (exit 2, nothing sent)', async () => {
    const dir = await tempDir();
    const cases: [string[], RegExp][] = [
      [
        [
          'staking',
          'enter',
          '--from-account',
          '42',
          '--product',
          '0f8e4c1a-9b2d-4e6f-8a1b-2c3d4e5f6a7b',
          '--amount',
          '1',
        ],
        /--from-account/,
      ],
      [
        ['staking', 'enter', '--from-account', '000000000042', '--amount', '1'],
        /--product: Give a product, or the staking account/,
      ],
      [
        [
          'staking',
          'enter',
          '--from-account',
          '000000000042',
          '--product',
          '0f8e4c1a-9b2d-4e6f-8a1b-2c3d4e5f6a7b',
          '--to-account',
          '000000000043',
          '--amount',
          '1',
        ],
        /not both/,
      ],
      [
        [
          'staking',
          'enter',
          '--from-account',
          '000000000042',
          '--to-account',
          '000000000043',
          '--amount',
          '1',
          '--external-reference',
          'abc',
        ],
        /--external-reference/,
      ],
      [['staking', 'exit', '--from-account', '000000000042', '--amount', '1'], /--to-account is required/],
      [['staking', 'orders', '--state', 'Done'], /--state must be one of Open, Processing, Completed, Cancelled/],
      [['staking', 'rewards', '--from', '2026-02-01', '--to', '2026-01-01'], /after its start/],
      [['staking', 'rewards', '--from', 'yesterday', '--to', '2026-01-01'], /From: "yesterday" is neither a date/],
      [['staking', 'products', '--amount', '1'], /takes no --amount/],
      [['staking', 'performance', '--unit', 'ch/../x'], /--unit: Letters, digits, - and _ only/],
    ];
    for (const [args, message] of cases) {
      const result = await desk(dir, ...args);
      expect(result.code, args.join(' ')).toBe(2);
      expect(result.err?.message, args.join(' ')).toMatch(message);
    }
  }, 60_000);
});
