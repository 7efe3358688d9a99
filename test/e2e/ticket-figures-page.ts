import type { Page } from 'playwright-core';
import type { TradingOrder } from '../../shared/api/schemas/orders';
import type { IpcResult } from '../../shared/ipc/result';
import type { AppHandle } from './harness/app';
import { activeProfileId } from './harness/expected';
import { fillTicket } from './trading-page';

/** Cancels every open order of the customer, one journaled cancel each (as from its blotter row), so the "Open" view is empty. */
export async function cancelOpenOrders(app: AppHandle, customer: string): Promise<void> {
  const profileId = await activeProfileId(app);
  const listed = (await app.dispatcher.dispatch('trading.orders', {
    profileId,
    customer,
    query: { scope: 'Open', pageSize: 1000 },
  })) as IpcResult<{ content: TradingOrder[] }>;
  if (!listed.ok) throw new Error(listed.error.message);
  for (const order of listed.value.content) {
    const result = (await app.dispatcher.dispatch('trading.cancel', {
      profileId,
      customer,
      account: order.account,
      orderId: order.orderId,
    })) as IpcResult<unknown>;
    if (!result.ok) throw new Error(result.error.message);
  }
}

/** Shows the blotter's "Open" view and waits until it says it holds no order. */
export async function showEmptyOpenBlotter(page: Page): Promise<void> {
  await page.getByRole('radio', { name: 'Open' }).click();
  await page.locator('[data-testid="blotter-count"]', { hasText: /^0 orders/ }).waitFor();
  await page.locator('.blotter', { hasText: 'No open orders' }).waitFor();
}

/** A review row's text (value and note), by its label. */
export async function reviewRow(page: Page, label: string, scope = '[data-testid="ticket-review"]'): Promise<string> {
  const row = page
    .locator(`${scope} .review-row`)
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) });
  return ((await row.locator('dd').textContent()) ?? '').trim();
}

/** The exact figure of a row of the outcome (what hover and copy give). */
export async function outcomeFigure(page: Page, label: string): Promise<string> {
  const value = await page.locator(`.outcome dd[data-fact="${label}"] [data-exact]`).getAttribute('data-exact');
  if (value === null) throw new Error(`The outcome shows no figure for ${label}.`);
  return value;
}

/** Sells `quantity` at the market from the ticket: review, send, and wait until the outcome shows the fill. */
export async function sellAtMarket(page: Page, quantity: string): Promise<void> {
  await fillTicket(page, { side: 'Sell', type: 'Market', quantity });
  await page.keyboard.press('Enter');
  await page.locator('[data-testid="ticket-review"]').waitFor();
  await page.keyboard.press('Enter');
  await page.locator('[data-testid="outcome-status"]', { hasText: /^Filled/ }).waitFor({ timeout: 60_000 });
}
