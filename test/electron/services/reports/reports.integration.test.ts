import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustodyAccount } from '../../../../shared/api/schemas/custody';
import type { CustomerList } from '../../../../shared/ipc/schemas/customers';
import type { ProfileList } from '../../../../shared/ipc/schemas/profiles';
import type {
  ArchiveListItem,
  ColumnWindow,
  OpenedReport,
  ReportJobView,
} from '../../../../shared/ipc/schemas/reports';
import type { ReportParams } from '../../../../shared/reports/kinds';
import type { StartSimulator } from '../../../../electron/services/local-simulator/local-simulator';
import type { RunningSimulator } from '../../../../electron/simulator/index';
import { startSimulator } from '../../../../electron/simulator/index';
import { controlClient } from '../../../../electron/simulator/control-client';
import { ReportDecoder } from '../../../../electron/services/reports/decoder';
import { startApp } from '../../ipc/harness';
import { MemorySecretStore } from '../helpers/memory-secret-store';
import { journalChanges } from '../helpers/journal';
import { useTempDirs } from '../helpers/temp-dir';
import { readXlsx } from './xlsx-reader';

const tempDir = useTempDirs();
let simulator: RunningSimulator;
let start: StartSimulator;

beforeAll(async () => {
  // 60x: a report's 30 simulated seconds of production pass in half a second.
  simulator = await startSimulator({ seed: 42, speed: 60, port: 0 });
  const borrowed: RunningSimulator = { ...simulator, stop: () => Promise.resolve() };
  start = () => Promise.resolve(borrowed);
}, 120_000);
afterAll(() => simulator?.stop());

const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

async function desk() {
  const dataDir = await tempDir();
  // Every report is decoded in the worker thread here, as a statement of 100,000 rows is in the app.
  const app = await startApp({
    dataDir,
    store: new MemorySecretStore(),
    start,
    services: { reportDecoder: new ReportDecoder({ inlineBytes: 0 }) },
  });
  const { activeProfileId } = await app.value<ProfileList>('profiles.list');
  const profileId = activeProfileId as string;
  const { customers } = await app.value<CustomerList>('customers.reachable');
  const customer = String(customers[0]?.customerNumber);
  const accounts = await app.value<CustodyAccount[]>('custody.accounts', { profileId, customer });
  return { ...app, dataDir, profileId, customer, accounts };
}
type Desk = Awaited<ReturnType<typeof desk>>;

async function completed(app: Desk, params: ReportParams): Promise<ReportJobView> {
  const job = await app.value<ReportJobView>('reports.create', {
    profileId: app.profileId,
    customer: app.customer,
    customerName: 'Test customer',
    params,
  });
  const done = await app.services.reports.wait(job.jobId);
  if (done.stage !== 'completed') throw new Error(`${params.kind}: ${done.stage} ${done.error}`);
  return done;
}

