import { parse as parseCsv } from 'csv-parse/sync';
import { parse as parseLossless } from 'lossless-json';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustodyAccount } from '../../../../shared/api/schemas/custody';
import type { CustomerList } from '../../../../shared/ipc/schemas/customers';
import type { ProfileList } from '../../../../shared/ipc/schemas/profiles';
import type { ReportJobView } from '../../../../shared/ipc/schemas/reports';
import type { ReportKind, ReportParams } from '../../../../shared/reports/kinds';
import { csvExtension } from '../../../../shared/reports/export-format';
import type { StartSimulator } from '../../../../electron/services/local-simulator/local-simulator';
import type { RunningSimulator } from '../../../../electron/simulator/index';
import { startSimulator } from '../../../../electron/simulator/index';
import { startApp } from '../../ipc/harness';
import { MemorySecretStore } from '../helpers/memory-secret-store';
import { useTempDirs } from '../helpers/temp-dir';
import { unzip } from './xlsx-reader';

const tempDir = useTempDirs();
let simulator: RunningSimulator;
let start: StartSimulator;

beforeAll(async () => {
  simulator = await startSimulator({ seed: 42, speed: 60, port: 0 });
  const borrowed: RunningSimulator = { ...simulator, stop: () => Promise.resolve() };
  start = () => Promise.resolve(borrowed);
}, 120_000);
afterAll(() => simulator?.stop());

const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

type Json = Record<string, unknown>;
type Check = { file: string; rows: () => Json[]; columns: Record<string, string> };
const check = (file: string, rows: () => Json[], columns: Record<string, string>): Check => ({ file, rows, columns });
const data = (raw: unknown) => (raw as Json)['reportData'] as Json;
const list = (value: unknown) => value as Json[];
const withParent = (parents: Json[], field: string) => parents.flatMap((parent) => list(parent[field]));
const legacy = (statements: Json[]): Check[] => [
  check('Statements.csv', () => statements, {
    'Account number': 'accountNumber',
    'Opening balance': 'openingBalance',
    'Closing balance': 'closingBalance',
    'From (UTC)': 'dateFrom',
  }),
  check('Entries.csv', () => withParent(statements, 'entries'), {
    'Time (UTC)': 'time',
    Amount: 'amount',
    Balance: 'balance',
  }),
];

/** Written from the raw JSON's shapes, not from the app's table code: which array each CSV file holds ('' for a lone .csv), and some of its fields by header. */
const CHECKS: Record<ReportKind, (raw: unknown) => Check[]> = {
  'account-orders': (raw) => [
    check('Orders.csv', () => list(data(raw)['items']), {
      'Order id': 'orderId',
      'Client order id': 'clientOrderId',
      Symbol: 'symbol',
      Quantity: 'quantity',
      'Filled quantity': 'cumulativeQuantity',
      'Average price': 'averagePrice',
      Commission: 'commission',
      'Created (UTC)': 'createdAt',
    }),
  ],
  account: (raw) => [
    check('Accounts.csv', () => list(data(raw)['accounts']), {
      Account: 'accountId',
      Asset: 'assetSymbol',
      'Opening balance': 'openingBalance',
      'Closing balance': 'closingBalance',
    }),
    check('Movements.csv', () => withParent(list(data(raw)['accounts']), 'movements'), {
      'Time (UTC)': 'time',
      Amount: 'amount',
      'Balance after': 'balanceAfter',
    }),
  ],
  balance: (raw) => [
    check('', () => list(data(raw)['balances']), {
      Account: 'accountId',
      Balance: 'balance',
      'Rate (CHF)': 'rate',
      'Value (CHF)': 'valueInReferenceCurrency',
    }),
  ],
  'exchange-rates': (raw) => [
    check('', () => list(data(raw)['rates']), { Date: 'date', Asset: 'assetSymbol', 'Rate (USD)': 'rate' }),
  ],
  guarantee: (raw) => [
    check('', () => list(data(raw)['items']), {
      Asset: 'assetSymbol',
      Balance: 'balance',
      'Bank guarantee': 'bankGuaranteeAmount',
      'Segregated custody': 'segregatedCustodyAmount',
      'Value (CHF)': 'valueInReferenceCurrency',
    }),
  ],
  'staking-rewards': (raw) => [
    check('Rewards.csv', () => list(data(raw)['rewards']), {
      'Reward id': 'rewardId',
      'Created (UTC)': 'createdOn',
      Amount: 'amount',
      Commission: 'commission',
      'Final amount': 'finalAmount',
    }),
    check('Totals.csv', () => list(data(raw)['totals']), {
      Asset: 'assetSymbol',
      Amount: 'amount',
      'Final amount': 'finalAmount',
    }),
  ],
  'legacy-account': (raw) => legacy([raw as Json]),
  'legacy-client': (raw) => legacy(raw as Json[]),
};

