import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAIN_ERROR_LOG } from '../../electron/main/error-log';
import { DATA_FILES } from '../../electron/services/app-services';
import { CANNOT_CONFIRM } from '../../electron/services/confirm/confirm-port';
import { Downloads } from '../../electron/web/downloads';
import { customersOf } from './harness/expected';
import { waitForAccounts } from './harness/dashboard-page';
import { useApp } from './harness/fixture';
import { openProfiles } from './harness/settings-page';

describe('browser mode', () => {
  const apps = useApp();

  it("shows no data without the token, and its server refuses the page's WebSocket", async () => {
    const app = await apps.open();
    const [first] = await customersOf(app);
    await waitForAccounts(app.page, first!.customerNumber);
    // The page with the token goes away first: its own refreshes would be counted as the token-less page's. Main's
    // own events (a link probe's verdict) are not dispatches: only answered calls are counted.
    await app.page.goto('about:blank');
    const answered = () => app.transcript.filter((line) => !line.startsWith('event:')).length;
    const calls = answered();

    // The same address without the fragment, in a fresh context (no token kept in sessionStorage).
    const context = await app.context.browser()!.newContext();
    try {
      const page = await context.newPage();
      await page.goto(app.server.origin);
      await page.getByText('This page has no access token', { exact: false }).first().waitFor();
      expect(await page.locator('.accounts-table tbody tr').count()).toBe(0);
      // A page script trying the socket itself, without the token or with it in the query string, is refused.
      const outcomes = await page.evaluate(async () => {
        const attempt = (url: string, protocols: string[]) =>
          new Promise<string>((resolve) => {
            const socket = new WebSocket(url, protocols);
            socket.onopen = () => resolve('open');
            socket.onerror = () => resolve('refused');
          });
        const base = `ws://${location.host}/ipc`;
        return [
          await attempt(base, ['svc-desk.v1']),
          await attempt(`${base}?token=${'0'.repeat(64)}`, ['svc-desk.v1']),
        ];
      });
      expect(outcomes).toEqual(['refused', 'refused']);
    } finally {
      await context.close();
    }
    expect(answered(), 'nothing was dispatched for the token-less page').toBe(calls);
  });

  it('never lets the token reach the request log, main-errors.log, notices or any IPC answer', async () => {
    const app = await apps.open();
    const token = new URL(app.server.url).hash.replace('#token=', '');
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    const [first] = await customersOf(app);
    await waitForAccounts(app.page, first!.customerNumber);
    // The address bar no longer shows it; a reload still works (the tab keeps it).
    expect(app.page.url()).not.toContain(token);
    await app.page.reload();
    await waitForAccounts(app.page, first!.customerNumber);

    await app.services.requestLog.flush();
    const dataDir = app.services.appInfo.dataFolder;
    const files = await Promise.all(
      [DATA_FILES.requestLog, MAIN_ERROR_LOG].map((name) =>
        readFile(join(dataDir, 'logs', name), 'utf8').catch(() => ''),
      ),
    );
    expect(files[0]!.length, 'the request log was written').toBeGreaterThan(0);
    const places = {
      requestLog: JSON.stringify(app.services.requestLog.list()),
      requestLogFile: files[0]!,
      mainErrors: files[1]!,
      notices: JSON.stringify(app.services.notices.list()),
      transcript: app.transcript.join('\n'),
    };
    for (const [place, text] of Object.entries(places)) expect(text.includes(token), place).toBe(false);
  });
});

describe('browser mode native parts', () => {
  const apps = useApp();

  it('saves a finished export as a browser download (fetched once with the token) and copies to the page clipboard', async () => {
    const downloads = await Downloads.create();
    const app = await apps.open({ downloads });
    const [first] = await customersOf(app);
    await waitForAccounts(app.page, first!.customerNumber);
    await app.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.server.origin });

    const file = await downloads.reserve('statement.xlsx');
    await writeFile(file, 'workbook bytes');
    const offered = downloads.offer(file)!;
    const downloaded = app.page.waitForEvent('download');
    app.server.broadcast({ type: 'download', ...offered });
    const download = await downloaded;
    expect(download.suggestedFilename()).toBe('statement.xlsx');
    expect(await readFile((await download.path())!, 'utf8')).toBe('workbook bytes');

    app.server.broadcast({ type: 'copy', text: 'order 42' });
    await expect.poll(() => app.page.evaluate(() => navigator.clipboard.readText())).toBe('order 42');
    await expect(app.page.getByRole('note').filter({ hasText: 'Browser mode' }).count()).resolves.toBe(1);
  });

  it('a profile for a new service address is refused once, saying to add it in the desktop window', async () => {
    // Browser mode as it runs: nothing outside the page can confirm a new address.
    const app = await apps.open({ confirm: CANNOT_CONFIRM });
    await openProfiles(app.page);
    await app.page.getByRole('button', { name: 'New profile' }).click();
    const dialog = app.page.getByRole('dialog', { name: 'New connection profile' });
    await dialog.getByLabel('Name').fill('Zurich production');
    await dialog.getByLabel('Environment').selectOption('production');
    await dialog.getByLabel('Service address').fill('https://api.new-service.example');
    await dialog.getByLabel('API key').fill('desk-key-1234567890');
    await dialog.getByLabel('API secret').fill('S3cret-value');
    await dialog.getByRole('button', { name: 'Test and create' }).click();
    const alert = dialog.getByRole('alert');
    await alert.filter({ hasText: 'desktop window' }).waitFor();
    expect(await alert.count()).toBe(1);
    expect(await dialog.getByText('Test failed').count()).toBe(0);
    expect(await dialog.getByRole('button', { name: 'Save without a working connection' }).count()).toBe(0);
    expect(app.transcript.some((line) => line.startsWith('profiles.create'))).toBe(false);
    expect(app.services.profiles.records().some((record) => record.baseUrl.includes('new-service'))).toBe(false);
  });
});
