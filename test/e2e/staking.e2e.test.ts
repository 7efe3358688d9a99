import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { StakingOrderPage } from '../../shared/api/schemas/staking';
import type { IpcResult } from '../../shared/ipc/result';
import { controlClient } from '../../electron/simulator/control-client';
import type { AppHandle } from './harness/app';
import { useApp } from './harness/fixture';

/** Opens the Staking section and waits for its orders tab. */
async function openStaking(page: Page): Promise<void> {
  await page
    .getByRole('button', { name: /Staking/ })
    .first()
    .click();
  await page.getByRole('heading', { name: 'Staking', level: 1 }).waitFor();
  await page.getByRole('tab', { name: 'Orders' }).waitFor();
}

/** Picks the first real option of a select whose option text matches (the placeholder is skipped). */
async function pick(select: Locator, text: RegExp = /./): Promise<string> {
  await expect.poll(() => select.locator('option').count()).toBeGreaterThan(1);
  const options = await select.locator('option').evaluateAll((nodes) =>
    nodes.map((node) => ({
      value: (node as HTMLOptionElement).value,
      text: node.textContent ?? '',
      disabled: (node as HTMLOptionElement).disabled,
    })),
  );
  const option = options.find(
    (candidate) => candidate.value !== '' && !candidate.disabled && text.test(candidate.text),
  );
  if (!option) throw new Error(`no option matches ${String(text)}: ${options.map((o) => o.text).join(' | ')}`);
  await select.selectOption(option.value);
  return option.value;
}

/** Fills and sends the order form through its review step; answers the outcome text. */
async function sendOrder(page: Page, fill: (dialog: Locator) => Promise<void>): Promise<string> {
  const dialog = page.locator('dialog[open]');
  await fill(dialog);
  await dialog.getByRole('button', { name: 'Review…' }).click();
  await dialog.getByRole('heading', { name: /^Review/ }).waitFor();
  await dialog.getByRole('button', { name: /^Send (entry|exit)$/ }).click();
  const outcome = dialog.locator('.staking-outcome');
  await outcome.waitFor();
  const text = (await outcome.textContent()) ?? '';
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await page.locator('dialog[open]').waitFor({ state: 'detached' });
  return text;
}

async function ordersOf(
  app: AppHandle,
  customer: string,
  externalReference: string,
): Promise<StakingOrderPage['items']> {
  const profileId = app.services.profiles.records().find((profile) => profile.builtIn)!.id;
  const result = (await app.dispatcher.dispatch('staking.orders', {
    profileId,
    customer,
    query: { externalReference },
  })) as IpcResult<StakingOrderPage>;
  if (!result.ok) throw new Error(result.error.message);
  return result.value.items;
}

const reference = (): string => randomUUID().replace(/-/g, '').slice(0, 10).toUpperCase();