describe('reports through the simulator', () => {
  let app: Desk;
  beforeAll(async () => {
    app = await desk();
  }, 60_000);

  const kinds = (): ReportParams[] => {
    const btc = app.accounts.find((a) => a.assetSymbol === 'BTC');
    return [
      { kind: 'account-orders', dateFrom: day(-365), dateTo: day(0) },
      { kind: 'account', dateFrom: day(-90), dateTo: day(0), referenceCurrency: 'CHF' },
      { kind: 'balance', date: day(-1), referenceCurrency: 'CHF' },
      { kind: 'exchange-rates', dateFrom: day(-30), dateTo: day(0), referenceCurrency: 'USD' },
      { kind: 'guarantee', date: day(-1), referenceCurrency: 'CHF' },
      { kind: 'staking-rewards', dateFrom: day(-365), dateTo: day(0) },
      { kind: 'legacy-account', accountNumber: String(btc?.id), dateFrom: day(-90), dateTo: day(0) },
      { kind: 'legacy-client', dateFrom: day(-30), dateTo: day(0) },
    ];
  };

  it('creates, archives, previews and exports each of the eight kinds; an independent reader finds every row typed', async () => {
    for (const params of kinds()) {
      const job = await completed(app, params);
      expect(
        app.events.some(
          (e) =>
            e.event === 'reportProgress' &&
            (e.payload as ReportJobView).jobId === job.jobId &&
            (e.payload as ReportJobView).stage === 'completed',
        ),
      ).toBe(true);
      const opened = await app.value<OpenedReport>('reports.tables', { archiveId: job.archiveId });
      expect(opened.manifest).toMatchObject({
        kind: params.kind,
        customer: app.customer,
        environment: 'Local simulator',
      });
      const file = join(app.dataDir, `${params.kind}.xlsx`);
      const outcome = await app.services.reports.exportTo(job.archiveId as string, file);
      const book = readXlsx(file);
      const dataSheets = book.sheets.filter((s) => s.name !== 'Manifest');
      expect(
        dataSheets.map((s) => s.name),
        params.kind,
      ).toEqual(opened.tables.map((t) => t.name));
      expect(outcome.rows).toBe(opened.tables.reduce((n, t) => n + t.rowCount, 0));
      opened.tables.forEach((table, index) => {
        const sheet = dataSheets[index]!;
        // A table with a total the report states ends with a bold "Total" row after its data.
        const last = sheet.rows.at(-1)?.[0];
        const totals = sheet.rows.length > 1 && last?.value === 'Total' && last.bold ? 1 : 0;
        expect(sheet.rows.length - 1 - totals, `${params.kind} ${table.name} rows`).toBe(table.rowCount);
        const headers = sheet.rows[0]!.map((c) => c.value);
        table.columns.forEach((column) => {
          const at = headers.indexOf(column.header);
          expect(at, column.header).toBeGreaterThanOrEqual(0);
          const cells = sheet.rows
            .slice(1, sheet.rows.length - totals)
            .map((row) => row[at])
            .filter((cell) => cell !== undefined);
          for (const cell of cells) {
            // A realized P&L that cannot be computed says so in words, never as a number.
            if (
              column.type === 'decimal' &&
              table.name.startsWith('P&L') &&
              column.key === 'realized' &&
              String(cell.value).startsWith('not computable')
            )
              expect(cell.type).toBe('inlineStr');
            else if (column.type === 'decimal')
              expect(cell, `${table.name}.${column.key}`).toMatchObject({
                type: 'n',
                format: expect.stringMatching(/^#,##0(\.0+)?$/),
              });
            else if (column.type === 'date' || column.type === 'datetime') expect(cell.type).toBe('n');
            else if (column.type === 'integer') expect(cell).toMatchObject({ type: 'n', format: '0' });
            else expect(cell.type).toBe('inlineStr');
          }
          if (column.type === 'decimal') expect(headers[at + 1]).toBe(`${column.header} (exact)`);
        });
      });
      const manifest = new Map(
        book.sheets.find((s) => s.name === 'Manifest')!.rows.map((r) => [r[0]?.value, r[1]?.value]),
      );
      expect(manifest.get('SHA-256 of the raw report JSON as received')).toBe(opened.manifest.sha256);
    }
    const archive = await app.value<ArchiveListItem[]>('reports.archive', {});
    expect(archive).toHaveLength(8);
    expect(archive.every((entry) => entry.intact)).toBe(true);
  }, 180_000);

  it('hands rows out as columnar windows', async () => {
    const job = await completed(app, { kind: 'account-orders', dateFrom: day(-365), dateTo: day(0) });
    const opened = await app.value<OpenedReport>('reports.tables', { archiveId: job.archiveId });
    const window = await app.value<ColumnWindow>('reports.rows', {
      archiveId: job.archiveId,
      table: 0,
      offset: 5,
      limit: 10,
    });
    expect(window.offset).toBe(5);
    expect(window.rowCount).toBe(Math.min(10, Math.max(0, opened.tables[0]!.rowCount - 5)));
    expect(window.values).toHaveLength(opened.tables[0]!.columns.length);
    expect(window.values[0]).toHaveLength(window.rowCount);
    const refused = await app.dispatch('reports.rows', {
      archiveId: job.archiveId,
      table: 0,
      offset: 0,
      limit: 100_000,
    });
    expect(refused).toMatchObject({ ok: false, error: { kind: 'validation' } });
  }, 60_000);

  it('shows a hash mismatch on open and never accepts the changed bytes; deletes; bundles', async () => {
    const job = await completed(app, { kind: 'balance', date: day(-1), referenceCurrency: 'CHF' });
    const id = job.archiveId as string;
    await app.value<OpenedReport>('reports.tables', { archiveId: id });
    const bundle = join(app.dataDir, 'bundle.zip');
    const written = await app.services.reports.exportBundle([id], bundle);
    expect(written).toMatchObject({ entries: 1 });
    expect((await readFile(bundle)).includes(Buffer.from(`${id}/${id}.json`))).toBe(true);

    await writeFile(app.services.reports.archive.rawPath(id), '{"state":"Completed","reportData":null}');
    // It was opened before: the check runs on the bytes on disk each time, not on what is cached in memory.
    await app.value('reports.tables', { archiveId: id }).catch(() => undefined);
    const opened = await app.dispatch('reports.tables', { archiveId: id });
    expect(opened).toMatchObject({ ok: false, error: { kind: 'storage', details: { reason: 'hash-mismatch' } } });
    const listed = await app.value<ArchiveListItem[]>('reports.archive', { kind: 'balance' });
    expect(listed.find((e) => e.manifest.id === id)?.intact).toBe(false);
    const reopened = await app.services.reports.open(id).catch((error: Error & { details?: unknown }) => error);
    expect(reopened).toMatchObject({ kind: 'storage', details: { reason: 'hash-mismatch' } });

    expect(await app.value('reports.deleteArchived', { archiveId: id })).toBeNull();
    expect((await app.value<ArchiveListItem[]>('reports.archive', {})).some((e) => e.manifest.id === id)).toBe(false);
  }, 60_000);

  it('refuses a range whose end is before its start, sending nothing', async () => {
    const result = await app.dispatch('reports.create', {
      profileId: app.profileId,
      customer: app.customer,
      params: { kind: 'account-orders', dateFrom: day(0), dateTo: day(-5) },
    });
    expect(result).toMatchObject({ ok: false, error: { kind: 'validation' } });
  });

  it('after a restart, polls a journaled report again by its id and says when a create may not have arrived', async () => {
    const dataDir = await tempDir();
    const store = new MemorySecretStore();
    const first = await startApp({ dataDir, store, start });
    const { activeProfileId } = await first.value<ProfileList>('profiles.list');
    const { customers } = await first.value<CustomerList>('customers.reachable');
    const customer = String(customers[0]?.customerNumber);
    const { client } = await first.services.clients.activeAs(activeProfileId as string);
    const created = await client.call('reports.createBalanceStatement', {
      body: { date: day(-1), referenceCurrency: 'CHF' },
      customer,
    });
    if (!created.ok) throw new Error(created.error.message);
    await first.services.shutdown();
    const entry = (jobId: string, state: 'sending' | 'created', reportId: string | null) => ({
      jobId,
      profileId: activeProfileId,
      customer,
      customerName: null,
      params: { kind: 'balance', date: day(-1), referenceCurrency: 'CHF' },
      state,
      reportId,
      startedAt: new Date().toISOString(),
    });
    const resumedId = '5b0f3c1e-2a4d-4e6f-8a9b-0c1d2e3f4a5b';
    const unknownId = '6c1f4d2e-3b5e-4f70-9bac-1d2e3f4a5b6c';
    await mkdir(join(dataDir, 'reports'), { recursive: true });
    await writeFile(
      join(dataDir, 'reports', 'pending-reports.json'),
      JSON.stringify({
        version: 1,
        entries: [entry(resumedId, 'created', created.value.reportId), entry(unknownId, 'sending', null)],
      }),
    );

    const second = await startApp({ dataDir, store, start });
    // Picked up at start: one polled again, one said to have perhaps never arrived.
    await second.services.reports.resumed;
    expect(
      second.services.reports
        .list()
        .map((job) => job.jobId)
        .sort(),
    ).toEqual([resumedId, unknownId].sort());
    const resumed = await second.services.reports.wait(resumedId);
    expect(resumed).toMatchObject({ stage: 'completed', reportId: created.value.reportId });
    expect((await second.services.reports.archive.manifest(resumed.archiveId as string)).reportId).toBe(
      created.value.reportId,
    );
    expect(second.services.reports.status(unknownId)).toMatchObject({
      stage: 'failed',
      error: expect.stringMatching(/may or may not/),
    });
    // Every job ended: the journal file holds its header only.
    expect(await journalChanges(join(dataDir, 'reports', 'pending-reports.json'))).toEqual([]);
    await second.services.shutdown();
  }, 60_000);

  it('creates the report after the service answered the create 503 (nothing processed): the export does not fail', async () => {
    const control = controlClient(simulator);
    await control.injectFault({
      method: 'POST',
      path: '/reporting/api/v1/balancestatement',
      kind: 'unavailable',
      count: 1,
    });
    await control.injectFault({
      method: 'POST',
      path: '/trading/api/account/getaccountstatementsforclient',
      kind: 'unavailable',
      count: 1,
    });
    for (const params of [
      { kind: 'balance', date: day(-1), referenceCurrency: 'CHF' },
      { kind: 'legacy-client', dateFrom: day(-30), dateTo: day(0) },
    ] as const) {
      const job = await completed(app, params);
      expect(job.archiveId).not.toBeNull();
    }
    expect(await control.listFaults()).toEqual([]);
  }, 30_000);

  it('cancels a report while it is processing', async () => {
    const job = await app.value<ReportJobView>('reports.create', {
      profileId: app.profileId,
      customer: app.customer,
      params: { kind: 'guarantee', date: day(-1), referenceCurrency: 'CHF' },
    });
    expect(await app.value('reports.cancel', { jobId: job.jobId })).toBe(true);
    const done = await app.services.reports.wait(job.jobId);
    expect(done.stage).toBe('cancelled');
    expect(done.archiveId).toBeNull();
  });
});
