import Big from 'big.js';
import type { TradingAccount, Instrument } from '../../../shared/api/schemas/trading';
import type { TradingOrderInput } from '../../../shared/ipc/schemas/trading';
import { dateTimePattern, LOCAL_MINUTE } from '../format/datetime';
import { parseDecimalInput } from '../format/parse-decimal';
import { formatDecimal } from '../../../shared/format/decimal';
import { translate } from '../i18n/store';
import type { Offered, TicketOrderType, TicketTimeInForce } from './offered';
import { needsLimit, needsQuote, needsStop } from './offered';
import { orderTypeWords } from './order-format';
import { legsOf } from '../../../shared/trading/estimate';

/** What the trader typed on the ticket (text as typed; decimals are never parsed into floats). */
export interface TicketDraft {
  readonly side: 'Buy' | 'Sell';
  readonly orderType: TicketOrderType;
  readonly quantity: string;
  readonly limitPrice: string;
  readonly stopPrice: string;
  readonly timeInForce: TicketTimeInForce;
  /** Local date-time to the minute as the app's date-time field holds it ("2026-11-25T17:30"), else the text as typed; empty: no expiry. */
  readonly expireLocal: string;
  readonly fromAccount: number | null;
  /** null: the service picks the receiving account. */
  readonly toAccount: number | null;
  readonly isCommissionIncluded: boolean;
  /** What the trader types the size in: the base asset's quantity, or an amount of the quote currency. */
  readonly amountIn: 'base' | 'quote';
  /** The amount in the quote currency (amountIn 'quote'); the quantity is derived from it at the price. */
  readonly quoteAmount: string;
}

export const EMPTY_DRAFT: TicketDraft = {
  side: 'Buy',
  orderType: 'Market',
  quantity: '',
  limitPrice: '',
  stopPrice: '',
  timeInForce: 'ImmediateOrCancel',
  expireLocal: '',
  fromAccount: null,
  toAccount: null,
  isCommissionIncluded: false,
  amountIn: 'base',
  quoteAmount: '',
};

/** Problems per field, in a trader's words (the page's language at the time they were checked: check while rendering). */
export type TicketErrors = Partial<
  Record<
    'quantity' | 'limitPrice' | 'stopPrice' | 'expireLocal' | 'fromAccount' | 'toAccount' | 'timeInForce' | 'orderType',
    string
  >
>;

const PLAIN = /^\d+(\.\d+)?$/;

function places(text: string): number {
  const dot = text.indexOf('.');
  return dot < 0 ? 0 : text.length - dot - 1;
}

/** The decimal fields of the ticket (the messages name each: ICU select on `field`). */
type DecimalField = 'quantity' | 'limitPrice' | 'stopPrice';

/** Checks a decimal field: plain digits, greater than zero, at most `precision` decimals. */
export function checkDecimal(text: string, field: DecimalField, precision: number): string | undefined {
  const value = text.trim();
  if (value === '') return translate('trading.ticket.error.empty', { field });
  if (!PLAIN.test(value)) return translate('trading.ticket.error.notNumber', { field, example: formatDecimal('12.5') });
  if (new Big(value).lte(0)) return translate('trading.ticket.error.notPositive', { field });
  if (places(value) > precision) return translate('trading.ticket.error.decimals', { field, places: precision });
  return undefined;
}

/** The accounts that may fund (from) or receive (to) an order. */
export function accountsFor(accounts: readonly TradingAccount[], asset: string): TradingAccount[] {
  return accounts.filter((account) => account.assetSymbol === asset);
}

/** Whether an order type takes an expiry (only GoodTillCancel does, and only resting orders make use of it). */
export function takesExpiry(draft: Pick<TicketDraft, 'timeInForce'>): boolean {
  return draft.timeInForce === 'GoodTillCancel';
}

/** The draft with its amounts as plain decimal text, however the user's locale wrote them ("1'000.5" → "1000.5"). */
export function plainDraft(draft: TicketDraft, locale?: string): TicketDraft {
  const quantity = parseDecimalInput(draft.quantity, locale);
  const limitPrice = parseDecimalInput(draft.limitPrice, locale);
  const stopPrice = parseDecimalInput(draft.stopPrice, locale);
  const quoteAmount = parseDecimalInput(draft.quoteAmount, locale);
  if (
    quantity === draft.quantity &&
    limitPrice === draft.limitPrice &&
    stopPrice === draft.stopPrice &&
    quoteAmount === draft.quoteAmount
  )
    return draft;
  return { ...draft, quantity, limitPrice, stopPrice, quoteAmount };
}

