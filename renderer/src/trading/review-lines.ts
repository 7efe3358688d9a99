import type { Estimate } from '../../../shared/trading/estimate';
import type { TicketDraft } from './ticket-model';

/** One money line of the review: a label, the amount (exact text) with its asset, and a note in words. */
export interface ReviewMoneyLine {
  readonly label: string;
  readonly amount: string | null;
  readonly asset: string;
  readonly note?: string;
}

/**
 * The money lines of an order's review, worded for its side: a buy has a cost and
 * pays cash; a sell has proceeds, hands over the base asset and receives cash.
 * Commission, per the spec's isCommissionIncluded, is either taken from the
 * quantity (in the base asset) or charged in the currency: added on top of a
 * buy's cost, deducted from a sell's proceeds. The amounts are the estimate's.
 */
export function reviewMoneyLines(
  draft: Pick<TicketDraft, 'side' | 'isCommissionIncluded'>,
  estimate: Estimate,
  commissionKnown: boolean,
  instrument: { symbol: string; currency: string },
): ReviewMoneyLine[] {
  const buy = draft.side === 'Buy';
  const commissionNote = !commissionKnown
    ? 'rate not known yet'
    : draft.isCommissionIncluded
      ? buy
        ? `deducted from the ${instrument.symbol} you receive`
        : `deducted from the ${instrument.symbol} you sell`
      : buy
        ? 'added on top of the cost'
        : 'deducted from the proceeds';
  return [
    { label: buy ? 'Cost' : 'Proceeds before commission', amount: estimate.cost, asset: instrument.currency, note: 'quantity × price' },
    { label: 'Commission', amount: commissionKnown ? estimate.commission : null, asset: estimate.commissionAsset, note: commissionNote },
    { label: buy ? 'You pay' : 'You sell', amount: estimate.pays.amount, asset: estimate.pays.asset },
    { label: 'You receive', amount: estimate.receives.amount, asset: estimate.receives.asset, ...(buy ? {} : { note: 'net proceeds' }) },
  ];
}
