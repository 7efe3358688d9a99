import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { controlClient } from '../../electron/simulator/control-client';
import { readXlsx } from '../electron/services/reports/xlsx-reader';
import { useApp } from './harness/fixture';

const folders: string[] = [];
afterAll(() => Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true }))));

describe('reports', () => {
  const apps = useApp();

  it('creates a statement, waits while it is processing, previews it, exports it through the save dialog, and opens it from the archive with the simulator stopped', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'svc-desk-e2e-export-'));
    folders.push(folder);
    const saved: string[] = [];
    const revealed: [string, string][] = [];
    const app = await apps.open({
      chooseSaveFile: async ({ defaultName }) => {
        const file = join(folder, defaultName);
        saved.push(file);
        return file;
      },
      revealFile: async (file, how) => void revealed.push([file, how]),
    });
    const { page } = app;
    const running = await app.services.simulator;
    if (!running) throw new Error('No simulator.');

    await page
      .getByRole('button', { name: /Reports/ })
      .first()
      .click();
    await page.getByRole('heading', { name: 'Reports', level: 1 }).waitFor();
    await page.getByRole('form', { name: 'New report' }).waitFor();
    await page.getByLabel('Report kind').selectOption('account-orders');
    await page.getByRole('button', { name: 'Create report' }).click();

    // The simulator takes 30 simulated seconds: the job shows Processing until the clock moves on.
    const job = page.locator('.reports-job').first();
    await expect.poll(() => job.getAttribute('data-stage'), { timeout: 15_000 }).toBe('processing');
    await expect(job.getByRole('progressbar').isVisible()).resolves.toBe(true);
    await controlClient(running).advanceClock('1m');
    await expect.poll(() => job.getAttribute('data-stage'), { timeout: 20_000 }).toBe('completed');

    await job.getByRole('button', { name: 'Open preview' }).click();
    const grid = page.getByRole('table', { name: /^Orders: \d+ rows/ });
    await grid.waitFor();
    const label = (await grid.getAttribute('aria-label')) ?? '';
    const rows = Number(/(\d+) rows/.exec(label)?.[1]);
    expect(rows).toBeGreaterThan(0);
    await expect
      .poll(() => grid.locator('[role="row"][aria-rowindex="2"] [role="cell"]').first().textContent())
      .toMatch(/\d/);

    await page.getByRole('button', { name: 'Export ▾' }).click();
    await page.getByRole('menuitem', { name: 'Excel workbook (.xlsx)…' }).click();
    const exported = page.locator('.reports-preview .reports-export').first();
    await expect.poll(() => exported.getAttribute('data-state'), { timeout: 60_000 }).toBe('done');
    expect(saved).toHaveLength(1);
    // The suggested name says whose statement, which kind and which period.
    expect(saved[0]).toMatch(
      /[\\/]\d+( [^/\\]+)? - Account orders statement - \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}\.xlsx$/,
    );
    // Open and Show in folder go through main, which looks the file up by the export's id.
    await exported.getByRole('button', { name: 'Show in folder' }).click();
    await exported.getByRole('button', { name: 'Open' }).click();
    await expect
      .poll(() => revealed)
      .toEqual([
        [saved[0], 'folder'],
        [saved[0], 'open'],
      ]);
    const book = readXlsx(saved[0]!);
    const orders = book.sheets.find((sheet) => sheet.name === 'Orders');
    expect(orders!.rows.length - 1).toBe(rows);
    expect(book.sheets.map((sheet) => sheet.name)).toContain('Manifest');

    // Offline: stop the simulator, then open the saved report from the archive.
    await running.stop();
    await page.getByRole('button', { name: 'Close preview' }).click();
    await page.getByRole('tab', { name: 'Archive' }).click();
    const entry = page.locator('.reports-archive-table tbody tr').first();
    await entry.waitFor();
    // At 1440 px the row's Delete is on screen without scrolling sideways.
    const deleteBox = await entry.getByRole('button', { name: 'Delete' }).boundingBox();
    expect(deleteBox).not.toBeNull();
    expect(deleteBox!.x + deleteBox!.width).toBeLessThanOrEqual(1440);
    await expect(entry.getByText('verified').isVisible()).resolves.toBe(true);
    await entry.getByRole('button', { name: 'Open' }).click();
    await page.getByRole('table', { name: `Orders: ${rows} rows` }).waitFor();
    await expect
      .poll(() => page.locator('.reports-grid [role="row"][aria-rowindex="2"] [role="cell"]').first().textContent())
      .toMatch(/\d/);

    // A changed file is shown as such and never opened.
    const archiveId = (await entry.getAttribute('data-archive-id')) as string;
    await writeFile(app.services.reports.archive.rawPath(archiveId), '{"state":"Completed","reportData":null}');
    await page.getByRole('button', { name: 'Close preview' }).click();
    await page.getByRole('tab', { name: 'Report centre' }).click();
    await page.getByRole('tab', { name: 'Archive' }).click();
    await page.locator('.reports-archive-table tbody tr').first().getByText('hash mismatch').waitFor();
    await page.locator('.reports-archive-table tbody tr').first().getByRole('button', { name: 'Open' }).click();
    await page.getByText(/Hash mismatch/).waitFor();
    expect(existsSync(saved[0]!)).toBe(true);
  }, 180_000);
});
