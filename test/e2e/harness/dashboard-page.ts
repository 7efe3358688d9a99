import type { Page } from 'playwright-core';

/** One row of the custody accounts table as shown. */
export interface ShownAccount {
  id: number;
  cells: string[];
}

/** The rows of the accounts table (empty while loading). */
export function shownAccounts(page: Page): Promise<ShownAccount[]> {
  return page.$$eval('.accounts-table tbody tr', (rows) =>
    rows.map((row) => ({
      id: Number(row.getAttribute('data-account-id')),
      cells: [...row.querySelectorAll('td')].map((cell) => (cell.textContent ?? '').trim()),
    })),
  );
}

/** Waits until the dashboard shows the accounts table of a customer. */
export async function waitForAccounts(page: Page, customer: string): Promise<void> {
  await page.waitForFunction((number) => {
    const subtitle = document.querySelector('[data-testid="view-customer"]')?.textContent ?? '';
    return subtitle.includes(String(number)) && document.querySelectorAll('.accounts-table tbody tr').length > 0;
  }, customer);
}

/** Column index of the balance in ShownAccount.cells. */
export const BALANCE_CELL = 4;
