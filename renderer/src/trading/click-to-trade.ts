import Big from 'big.js';
import type { Instrument, TradingAccount } from '../../../shared/api/schemas/trading';
import { selectPair } from './desk-view-store';
import { pairOf } from './instruments';
import { editTicket, ticketDraftNow } from './ticket-store';

/**
 * A click on a bid or ask: a limit order on that pair at that price, selling
 * into the bid or buying at the ask; focus goes to the quantity.
 */
export function tradeAtPrice(instrument: Instrument, side: 'Buy' | 'Sell', price: string): void {
  selectPair(pairOf(instrument));
  const draft = ticketDraftNow();
  editTicket({
    side,
    orderType: 'Limit',
    limitPrice: price,
    timeInForce: 'GoodTillCancel',
    ...(draft.side === side ? {} : { fromAccount: null, toAccount: null }),
  });
  // After React has shown the edit step for the (maybe new) pair.
  requestAnimationFrame(() => document.querySelector<HTMLInputElement>('.ticket [data-ticket-first]')?.focus());
}

/**
 * The quantity that uses `percent` of the paying account's available balance:
 * a sell sells that share of the base asset; a buy spends that share of the
 * cash at `price`. Rounded down to the instrument's places (never more than
 * is there); null when it cannot be computed (no account, no price).
 */
export function quantityForShare(
  percent: number,
  side: 'Buy' | 'Sell',
  from: TradingAccount | undefined,
  price: string | null,
  instrument: Pick<Instrument, 'quantityPrecision'>,
): string | null {
  if (!from) return null;
  const share = new Big(from.available).times(percent).div(100);
  if (side === 'Sell') return share.round(instrument.quantityPrecision, Big.roundDown).toFixed();
  if (price === null || new Big(price).lte(0)) return null;
  return share.div(price).round(instrument.quantityPrecision, Big.roundDown).toFixed();
}
