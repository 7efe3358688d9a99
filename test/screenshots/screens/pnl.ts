import type { Page } from 'playwright-core';
import type { AppHandle } from '../../e2e/harness/app';
import { reportsMade } from '../../e2e/harness/reports-made';
import { openSection, waitForSettled } from '../navigate';
import type { ScreenSection } from '../registry';

const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

// Per app (one per theme): an earlier and a later account orders statement of the first customer; the later one
// sells coins the earlier one bought, so its P&L has sells without cost basis until the earlier one gives opening lots.
const statements = new WeakMap<AppHandle, Promise<{ earlier: string; later: string }>>();

function statementsOf(app: AppHandle): Promise<{ earlier: string; later: string }> {
  let made = statements.get(app);
  if (!made) {
    made = (async () => {
      const { services } = app;
      const profile = services.profiles.records().find((record) => record.builtIn);
      const customer = profile?.selectedCustomer ?? (await services.customers.list()).selectedCustomer;
      if (!profile || !customer) throw new Error('No simulator customer.');
      const statement = (dateFrom: string, dateTo: string) => ({
        profileId: profile.id,
        customer,
        params: { kind: 'account-orders' as const, dateFrom, dateTo },
      });
      const [earlier, later] = (await reportsMade(services, [
        statement(day(-366), day(-181)),
        statement(day(-180), day(0)),
      ])) as [string, string];
      return { earlier, later };
    })();
    statements.set(app, made);
  }
  return made;
}

async function openPnl(page: Page, archiveId: string): Promise<void> {
  await openSection(page, 'Reports');
  await page.getByRole('tab', { name: 'Archive' }).click();
  await page.locator(`tr[data-archive-id="${archiveId}"]`).getByRole('button', { name: 'Open' }).click();
  await page.getByRole('tab', { name: /^P&L FIFO/ }).click();
  await page.getByRole('table', { name: /^P&L FIFO: \d+ rows/ }).waitFor();
  await page.getByRole('combobox', { name: 'Opening lots from an earlier statement' }).waitFor();
  await page.waitForFunction(() => document.querySelector('.reports-cell-loading') === null);
}

// The preview opens under the archive list: brought to the top, as a user scrolls to it, so the figures and the table show.
async function previewOnTop(page: Page): Promise<void> {
  await page
    .getByRole('region', { name: 'Report preview' })
    .evaluate((preview) => preview.scrollIntoView({ block: 'start' }));
}

/** The realized P&L of an account orders statement: sells without cost basis, and opening lots from an earlier statement. */
export const pnlScreens: ScreenSection = {
  section: 'pnl',
  screens: [
    {
      name: 'unmatched-sell',
      description:
        'the P&L FIFO tab of a statement whose instruments start with sells: "not computable", with the sells and proceeds without cost basis',
      async show({ page, app }) {
        const { later } = await statementsOf(app);
        // Without opening lots, as made (an earlier pass in the same app, the other theme, chose some on the next screen).
        await app.services.reports.setOpening(later, { statement: null, lots: [] });
        await openPnl(page, later);
        await page
          .getByRole('table', { name: /^P&L FIFO/ })
          .getByText('not computable')
          .first()
          .waitFor();
        await previewOnTop(page);
        await waitForSettled(page);
      },
    },
    {
      name: 'opening-lots',
      description:
        'the same statement with the earlier statement chosen as opening lots: the figures computed, the earlier one named',
      async show({ page, app }) {
        const { earlier, later } = await statementsOf(app);
        await openPnl(page, later);
        await page.getByRole('combobox', { name: 'Opening lots from an earlier statement' }).selectOption(earlier);
        await page.getByRole('button', { name: 'Use these opening lots' }).click();
        await page.getByRole('status').filter({ hasText: 'Saved with the statement' }).waitFor();
        await page.waitForFunction(() => document.querySelector('.reports-cell-loading') === null);
        await previewOnTop(page);
        await waitForSettled(page);
      },
    },
  ],
};
