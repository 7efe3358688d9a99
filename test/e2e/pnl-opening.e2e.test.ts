import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { pnlOfArchive } from '../../electron/services/reports/pnl-report';
import { useApp } from './harness/fixture';
import { reportsMade } from './harness/reports-made';

/** A cell's figure as the page writes it (every digit, grouped as the region writes it) against main's exact text. */
function sameFigure(shown: string | null | undefined, exact: string | undefined): boolean {
  if (shown === null || shown === undefined || exact === undefined) return false;
  if (shown === 'not computable' || exact === 'not computable') return shown === exact;
  return new Big(shown.replace(/,/g, '').replace('\u2212', '-')).eq(exact);
}

const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

describe('realized P&L with a sell before the first buy', () => {
  const apps = useApp();

  it('reads "not computable" with the sells and proceeds, then computed once an earlier statement is chosen as opening lots', async () => {
    const app = await apps.open();
    const { page, services } = app;
    const profile = services.profiles.records().find((record) => record.builtIn);
    if (!profile) throw new Error('No simulator.');
    const customer = profile.selectedCustomer ?? (await services.customers.list()).selectedCustomer;
    if (!customer) throw new Error('No customer.');
    // Two statements of the same customer: the later one starts with sells of coins the earlier one bought.
    const statement = (dateFrom: string, dateTo: string) => ({
      profileId: profile.id,
      customer,
      params: { kind: 'account-orders' as const, dateFrom, dateTo },
    });
    const [earlier, later] = (await reportsMade(services, [
      statement(day(-366), day(-181)),
      statement(day(-180), day(0)),
    ])) as [string, string];

    await page
      .getByRole('button', { name: /Reports/ })
      .first()
      .click();
    await page.getByRole('tab', { name: 'Archive' }).click();
    await page.locator(`tr[data-archive-id="${later}"]`).getByRole('button', { name: 'Open' }).click();
    const figures = page.locator('.reports-figures');
    await expect.poll(() => figures.textContent()).toMatch(/not computable: \d+ sells? of [A-Z, ]+ without cost basis/);
    await expect.poll(() => figures.textContent()).toMatch(/Proceeds without cost basis/);

    await page.getByRole('tab', { name: /^P&L FIFO/ }).click();
    const grid = page.getByRole('table', { name: /^P&L FIFO: \d+ rows?/ });
    await grid.waitFor();
    const header = (await grid.getByRole('columnheader').allTextContents()).map((text) => text.trim());
    const cellsOf = async (name: string) => {
      const at = header.indexOf(name);
      return grid
        .locator('[role="row"]:not(.reports-grid-head)')
        .evaluateAll(
          (rows, index) =>
            rows.map((row) => row.querySelectorAll('[role="cell"]')[index]?.getAttribute('title') ?? null),
          at,
        );
    };
    await expect
      .poll(async () => (await cellsOf('Realized P&L')).filter((value) => value === 'not computable').length)
      .toBeGreaterThan(0);
    const symbols = await cellsOf('Symbol');
    const currencies = await cellsOf('Currency');
    const before = await cellsOf('Realized P&L');
    const sells = await cellsOf('Sells without cost basis');
    // Each "not computable" row names its sells without cost basis.
    before.forEach((value, row) => expect(value === 'not computable').toBe(Number(sells[row]) > 0));

    await page.getByRole('combobox', { name: 'Opening lots from an earlier statement' }).selectOption(earlier);
    await page.getByRole('button', { name: 'Use these opening lots' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved with the statement' }).waitFor();

    // The figures main now computes (the same computation `desk pnl` reads) are the ones on screen, and instruments
    // that were not computable now have a figure.
    const expected = await pnlOfArchive(services.reports, later, 'fifo');
    const byKey = new Map(
      expected.instruments.map((row) => [`${row.symbol}/${row.currency}`, row.realized ?? 'not computable']),
    );
    await expect
      .poll(async () => {
        const [s, c, r] = [await cellsOf('Symbol'), await cellsOf('Currency'), await cellsOf('Realized P&L')];
        return (
          s.map((symbol, row) => sameFigure(r[row], byKey.get(`${symbol}/${c[row]}`))).every(Boolean) && s.length > 0
        );
      })
      .toBe(true);
    const nowComputed = symbols.filter(
      (symbol, row) =>
        before[row] === 'not computable' && byKey.get(`${symbol}/${currencies[row]}`) !== 'not computable',
    );
    expect(nowComputed.length).toBeGreaterThan(0);
    expect(
      expected.opening.lots.every((lot) => lot.source.kind === 'statement' && lot.source.archiveId === earlier),
    ).toBe(true);
    await page.getByRole('tab', { name: /^P&L opening lots/ }).waitFor();
  }, 180_000);
});
