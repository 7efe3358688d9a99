import Big from 'big.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookView } from '../../../../shared/book/book-model';
import type { RunningSimulator } from '../../../../electron/simulator/index';
import { startSimulator } from '../../../../electron/simulator/index';
import { useTempDirs } from '../../services/helpers/temp-dir';
import { firstJson, runDeskAgainst } from './run-desk';

const tempDir = useTempDirs();
let simulator: RunningSimulator;

beforeAll(async () => {
  simulator = await startSimulator({ seed: 42, speed: 1, port: 0 });
}, 120_000);
afterAll(() => simulator?.stop());

describe('desk book', () => {
  it('lists every customer the key reaches with totals; the office total is the sum of the rows', async () => {
    const dir = await tempDir();
    const customers = firstJson((await runDeskAgainst(simulator, dir, ['customers'])).stdout) as { customerNumber: string }[] | { customers: { customerNumber: string }[] };
    const list = Array.isArray(customers) ? customers : customers.customers;
    const run = await runDeskAgainst(simulator, dir, ['book', '--office-currency', 'USD']);
    expect(run.code, run.stderr).toBe(0);
    const view = firstJson(run.stdout) as BookView;
    expect(view.officeCurrency).toBe('USD');
    expect(view.rows.map((row) => row.customer).sort()).toEqual(list.map((c) => c.customerNumber).sort());
    expect(view.rows.every((row) => row.stale === false && row.total !== null && row.referenceCurrency !== null)).toBe(true);
    const sum = view.rows.reduce((total, row) => (row.officeTotal === null ? total : total.plus(row.officeTotal)), new Big(0));
    expect(sum.toFixed()).toBe(view.officeTotal);
    expect((await runDeskAgainst(simulator, dir, ['book', '--office-currency', 'usd'])).code).toBe(2);
  }, 120_000);
});
