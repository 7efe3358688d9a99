import { basename, join, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DATA_FILES } from '../../../../electron/services/app-services';
import { ReportArchive } from '../../../../electron/services/reports/archive';
import { ReportService } from '../../../../electron/services/reports/report-service';
import type { ActiveClients } from '../../../../electron/services/clients/client-pool';
import type { ServiceClient } from '../../../../electron/client/client';
import { listeners } from '../helpers/emitter';
import type { BundleWritten, ExportProgress, ExportStarted } from '../../../../shared/ipc/schemas/reports';
import { startApp } from '../../ipc/harness';
import { MemorySecretStore } from '../helpers/memory-secret-store';
import { useTempDirs } from '../helpers/temp-dir';

const tempDir = useTempDirs();
const ORDERS = `{"state":"Completed","reportData":{"dateFrom":"2025-01-01","dateTo":"2025-12-31","items":[{"orderId":10000000,"clientOrderId":"CO-0","account":100001,"symbol":"BTC","currency":"CHF","side":"Buy","orderType":"Market","status":"Filled","quantity":0.5,"cumulativeQuantity":0.5,"averagePrice":61234.5,"commission":1.25,"commissionCurrency":"CHF","createdAt":"2025-03-01T10:00:00Z"}]},"failureReason":null}`;

