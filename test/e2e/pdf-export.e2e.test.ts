import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { controlClient } from '../../electron/simulator/control-client';
import { useApp } from './harness/fixture';

const folders: string[] = [];
afterAll(() => Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true }))));

describe('PDF statement', () => {
  const apps = useApp();

  it('Export ▾ → PDF statement writes the statement on the paper picked in the menu, with progress to done', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'svc-desk-e2e-pdf-'));
    folders.push(folder);
    const saved: { file: string; extension: string }[] = [];
    const app = await apps.open({
      chooseSaveFile: async ({ defaultName, extension }) => {
        const file = join(folder, defaultName);
        saved.push({ file, extension });
        return file;
      },
    });
    const { page } = app;
    const running = await app.services.simulator;
    if (!running) throw new Error('No simulator.');

    await page
      .getByRole('button', { name: /Reports/ })
      .first()
      .click();
    await page.getByRole('form', { name: 'New report' }).waitFor();
    await page.getByLabel('Report kind').selectOption('account-orders');
    await page.getByRole('button', { name: 'Create report' }).click();
    const job = page.locator('.reports-job').first();
    await expect.poll(() => job.getAttribute('data-stage'), { timeout: 15_000 }).toBe('processing');
    await controlClient(running).advanceClock('1m');
    await expect.poll(() => job.getAttribute('data-stage'), { timeout: 20_000 }).toBe('completed');
    await job.getByRole('button', { name: 'Open preview' }).click();
    await page.getByRole('table', { name: /^Orders: \d+ rows/ }).waitFor();

    // The page's region (en-US) prints on Letter; the user picks A4 in the menu, which stays open for the choice.
    await page.getByRole('button', { name: 'Export ▾' }).click();
    const a4 = page.getByRole('menuitemradio', { name: /on A4 paper/ });
    await expect(a4.getAttribute('aria-checked')).resolves.toBe('false');
    await a4.click();
    await expect(a4.getAttribute('aria-checked')).resolves.toBe('true');
    await page.getByRole('menuitem', { name: 'PDF statement (.pdf)…' }).click();
    const exported = page.locator('.reports-preview .reports-export').first();
    await expect.poll(() => exported.getAttribute('data-state'), { timeout: 60_000 }).toBe('done');
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ extension: 'pdf' });
    expect(saved[0]!.file).toMatch(/ - Account orders statement - .+\.pdf$/);
    expect((await readFile(saved[0]!.file)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(execFileSync('pdfinfo', [saved[0]!.file], { encoding: 'utf8' })).toMatch(/\(A4\)/);
    expect(execFileSync('pdftotext', [saved[0]!.file, '-'], { encoding: 'utf8' })).toContain(
      'Account orders statement',
    );
  }, 180_000);
});
