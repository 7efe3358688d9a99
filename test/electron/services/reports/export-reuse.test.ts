import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { ServiceClient } from '../../../../electron/client/client';
import { ReportDecoder } from '../../../../electron/services/reports/decoder';
import { ReportService } from '../../../../electron/services/reports/report-service';
import type { ActiveClients } from '../../../../electron/services/clients/client-pool';
import { exportArchived } from '../../../../electron/services/reports/export-archived';
import type { ExportJob } from '../../../../electron/services/reports/export-job';
import { packTables } from '../../../../electron/services/reports/packed-tables';
import { pnlOfArchive } from '../../../../electron/services/reports/pnl-report';
import type { ArchiveManifest } from '../../../../shared/reports/archive-entry';
import { col } from '../../../../shared/reports/table-model';
import { useTempDirs } from '../helpers/temp-dir';
import { readXlsx } from './xlsx-reader';

const tempDir = useTempDirs();
const ORDERS = `{"state":"Completed","reportData":{"dateFrom":"2025-01-01","dateTo":"2025-12-31","items":[${Array.from(
  { length: 40 },
  (_, r) =>
    `{"orderId":${10_000_000 + r},"clientOrderId":"CO-${r}","account":100001,"symbol":"BTC","currency":"CHF","side":"Buy","orderType":"Market","status":"Filled","quantity":0.123456789012345678,"cumulativeQuantity":0.1,"averagePrice":61234.5,"commission":1.25,"commissionCurrency":"CHF","createdAt":"2025-03-01T10:00:00Z"}`,
).join(',')}]},"failureReason":null}`;

async function archivedReport() {
  const profile = { id: 'p', name: 'Local simulator', builtIn: true, baseUrl: 'http://127.0.0.1:1' };
  const client = {
    call: async () => ({ ok: true, value: { reportId: '5b0f3c1e-2a4d-4e6f-8a9b-0c1d2e3f4a5b' }, status: 200 }),
    bytes: async () => ({ ok: true, value: Buffer.from(ORDERS), status: 200 }),
    clockOffsetMs: () => 0,
  } as unknown as ServiceClient;
  const clients = { activeAs: async () => ({ profile, client }) } as unknown as ActiveClients;
  // inlineBytes 0: every decode goes through the decode worker, as a large statement's does.
  const decoder = new ReportDecoder({ inlineBytes: 0 });
  const service = new ReportService({
    clients,
    events: { emit: vi.fn(), subscribe: () => () => undefined } as never,
    folder: await tempDir(),
    appVersion: 'test',
    chooseSaveFile: async () => null,
    decoder,
    fetch: { sleep: async () => undefined },
  });
  const job = await service.create({
    profileId: 'p',
    customer: '100001',
    params: { kind: 'account-orders', dateFrom: '2025-01-01', dateTo: '2025-12-31' },
  });
  const { archiveId, error } = await service.wait(job.jobId);
  expect(error).toBeNull();
  return { service, decoder, archiveId: archiveId as string };
}

describe('the Excel export reuses what main already has', () => {
  it('exports the tables the preview decoded: the raw file is not read, hashed or decoded again', async () => {
    const { service, decoder, archiveId } = await archivedReport();
    const decodes = vi.spyOn(decoder, 'archived');
    const opened = await service.open(archiveId);
    expect(decodes).toHaveBeenCalledTimes(1);
    // Every read of the raw file (in main or handed to a worker) starts from its path: the only one left is the archive's
    // own check, which stats the file and answers the hash it remembers (a new hash would be stored again).
    const paths = vi.spyOn(service.archive, 'rawPath');
    const checks = vi.spyOn(service.archive, 'check');
    const hashed = vi.spyOn((service.archive as unknown as { hashes: Map<string, unknown> }).hashes, 'set');
    const file = join(service.archive.folder, 'orders.xlsx');
    const outcome = await service.exportTo(archiveId, file);
    expect(checks).toHaveBeenCalledTimes(1);
    expect(paths).toHaveBeenCalledTimes(1);
    expect(hashed).not.toHaveBeenCalled();
    expect(decodes).toHaveBeenCalledTimes(1);
    expect(outcome.rows).toBe(opened.tables.reduce((sum, table) => sum + table.rowCount, 0));
    expect(opened.tables[0]?.rowCount).toBe(40);
    const sheet = readXlsx(file).sheets.find((s) => s.name === opened.tables[0]?.name);
    expect(sheet?.rows[40]?.some((cell) => cell.value === 'CO-39')).toBe(true);
    expect(sheet?.rows.slice(1).some((row) => row.some((cell) => cell.value === '0.123456789012345678'))).toBe(true);
    await service.close();
  });

  it('refuses bytes changed since they were decoded, with no export started', async () => {
    const { service, archiveId } = await archivedReport();
    await service.open(archiveId);
    await writeFile(service.archive.rawPath(archiveId), ORDERS.replace('CO-7', 'CO-8'));
    const refused = await service
      .exportTo(archiveId, join(service.archive.folder, 'x.xlsx'))
      .catch((error: unknown) => error);
    expect(refused).toMatchObject({ kind: 'storage', details: { reason: 'hash-mismatch' } });
    await service.close();
  });
});

