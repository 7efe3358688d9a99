import type { Page } from 'playwright-core';
import { cancelOpenOrders, sellAtMarket, showEmptyOpenBlotter } from '../../e2e/ticket-figures-page';
import { deskCustomer, fillTicket, openDesk } from '../../e2e/trading-page';
import { waitForSettled } from '../navigate';
import type { ScreenContext, ScreenSection } from '../registry';
import { VIEWPORT } from '../registry';

const SMALL = { width: 1024, height: 700 };

/** The review of a market buy with the blotter on "Open" and no open order: the rate main knows, with its source. */
async function reviewWithEmptyBlotter(page: Page, app: ScreenContext['app']): Promise<void> {
  await openDesk(page);
  await cancelOpenOrders(app, await deskCustomer(page));
  await showEmptyOpenBlotter(page);
  await fillTicket(page, { type: 'Market', quantity: '0.05' });
  await page.keyboard.press('Enter');
  await page.locator('[data-testid="ticket-review"]').waitFor();
  await page.locator('.market-table .sparkline').first().waitFor();
  await page.locator('.ticket').scrollIntoViewIfNeeded();
  await waitForSettled(page);
}

/** A market sell's outcome: proceeds before commission, commission, what was sold and the net received. */
async function sellOutcome(page: Page): Promise<void> {
  await openDesk(page);
  await sellAtMarket(page, '0.05');
  await page.locator('.market-table .sparkline').first().waitFor();
  await page.locator('.outcome').scrollIntoViewIfNeeded();
  await waitForSettled(page);
}

/** The figures before and after an order: the ticket's review and a sell's outcome, at full and small window sizes. */
export const ticketFigureScreens: ScreenSection = {
  section: 'ticket-figures',
  screens: [
    {
      name: 'review-empty-open-blotter',
      description:
        'the review of a buy with the blotter on "Open" and no open order: the commission rate and its source, the amount paid',
      async show({ page, app }) {
        await page.setViewportSize(VIEWPORT);
        await reviewWithEmptyBlotter(page, app);
      },
    },
    {
      name: 'sell-outcome',
      description: "a market sell's outcome: proceeds before commission, commission, sold, net received",
      async show({ page }) {
        await page.setViewportSize(VIEWPORT);
        await sellOutcome(page);
      },
    },
    {
      name: 'review-small-window',
      description: 'the same review at 1024 x 700',
      async show({ page, app }) {
        await page.setViewportSize(SMALL);
        await reviewWithEmptyBlotter(page, app);
      },
    },
    {
      name: 'sell-outcome-small-window',
      description: "a sell's outcome at 1024 x 700",
      async show({ page }) {
        await page.setViewportSize(SMALL);
        await sellOutcome(page);
      },
    },
  ],
};
