import { message } from '../../../shared/i18n/message';
import type { TradingOrderRequest } from '../../../shared/ipc/schemas/trading';
import { formatMoney } from '../../../shared/trading/limits';
import { ORDER_TYPE_WORDS, SIDE_WORDS } from '../../../shared/trading/words';
import { checkOrder, type RecentOrder } from '../../../shared/trading/pre-trade';
import type { ConfirmPort } from '../confirm/confirm-port';
import { requireConfirmation } from '../confirm/money-confirmation';
import { AppError } from '../errors';
import type { Translator } from '../../../shared/i18n/translator';
import type { QuoteMemory } from './quote-memory';
import { followJournalFile } from './journal';
import { MarketDataMemory, type CheckBooks } from './market-data-memory';
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
  /** The order journal's file: read as it is on disk for every check (what was appended since the last), so a restart or a second process does not reset the counts. */
  journalPath: string;
  confirm: ConfirmPort;
  /** The customer's reference currency (null: none known; the order's currency is used). */
  referenceCurrencyOf: (profileId: string, customer: string) => Promise<string | null>;
  /** A profile's name, for the confirmation. */
  profileName: (profileId: string) => string;
  /** The quotes main obtained: a PreviouslyQuoted order is valued at its quote's price. */
  quotes: QuoteMemory;
  now: () => Date;
}

/**
 * The pre-trade limits as main enforces them, before an order is journaled
 * or sent: current top of book from the service (see MarketDataMemory: a
 * refusal or a confirmation is always decided on prices read for this
 * order), the journal on disk for
 * the rate, 24-hour and confirmation-window sums, and a confirmation above
 * the threshold (the order alone, or with the window's orders) that only
 * main can obtain (a native dialog; the desk's --yes).
 */
export function createPreTradeCheck(deps: PreTradeDeps): PreTradeCheck {
  const journal = followJournalFile(deps.journalPath);
  const market = new MarketDataMemory(deps.now);
  return async ({ profileId, customer, order, client, confirmed }) => {
    // The slow reads (the service, the journal) start at once and run beside the others; a failure is still
    // answered in the order the checks need them (an unknown profile before unreadable prices).
    const pricesRead = market.books(client, customer);
    const journalRead = journal.records();
    for (const read of [pricesRead, journalRead]) read.catch(() => undefined);
    const limits = await deps.limits.get(profileId);
    const prices = await pricesRead;
    const referenceCurrency = (await deps.referenceCurrencyOf(profileId, customer)) ?? order.currency;
    const recent: RecentOrder[] = (await journalRead)
      .filter((entry) => entry.kind === 'order' && entry.customer === customer)
      .map((entry) => ({
        createdAt: entry.createdAt,
        value: entry.value ?? null,
        rejected: entry.state === 'rejected',
      }));
    const quotePrice =
      order.orderType === 'PreviouslyQuoted' && order.quoteId !== undefined
        ? deps.quotes.priceOf(profileId, order)
        : null;
    const judge = (books: CheckBooks['books']) =>
      checkOrder({ order, books, referenceCurrency, limits, recent, now: deps.now(), quotePrice });
    let verdict = judge(prices.books);
    // Prices kept from a recent order may only let an order through: a refusal or a confirmation is decided on prices read now.
    if (prices.reused && (!verdict.ok || verdict.confirmation))
      verdict = judge((await market.books(client, customer, { fresh: true })).books);
    if (!verdict.ok) {
      const refusal = verdict;
      // Its figures in the region of the language the error is read in.
      throw new AppError('limit', (translator) => translator.format(refusal.words(translator.locale)), {
        limit: verdict.limit,
      });
    }
    const value = { amount: verdict.value, currency: verdict.currency };
    if (!verdict.confirmation) return value;
    // Amounts in the region of the language they are read in (the dialog's, or the error's).
    const amountIn = (translator: Translator) => formatMoney(value.currency, value.amount, translator.locale);
    const confirmation = verdict.confirmation;
    const why = (translator: Translator): string => {
      const threshold = formatMoney(value.currency, limits.confirmAbove, translator.locale);
      return confirmation.reason === 'order'
        ? translator.t('errors.confirm.orderAbove', { value: amountIn(translator), threshold })
        : translator.t('errors.confirm.windowAbove', {
            minutes: confirmation.minutes,
            value: amountIn(translator),
            total: formatMoney(value.currency, confirmation.total, translator.locale),
            threshold,
          });
    };
    await requireConfirmation(deps.confirm, {
      request: (translator) => {
        const { t } = translator;
        const amount = amountIn(translator);
        return {
          title: confirmation.reason === 'window' ? t('main.dialog.order.titleWindow') : t('main.dialog.order.title'),
          message: t('main.dialog.order.message', {
            side: t(SIDE_WORDS[order.side]),
            quantity: order.quantity,
            symbol: order.symbol,
            value: amount,
          }),
          detail: [
            t('main.dialog.order.line', {
              side: t(SIDE_WORDS[order.side]),
              amount: order.quantity,
              pair: `${order.symbol}/${order.currency}`,
              kind: t(ORDER_TYPE_WORDS[order.orderType]),
            }),
            ...(order.limitPrice ? [t('main.dialog.order.limitPrice', { price: order.limitPrice })] : []),
            ...(order.stopPrice ? [t('main.dialog.order.stopPrice', { price: order.stopPrice })] : []),
            ...(quotePrice ? [t('main.dialog.order.quotedPrice', { price: quotePrice })] : []),
            t('main.dialog.order.value', { value: amount }),
            t('main.dialog.sentence', { text: why(translator) }),
            t('main.dialog.customer', { customer }),
            t('main.dialog.profile', { profile: deps.profileName(profileId) }),
          ].join('\n'),
          confirmLabel: t('main.dialog.order.confirm'),
        };
      },
      reason: why,
      deskCommand: '`desk orders place ... --yes`',
      nothing: message('errors.confirm.nothingSent'),
      declined: message('errors.confirm.orderDeclined'),
      confirmed,
    });
    return value;
  };
}
