import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { useApp } from './harness/fixture';
import { cancelOpenOrders, outcomeFigure, reviewRow, sellAtMarket, showEmptyOpenBlotter } from './ticket-figures-page';
import { deskCustomer, fillTicket, openDesk } from './trading-page';

// Generous time limits: each test runs a real simulator and Chromium, often on a machine shared by many runs.
describe('the figures a trader reads before and after an order', () => {
  const apps = useApp();

  it('with the blotter on "Open" and no open order, the review shows what a buy pays at the customer\'s rate, and 100 % is offered', async () => {
    const app = await apps.open();
    const { page } = app;
    await openDesk(page);
    await cancelOpenOrders(app, await deskCustomer(page));
    await showEmptyOpenBlotter(page);
    const hundred = page.locator('.share-buttons').getByRole('button', { name: '100 %' });
    await expect.poll(() => hundred.isEnabled()).toBe(true);
    await fillTicket(page, { type: 'Market', quantity: '0.001' });
    await page.keyboard.press('Enter');
    await page.locator('[data-testid="ticket-review"]').waitFor();
    // The simulated history moves with the clock: the customer's last order is on this instrument or on another.
    expect(await reviewRow(page, 'Commission rate')).toMatch(
      /^\d+\.\d{2,} %your last (?:[A-Z]+\/[A-Z]+ order's rate|order's rate \([A-Z]+\/[A-Z]+\)), /,
    );
    expect(await reviewRow(page, 'Commission')).toMatch(/^[\d,.']+ [A-Z]{3}added on top of the cost$/);
    expect(await reviewRow(page, 'You pay')).toMatch(/^[\d,.']+ [A-Z]{3}$/);
  }, 120_000);

  it("a sell's outcome shows the proceeds before commission, the commission deducted from them and the net received, as the review worded them", async () => {
    const app = await apps.open();
    const { page } = app;
    await openDesk(page);
    await fillTicket(page, { side: 'Sell', type: 'Market', quantity: '0.001' });
    await page.keyboard.press('Enter');
    await page.locator('[data-testid="ticket-review"]').waitFor();
    const reviewed = await page.locator('[data-testid="ticket-review"] dt').allTextContents();
    expect(reviewed).toEqual(
      expect.arrayContaining(['Proceeds before commission', 'Commission', 'You sell', 'You receive']),
    );
    await page.keyboard.press('Escape');
    await page.locator('.ticket-form .ticket-fields').waitFor();
    await sellAtMarket(page, '0.001');
    const outcome = page.locator('[data-testid="outcome-placed"]');
    const labels = await outcome.locator('dt').allTextContents();
    expect(labels).toEqual(
      expect.arrayContaining(['Proceeds before commission', 'Commission', 'You sell', 'You receive']),
    );
    expect(labels).not.toContain('Total');
    expect(await reviewRow(page, 'Commission', '.outcome')).toMatch(/deducted from the proceeds$/);
    expect(await reviewRow(page, 'You receive', '.outcome')).toMatch(/net proceeds$/);
    const gross = new Big(await outcomeFigure(page, 'Proceeds before commission'));
    const commission = new Big(await outcomeFigure(page, 'Commission'));
    const net = new Big(await outcomeFigure(page, 'You receive'));
    expect(commission.gt(0)).toBe(true);
    expect(net.eq(gross.minus(commission))).toBe(true);
    expect(await outcomeFigure(page, 'You sell')).toBe('0.001');
  }, 120_000);
});
