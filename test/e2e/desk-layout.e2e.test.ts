import { describe, expect, it } from 'vitest';
import { useApp } from './harness/fixture';
import { openDesk, showBanners } from './trading-page';

describe('trading desk layout', () => {
  const apps = useApp();

  it('at 1024 × 700 the order ticket is visible without scrolling, and Alt+2 puts focus in Quantity', async () => {
    const { page } = await apps.open({ viewport: { width: 1024, height: 700 } });
    await openDesk(page);
    await page.waitForFunction(() => document.activeElement?.hasAttribute('data-ticket-first') === true);
    const review = await page.locator('.ticket button[type="submit"]').boundingBox();
    const title = await page.locator('#ticket-title').boundingBox();
    expect(title!.y).toBeGreaterThanOrEqual(0);
    expect(review!.y + review!.height).toBeLessThanOrEqual(700);
    expect(review!.x + review!.width).toBeLessThanOrEqual(1024);
    expect(await page.evaluate(() => document.querySelector('.content')?.scrollTop ?? 0)).toBe(0);
  }, 120_000);

  it("at 1024 × 700 the ticket's Review button stays in view with the keychain notice and a margin-call banner shown, each one line", async () => {
    const app = await apps.open({ viewport: { width: 1024, height: 700 } });
    const { page } = app;
    await openDesk(page);
    showBanners(app);
    const notice = page.locator('.notice', { hasText: 'Secrets cannot be stored' });
    const banner = page.getByTestId('loan-alert-banner');
    await notice.waitFor();
    await banner.waitFor();
    // One line each (a line of small text is under 32 px with its padding).
    expect((await notice.boundingBox())!.height).toBeLessThan(32);
    expect((await banner.boundingBox())!.height).toBeLessThan(36);
    const review = (await page.locator('.ticket button[type="submit"]').boundingBox())!;
    expect(review.y).toBeGreaterThanOrEqual(0);
    expect(review.y + review.height).toBeLessThanOrEqual(700);
    expect(await page.evaluate(() => document.querySelector('.content')?.scrollTop ?? 0)).toBe(0);
  }, 120_000);

  it('at 1440 px the blotter fits without sideways scrolling, its action column in view, header and body in line', async () => {
    const { page } = await apps.open({ viewport: { width: 1440, height: 900 } });
    await openDesk(page);
    const scroll = page.locator('[data-testid="blotter-scroll"]');
    const fits = await scroll.evaluate((element) => element.scrollWidth <= element.clientWidth);
    expect(fits).toBe(true);
    const box = (await scroll.boundingBox())!;
    const cancel = page.getByRole('button', { name: /^Cancel order/ }).first();
    await cancel.waitFor();
    const button = (await cancel.boundingBox())!;
    expect(button.x + button.width).toBeLessThanOrEqual(box.x + box.width);
    // Clicking Cancel (or any cell) can never put the header out of line with the rows: they share one scroll box.
    const columns = await page.evaluate(() => {
      const header = [...document.querySelectorAll('.blotter-header [role="columnheader"]')].map((cell) =>
        Math.round(cell.getBoundingClientRect().left),
      );
      const row = [...(document.querySelector('.blotter-body [role="row"]')?.children ?? [])].map((cell) =>
        Math.round(cell.getBoundingClientRect().left),
      );
      return { header, row };
    });
    expect(columns.row).toEqual(columns.header);
  }, 120_000);
});
