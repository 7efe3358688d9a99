import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { ServiceClient } from '../../../../electron/client/client';
import { ReportDecoder } from '../../../../electron/services/reports/decoder';
import { ReportService } from '../../../../electron/services/reports/report-service';
import type { ActiveClients } from '../../../../electron/services/clients/client-pool';
import { useTempDirs } from '../helpers/temp-dir';
import { readXlsx, unzip } from './xlsx-reader';

const tempDir = useTempDirs();
const ORDERS = `{"state":"Completed","reportData":{"dateFrom":"2025-01-01","dateTo":"2025-12-31","items":[${Array.from(
  { length: 50 },
  (_, r) =>
    `{"orderId":${10_000_000 + r},"clientOrderId":"CO-${r}","account":100001,"symbol":"BTC","currency":"CHF","side":"Buy","orderType":"Market","status":"Filled","quantity":0.1,"cumulativeQuantity":0.1,"averagePrice":61234.5,"commission":1.25,"commissionCurrency":"CHF","createdAt":"2025-03-01T10:00:00Z"}`,
).join(',')}]},"failureReason":null}`;

/** A service answering every report create with an id and every read with `body`. */
function stubClient(body: string): ServiceClient {
  return {
    call: async () => ({ ok: true, value: { reportId: '5b0f3c1e-2a4d-4e6f-8a9b-0c1d2e3f4a5b' }, status: 200 }),
    bytes: async () => ({ ok: true, value: Buffer.from(body), status: 200 }),
    clockOffsetMs: () => 0,
  } as unknown as ServiceClient;
}

async function serviceWith(decoder: ReportDecoder, body = ORDERS) {
  const profile = { id: 'p', name: 'Local simulator', builtIn: true, baseUrl: 'http://127.0.0.1:1' };
  const clients = { activeAs: async () => ({ profile, client: stubClient(body) }) } as unknown as ActiveClients;
  const events = { emit: vi.fn(), subscribe: () => () => undefined };
  return new ReportService({
    clients,
    events: events as never,
    folder: await tempDir(),
    appVersion: 'test',
    chooseSaveFile: async () => null,
    decoder,
    fetch: { sleep: async () => undefined },
  });
}

