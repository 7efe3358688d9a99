import { openSection, waitForSettled } from '../navigate';
import type { ScreenSection } from '../registry';

/** An office of 1,000 customers (the embedded simulator's world): the Book with every row read, the selector open. */
export const officeScreens: ScreenSection = {
  section: 'office',
  localSimulator: { customers: 1000 },
  screens: [
    {
      name: 'book-1000',
      description: 'the Book of 1,000 customers, every row read, with the total row (a screenful drawn)',
      async show({ page }) {
        await openSection(page, 'Book');
        await page.locator('.book-table tfoot', { hasText: 'Total (1,000 customers)' }).waitFor({ timeout: 60_000 });
        await waitForSettled(page);
      },
    },
    {
      name: 'selector-1000',
      description:
        'the customer selector open over 1,000 customers: two recently used first (tagged), then the others, with their reference currency',
      async show({ page }) {
        const selector = page.getByRole('combobox', { name: 'Customer' });
        // Two switches made through the selector, as a user makes them: main keeps them as the recent ones.
        for (const query of ['0734', '0421']) {
          await selector.click();
          await selector.fill(query);
          await page.getByRole('option').first().waitFor();
          await selector.press('Enter');
          await page.locator('.combobox-input[aria-expanded="false"]').waitFor();
        }
        await selector.click();
        await page.locator('.customer-recent').nth(1).waitFor();
        await waitForSettled(page);
      },
    },
  ],
};
