import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { _electron as electron } from 'playwright-core';
import type { ElectronApplication, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DesktopApi } from '../../shared/ipc/api';
import { ipcMethods } from '../../shared/ipc/names';
import type { ExportProgress, ReportJobView } from '../../shared/ipc/schemas/reports';
import { createKeytarSecretStore } from '../../electron/services/secrets/keytar-store';
import { readXlsx } from '../electron/services/reports/xlsx-reader';
import { findElectronBinary } from './electron-binary';

const root = resolve(import.meta.dirname, '../..');
const binary = findElectronBinary();
const skipReason = 'reason' in binary ? binary.reason : null;
if (skipReason) console.warn(`Skipping the Electron smoke test: ${skipReason}.`);

const day = (offsetDays: number): string => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

describe.skipIf(skipReason !== null)(
  `the built app in Electron${skipReason ? ` (skipped: ${skipReason})` : ''}`,
  () => {
    let app: ElectronApplication;
    let page: Page;
    let dataDir: string;
    const keychainService = `svc-desk-smoke-${process.pid}-${Date.now()}`;
    // Everything the page logged about its Content Security Policy, from the first load on.
    const cspViolations: string[] = [];

    beforeAll(async () => {
      // A test build: only development and test builds honour the data folder and keychain overrides below.
      execFileSync('npx', ['electron-vite', 'build', '--mode', 'test'], { cwd: root, stdio: 'ignore' });
      dataDir = await mkdtemp(join(tmpdir(), 'svc-desk-smoke-'));
      app = await electron.launch({
        executablePath: (binary as { path: string }).path,
        args: [root],
        env: { ...process.env, SVC_DESK_DATA_DIR: dataDir, SVC_DESK_KEYCHAIN_SERVICE: keychainService },
      });
      page = await app.firstWindow();
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
      });
      // The window may have loaded before the listener was attached: load it again under watch.
      await page.reload();
      await page.waitForLoadState('domcontentloaded');
    }, 120_000);

    afterAll(async () => {
      if (!dataDir) return;
      const profilesFile = join(dataDir, 'profiles.json');
      const ids = existsSync(profilesFile)
        ? (JSON.parse(readFileSync(profilesFile, 'utf8')) as { profiles: { id: string }[] }).profiles.map((p) => p.id)
        : [];
      const store = createKeytarSecretStore(keychainService);
      for (const id of ids) await store.delete(id).catch(() => undefined);
      await rm(dataDir, { recursive: true, force: true });
    });

    it('opens one window on our renderer, served from app://', async () => {
      expect(await page.title()).toBe('SVC Desk');
      expect(await app.evaluate(({ BrowserWindow }) => BrowserWindow.getAllWindows().length)).toBe(1);
      expect(page.url()).toBe('app://svc-desk/index.html');
    });

    it('gives the sandboxed page window.api and nothing of Node or Electron', async () => {
      // The page runs in the browser; this test file is typed for Node, hence globalThis instead of window.
      const surface = await page.evaluate(async () => {
        const page = globalThis as unknown as {
          require?: unknown;
          process?: unknown;
          api: DesktopApi;
          open: (url: string) => unknown;
        };
        return {
          require: typeof page.require,
          process: typeof page.process,
          api: Object.keys(page.api).sort(),
          info: await page.api.app.info(),
          popup: page.open('https://example.com') === null,
        };
      });
      expect(surface).toMatchObject({ require: 'undefined', process: 'undefined', popup: true });
      expect(surface.api).toEqual([...Object.keys(ipcMethods), 'on', 'service'].sort());
      // The preload answered through main, in the Electron major package.json pins.
      const pinned = (
        JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { devDependencies: Record<string, string> }
      ).devDependencies['electron']!;
      expect(surface.info).toMatchObject({
        ok: true,
        value: { name: 'SVC Desk', electron: expect.stringMatching(new RegExp(`^${pinned.split('.')[0]}\\.`)) },
      });
    });

    it("starts the embedded simulator in its worker and shows the first customer's balances", async () => {
      const answer = await page.evaluate(async () => {
        const api = (globalThis as unknown as { api: DesktopApi }).api;
        return { profiles: await api.profiles.list(), customers: await api.customers.reachable() };
      });
      expect(answer.profiles).toMatchObject({
        ok: true,
        value: { profiles: [expect.objectContaining({ name: 'Local simulator', builtIn: true })] },
      });
      if (!answer.profiles.ok || !answer.customers.ok) throw new Error('The app did not answer.');
      // The simulator runs only in its worker thread in the built app: an answer on its port means the worker started.
      const simulator = answer.profiles.value.profiles[0]!.baseUrl;
      expect((await fetch(simulator)).status).toBeGreaterThan(0);
      const first = answer.customers.value.customers[0];
      expect(first, 'the simulator has customers').toBeDefined();
      await expect
        .poll(() => page.getByTestId('view-customer').textContent(), { timeout: 30_000 })
        .toContain(first!.customerNumber);
      // The dashboard's accounts table, balance column (test/e2e/harness/dashboard-page.ts reads the same cells).
      const balances = page.locator('.accounts-table tbody tr td:nth-child(5)');
      await balances.first().waitFor();
      const shown = await balances.allTextContents();
      expect(shown.length).toBeGreaterThan(0);
      for (const balance of shown) expect(balance).toMatch(/\d/);
    });

    it('exports a statement to Excel in the export worker', async () => {
      const file = join(dataDir, 'statement.xlsx');
      // The native save dialog cannot be clicked: main's dialog answers with our file instead.
      await app.evaluate(({ dialog }, path) => {
        dialog.showSaveDialog = (() =>
          Promise.resolve({ canceled: false, filePath: path })) as unknown as typeof dialog.showSaveDialog;
      }, file);
      const job = await page.evaluate(
        async (params) => {
          const api = (globalThis as unknown as { api: DesktopApi }).api;
          const profiles = await api.profiles.list();
          const customers = await api.customers.reachable();
          if (!profiles.ok || !customers.ok || !profiles.value.activeProfileId)
            throw new Error('The app did not answer.');
          const created = await api.reports.create({
            profileId: profiles.value.activeProfileId,
            customer: customers.value.customers[0]!.customerNumber,
            params,
          });
          if (!created.ok) throw new Error(created.error.message);
          return created.value;
        },
        { kind: 'legacy-client' as const, dateFrom: day(-30), dateTo: day(0) },
      );
      let completed: ReportJobView = job;
      await expect
        .poll(
          async () => {
            completed = await page.evaluate(async (jobId) => {
              const status = await (globalThis as unknown as { api: DesktopApi }).api.reports.status({ jobId });
              if (!status.ok) throw new Error(status.error.message);
              return status.value;
            }, job.jobId);
            return completed.stage;
          },
          { timeout: 60_000 },
        )
        .toBe('completed');
      const progress = await page.evaluate(
        (archiveId) =>
          new Promise<ExportProgress | string>((resolve) => {
            const api = (globalThis as unknown as { api: DesktopApi }).api;
            const off = api.on.exportProgress((event) => {
              if (event.state === 'running') return;
              off();
              resolve(event);
            });
            void api.reports.export({ archiveId }).then((started) => {
              if (started.ok && started.value !== null) return;
              off();
              resolve(started.ok ? 'the save dialog was cancelled' : started.error.message);
            });
          }),
        completed.archiveId!,
      );
      expect(progress).toMatchObject({ state: 'done', file });
      expect(readXlsx(file).sheets.map((sheet) => sheet.name)).toContain('Manifest');
    }, 90_000);

    it('loaded everything within its Content Security Policy', () => {
      expect(cspViolations).toEqual([]);
    });

    it("quits cleanly: the process exits with 0, the simulator's world saved", async () => {
      const process = app.process();
      const exited = new Promise<number | null>((resolve) => process.once('exit', (code) => resolve(code)));
      await app.close();
      expect(await exited).toBe(0);
      expect(existsSync(join(dataDir, 'simulator-state.json'))).toBe(true);
    });
  },
);
