import type { TradingOrderRequest } from '../../../shared/ipc/schemas/trading';
import { formatMoney } from '../../../shared/trading/limits';
import { checkOrder, type RecentOrder } from '../../../shared/trading/pre-trade';
import type { ConfirmPort } from '../confirm/confirm-port';
import { AppError } from '../errors';
import { readJournalFile } from './journal';
import type { LimitsStore } from './limits-store';
import type { TradingClient } from './trading-client';

/** One placement to check. */
export interface PreTradeRequest {
  profileId: string;
  customer: string;
  order: TradingOrderRequest;
  client: TradingClient;
  /** Confirmed outside the page already (`desk orders place --yes`). */
  confirmed: boolean;
}

/** Checks one placement; answers its value (journaled with the entry) or throws AppError('limit') naming the limit. */
export type PreTradeCheck = (request: PreTradeRequest) => Promise<{ amount: string; currency: string }>;

/** What the checks need from the app. */
export interface PreTradeDeps {
  limits: LimitsStore;
  /** The order journal's file: read fresh for every check, so a restart or a second process does not reset the counts. */
  journalPath: string;
  confirm: ConfirmPort;
  /** The customer's reference currency (null: none known; the order's currency is used). */
  referenceCurrencyOf: (profileId: string, customer: string) => Promise<string | null>;
  /** A profile's name, for the confirmation. */
  profileName: (profileId: string) => string;
  now: () => Date;
}

/**
 * The pre-trade limits as main enforces them, before an order is journaled
 * or sent: current top of book from the service, the journal on disk for
 * the rate and 24-hour limits, and a confirmation above the threshold that
 * only main can obtain (a native dialog; the desk's --yes).
 */
export function createPreTradeCheck(deps: PreTradeDeps): PreTradeCheck {
  return async ({ profileId, customer, order, client, confirmed }) => {
    const limits = await deps.limits.get(profileId);
    const books = await client.call('trading.marketData', { customer });
    if (!books.ok) throw new AppError('service', `The current prices could not be read, so the order cannot be checked against this profile's limits; nothing was sent. ${books.error.message}`, books.error);
    const referenceCurrency = (await deps.referenceCurrencyOf(profileId, customer)) ?? order.currency;
    const recent: RecentOrder[] = (await readJournalFile(deps.journalPath))
      .filter((entry) => entry.kind === 'order' && entry.customer === customer)
      .map((entry) => ({ createdAt: entry.createdAt, value: entry.value ?? null, rejected: entry.state === 'rejected' }));
    const verdict = checkOrder({ order, books: books.value, referenceCurrency, limits, recent, now: deps.now() });
    if (!verdict.ok) throw new AppError('limit', verdict.message, { limit: verdict.limit });
    const value = { amount: verdict.value, currency: verdict.currency };
    if (!verdict.needsConfirmation || confirmed) return value;
    const words = `${formatMoney(value.currency, value.amount)} is above this profile's confirmation threshold of ${formatMoney(value.currency, limits.confirmAbove)}`;
    if (!deps.confirm.available) {
      throw new AppError('limit', `Order value ${words}; such orders need a confirmation the page cannot give: use the desktop app, or \`desk orders place ... --yes\`. Nothing was sent.`, { limit: 'confirmation' });
    }
    const yes = await deps.confirm.ask({
      title: 'Confirm a large order',
      message: `${order.side} ${order.quantity} ${order.symbol} for ${formatMoney(value.currency, value.amount)}?`,
      detail: [
        `${order.side} ${order.quantity} ${order.symbol}/${order.currency}, ${order.orderType}${order.limitPrice ? ` limit ${order.limitPrice}` : ''}${order.stopPrice ? ` stop ${order.stopPrice}` : ''}`,
        `Value: ${formatMoney(value.currency, value.amount)} (${words})`,
        `Customer: ${customer}`,
        `Profile: ${deps.profileName(profileId)}`,
      ].join('\n'),
      confirmLabel: 'Send order',
    });
    if (!yes) throw new AppError('limit', 'The order was not confirmed; nothing was sent.', { limit: 'confirmation' });
    return value;
  };
}