describe('staking', () => {
  const apps = useApp();

  it('enters and exits staking through the review step, filters orders, opens the timeline, and shows rewards with totals', async () => {
    const app = await apps.open();
    const { page } = app;
    const running = await app.services.simulator;
    if (!running) throw new Error('No simulator.');
    const control = controlClient(running);
    await openStaking(page);
    const customer = ((await page.locator('.view-subtitle .num').textContent()) ?? '').trim();

    // Entry into the ETH product; the form shows the debit account's available balance; a bad amount is explained first.
    const entryRef = reference();
    await page.getByRole('button', { name: 'Enter staking…' }).click();
    const entryText = await sendOrder(page, async (dialog) => {
      await pick(dialog.getByLabel('Staking product'), /^ETH/);
      await pick(dialog.getByLabel('Debit account'), /ETH/);
      await expect.poll(() => dialog.locator('.staking-available').textContent()).toMatch(/Available: [\d,.]+ ETH/);
      await dialog.getByLabel(/^Amount/).fill('0.0000000000000000001');
      await dialog.getByRole('button', { name: 'Review…' }).click();
      await expect
        .poll(() => dialog.locator('.field-error').allTextContents())
        .toContain('ETH allows at most 18 decimal places.');
      await dialog.getByLabel(/^Amount/).fill('0.5');
      await dialog.getByLabel(/^External reference/).fill(entryRef.toLowerCase());
    });
    expect(entryText).toMatch(/^Sent Staking entry \S+ accepted: 0.5 ETH, Open\./);
    const [entry] = await ordersOf(app, customer, entryRef);
    expect(entry).toMatchObject({ type: 'Entry', state: 'Open', amount: '0.5' });

    // Filter by reference and state; the list follows the service.
    const orders = page.getByRole('table', { name: 'Staking orders' });
    await page.getByRole('search', { name: 'Filter staking orders' }).getByLabel('Reference').fill(entryRef);
    await expect.poll(() => orders.locator('tbody tr').allTextContents()).toEqual([expect.stringContaining('Open')]);
    await page.locator('.staking-chip', { hasText: 'Completed' }).click();
    await page.getByText('No staking order matches the filters').waitFor();

    await control.advanceClock('4d');
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect
      .poll(() => orders.locator('tbody tr').allTextContents())
      .toEqual([expect.stringContaining('Completed')]);

    // The detail, opened by order number, shows the timeline.
    await page.getByLabel('Order id or order number').fill(entry!.orderNumber);
    await page.getByRole('button', { name: 'Open', exact: true }).click();
    const drawer = page.locator('dialog[open]');
    await drawer.getByRole('heading', { name: `Staking order ${entry!.orderNumber}` }).waitFor();
    const steps = await drawer.locator('.staking-step-label').allTextContents();
    expect(steps).toEqual([
      'Created',
      'Rewards start (end of the no-reward period)',
      'Completed (end of locking)',
      'Transaction',
    ]);
    await drawer.getByRole('button', { name: 'Close' }).click();

    // Exit part of it back to the trading account.
    const exitRef = reference();
    await page.getByRole('button', { name: 'Exit staking…' }).click();
    const exitText = await sendOrder(page, async (dialog) => {
      await pick(dialog.getByLabel('Staking account to exit from'), /ETH/);
      await pick(dialog.getByLabel('Receiving account'), /ETH/);
      await dialog.getByLabel(/^Amount/).fill('0.1');
      await dialog.getByLabel(/^External reference/).fill(exitRef);
    });
    expect(exitText).toMatch(/^Sent Staking exit \S+ accepted: 0.1 ETH, Open\./);
    expect(await ordersOf(app, customer, exitRef)).toMatchObject([{ type: 'Exit', state: 'Open' }]);
    await page.locator('.staking-chip', { hasText: 'Completed' }).click();
    await page.getByRole('search', { name: 'Filter staking orders' }).getByLabel('Type').selectOption('Exit');
    await page.getByRole('search', { name: 'Filter staking orders' }).getByLabel('Reference').fill(exitRef);
    await expect
      .poll(() => orders.locator('tbody tr').allTextContents())
      .toEqual([expect.stringMatching(/Exit\s*Open/)]);

    // Rewards over the default range: the totals per asset count every listed reward.
    await page.getByRole('tab', { name: 'Rewards' }).click();
    await page.getByLabel('From (inclusive)').fill('2020-01-01');
    await page.getByRole('button', { name: 'Show rewards' }).click();
    const totals = page.getByRole('table', { name: 'Reward totals' });
    await totals.waitFor();
    const counts = await totals.locator('tbody tr td:nth-child(2)').allTextContents();
    const sum = counts.reduce((total, count) => total + Number(count), 0);
    expect(sum).toBeGreaterThan(0);
    // The count as the page's region writes numbers (the browser's en-US here: 1,373).
    expect(await page.locator('h3', { hasText: 'Rewards' }).textContent()).toContain(
      `(${new Intl.NumberFormat('en-US').format(sum)}`,
    );
  }, 120_000);

  it("an exit of the whole balance needs main's own confirmation: declined there, the error view says so and nothing is sent", async () => {
    const app = await apps.open();
    const { page } = app;
    await openStaking(page);
    const customer = ((await page.locator('.view-subtitle .num').textContent()) ?? '').trim();
    const reference = `W${randomUUID().replace(/-/g, '').slice(0, 9).toUpperCase()}`;
    await page.getByRole('button', { name: 'Exit staking…' }).click();
    const dialog = page.locator('dialog[open]');
    await pick(dialog.getByLabel('Staking account to exit from'));
    await pick(dialog.getByLabel('Receiving account'));
    await expect.poll(() => dialog.locator('.staking-available').textContent()).toMatch(/Available: [\d,.]+/);
    await dialog.getByRole('button', { name: 'Max' }).click();
    await dialog.getByLabel(/^External reference/).fill(reference);
    await dialog.getByRole('button', { name: 'Review…' }).click();
    await dialog.getByRole('button', { name: 'Send exit' }).click();
    const refusal = dialog.getByRole('alert');
    await refusal.waitFor();
    expect(await refusal.locator('.error-notice-title').textContent()).toBe('The order was not sent');
    // The harness answers main's dialog as a desktop user who declines it (browser mode's refusal with the
    // reason is test/electron/web/guards-over-socket.test.ts).
    expect(await refusal.locator('.error-notice-message').textContent()).toBe(
      'The staking exit was not confirmed; nothing was sent.',
    );
    // Nothing to retry: no "Try again", and the send button does not claim an order exists.
    expect(await refusal.getByRole('button', { name: 'Try again' }).count()).toBe(0);
    expect(await dialog.getByRole('button', { name: 'Send exit' }).count()).toBe(1);
    expect(await ordersOf(app, customer, reference)).toEqual([]);
  }, 120_000);
});
