import type { Page } from 'playwright-core';
import { chooseType, fillTicket, openDesk, simulatorControl } from '../../e2e/trading-page';
import { waitForSettled } from '../navigate';
import type { ScreenSection } from '../registry';

/** Fills a limit buy of BTC and opens the review step. */
async function reviewLimit(page: Page): Promise<void> {
  await fillTicket(page, { type: 'Limit', quantity: '0.25', limit: '52000' });
  await page.keyboard.press('Enter');
  await page.locator('[data-testid="ticket-review"]').waitFor();
}

/** Waits for the market's charts and the blotter's first rows (no spinner, no placeholder). */
async function settledDesk(page: Page): Promise<void> {
  await page.locator('.market-table .sparkline').first().waitFor();
  await page.locator('.blotter-body [data-testid="order-status"]').first().waitFor();
  await waitForSettled(page);
}

/** The trading desk: market with live top of book and charts, the order ticket, the blotter and its drawer. */
export const tradingScreens: ScreenSection = {
  section: 'trading',
  screens: [
    {
      name: 'desk',
      description: 'market (top of book, 1D charts), order ticket and blotter of the selected customer',
      async show({ page }) {
        await openDesk(page);
        await settledDesk(page);
      },
    },
    {
      name: 'ticket',
      description: 'a limit order typed into the ticket, with account pickers and the commission line',
      async show({ page }) {
        await openDesk(page);
        await fillTicket(page, { type: 'Limit', quantity: '0.25', limit: '52000' });
        await page
          .locator('.ticket')
          .getByLabel(/^Expires/)
          .fill('2030-01-31 17:00');
        await settledDesk(page);
      },
    },
    {
      name: 'review',
      description: 'the review step: estimated price, cost, commission and balances after',
      async show({ page }) {
        await openDesk(page);
        await reviewLimit(page);
        await settledDesk(page);
      },
    },
    {
      name: 'quote-countdown',
      description: 'quote-then-trade: the quoted price and its live countdown',
      async show({ page }) {
        await openDesk(page);
        await chooseType(page, 'Quote');
        await fillTicket(page, { quantity: '0.1' });
        await page.keyboard.press('Enter');
        await page.locator('.quote-box [data-testid="quote-seconds"]').waitFor();
        await settledDesk(page);
      },
    },
    {
      name: 'blotter',
      description: 'the blotter filtered to closed sell orders',
      async show({ page }) {
        await openDesk(page);
        await page.getByRole('radio', { name: 'Closed' }).click();
        await page.locator('.blotter-filters').getByLabel('Side').selectOption('Sell');
        await page.waitForFunction(() =>
          [...document.querySelectorAll('.blotter-body .blotter-row')].every(
            (row) => !row.textContent?.includes('Buy'),
          ),
        );
        await settledDesk(page);
        await page.locator('.blotter').scrollIntoViewIfNeeded();
        await page.evaluate(() => document.querySelector('.blotter')?.scrollIntoView({ block: 'start' }));
      },
    },
    {
      name: 'drawer',
      description: 'an order in the detail drawer with every response field',
      async show({ page }) {
        await openDesk(page);
        await settledDesk(page);
        await page
          .locator('.blotter-body')
          .getByRole('button', { name: /show details$/ })
          .first()
          .click();
        await page.getByRole('dialog').waitFor();
        await waitForSettled(page);
      },
    },
    {
      // Last: it leaves an order whose outcome is still being reconciled.
      name: 'outcome-unknown',
      description: 'an order whose answer was lost: outcome unknown while it is reconciled',
      async show({ page, app }) {
        await openDesk(page);
        const control = await simulatorControl(app);
        await control.injectFault({ method: 'POST', path: '/trading/api/v3/Orders', kind: 'drop' });
        await control.injectFault({
          method: 'GET',
          path: '/trading/api/v3/Orders/{id}',
          kind: 'unavailable',
          count: 50,
        });
        await fillTicket(page, { type: 'Market', quantity: '0.01' });
        await page.keyboard.press('Enter');
        await page.locator('[data-testid="ticket-review"]').waitFor();
        await page.keyboard.press('Enter');
        await page.locator('[data-testid="outcome-unknown"]').waitFor();
        await page.locator('.market-table .sparkline').first().waitFor();
        // The outcome panel's own spinner is the point of this screen; only wait for fonts and layout.
        await page.evaluate(() => document.fonts.ready);
      },
    },
  ],
};
