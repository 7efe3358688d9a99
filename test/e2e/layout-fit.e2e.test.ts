import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { controlClient } from '../../electron/simulator/control-client';
import { openSection, waitForSettled } from '../screenshots/navigate';
import { cutSelects } from './harness/fit';
import { useApp } from './harness/fixture';
import { fillTicket, openDesk } from './trading-page';

/** The two window sizes the desk is built for: a laptop's full screen and the smallest window. */
const SIZES = [
  { width: 1440, height: 900 },
  { width: 1024, height: 700 },
] as const;

/** Resizes the window and waits until the layout (media and container queries, fonts) has settled. */
async function resize(page: Page, size: { width: number; height: number }): Promise<void> {
  await page.setViewportSize(size);
  await waitForSettled(page);
}

/** How many px an element's box runs past its container's on each side (0 when it fits). */
async function overrun(
  page: Page,
  inner: string,
  outer: string,
): Promise<{ left: number; right: number; top: number; bottom: number }> {
  return page.evaluate(
    ([innerSelector, outerSelector]) => {
      const a = document.querySelector(innerSelector!)!.getBoundingClientRect();
      const b = document.querySelector(outerSelector!)!.getBoundingClientRect();
      const past = (n: number) => Math.max(0, Math.round(n));
      return {
        left: past(b.left - a.left),
        right: past(a.right - b.right),
        top: past(b.top - a.top),
        bottom: past(a.bottom - b.bottom),
      };
    },
    [inner, outer],
  );
}

const FITS = { left: 0, right: 0, top: 0, bottom: 0 };

