import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Customer } from '../../../../shared/api/schemas/customers';
import { BatchSelections } from '../../../../electron/services/batch/batch-selections';
import { filterCustomers, stepParams } from '../../../../electron/services/batch/batch-steps';
import { stepTotal } from '../../../../electron/services/batch/batch-total';
import { zipFolder } from '../../../../electron/services/batch/batch-zip';
import { message } from '../../../../shared/i18n/message';
import { useTempDirs } from '../helpers/temp-dir';
import { unzip } from '../reports/xlsx-reader';
import { said } from '../helpers/notice-words';

const tempDir = useTempDirs();
const customer = (customerNumber: string, name: string, referenceCurrency: string | null): Customer =>
  ({ customerNumber, name, referenceCurrency }) as Customer;
const BOOK = [
  customer('100001', 'Zürcher Vermögen AG', 'CHF'),
  customer('100002', 'Banque du Léman SA', 'EUR'),
  customer('200003', 'Acme Holdings', 'USD'),
];

describe('saved selections of customers', () => {
  it('are kept by name in one file written atomically, read again by a new process', async () => {
    const path = join(await tempDir(), 'month-end-run', 'selections.json');
    const selections = new BatchSelections(path);
    expect(await selections.list()).toEqual([]);
    await Promise.all([
      selections.save({ name: 'Zurich desk', customers: ['100001', '100001', '200003'] }),
      selections.save({ name: 'Geneva', customers: ['100002'] }),
    ]);
    const again = new BatchSelections(path);
    expect(await again.list()).toEqual([
      { name: 'Geneva', customers: ['100002'] },
      { name: 'Zurich desk', customers: ['100001', '200003'] },
    ]);
    // The same name whatever its case: replaced, not doubled.
    await again.save({ name: 'zurich DESK', customers: ['100001'] });
    expect(await again.customersOf('Zurich desk')).toEqual(['100001']);
    expect((await readdir(join(path, '..'))).filter((name) => name.endsWith('.tmp'))).toEqual([]);
    await again.delete('Geneva');
    await expect(again.customersOf('Geneva')).rejects.toThrow(/no saved selection "Geneva"; saved are: zurich DESK/);
  });

  it('a damaged file is set aside with a notice and never stops a run', async () => {
    const dir = await tempDir();
    const path = join(dir, 'selections.json');
    await writeFile(path, '{"version":1,"selections":[{"name":');
    const notices: string[] = [];
    const selections = new BatchSelections(path, (notice) => notices.push(said(notice.message)));
    expect(await selections.list()).toEqual([]);
    expect(notices).toHaveLength(1);
    expect((await readdir(dir)).some((name) => name.startsWith('selections.json.corrupt'))).toBe(true);
    await selections.save({ name: 'A', customers: ['1'] });
    expect(JSON.parse(await readFile(path, 'utf8'))).toEqual({
      version: 1,
      selections: [{ name: 'A', customers: ['1'] }],
    });
  });

  it('refuses a name or numbers it cannot keep, changing nothing', async () => {
    const selections = new BatchSelections(join(await tempDir(), 'selections.json'));
    await expect(selections.save({ name: '../etc', customers: ['1'] })).rejects.toThrow();
    await expect(selections.save({ name: 'Empty', customers: [] })).rejects.toThrow();
    expect(await selections.list()).toEqual([]);
  });
});

describe('customers matching a filter', () => {
  it('match by number, name (accents and case aside) or reference currency', () => {
    expect(filterCustomers(BOOK, 'zurcher').map((c) => c.customerNumber)).toEqual(['100001']);
    expect(filterCustomers(BOOK, ' eur ').map((c) => c.customerNumber)).toEqual(['100002']);
    expect(filterCustomers(BOOK, '1000').map((c) => c.customerNumber)).toEqual(['100001', '100002']);
    expect(() => filterCustomers(BOOK, 'nobody')).toThrow(
      /No customer's number, name or reference currency contains "nobody"/,
    );
  });
});