/** A cell as the raw JSON has it: number text exactly as sent (lossless-json keeps the digits), null as empty. */
const rawText = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

describe('CSV export of every statement kind', () => {
  it('re-read by an independent CSV parser, each of the eight kinds has the JSON rows with the exact decimal text', async () => {
    const dataDir = await tempDir();
    const app = await startApp({ dataDir, store: new MemorySecretStore(), start });
    const { activeProfileId } = await app.value<ProfileList>('profiles.list');
    const { customers } = await app.value<CustomerList>('customers.reachable');
    const customer = String(customers[0]?.customerNumber);
    const accounts = await app.value<CustodyAccount[]>('custody.accounts', { profileId: activeProfileId, customer });
    const kinds: ReportParams[] = [
      { kind: 'account-orders', dateFrom: day(-365), dateTo: day(0) },
      { kind: 'account', dateFrom: day(-90), dateTo: day(0), referenceCurrency: 'CHF' },
      { kind: 'balance', date: day(-1), referenceCurrency: 'CHF' },
      { kind: 'exchange-rates', dateFrom: day(-30), dateTo: day(0), referenceCurrency: 'USD' },
      { kind: 'guarantee', date: day(-1), referenceCurrency: 'CHF' },
      { kind: 'staking-rewards', dateFrom: day(-365), dateTo: day(0) },
      {
        kind: 'legacy-account',
        accountNumber: String(accounts.find((a) => a.assetSymbol === 'BTC')?.id),
        dateFrom: day(-90),
        dateTo: day(0),
      },
      { kind: 'legacy-client', dateFrom: day(-30), dateTo: day(0) },
    ];
    let compared = 0;
    for (const params of kinds) {
      const job = await app.value<ReportJobView>('reports.create', {
        profileId: activeProfileId,
        customer,
        customerName: null,
        params,
      });
      const done = await app.services.reports.wait(job.jobId);
      expect(done.stage, params.kind).toBe('completed');
      const archiveId = done.archiveId as string;
      const single = csvExtension(params.kind) === 'csv';
      const file = join(dataDir, `${params.kind}.${single ? 'csv' : 'zip'}`);
      await app.services.reports.exportTo(archiveId, file, undefined, undefined, {
        format: 'csv',
        bom: params.kind === 'balance',
      });
      const bytes = await readFile(file);
      const files = single ? new Map([['', bytes]]) : unzip(bytes);
      // A zip only for reports of several tables (csvExtension's list agrees with the tables the kind has).
      if (!single)
        expect([...files.keys()].filter((name) => name !== 'manifest.csv').length, params.kind).toBeGreaterThan(1);
      const raw = parseLossless(
        await readFile(app.services.reports.archive.rawPath(archiveId), 'utf8'),
        undefined,
        (text) => text,
      );
      for (const table of CHECKS[params.kind](raw)) {
        const content = files.get(table.file);
        expect(content, `${params.kind} ${table.file}`).toBeDefined();
        const text = content!.toString('utf8');
        // Only the export asked for it starts with the byte-order mark.
        expect(text.startsWith('\uFEFF'), params.kind).toBe(params.kind === 'balance');
        const records = parseCsv(text, { bom: true, columns: true, relax_column_count: false }) as Record<
          string,
          string
        >[];
        const expected = table.rows();
        expect(records.length, `${params.kind} ${table.file} rows`).toBe(expected.length);
        records.forEach((record, index) => {
          for (const [header, key] of Object.entries(table.columns)) {
            expect(record[header], `${params.kind} ${table.file} row ${index} ${header}`).toBe(
              rawText(expected[index]?.[key]),
            );
            compared += 1;
          }
        });
      }
    }
    expect(compared).toBeGreaterThan(1000);
  }, 180_000);
});
