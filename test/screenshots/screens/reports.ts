import { randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { controlClient } from '../../../electron/simulator/control-client';
import { openSection, waitForSettled } from '../navigate';
import type { ScreenContext, ScreenSection } from '../registry';

const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

async function fill(page: Page, kind: string, values: Record<string, string>): Promise<void> {
  await openSection(page, 'Reports');
  await page.getByRole('form', { name: 'New report' }).waitFor();
  await page.getByLabel('Report kind').selectOption(kind);
  for (const [name, value] of Object.entries(values))
    await page.locator(`.reports-create input[name="${name}"]`).fill(value);
}

// A large account orders statement saved straight into the archive, so an export runs long enough to be seen.
function bigStatement(rows: number): string {
  const items: string[] = [];
  for (let r = 0; r < rows; r += 1) {
    items.push(
      `{"orderId":${40_000_000 + r},"clientOrderId":"DESK-${r}","account":${200_000 + (r % 12)},"symbol":"${r % 2 ? 'ETH' : 'BTC'}","currency":"CHF","side":"${r % 3 ? 'Buy' : 'Sell'}","orderType":"Limit","status":"Filled","quantity":0.${String(r).padStart(8, '0')},"cumulativeQuantity":0.${String(r).padStart(8, '0')},"averagePrice":61234.55,"commission":1.25,"commissionCurrency":"CHF","createdAt":"${new Date(Date.UTC(2025, 0, 1) + r * 29_000).toISOString()}"}`,
    );
  }
  return `{"state":"Completed","reportData":{"dateFrom":"2025-01-01","dateTo":"2025-12-31","items":[${items.join(',')}]},"failureReason":null}`;
}

async function saveBig({ app }: ScreenContext): Promise<string> {
  const profile = app.services.profiles.records().find((record) => record.builtIn);
  const customer = app.services.profiles.records().find((record) => record.builtIn)?.selectedCustomer ?? '100001';
  const manifest = await app.services.reports.archive.save(Buffer.from(bigStatement(120_000)), {
    kind: 'account-orders',
    params: { kind: 'account-orders', dateFrom: '2025-01-01', dateTo: '2025-12-31' },
    customer,
    customerName: null,
    profileId: profile?.id ?? 'local',
    profileName: profile?.name ?? 'Local simulator',
    environment: 'Local simulator',
    reportId: '7d0c5d8e-1f4b-4a55-9d7e-2b1f0c3e9a11',
    serverTime: new Date().toISOString(),
    appVersion: 'screenshots',
    rowCounts: {},
  });
  return manifest.id;
}

let bigId: string | null = null;
/** Opens the preview of the first completed statement of the report centre, its rows loaded. */
async function openPreview({ page, app }: ScreenContext): Promise<void> {
  const running = await app.services.simulator;
  if (running) await controlClient(running).advanceClock('1m');
  await openSection(page, 'Reports');
  const done = page.locator('.reports-job[data-stage="completed"]').first();
  await done.waitFor({ timeout: 20_000 });
  await done.getByRole('button', { name: 'Open preview' }).click();
  await page.locator('.reports-grid [role="row"][aria-rowindex="3"] [role="cell"]').first().waitFor();
  await page.waitForFunction(() => document.querySelector('.reports-cell-loading') === null);
}

let bigExport: { id: string; done: Promise<unknown> } | null = null;

/** The Reports section: report centre, a report processing, the preview, an export running, the archive. */
export const reportsScreens: ScreenSection = {
  section: 'reports',
  screens: [
    {
      name: 'report-centre',
      description: 'the report centre with an account statement filled in',
      async show({ page }) {
        await fill(page, 'account', { dateFrom: day(-90), dateTo: day(0), referenceCurrency: 'CHF' });
        await waitForSettled(page);
      },
    },
    {
      name: 'processing',
      description: 'an account orders statement the service is still producing',
      async show({ page }) {
        await fill(page, 'account-orders', { dateFrom: day(-365), dateTo: day(0) });
        await page.getByRole('button', { name: 'Create report' }).click();
        await page.locator('.reports-job[data-stage="processing"]').first().waitFor();
        await page.waitForFunction(
          () =>
            Number(/checked (\d+)/.exec(document.querySelector('.reports-job-meta')?.textContent ?? '')?.[1] ?? 0) >= 2,
        );
        await waitForSettled(page);
      },
    },
    {
      name: 'preview',
      description: 'the finished statement previewed, rows fetched from main a window at a time',
      async show(context) {
        await openPreview(context);
        await waitForSettled(context.page);
      },
    },
    {
      name: 'export-menu',
      description:
        'Export ▾ open on the previewed statement: Excel, CSV, and how the CSV is written (separator, decimal comma, byte-order mark)',
      async show(context) {
        const { page } = context;
        // Each screen starts afresh: the statement the processing screen created is opened again.
        await openPreview(context);
        await page.getByRole('button', { name: 'Export ▾' }).click();
        await page.getByRole('menu', { name: 'Export' }).waitFor();
        await waitForSettled(page);
      },
    },
    {
      name: 'export-progress',
      description: 'a 120,000-row statement being exported to Excel, with its progress and Cancel',
      async show(context) {
        const { page, app } = context;
        bigId = await saveBig(context);
        await openSection(page, 'Reports');
        await page.getByRole('tab', { name: 'Archive' }).click();
        await page.locator(`tr[data-archive-id="${bigId}"]`).getByRole('button', { name: 'Open' }).click();
        await page.getByRole('table', { name: /^Orders: 120[,'’ ]?000 rows/ }).waitFor({ timeout: 180_000 });
        await page.waitForFunction(() => document.querySelector('.reports-cell-loading') === null, undefined, {
          timeout: 60_000,
        });
        // As after the save dialog: the export runs in main's worker and reports progress.
        const exportId = randomUUID();
        bigExport = {
          id: exportId,
          done: app.services.reports
            .exportTo(bigId, join(tmpdir(), `svc-desk-screens-${bigId}.xlsx`), exportId)
            .catch(() => undefined),
        };
        await page.waitForFunction(
          () =>
            Number(
              document
                .querySelector('.reports-preview .reports-export[data-state="running"] [role="progressbar"]')
                ?.getAttribute('aria-valuenow') ?? 0,
            ) >= 15,
          undefined,
          { timeout: 180_000 },
        );
        await page.evaluate(() => document.fonts.ready);
      },
    },
    {
      name: 'archive',
      description: 'the offline archive: saved statements, one whose file was changed shown as a hash mismatch',
      async show({ page, app }) {
        if (bigId) {
          const id = bigId;
          // The export of the previous screen ends before its file is changed: cancelled (a whole 120,000-row
          // workbook took a minute on a loaded machine, and a cancel leaves no file behind), unless it finished.
          if (bigExport) {
            try {
              app.services.reports.cancel(bigExport.id);
            } catch {
              // It finished already (main no longer knows it).
            }
            await bigExport.done;
          }
          await writeFile(app.services.reports.archive.rawPath(id), '{"state":"Completed","reportData":null}');
        }
        await openSection(page, 'Reports');
        await page.getByRole('tab', { name: 'Archive' }).click();
        await page.locator('.reports-archive-table tbody tr').first().waitFor();
        await page.locator('.reports-archive-table tbody tr input[type="checkbox"]').first().check();
        await waitForSettled(page);
      },
    },
    {
      name: 'delete-confirm',
      description: 'deleting a saved statement asks first',
      async show({ page }) {
        await openSection(page, 'Reports');
        await page.getByRole('tab', { name: 'Archive' }).click();
        await page.locator('.reports-archive-table tbody tr').first().getByRole('button', { name: 'Delete' }).click();
        await page.locator('dialog[open]').getByRole('button', { name: 'Keep it' }).waitFor();
        await waitForSettled(page);
      },
    },
  ],
};