describe('the reference currency rule', () => {
  const request = {
    profileId: 'p',
    kinds: ['balance' as const],
    dateFrom: '2026-10-01',
    dateTo: '2026-10-31',
    customers: null,
    format: 'csv' as const,
    out: '/tmp/x',
  };
  it('uses each customer’s own, or one for all', () => {
    expect(stepParams({ ...request, currency: null }, 'balance', 'EUR')).toMatchObject({ referenceCurrency: 'EUR' });
    expect(stepParams({ ...request, currency: 'CHF' }, 'balance', 'EUR')).toMatchObject({ referenceCurrency: 'CHF' });
    expect(() => stepParams({ ...request, currency: null }, 'account', null)).toThrow(/no reference currency/);
  });
});

describe('a step’s total in the reference currency', () => {
  const total = {
    label: 'Total value (CHF)',
    labelWords: message('reports.figure.totalValue', { currency: 'CHF' }),
    value: '1234567.891234567891',
    type: 'decimal' as const,
    asset: 'CHF',
  };
  const pnlInChf = { label: 'Realized P&L FIFO (CHF)', value: '12.5', type: 'decimal' as const, asset: 'CHF' };
  it('is the statement’s own figure as exact text', () => {
    expect(stepTotal('balance', [total], 'CHF')).toEqual({
      total: '1234567.891234567891',
      totalCurrency: 'CHF',
      totalNote: null,
    });
  });
  it('says why when it cannot be computed, never 0', () => {
    expect(stepTotal('balance', [total], 'EUR')).toMatchObject({
      total: null,
      totalNote: expect.stringMatching(/^Not computable/),
    });
    // The P&L of trades in CHF is not the statement's total in CHF.
    expect(stepTotal('account-orders', [pnlInChf], 'CHF')).toMatchObject({
      total: null,
      totalNote: expect.stringContaining('no exchange rates statement'),
    });
    const noRate = {
      label: 'Realized P&L FIFO in CHF',
      labelWords: message('reports.figure.realizedFifoIn', { currency: 'CHF', statement: 'x' }),
      value: 'no rate for BTC on 2026-10-03',
      type: 'text' as const,
    };
    expect(stepTotal('account-orders', [noRate], 'CHF').totalNote).toBe(
      'Not computable: no rate for BTC on 2026-10-03.',
    );
    expect(stepTotal('staking-rewards', [], 'CHF')).toMatchObject({ total: null, totalCurrency: null });
    expect(stepTotal('balance', [total], null).totalNote).toMatch(/no reference currency/);
  });
});

describe('the zip of a run’s output folder', () => {
  it('holds every file under the folder’s name, none of a write in progress, and is there only whole', async () => {
    const dir = await tempDir();
    const out = join(dir, 'month-end');
    await mkdir(join(out, '100001'), { recursive: true });
    await writeFile(join(out, 'summary.csv'), 'Customer\r\n100001\r\n');
    await writeFile(join(out, '100001', 'balance.csv'), 'a,b\r\n');
    await writeFile(join(out, '100001', 'half.csv.123.tmp'), 'x');
    const written = await zipFolder(out, `${out}.zip`);
    expect(written.files).toBe(2);
    const zip = await readFile(`${out}.zip`);
    expect(written.bytes).toBe(zip.length);
    const entries = unzip(zip);
    expect([...entries.keys()].sort()).toEqual(['month-end/100001/balance.csv', 'month-end/summary.csv']);
    expect(entries.get('month-end/summary.csv')?.toString('utf8')).toBe('Customer\r\n100001\r\n');
    expect((await readdir(dir)).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('leaves nothing behind when the folder is gone', async () => {
    const dir = await tempDir();
    await expect(zipFolder(join(dir, 'missing'), join(dir, 'missing.zip'))).rejects.toThrow();
    expect(await readdir(dir)).toEqual([]);
  });
});