/** Validates the draft against the instrument, the accounts and what the service offers. */
export function validateDraft(
  typed: TicketDraft,
  instrument: Instrument,
  accounts: readonly TradingAccount[],
  offered: Offered,
  now: number,
): TicketErrors {
  const draft = plainDraft(typed);
  const errors: TicketErrors = {};
  if (!offered.orderTypes.includes(draft.orderType))
    errors.orderType = translate('trading.ticket.error.typeNotOffered', { type: orderTypeWords(draft.orderType) });
  if (!offered.timeInForces.includes(draft.timeInForce))
    errors.timeInForce = translate('trading.ticket.error.timeInForceNotOffered');
  const quantity = checkDecimal(draft.quantity, 'quantity', instrument.quantityPrecision);
  if (quantity) errors.quantity = quantity;
  else if (new Big(draft.quantity.trim()).lt(instrument.minQuantity)) {
    errors.quantity = translate('trading.ticket.error.minQuantity', {
      quantity: formatDecimal(instrument.minQuantity),
      asset: instrument.symbol,
    });
  } else if (instrument.maxQuantity && new Big(draft.quantity.trim()).gt(instrument.maxQuantity)) {
    errors.quantity = translate('trading.ticket.error.maxQuantity', {
      quantity: formatDecimal(instrument.maxQuantity),
      asset: instrument.symbol,
    });
  }
  if (needsLimit(draft.orderType)) {
    const problem = checkDecimal(draft.limitPrice, 'limitPrice', instrument.pricePrecision);
    if (problem) errors.limitPrice = problem;
  }
  if (needsStop(draft.orderType)) {
    const problem = checkDecimal(draft.stopPrice, 'stopPrice', instrument.pricePrecision);
    if (problem) errors.stopPrice = problem;
  }
  if (takesExpiry(draft) && draft.expireLocal !== '') {
    // The field holds local "YYYY-MM-DDTHH:mm" once the text reads as a date and time, else the text as typed.
    const at = LOCAL_MINUTE.test(draft.expireLocal) ? Date.parse(draft.expireLocal) : Number.NaN;
    if (Number.isNaN(at))
      errors.expireLocal = translate('trading.ticket.error.expiryFormat', { pattern: dateTimePattern() });
    else if (at <= now) errors.expireLocal = translate('trading.ticket.error.expiryPast');
  }
  const { pays, receives } = legsOf(instrument, draft.side);
  const from = accounts.find((account) => account.account === draft.fromAccount);
  if (!from) errors.fromAccount = translate('trading.ticket.error.chooseFrom', { asset: pays });
  else if (from.assetSymbol !== pays) errors.fromAccount = translate('trading.ticket.error.fromAsset', { asset: pays });
  else if (!from.isTradingEnabled) errors.fromAccount = translate('trading.ticket.error.fromBlocked');
  if (draft.toAccount !== null) {
    const to = accounts.find((account) => account.account === draft.toAccount);
    if (!to) errors.toAccount = translate('trading.ticket.error.chooseTo');
    else if (to.assetSymbol !== receives)
      errors.toAccount = translate('trading.ticket.error.toAsset', { asset: receives });
    else if (!to.isTradingEnabled) errors.toAccount = translate('trading.ticket.error.toBlocked');
  }
  return errors;
}

/** The order to send (transactionTime and clientOrderId are main's). */
export function orderInput(typed: TicketDraft, instrument: Instrument, quoteId: number | null): TradingOrderInput {
  const draft = plainDraft(typed);
  const order: TradingOrderInput = {
    symbol: instrument.symbol,
    currency: instrument.currency,
    side: draft.side,
    orderType: draft.orderType,
    // offeredBy() never offers a time in force the order channel cannot carry, so this cast only narrows the type.
    timeInForce: draft.timeInForce as TradingOrderInput['timeInForce'],
    quantity: draft.quantity.trim(),
    fromAccount: draft.fromAccount ?? -1,
    isCommissionIncluded: draft.isCommissionIncluded,
  };
  if (needsLimit(draft.orderType)) order.limitPrice = draft.limitPrice.trim();
  if (needsStop(draft.orderType)) order.stopPrice = draft.stopPrice.trim();
  if (needsQuote(draft.orderType) && quoteId !== null) order.quoteId = quoteId;
  if (takesExpiry(draft) && draft.expireLocal !== '')
    order.expireTime = new Date(Date.parse(draft.expireLocal)).toISOString().replace(/\.\d{3}Z$/, 'Z');
  if (draft.toAccount !== null) order.toAccount = draft.toAccount;
  return order;
}