describe('report service', () => {
  it('says the save failed, not the fetch, when the fetched statement cannot be saved (a full disk)', async () => {
    const service = await serviceWith(new ReportDecoder());
    vi.spyOn(service.archive, 'save').mockRejectedValue(
      Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' }),
    );
    const job = await service.create({
      profileId: 'p',
      customer: '100001',
      params: { kind: 'account-orders', dateFrom: '2025-01-01', dateTo: '2025-12-31' },
    });
    const done = await service.wait(job.jobId);
    expect(done).toMatchObject({ stage: 'failed', archiveId: null });
    expect(done.error).toBe(
      `The statement was fetched from the service, but it could not be saved in ${service.archive.folder}: the disk is full. Free some space on that disk and try again.`,
    );
    await service.close();
  });

  it('cancels a report whose answer is still being decoded: nothing is archived', async () => {
    const decoder = new ReportDecoder();
    let release = () => undefined as void;
    const decoding = new Promise<void>((resolve) => (release = resolve));
    let decodeStarted = () => undefined as void;
    const started = new Promise<void>((resolve) => (decodeStarted = resolve));
    const answer = decoder.answer.bind(decoder);
    vi.spyOn(decoder, 'answer').mockImplementation(async (kind, body) => {
      decodeStarted();
      await decoding;
      return answer(kind, body);
    });
    const service = await serviceWith(decoder);
    const job = await service.create({
      profileId: 'p',
      customer: '100001',
      params: { kind: 'account-orders', dateFrom: '2025-01-01', dateTo: '2025-12-31' },
    });
    await started;
    expect(service.cancel(job.jobId)).toBe(true);
    release();
    const done = await service.wait(job.jobId);
    expect(done).toMatchObject({ stage: 'cancelled', archiveId: null });
    expect(await service.listArchive()).toEqual([]);
    await service.close();
  });

  it('decodes an archived report once when its tables and rows are asked for at the same time', async () => {
    const first = await serviceWith(new ReportDecoder());
    const job = await first.create({
      profileId: 'p',
      customer: '100001',
      params: { kind: 'account-orders', dateFrom: '2025-01-01', dateTo: '2025-12-31' },
    });
    const { archiveId, error } = await first.wait(job.jobId);
    expect(error).toBeNull();
    await first.close();
    const decoder = new ReportDecoder();
    const decode = decoder.archived.bind(decoder);
    // The decode is held until both requests have asked for the tables: the second arrives while the first decodes.
    let bothAsked: () => void = () => undefined;
    const asked = new Promise<void>((resolve) => (bothAsked = resolve));
    const archived = vi.spyOn(decoder, 'archived').mockImplementation(async (...args) => {
      await asked;
      return decode(...args);
    });
    const second = new ReportService({
      clients: {} as ActiveClients,
      events: { emit: vi.fn() } as never,
      folder: first.archive.folder,
      appVersion: 'test',
      chooseSaveFile: async () => null,
      decoder,
    });
    const tablesOf = second.opened.tablesOf.bind(second.opened);
    const askedFor = vi.spyOn(second.opened, 'tablesOf').mockImplementation((manifest) => {
      const tables = tablesOf(manifest);
      if (askedFor.mock.calls.length === 2) bothAsked();
      return tables;
    });
    const [opened, window] = await Promise.all([
      second.open(archiveId as string),
      second.rows({ archiveId: archiveId as string, table: 0, offset: 48, limit: 10 }),
    ]);
    expect(archived).toHaveBeenCalledTimes(1);
    expect(opened.tables[0]?.rowCount).toBe(50);
    expect(window.rowCount).toBe(2);
    expect(window.values[1]).toEqual(['CO-48', 'CO-49']);
    await second.close();
  });

  it("refuses a decimal comma with the comma separator before asking where to save, and fills the region's separator and paper in", async () => {
    const chooseSaveFile = vi.fn(async () => null);
    const profile = { id: 'p', name: 'Local simulator', builtIn: true, baseUrl: 'http://127.0.0.1:1' };
    const clients = { activeAs: async () => ({ profile, client: stubClient(ORDERS) }) } as unknown as ActiveClients;
    const events = { emit: vi.fn(), subscribe: () => () => undefined };
    const service = new ReportService({
      clients,
      events: events as never,
      folder: await tempDir(),
      appVersion: 'test',
      chooseSaveFile,
      decoder: new ReportDecoder(),
      locale: () => 'en-US',
    });
    const job = await service.create({
      profileId: 'p',
      customer: '100001',
      params: { kind: 'account-orders', dateFrom: '2025-01-01', dateTo: '2025-12-31' },
    });
    const { archiveId } = await service.wait(job.jobId);
    const refused = {
      name: 'AppError',
      kind: 'validation',
      message: expect.stringMatching(/decimal comma can only be written with the semicolon/),
    };
    await expect(
      service.startExport(archiveId as string, undefined, { format: 'csv', separator: ',', decimalComma: true }),
    ).rejects.toMatchObject(refused);
    // en-US separates with commas: left to the region, a decimal comma is refused too.
    await expect(
      service.startExport(archiveId as string, undefined, { format: 'csv', decimalComma: true }),
    ).rejects.toMatchObject(refused);
    expect(chooseSaveFile).not.toHaveBeenCalled();
    // Asked for with the semicolon, the dialog opens (and is cancelled here).
    expect(
      await service.startExport(archiveId as string, undefined, { format: 'csv', separator: ';', decimalComma: true }),
    ).toBeNull();
    expect(chooseSaveFile).toHaveBeenCalledTimes(1);
    // Left open, the separator and the paper are en-US's: commas, US Letter.
    const dir = await tempDir();
    await service.exportTo(archiveId as string, join(dir, 'o.zip'), undefined, undefined, { format: 'csv' });
    expect(
      unzip(await readFile(join(dir, 'o.zip')))
        .get('Orders.csv')
        ?.toString('utf8')
        .split('\r\n')[0],
    ).toMatch(/^Order id,Client order id,/);
    await service.exportTo(archiveId as string, join(dir, 'o.xlsx'));
    expect(readXlsx(join(dir, 'o.xlsx')).sheets[1]?.xml).toContain('<pageSetup paperSize="1" ');
    await service.close();
  });
});