describe('what the page learns of a saved export', () => {
  it("its file name only, never the path it was written to (in browser mode, the server's temporary folder)", async () => {
    const dataDir = await tempDir();
    const saveDir = await tempDir();
    const archive = new ReportArchive(join(dataDir, DATA_FILES.reportsArchive));
    const manifest = await archive.save(Buffer.from('{"state":"Completed","reportData":{"items":[]}}'), {
      kind: 'balance',
      params: { kind: 'balance', date: '2025-12-31', referenceCurrency: 'CHF' },
      customer: '100001',
      customerName: null,
      profileId: 'p',
      profileName: 'Local simulator',
      environment: 'Local simulator',
      reportId: 'r-1',
      serverTime: '2025-12-31T00:00:00.000Z',
      appVersion: 'test',
      rowCounts: {},
    } as Parameters<ReportArchive['save']>[1]);
    const app = await startApp({
      dataDir,
      store: new MemorySecretStore(),
      start: null,
      services: { chooseSaveFile: async ({ defaultName }) => join(saveDir, defaultName) },
    });
    try {
      const settled = new Promise<ExportProgress>((resolve) => {
        const unsubscribe = app.dispatcher.subscribe('exportProgress', (progress) => {
          if (progress.state === 'running') return;
          unsubscribe();
          resolve(progress);
        });
      });
      const started = await app.value<ExportStarted>('reports.export', { archiveId: manifest.id });
      expect(started?.file).toMatch(/\.xlsx$/);
      expect(started?.file).not.toContain(sep);
      // No way to reveal a file here (as in browser mode): what was saved is a download for the user.
      expect(started?.delivery).toBe('download');
      const finished = await settled;
      // Finished or failed (this raw report is a stub), every progress event names the file the same way.
      const progressFiles = app.events
        .filter((event) => event.event === 'exportProgress')
        .map((event) => (event.payload as ExportProgress).file);
      expect(new Set(progressFiles)).toEqual(new Set([started?.file]));
      expect(finished.message ?? '').not.toContain(saveDir);

      const bundle = await app.value<BundleWritten>('reports.exportBundle', { archiveIds: [manifest.id] });
      expect(bundle).toMatchObject({
        file: expect.stringMatching(/^statements-\d{4}-\d{2}-\d{2}\.zip$/),
        delivery: 'download',
      });
      expect(finished.delivery).toBe('download');
    } finally {
      await app.services.shutdown();
    }
  });

  it('hands each finished export and bundle, by its full path, to the downloads port it was built with (browser mode), and nothing unfinished', async () => {
    const dataDir = await tempDir();
    const saveDir = await tempDir();
    const archive = new ReportArchive(join(dataDir, DATA_FILES.reportsArchive));
    const manifest = await archive.save(Buffer.from('{"state":"Completed","reportData":{"items":[]}}'), {
      kind: 'balance',
      params: { kind: 'balance', date: '2025-12-31', referenceCurrency: 'CHF' },
      customer: '100001',
      customerName: null,
      profileId: 'p',
      profileName: 'Local simulator',
      environment: 'Local simulator',
      reportId: 'r-1',
      serverTime: '2025-12-31T00:00:00.000Z',
      appVersion: 'test',
      rowCounts: {},
    } as Parameters<ReportArchive['save']>[1]);
    const offered: string[] = [];
    const app = await startApp({
      dataDir,
      store: new MemorySecretStore(),
      start: null,
      services: {
        chooseSaveFile: async ({ defaultName }) => join(saveDir, defaultName),
        offerDownload: (file) => offered.push(file),
      },
    });
    try {
      const bundle = await app.value<BundleWritten>('reports.exportBundle', { archiveIds: [manifest.id] });
      expect(offered).toEqual([join(saveDir, bundle!.file)]);

      const settled = new Promise<ExportProgress>((resolve) => {
        const unsubscribe = app.dispatcher.subscribe('exportProgress', (progress) => {
          if (progress.state === 'running') return;
          unsubscribe();
          resolve(progress);
        });
      });
      const started = await app.value<ExportStarted>('reports.export', { archiveId: manifest.id });
      const finished = await settled;
      expect(finished.file).toBe(started?.file);
      // Offered once it is done (never while running, never when it failed).
      expect(offered).toEqual(
        finished.state === 'done'
          ? [join(saveDir, bundle!.file), join(saveDir, started!.file)]
          : [join(saveDir, bundle!.file)],
      );
    } finally {
      await app.services.shutdown();
    }
  });

  it('the report service itself, built with no feature around it, tells its events port the file name only and offers the finished file by its path', async () => {
    const saveDir = await tempDir();
    const profile = { id: 'p', name: 'Local simulator', builtIn: true, baseUrl: 'http://127.0.0.1:1' };
    const client = {
      call: async () => ({ ok: true, value: { reportId: '5b0f3c1e-2a4d-4e6f-8a9b-0c1d2e3f4a5b' }, status: 200 }),
      bytes: async () => ({ ok: true, value: Buffer.from(ORDERS), status: 200 }),
      clockOffsetMs: () => 0,
    } as unknown as ServiceClient;
    const progress: ExportProgress[] = [];
    const offered: string[] = [];
    let settle: (last: ExportProgress) => void = () => undefined;
    const settled = new Promise<ExportProgress>((resolve) => (settle = resolve));
    const service = new ReportService({
      clients: { activeAs: async () => ({ profile, client }) } as unknown as ActiveClients,
      events: listeners({
        exportProgress: (event) => {
          progress.push(event);
          if (event.state !== 'running') settle(event);
        },
      }),
      folder: await tempDir(),
      appVersion: 'test',
      chooseSaveFile: async ({ defaultName }) => join(saveDir, defaultName),
      offerDownload: (file) => offered.push(file),
      fetch: { sleep: async () => undefined },
    });
    try {
      const job = await service.create({
        profileId: 'p',
        customer: '100001',
        params: { kind: 'account-orders', dateFrom: '2025-01-01', dateTo: '2025-12-31' },
      });
      const { archiveId } = await service.wait(job.jobId);
      const started = await service.startExport(archiveId as string);
      const last = await settled;
      expect(last.state).toBe('done');
      expect(progress.length).toBeGreaterThan(1);
      expect(progress.every((event) => event.file === basename(started!.file) && event.delivery === 'download')).toBe(
        true,
      );
      // Offered by its path, once, after the page heard it is done.
      expect(offered).toEqual([started!.file]);
      // Without a way to reveal files, Open says where the download is instead.
      await expect(service.revealExport(last.exportId, 'open')).rejects.toMatchObject({ kind: 'conflict' });
    } finally {
      await service.close();
    }
  });
});
