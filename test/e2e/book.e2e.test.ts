import { describe, expect, it } from 'vitest';
import type { IpcResult } from '../../shared/ipc/result';
import { customersOf } from './harness/expected';
import { useApp } from './harness/fixture';

describe('the Book', () => {
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
    await page.keyboard.press('Alt+0');
    await page.locator('.book-table tfoot').waitFor();
    await page.getByRole('columnheader', { name: 'Change 1Y' }).waitFor();
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
    const priced = (await dispatcher.dispatch('book.currencies', { profileId: (loads.at(-1) as { profileId: string }).profileId })) as IpcResult<string[]>;
    if (!priced.ok) throw new Error(priced.error.message);
    expect(await page.getByLabel('Office currency').locator('option').allTextContents()).toEqual(priced.value);
    await page.getByLabel('Office currency').selectOption('EUR');
    await page.getByRole('table', { name: 'Book in EUR' }).waitFor();
    await expect.poll(() => page.locator('.book-table tfoot').textContent()).toMatch(/EUR/);
    expect(app.services.preferences.get().dashboard.officeCurrency).toBe('EUR');
  }, 120_000);
});
