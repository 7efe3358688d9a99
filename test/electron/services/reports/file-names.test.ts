import { join, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DATA_FILES } from '../../../../electron/services/app-services';
import { ReportArchive } from '../../../../electron/services/reports/archive';
import type { BundleWritten, ExportProgress, ExportStarted } from '../../../../shared/ipc/schemas/reports';
import { startApp } from '../../ipc/harness';
import { MemorySecretStore } from '../helpers/memory-secret-store';
import { useTempDirs } from '../helpers/temp-dir';

const tempDir = useTempDirs();

describe('what the page learns of a saved export', () => {
  it('its file name only, never the path it was written to (in browser mode, the server\'s temporary folder)', async () => {
    const dataDir = await tempDir();
    const saveDir = await tempDir();
    const archive = new ReportArchive(join(dataDir, DATA_FILES.reportsArchive));
    const manifest = await archive.save(Buffer.from('{"state":"Completed","reportData":{"items":[]}}'), {
      kind: 'balance', params: { kind: 'balance', date: '2025-12-31', referenceCurrency: 'CHF' }, customer: '100001', customerName: null, profileId: 'p', profileName: 'Local simulator',
      environment: 'Local simulator', reportId: 'r-1', serverTime: '2025-12-31T00:00:00.000Z', appVersion: 'test', rowCounts: {},
    } as Parameters<ReportArchive['save']>[1]);
    const app = await startApp({
      dataDir,
      store: new MemorySecretStore(),
      start: null,
      services: { chooseSaveFile: async ({ defaultName }) => join(saveDir, defaultName) },
    });
    try {
      const started = await app.value<ExportStarted>('reports.export', { archiveId: manifest.id });
      expect(started?.file).toMatch(/\.xlsx$/);
      expect(started?.file).not.toContain(sep);
      // No way to reveal a file here (as in browser mode): what was saved is a download for the user.
      expect(started?.delivery).toBe('download');
      const finished = await new Promise<ExportProgress>((resolve) => {
        const check = (): void => {
          const last = app.events.filter((event) => event.event === 'exportProgress').map((event) => event.payload as ExportProgress).find((progress) => progress.state !== 'running');
          if (last) resolve(last);
          else setImmediate(check);
        };
        check();
      });
      // Finished or failed (this raw report is a stub), every progress event names the file the same way.
      const progressFiles = app.events.filter((event) => event.event === 'exportProgress').map((event) => (event.payload as ExportProgress).file);
      expect(new Set(progressFiles)).toEqual(new Set([started?.file]));
      expect(finished.message ?? '').not.toContain(saveDir);

      const bundle = await app.value<BundleWritten>('reports.exportBundle', { archiveIds: [manifest.id] });
      expect(bundle).toMatchObject({ file: expect.stringMatching(/^statements-\d{4}-\d{2}-\d{2}\.zip$/), delivery: 'download' });
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
      kind: 'balance', params: { kind: 'balance', date: '2025-12-31', referenceCurrency: 'CHF' }, customer: '100001', customerName: null, profileId: 'p', profileName: 'Local simulator',
      environment: 'Local simulator', reportId: 'r-1', serverTime: '2025-12-31T00:00:00.000Z', appVersion: 'test', rowCounts: {},
    } as Parameters<ReportArchive['save']>[1]);
    const offered: string[] = [];
    const app = await startApp({
      dataDir,
      store: new MemorySecretStore(),
      start: null,
      services: { chooseSaveFile: async ({ defaultName }) => join(saveDir, defaultName), offerDownload: (file) => offered.push(file) },
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
      expect(offered).toEqual(finished.state === 'done' ? [join(saveDir, bundle!.file), join(saveDir, started!.file)] : [join(saveDir, bundle!.file)]);
    } finally {
      await app.services.shutdown();
    }
  });
});