describe('every panel fits its content at 1440 × 900 and 1024 × 700', () => {
  const apps = useApp();

  it('the Positions panel shows whole rows above its Total row, as many as the panel has room for', async () => {
    const { page } = await apps.open({ viewport: SIZES[0] });
    page.setDefaultTimeout(45_000);
    await page.locator('.positions-table tbody tr').nth(5).waitFor();
    for (const [size, least] of [
      [SIZES[0], 8],
      [SIZES[1], 3],
    ] as const) {
      await resize(page, size);
      const rows = await page.evaluate(() => {
        const scroll = document.querySelector('.positions-scroll')!;
        // The cells are the sticky ones: their boxes are where the Total and the header are drawn.
        const total = document
          .querySelector('.positions-table tfoot th, .positions-table tfoot td')!
          .getBoundingClientRect();
        const header = document.querySelector('.positions-table thead th')!.getBoundingClientRect();
        const body = [...scroll.querySelectorAll('tbody tr')].map((row) => row.getBoundingClientRect());
        return {
          count: body.length,
          whole: body.filter((row) => row.top >= header.bottom - 0.5 && row.bottom <= total.top + 0.5).length,
          // A row neither wholly above the Total row nor wholly below it is half hidden under it.
          cut: body.filter((row) => row.top < total.top - 0.5 && row.bottom > total.top + 0.5).length,
          heights: `header ${header.height}, rows ${body[0]?.height}, total ${total.height}, scroll ${scroll.clientHeight}`,
        };
      });
      expect(rows.cut, `${size.width}×${size.height}: rows half hidden under Total (${rows.heights})`).toBe(0);
      expect(rows.whole, `${size.width}×${size.height}: whole rows shown`).toBeGreaterThanOrEqual(
        Math.min(least, rows.count),
      );
      expect(
        await overrun(page, '.positions-panel', '.dashboard-top'),
        `${size.width}×${size.height}: panel in its row`,
      ).toEqual(FITS);
      expect(await cutSelects(page), `${size.width}×${size.height}: selects whose choice is cut`).toEqual([]);
    }
  }, 180_000);

  it("the trading desk: the market fills its side down to the ticket, selects show their whole choice, the blotter's columns keep apart, the ticket's values stay in its card", async () => {
    const { page } = await apps.open({ viewport: SIZES[0] });
    await openDesk(page);
    for (const size of SIZES) {
      await resize(page, size);
      const label = `${size.width}×${size.height}`;
      // No empty band under the market list: the market panel ends where the ticket ends, its list fills the panel.
      const band = await page.evaluate(() => {
        const market = document.querySelector('.market-panel')!.getBoundingClientRect();
        const ticket = document.querySelector('.ticket')!.getBoundingClientRect();
        const scroll = document.querySelector('.market-scroll')!.getBoundingClientRect();
        const table = document.querySelector('.market-table')!.getBoundingClientRect();
        return {
          underMarket: Math.round(ticket.bottom - market.bottom),
          underList: Math.round(Math.min(scroll.bottom, market.bottom - 1) - table.bottom),
        };
      });
      expect(band.underMarket, `${label}: band under the market panel`).toBeLessThanOrEqual(1);
      expect(band.underList, `${label}: band under the market list`).toBeLessThanOrEqual(1);

      expect(await cutSelects(page), `${label}: selects whose choice is cut`).toEqual([]);

      // The blotter's Time cells end before the Instrument column starts.
      const clash = await page.evaluate(
        () =>
          [...document.querySelectorAll('.blotter-body [role="row"]')].slice(0, 20).filter((row) => {
            const [time, instrument] = [...row.children].map((cell) => cell as HTMLElement);
            const text = document.createRange();
            text.selectNodeContents(time!);
            return (
              text.getBoundingClientRect().right > instrument!.getBoundingClientRect().left - 2 ||
              time!.scrollWidth > time!.clientWidth
            );
          }).length,
      );
      expect(clash, `${label}: blotter rows whose time runs into the instrument`).toBe(0);

      // The ticket's values never run past its card.
      const past = await page.evaluate(() => {
        const card = document.querySelector('.ticket')!.getBoundingClientRect();
        return [...document.querySelectorAll('.ticket *')]
          .filter(
            (element) =>
              (element as HTMLElement).offsetParent !== null &&
              element.getBoundingClientRect().right > card.right + 0.5,
          )
          .map((element) => element.className || element.tagName);
      });
      expect(past, `${label}: elements past the ticket's card`).toEqual([]);

      // Cancel asks "Yes, cancel / Keep" in the row: both buttons whole, inside the row's action cell and the blotter.
      await page
        .getByRole('button', { name: /^Cancel order/ })
        .first()
        .click();
      const keep = page
        .getByRole('group', { name: /^Cancel order .*Esc keeps it/ })
        .getByRole('button', { name: 'Keep' });
      await keep.waitFor();
      const boxes = await keep.evaluate((button) => {
        const box = button.getBoundingClientRect();
        const cell = button.closest('.blotter-action')!.getBoundingClientRect();
        const scroll = button.closest('[data-testid="blotter-scroll"]')!;
        const visible = scroll.getBoundingClientRect().left + scroll.clientWidth;
        return {
          pastCell: Math.round(box.right - cell.right),
          pastBlotter: Math.round(box.right - visible),
          cut: button.scrollWidth - button.clientWidth,
        };
      });
      expect(boxes.cut, `${label}: Keep's words cut`).toBe(0);
      expect(boxes.pastCell, `${label}: Keep past its cell`).toBeLessThanOrEqual(0);
      expect(boxes.pastBlotter, `${label}: Keep past the blotter`).toBeLessThanOrEqual(0);
      await page.keyboard.press('Escape');
      await keep.waitFor({ state: 'detached' });
    }
  }, 180_000);

  it("the ticket's review and outcome keep long figures inside its card", async () => {
    const { page } = await apps.open({ viewport: SIZES[0] });
    await openDesk(page);
    const pastCard = (): Promise<string[]> =>
      page.evaluate(() => {
        const card = document.querySelector('.ticket')!.getBoundingClientRect();
        // An identifier's text ends in an ellipsis where its box is too narrow: what it clips is judged by that box.
        const judged = (element: Element): Element => element.parentElement?.closest('.identifier-text') ?? element;
        return [...document.querySelectorAll('.ticket *')]
          .filter(
            (element) =>
              (element as HTMLElement).offsetParent !== null &&
              judged(element).getBoundingClientRect().right > card.right - 0.5,
          )
          .map(
            (element) =>
              `${element.tagName.toLowerCase()}.${element.className}: ${(element.textContent ?? '').slice(0, 40)}`,
          );
      });
    // A market buy with every digit BTC has: quantity, cost, fee and balances after are long figures.
    await fillTicket(page, { quantity: '2.12345678' });
    await page.keyboard.press('Enter');
    await page.locator('[data-testid="ticket-review"]').waitFor();
    for (const size of SIZES) {
      await resize(page, size);
      expect(await pastCard(), `${size.width}×${size.height}: review values past the ticket's card`).toEqual([]);
    }
    await page.waitForFunction(() => document.activeElement?.matches('.ticket-actions button[type="submit"]') === true);
    await page.keyboard.press('Enter');
    await page.locator('[data-testid="outcome-placed"]').waitFor({ timeout: 60_000 });
    for (const size of SIZES) {
      await resize(page, size);
      expect(await pastCard(), `${size.width}×${size.height}: outcome values past the ticket's card`).toEqual([]);
    }
  }, 180_000);

  it('staking rewards: every column, the last one too, within the card', async () => {
    const { page } = await apps.open({ viewport: SIZES[0] });
    page.setDefaultTimeout(45_000);
    await openSection(page, 'Staking');
    await page.getByRole('tab', { name: 'Rewards' }).click();
    await page.getByRole('button', { name: 'Show rewards' }).click();
    await page.getByRole('table', { name: 'Rewards' }).locator('tbody tr').first().waitFor();
    for (const size of SIZES) {
      await resize(page, size);
      const label = `${size.width}×${size.height}`;
      const fit = await page.evaluate(() => {
        const table = document.querySelector('table[aria-label="Rewards"]')!;
        const scroll = table.closest('.table-scroll')!;
        const last = table.querySelector('thead th:last-child')!.getBoundingClientRect();
        const card = table.closest('.staking-rewards')!.getBoundingClientRect();
        return { sideways: table.scrollWidth - scroll.clientWidth, lastPastCard: Math.round(last.right - card.right) };
      });
      expect(fit.sideways, `${label}: rewards wider than their box`).toBeLessThanOrEqual(0);
      expect(fit.lastPastCard, `${label}: last column past the card`).toBeLessThanOrEqual(0);
      expect(await cutSelects(page), `${label}: selects whose choice is cut`).toEqual([]);
    }
  }, 180_000);

  it('the report preview grid stays within its card', async () => {
    const app = await apps.open({ viewport: SIZES[0] });
    const { page } = app;
    page.setDefaultTimeout(45_000);
    await openSection(page, 'Reports');
    await page.getByRole('form', { name: 'New report' }).waitFor();
    await page.getByLabel('Report kind').selectOption('account-orders');
    const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
    await page.locator('.reports-create input[name="dateFrom"]').fill(day(-365));
    await page.locator('.reports-create input[name="dateTo"]').fill(day(0));
    await page.getByRole('button', { name: 'Create report' }).click();
    // Once the service named the report (Processing there): a clock moved before it would leave it 30 s to make.
    await page.locator('.reports-job[data-stage="processing"]').first().waitFor();
    const simulator = await app.services.simulator;
    if (simulator) await controlClient(simulator).advanceClock('1m');
    const done = page.locator('.reports-job[data-stage="completed"]').first();
    await done.waitFor({ timeout: 60_000 });
    await done.getByRole('button', { name: 'Open preview' }).click();
    await page.locator('.reports-grid [role="row"][aria-rowindex="3"] [role="cell"]').first().waitFor();
    for (const size of SIZES) {
      await resize(page, size);
      const label = `${size.width}×${size.height}`;
      expect(await overrun(page, '.reports-grid', '.reports-preview'), `${label}: grid past the preview card`).toEqual(
        FITS,
      );
      expect(await overrun(page, '.reports-preview', '.reports-view'), `${label}: preview card past the view`).toEqual({
        ...FITS,
        bottom: expect.any(Number),
      });
      expect(await cutSelects(page), `${label}: selects whose choice is cut`).toEqual([]);
    }
  }, 180_000);
});
