import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BALANCE_CELL, shownAccounts, waitForAccounts } from './harness/dashboard-page';
import { accountsOf, customersOf, precisionsOf, shownAmount } from './harness/expected';
import { useApp } from './harness/fixture';

interface Snapshot {
  subtitle: string;
  ids: string[];
  headline: string;
}

/** Records what the dashboard shows after every DOM change (each state a frame could paint). */
function recordSnapshots(page: Page): Promise<void> {
  return page.evaluate(() => {
    const snapshots: Snapshot[] = [];
    Object.defineProperty(window, '__snapshots', { value: snapshots, configurable: true });
    const record = (): void => {
      snapshots.push({
        subtitle: document.querySelector('[data-testid="view-customer"]')?.textContent ?? '',
        ids: [...document.querySelectorAll('.accounts-table tbody tr')].map(
          (row) => row.getAttribute('data-account-id') ?? '',
        ),
        headline: document.querySelector('[data-testid="portfolio-latest"] .headline-value')?.textContent ?? '',
      });
    };
    new MutationObserver(record).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
  });
}

describe('switching customer', () => {
  const apps = useApp();

  it("changes every number to the new customer's and never shows both customers at once", async () => {
    let holdOld: (() => void) | null = null;
    let heldOldCustomer: string | null = null;
    let oldAnswerDelivered: () => void = () => undefined;
    const oldAnswered = new Promise<void>((resolve) => (oldAnswerDelivered = resolve));
    const app = await apps.open({
      hooks: {
        // A slow network for the old customer: its refresh answers only after the switch completed.
        beforeDispatch: (channel, input) => {
          const customer = (input as { customer?: string } | undefined)?.customer;
          if (channel === 'custody.accounts' && heldOldCustomer !== null && customer === heldOldCustomer) {
            return new Promise<void>((resolve) => (holdOld = resolve));
          }
        },
        onAnswer: (channel, input) => {
          const customer = (input as { customer?: string } | undefined)?.customer;
          if (channel === 'custody.accounts' && heldOldCustomer !== null && customer === heldOldCustomer)
            oldAnswerDelivered();
        },
      },
    });
    const { page } = app;
    const [a, b] = await customersOf(app);
    if (!a || !b) throw new Error('The simulator offers fewer than two customers.');
    const [accountsA, accountsB, precision] = await Promise.all([
      accountsOf(app, a.customerNumber),
      accountsOf(app, b.customerNumber),
      precisionsOf(app),
    ]);
    const idsA = new Set(accountsA.map((account) => String(account.id)));
    const idsB = new Set(accountsB.map((account) => String(account.id)));
    expect(
      [...idsA].filter((id) => idsB.has(id)),
      'customers share no account',
    ).toEqual([]);

    await waitForAccounts(page, a.customerNumber);
    await page.locator('[data-testid="portfolio-latest"]').waitFor();
    const headlineA = await page.locator('[data-testid="portfolio-latest"] .headline-value').textContent();
    await recordSnapshots(page);

    heldOldCustomer = a.customerNumber;
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect.poll(() => holdOld !== null, { message: 'the refresh for the old customer reached main' }).toBe(true);

    const combobox = page.getByRole('combobox', { name: 'Customer' });
    await combobox.focus();
    await combobox.fill(String(b.customerNumber));
    await page.getByRole('option', { name: new RegExp(b.name) }).waitFor();
    await page.keyboard.press('Enter');
    await waitForAccounts(page, b.customerNumber);
    await page.locator('[data-testid="portfolio-latest"]').waitFor();

    const release = holdOld as (() => void) | null;
    release?.();
    await oldAnswered;
    // One more round trip through the page: the late answer has been handled by now.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));

    const shown = await shownAccounts(page);
    expect(shown.map((row) => String(row.id)).sort()).toEqual([...idsB].sort());
    for (const account of accountsB) {
      const row = shown.find((candidate) => candidate.id === account.id);
      expect(row?.cells[BALANCE_CELL]).toBe(shownAmount(account.balance, account.assetSymbol, precision));
    }
    expect(await page.locator('[data-testid="portfolio-latest"] .headline-value').textContent()).not.toBe(headlineA);

    const snapshots = await page.evaluate(() => (window as unknown as { __snapshots: Snapshot[] }).__snapshots);
    expect(snapshots.length).toBeGreaterThan(0);
    for (const snapshot of snapshots) {
      const ofA = snapshot.ids.filter((id) => idsA.has(id));
      const ofB = snapshot.ids.filter((id) => idsB.has(id));
      expect(ofA.length === 0 || ofB.length === 0, `mixed rows ${snapshot.ids.join(',')}`).toBe(true);
      if (snapshot.subtitle.includes(String(b.customerNumber))) {
        expect(ofA, "old customer's rows under the new customer's title").toEqual([]);
        expect(
          snapshot.headline === headlineA && snapshot.headline !== '',
          "old customer's portfolio value under the new title",
        ).toBe(false);
      }
    }
    // The state after the switch was seen loading (cleared), not carried over.
    expect(snapshots.some((s) => s.subtitle.includes(String(b.customerNumber)) && s.ids.length === 0)).toBe(true);
  });
});