describe('the P&L reuses what main already has', () => {
  it('computes from the tables the preview decoded: the raw file is not read, hashed or decoded again', async () => {
    const { service, decoder, archiveId } = await archivedReport();
    const decodes = vi.spyOn(decoder, 'archived');
    await service.open(archiveId);
    const paths = vi.spyOn(service.archive, 'rawPath');
    const checks = vi.spyOn(service.archive, 'check');
    const hashed = vi.spyOn((service.archive as unknown as { hashes: Map<string, unknown> }).hashes, 'set');
    const pnl = await pnlOfArchive(service, archiveId, 'average');
    expect(decodes).toHaveBeenCalledTimes(1);
    // As for the export: the archive's own check (a stat, answered from the hash it remembers) is the only path asked for.
    expect(checks).toHaveBeenCalledTimes(1);
    expect(paths).toHaveBeenCalledTimes(1);
    expect(hashed).not.toHaveBeenCalled();
    // 40 buys of 0.1 BTC at 61234.5 CHF with 1.25 CHF commission each: nothing sold, everything open at exact cost.
    expect(pnl.instruments).toEqual([
      expect.objectContaining({
        symbol: 'BTC',
        currency: 'CHF',
        bought: '4',
        sold: '0',
        realized: '0',
        openQuantity: '4',
        openCost: '244988',
      }),
    ]);
    expect(pnl).toMatchObject({ archiveId, method: 'average', reference: null, skipped: [] });
    await service.close();
  });

  it('decodes a statement not open yet once, through the same tables the preview then uses', async () => {
    const { service, decoder, archiveId } = await archivedReport();
    const decodes = vi.spyOn(decoder, 'archived');
    await pnlOfArchive(service, archiveId, 'fifo');
    await service.open(archiveId);
    expect(decodes).toHaveBeenCalledTimes(1);
    await service.close();
  });

  it('refuses bytes changed since they were saved, naming the mismatch', async () => {
    const { service, archiveId } = await archivedReport();
    await writeFile(service.archive.rawPath(archiveId), ORDERS.replace('CO-7', 'CO-8'));
    await expect(pnlOfArchive(service, archiveId, 'fifo')).rejects.toMatchObject({
      kind: 'storage',
      details: { reason: 'hash-mismatch' },
    });
    await service.close();
  });
});

describe('exportArchived', () => {
  const manifest = { id: 'a1b2c3d4-x', kind: 'exchange-rates' } as ArchiveManifest;
  const tables = packTables({
    tables: [{ name: 'T', columns: [col.text('a', 'A')], rowCount: 2, values: [['x', null]] }],
    figures: [],
  });

  it('hands the worker the packed tables, never a path to read', async () => {
    const jobs: ExportJob[] = [];
    const outcome = await exportArchived(
      {
        tablesOf: async () => tables,
        running: new Map(),
        emit: () => undefined,
        run: async (job) => (jobs.push(job), { rows: 2, bytes: 1, sheets: [] }),
      },
      manifest,
      '/tmp/never.xlsx',
      'e1',
      undefined,
      { format: 'xlsx', bom: false, separator: ';', decimalComma: false, paper: 'letter' },
    );
    expect(outcome.rows).toBe(2);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toEqual({
      manifest,
      outPath: '/tmp/never.xlsx',
      tables,
      format: 'xlsx',
      bom: false,
      separator: ';',
      decimalComma: false,
      paper: 'letter',
    });
    expect('rawPath' in (jobs[0] as object)).toBe(false);
  });

  it('is cancelled while the tables are still being decoded: no worker starts', async () => {
    const running = new Map<string, AbortController>();
    const states: string[] = [];
    let release = () => undefined as void;
    const run = vi.fn();
    const exporting = exportArchived(
      {
        tablesOf: () => new Promise((resolve) => (release = () => resolve(tables))),
        running,
        emit: (progress) => states.push(progress.state),
        run,
      },
      manifest,
      '/tmp/never.xlsx',
      'e2',
    );
    running.get('e2')?.abort();
    release();
    await expect(exporting).rejects.toMatchObject({ kind: 'conflict' });
    expect(run).not.toHaveBeenCalled();
    expect(states).toEqual(['running', 'cancelled']);
  });
});
