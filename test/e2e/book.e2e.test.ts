import { describe, expect, it } from 'vitest';
import type { IpcResult } from '../../shared/ipc/result';
import { customersOf } from './harness/expected';
import { useApp } from './harness/fixture';
import { pressSectionKey } from './harness/keyboard';

describe('the office views: the Book and price alerts', () => {
  const apps = useApp();

  it("lists every customer of the simulator, change over the dashboard's range, staking orders in progress, in an office currency the service prices in", async () => {
    const loads: unknown[] = [];
    const app = await apps.open({
      hooks: {
        onAnswer: (channel, input) => {
          if (channel === 'book.load') loads.push(input);
        },
      },
    });
    const { page, dispatcher } = app;
    // The dashboard's own range control: the Book measures its change over the same range.
    await page.getByText('1Y', { exact: true }).click();
    await pressSectionKey(page, 'Alt+0', 'Book');
    await page.locator('.book-table tfoot').waitFor();
    await page.getByRole('columnheader', { name: 'Change 1Y (office)' }).waitFor();
    expect(loads.at(-1)).toMatchObject({ range: '1Y', officeCurrency: 'CHF', loadId: expect.any(String) });

    const customers = await customersOf(app);
    await expect.poll(() => page.locator('.book-table tbody tr').count()).toBe(customers.length);
    for (const { customerNumber } of customers) {
      const row = page.locator('.book-table tbody tr', { hasText: customerNumber });
      // Staking orders in progress (the seventh cell after the customer): a count, never a dash once read.
      expect(await row.locator('td').nth(6).textContent()).toMatch(/^\d+$/);
      expect(await row.locator('.pill-warning').count(), `${customerNumber} is not stale`).toBe(0);
    }

    // The office currencies offered are the ones main says the service prices in; choosing one re-values the book.
    const priced = (await dispatcher.dispatch('book.currencies', {
      profileId: (loads.at(-1) as { profileId: string }).profileId,
    })) as IpcResult<string[]>;
    if (!priced.ok) throw new Error(priced.error.message);
    expect(await page.getByLabel('Office currency').locator('option').allTextContents()).toEqual(priced.value);
    await page.getByLabel('Office currency').selectOption('EUR');
    await page.getByRole('table', { name: 'Book in EUR' }).waitFor();
    await expect.poll(() => page.locator('.book-table tfoot').textContent()).toMatch(/EUR/);
    expect(app.services.preferences.get().dashboard.officeCurrency).toBe('EUR');
  }, 120_000);

  it('the price alert dialog opens with the current bid, ask and mid, prefills the level, and says in words what main kept', async () => {
    const app = await apps.open();
    const { page, services } = app;
    await pressSectionKey(page, 'Alt+2', 'Trading');
    const row = page.locator('.market-table tbody tr').first();
    await row.waitFor();
    await row.click({ button: 'right' });
    const now = page.getByTestId('alert-now').filter({
      hasText: /^Now: bid [A-Z]{3} [\d,]+\.\d+ · ask [A-Z]{3} [\d,]+\.\d+ · mid [A-Z]{3} [\d,]+\.\d+ · as of /,
    });
    await now.waitFor();
    const title = (await page.getByRole('dialog').getByRole('heading').first().textContent()) ?? '';
    const [symbol, currency] = (/([A-Z0-9]+)\/([A-Z0-9]+)$/.exec(title) ?? []).slice(1);
    const prefilled = await page.getByLabel(`Price (${currency})`).inputValue();
    expect(prefilled).toMatch(/^\d+(\.\d+)?$/);
    await page.getByRole('button', { name: 'Set alert' }).click();
    const confirmation = await page.getByTestId('alert-set').textContent();
    expect(confirmation).toMatch(
      new RegExp(
        `^You will be notified when the ${symbol}/${currency} mid price rises to or above ${currency} [\\d,]+\\.\\d+\\.$`,
      ),
    );
    expect(services.priceAlerts.list()).toEqual([
      expect.objectContaining({ kind: 'level', symbol, currency, direction: 'above', level: prefilled, on: 'mid' }),
    ]);
  }, 120_000);

  it("Settings → Price alerts: a firing reaches the open alert log by main's push, and a snooze is one of main's spans", async () => {
    const app = await apps.open();
    const { page, services } = app;
    const profileId = services.profiles.records().find((record) => record.builtIn)?.id;
    if (!profileId) throw new Error('No built-in profile.');
    // Far below the price: the next check fires it.
    await services.priceAlerts.add({
      kind: 'level',
      profileId,
      symbol: 'BTC',
      currency: 'USD',
      direction: 'above',
      level: '1000',
    });
    await pressSectionKey(page, 'Alt+6', 'Settings');
    await page.getByRole('tab', { name: 'Price alerts' }).click();
    await page.getByRole('table', { name: 'Price alerts' }).waitFor();
    expect(await page.getByText('No alert has fired yet.').count()).toBe(1);

    const checked = await services.priceAlerts.check();
    expect(checked.fired).toHaveLength(1);
    // No reload, no click: the log line and the rule's new state arrive with priceAlertsChanged.
    await page
      .getByRole('list', { name: 'Price alert log' })
      .getByText(/BTC\/USD mid price rises to or above USD 1,000\.00: mid price at USD [\d,]+\.\d\d/)
      .waitFor();
    await page.getByText('fired, re-arms past the band').waitFor();

    await page.getByLabel('Snooze: BTC/USD mid price rises to or above USD 1,000.00').selectOption('240');
    await page.getByText(/^snoozed until /).waitFor();
    const snoozedUntil = Date.parse(services.priceAlerts.list()[0]?.snoozedUntil ?? '');
    expect(Math.abs(snoozedUntil - Date.now() - 4 * 3_600_000)).toBeLessThan(60_000);
  }, 120_000);
});
