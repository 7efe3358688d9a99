import type { Page } from 'playwright-core';
import { rawRead } from '../electron/ipc/raw-read';
import type { TradingOrder } from '../../shared/api/schemas/orders';
import type { IpcResult } from '../../shared/ipc/result';
import { controlClient } from '../../electron/simulator/control-client';
import type { ControlClient } from '../../electron/simulator/control-client';
import type { AppHandle } from './harness/app';
import { activeProfileId } from './harness/expected';
import { pressSectionKey } from './harness/keyboard';

/** Opens the Trading section (Alt+2) and waits until market, ticket and blotter show data and the ticket takes orders. */
export async function openDesk(page: Page): Promise<void> {
  // Waits are for a real simulator and Chromium on a possibly busy machine.
  page.setDefaultTimeout(45_000);
  await pressSectionKey(page, 'Alt+2', 'Trading');
  await page.locator('.market-table tbody tr').first().waitFor();
  await page.locator('[data-testid="market-updated"]').waitFor();
  await page.locator('.ticket-form').waitFor();
  await page.locator('[data-testid="blotter-count"]', { hasText: 'order' }).waitFor();
  await page.waitForFunction(() => !document.querySelector('[data-testid="ticket-block"]'));
}

/** The embedded simulator's control plane (fault injection). */
export async function simulatorControl(app: AppHandle): Promise<ControlClient> {
  const simulator = await app.services.simulator;
  if (!simulator) throw new Error('The app has no embedded simulator.');
  return controlClient(simulator);
}

/** Chooses the order type (the segmented control's visible label). */
export async function chooseType(page: Page, label: string): Promise<void> {
  await page.locator('.ticket .segmented-option', { hasText: new RegExp(`^${label}$`) }).click();
}

/** Fills the ticket's fields by label. */
export async function fillTicket(
  page: Page,
  fields: { type?: string; side?: 'Buy' | 'Sell'; quantity: string; limit?: string; stop?: string; pair?: string },
): Promise<void> {
  const ticket = page.locator('.ticket');
  if (fields.pair) await ticket.getByLabel('Instrument').selectOption(fields.pair);
  if (fields.side) await ticket.locator('.segmented-option', { hasText: new RegExp(`^${fields.side}$`) }).click();
  if (fields.type) await chooseType(page, fields.type);
  await ticket.getByLabel(/^Quantity/).fill(fields.quantity);
  if (fields.limit !== undefined) await ticket.getByLabel(/^Limit price/).fill(fields.limit);
  if (fields.stop !== undefined) await ticket.getByLabel(/^Stop price/).fill(fields.stop);
}

/** The clientOrderId the outcome panel names. */
export async function outcomeClientOrderId(page: Page): Promise<string> {
  const text = await page.locator('.outcome .identifier-text').first().textContent();
  if (!text) throw new Error('The outcome names no clientOrderId.');
  return text.trim();
}

/** Every order of the customer as the service lists them (through the same dispatcher the page uses). */
export async function serviceOrders(app: AppHandle, customer: string): Promise<TradingOrder[]> {
  const result = (await app.dispatcher.dispatch('trading.orders', {
    profileId: await activeProfileId(app),
    customer,
    query: { pageSize: 1000 },
  })) as IpcResult<{ content: TradingOrder[]; count: number }>;
  if (!result.ok) throw new Error(result.error.message);
  return result.value.content;
}

/** The customer the desk shows. */
export async function deskCustomer(page: Page): Promise<string> {
  const subtitle = (await page.locator('[data-testid="view-customer"] .num').textContent()) ?? '';
  return subtitle.trim();
}

/** The mid of a pair's top of book now (exact text), through the same client the page's reads use. */
export async function midPrice(app: AppHandle, customer: string, symbol: string, currency: string): Promise<number> {
  const result = (await rawRead(app.services, 'trading.marketData', {
    profileId: await activeProfileId(app),
    customer,
    query: { symbols: [symbol], currency },
  })) as IpcResult<{ bid: string | null; ask: string | null }[]>;
  if (!result.ok || !result.value[0]?.bid || !result.value[0].ask) throw new Error(`No ${symbol}/${currency} book.`);
  // A test price only (never sent as money from here): a float is precise enough to pick a price inside a band.
  return (Number(result.value[0].bid) + Number(result.value[0].ask)) / 2;
}

/** The pair the ticket trades ("BTC/CHF"). */
export async function ticketPair(page: Page): Promise<[string, string]> {
  const title = (await page.locator('#ticket-title .muted').textContent()) ?? '';
  const [symbol = '', currency = ''] = title
    .replace(/^\s*·\s*/, '')
    .trim()
    .split('/');
  return [symbol, currency];
}

/** The banners a small window must make room for: the keychain notice (memory-fallback.ts) and a margin-call alert of the loan watchdog. */
export function showBanners(app: AppHandle): void {
  app.services.notices.add({
    level: 'warning',
    title: 'Secrets cannot be stored',
    message:
      'No OS keychain is available: the Secret Service is not running. The local simulator still works: its credential is kept in memory until SVC Desk quits. Profiles for other services need their API secret in an OS keychain and cannot connect until one is available.',
  });
  app.services.events.emit('loanAlert', {
    id: 'alert-1',
    at: new Date().toISOString(),
    key: 'k',
    profileId: 'p',
    profileName: 'Simulator',
    customer: '100101',
    customerName: 'Alpine Capital AG',
    portfolioId: 'PF-1',
    from: 'warning',
    to: 'margin-call',
    currentLtv: '0.82',
    smLtv: '0.8',
    hmLtv: '0.9',
    snoozed: false,
    acknowledged: false,
    sound: false,
  });
}

/** A limit order sized as an amount of the quote currency (the ticket's "In CHF" toggle). */
export async function fillAmountInQuote(page: Page, amount: string, limit: string): Promise<void> {
  await fillTicket(page, { type: 'Limit', quantity: '', limit });
  await page
    .locator('.share-buttons')
    .getByRole('button', { name: /^In [A-Z]+$/ })
    .click();
  await page
    .locator('.ticket')
    .getByLabel(/^Amount/)
    .fill(amount);
}
