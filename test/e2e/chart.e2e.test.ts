import { describe, expect, it } from 'vitest';
import type { HistoricalPortfolioValue } from '../../shared/api/schemas/custody';
import type { IpcResult } from '../../shared/ipc/result';
import { formatDecimal } from '../../shared/format/decimal';
import { useApp } from './harness/fixture';

describe('dashboard chart', () => {
  const apps = useApp();

  it("draws the portfolio value under the app's CSP and shows exact decimal text in its tooltip", async () => {
    const received: { interval: string; series: HistoricalPortfolioValue }[] = [];
    const app = await apps.open({
      colorScheme: 'dark',
      hooks: {
        onAnswer: (channel, input, answer) => {
          const result = answer as IpcResult<HistoricalPortfolioValue>;
          if (channel !== 'custody.portfolioValue' || !result.ok) return;
          received.push({ interval: (input as { query: { interval: string } }).query.interval, series: result.value });
        },
      },
    });
    const { page } = app;
    const curve = page.locator('.portfolio-chart .recharts-area-curve');
    await curve.waitFor();
    expect((await curve.getAttribute('d'))?.length ?? 0).toBeGreaterThan(20);
    expect(await page.locator('.portfolio-chart .recharts-cartesian-axis-tick').count()).toBeGreaterThan(3);
    // The stylesheet (not inline styles) colours the line.
    expect(await curve.evaluate((path) => getComputedStyle(path).stroke)).not.toBe('none');

    const monthly = received.at(-1);
    expect(monthly?.interval).toBe('Day');
    const exactTexts = new Set(
      (monthly?.series.points ?? []).map((point) => formatDecimal(point.value, { locale: 'en-US' })),
    );
    expect(exactTexts.size).toBeGreaterThan(1);

    const box = await page.locator('.portfolio-chart .recharts-surface').boundingBox();
    if (!box) throw new Error('The chart has no size.');
    await page.mouse.move(box.x + box.width * 0.6, box.y + box.height / 2);
    const tooltip = page.locator('.chart-tooltip');
    await tooltip.waitFor();
    const exact = (await tooltip.locator('.chart-tooltip-exact').textContent()) ?? '';
    expect(exactTexts.has(exact), `tooltip shows "${exact}", one of the series' exact values`).toBe(true);
    expect(await tooltip.locator('.chart-tooltip-value').textContent()).toMatch(
      new RegExp(`^${monthly?.series.referenceCurrency} `),
    );

    await page.getByText('1W', { exact: true }).click();
    await expect.poll(() => received.some((entry) => entry.interval === 'Hour')).toBe(true);
    await page.waitForFunction(() => document.querySelector('input[value="1W"]')?.matches(':checked') === true);
    await curve.waitFor();
  });
});
