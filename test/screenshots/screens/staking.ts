import type { Locator, Page } from 'playwright-core';
import { controlClient } from '../../../electron/simulator/control-client';
import { openSection, waitForSettled } from '../navigate';
import type { ScreenContext, ScreenSection } from '../registry';

/** Selects the first enabled, non-placeholder option whose text matches. */
async function pick(select: Locator, text: RegExp): Promise<void> {
  await select.locator('option').nth(1).waitFor({ state: 'attached' });
  const values = await select
    .locator('option')
    .evaluateAll(
      (nodes, source) =>
        nodes
          .filter(
            (node) =>
              (node as HTMLOptionElement).value !== '' &&
              !(node as HTMLOptionElement).disabled &&
              new RegExp(source).test(node.textContent ?? ''),
          )
          .map((node) => (node as HTMLOptionElement).value),
      text.source,
    );
  if (!values[0]) throw new Error(`No option matches ${text.source}.`);
  await select.selectOption(values[0]);
}

async function openTab(page: Page, tab: string): Promise<void> {
  await openSection(page, 'Staking');
  await page.getByRole('tab', { name: tab }).click();
}

async function closeDialogs(page: Page): Promise<void> {
  while ((await page.locator('dialog[open]').count()) > 0) {
    await page.keyboard.press('Escape');
  }
}

/** An entry of 1.25 ETH filled in (the form stays open). */
async function fillEntry(page: Page): Promise<Locator> {
  await openSection(page, 'Staking');
  await page.getByRole('button', { name: 'Enter staking…' }).click();
  const dialog = page.locator('dialog[open]');
  await pick(dialog.getByLabel('Staking product'), /^ETH/);
  await pick(dialog.getByLabel('Debit account'), /ETH/);
  await dialog.locator('.staking-available .num').waitFor();
  await dialog.getByLabel(/^Amount/).fill('1.25');
  await dialog.getByLabel(/^External reference/).fill('DESK2026A1');
  return dialog;
}

/** Sends an entry and an exit, then moves the world on, so the lists show every state. */
async function seedOrders({ page, app }: ScreenContext): Promise<void> {
  const dialog = await fillEntry(page);
  await dialog.getByRole('button', { name: 'Review…' }).click();
  await dialog.getByRole('button', { name: 'Send entry' }).click();
  await dialog.locator('.staking-outcome').waitFor();
  await closeDialogs(page);
  const running = await app.services.simulator;
  if (running) await controlClient(running).advanceClock('4d');
  await page.getByRole('button', { name: 'Exit staking…' }).click();
  const exit = page.locator('dialog[open]');
  await pick(exit.getByLabel('Staking account to exit from'), /ETH/);
  await pick(exit.getByLabel('Receiving account'), /ETH/);
  await exit.getByLabel(/^Amount/).fill('0.4');
  await exit.getByRole('button', { name: 'Review…' }).click();
  await exit.getByRole('button', { name: 'Send exit' }).click();
  await exit.locator('.staking-outcome').waitFor();
  await closeDialogs(page);
  await page.getByRole('button', { name: 'Refresh' }).click();
}

/** The staking section: orders and their timeline, the entry and exit forms, products, accounts, rewards and performance. */
export const stakingScreens: ScreenSection = {
  section: 'staking',
  screens: [
    {
      name: 'enter-form',
      description: 'the staking entry form filled in, with the debit account balance',
      async show({ page }) {
        await fillEntry(page);
        await waitForSettled(page);
      },
    },
    {
      name: 'enter-review',
      description: 'the review step of a staking entry, with the journaled order id',
      async show({ page }) {
        const dialog = await fillEntry(page);
        await dialog.getByRole('button', { name: 'Review…' }).click();
        await dialog.getByRole('button', { name: 'Send entry' }).waitFor();
        await waitForSettled(page);
      },
    },
    {
      name: 'orders',
      description: 'staking orders after an entry and an exit, with state filters and paging',
      async show(context) {
        await seedOrders(context);
        await context.page.getByRole('table', { name: 'Staking orders' }).locator('tbody tr').first().waitFor();
        await waitForSettled(context.page);
      },
    },
    {
      name: 'orders-filtered',
      description: 'staking orders filtered to Completed entries',
      async show({ page }) {
        await openSection(page, 'Staking');
        await page.locator('.staking-chip', { hasText: 'Completed' }).click();
        await page.getByRole('search', { name: 'Filter staking orders' }).getByLabel('Type').selectOption('Entry');
        await page.getByRole('table', { name: 'Staking orders' }).locator('tbody tr').first().waitFor();
        await waitForSettled(page);
      },
    },
    {
      name: 'order-detail',
      description: 'the detail drawer of an exit with its timeline',
      async show({ page }) {
        await openSection(page, 'Staking');
        const row = page
          .getByRole('table', { name: 'Staking orders' })
          .locator('tbody tr', { hasText: 'Exit' })
          .first();
        await row.click();
        await page.locator('dialog[open] .staking-timeline').waitFor();
        await waitForSettled(page);
      },
    },
    {
      name: 'exit-form',
      description: 'the staking exit form filled in',
      async show({ page }) {
        await openSection(page, 'Staking');
        await page.getByRole('button', { name: 'Exit staking…' }).click();
        const dialog = page.locator('dialog[open]');
        await pick(dialog.getByLabel('Staking account to exit from'), /ETH/);
        await pick(dialog.getByLabel('Receiving account'), /ETH/);
        await dialog.getByLabel(/^Amount/).fill('0.25');
        await waitForSettled(page);
      },
    },
    {
      name: 'products',
      description: 'the staking products with terms and periods',
      async show({ page }) {
        await openTab(page, 'Products');
        await page.getByRole('table', { name: 'Staking products' }).waitFor();
        await waitForSettled(page);
      },
    },
    {
      name: 'accounts',
      description: 'staking accounts from the deprecated endpoints, labelled so',
      async show({ page }) {
        await openTab(page, 'Accounts');
        await page.getByRole('table', { name: 'Staking accounts' }).waitFor();
        await waitForSettled(page);
      },
    },
    {
      name: 'payout-confirm',
      description: 'the payout account change at its confirmation step',
      async show({ page }) {
        await openTab(page, 'Accounts');
        await page
          .getByRole('table', { name: 'Staking accounts' })
          .locator('tbody tr', { hasText: 'SOL' })
          .getByRole('button', { name: /^Change the payout account/ })
          .click();
        const dialog = page.locator('dialog[open]');
        await pick(dialog.getByLabel('New payout account'), /Vault|Trading/);
        await dialog.getByRole('button', { name: 'Review…' }).click();
        await dialog.getByRole('button', { name: 'Confirm change' }).waitFor();
        await waitForSettled(page);
      },
    },
    {
      name: 'rewards',
      description: 'rewards of a range with exact totals per asset',
      async show({ page }) {
        await openTab(page, 'Rewards');
        await page.getByRole('button', { name: 'Show rewards' }).click();
        await page.getByRole('table', { name: 'Reward totals' }).waitFor();
        await waitForSettled(page);
      },
    },
    {
      name: 'performance',
      description: 'the public staking performance of the operating unit',
      async show({ page }) {
        await openTab(page, 'Performance');
        await page.getByRole('table', { name: 'Staking performance' }).waitFor();
        await waitForSettled(page);
      },
    },
  ],
};
