import type { Instrument } from '../../../shared/api/schemas/trading';
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
