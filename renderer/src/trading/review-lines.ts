import type { Estimate } from '../../../shared/trading/estimate';
import { translate } from '../i18n/store';
import type { TicketDraft } from './ticket-model';

/** One money line of the review or an order's outcome: a label, the amount (exact text) with its asset, and a note in words. */
export interface ReviewMoneyLine {
  /** Which line it is, whatever the language of its label. */
  readonly kind: 'gross' | 'commission' | 'pays' | 'receives';
  readonly label: string;
  readonly amount: string | null;
  readonly asset: string;
  readonly note?: string;
}

/** The money of an order, estimated (review) or as filled (outcome): every amount exact text, null when not known. */
export interface MoneyFigures {
  /** Quantity × price in the currency: a buy's cost, a sell's proceeds before commission. */
  readonly gross: string | null;
  readonly commission: string | null;
  readonly commissionAsset: string;
  /** What leaves the paying account and arrives on the receiving one (net of the commission). */
  readonly pays: { readonly asset: string; readonly amount: string | null };
  readonly receives: { readonly asset: string; readonly amount: string | null };
}

/**
 * What the service does with the commission of an order of this side (the
 * spec's isCommissionIncluded, booked as the service settles a fill): with it,
 * the fee is taken from the quantity in the base asset (a buy receives that
 * much less; a sell is paid for the quantity less the fee); without it, the
 * fee is charged in the currency, added to a buy's cost or deducted from a
 * sell's proceeds. The review's note, the outcome's and the ticket's hint.
 */
export function commissionWords(
  side: 'Buy' | 'Sell',
  included: boolean,
  instrument: { symbol: string; currency: string },
): string {
  if (included)
    return side === 'Buy'
      ? translate('trading.money.feeFromReceived', { asset: instrument.symbol })
      : translate('trading.money.feeFromSold', { asset: instrument.symbol });
  return side === 'Buy' ? translate('trading.money.feeOnTop') : translate('trading.money.feeFromProceeds');
}

/**
 * The money lines of an order, worded for its side: a buy has a cost and
 * pays cash; a sell has proceeds, hands over the base asset and receives the
 * net proceeds. The same labels before (review) and after (outcome) a fill.
 */
export function moneyLines(
  side: 'Buy' | 'Sell',
  included: boolean,
  figures: MoneyFigures,
  instrument: { symbol: string; currency: string },
  options: { commissionKnown?: boolean; grossNote: string },
): ReviewMoneyLine[] {
  const buy = side === 'Buy';
  const known = options.commissionKnown ?? true;
  return [
    {
      kind: 'gross',
      label: buy ? translate('trading.money.cost') : translate('trading.money.proceeds'),
      amount: figures.gross,
      asset: instrument.currency,
      note: options.grossNote,
    },
    {
      kind: 'commission',
      label: translate('trading.money.commission'),
      amount: known ? figures.commission : null,
      asset: figures.commissionAsset,
      note: known ? commissionWords(side, included, instrument) : translate('trading.money.rateUnknown'),
    },
    {
      kind: 'pays',
      label: buy ? translate('trading.money.youPay') : translate('trading.money.youSell'),
      amount: figures.pays.amount,
      asset: figures.pays.asset,
    },
    {
      kind: 'receives',
      label: translate('trading.money.youReceive'),
      amount: figures.receives.amount,
      asset: figures.receives.asset,
      ...(buy ? {} : { note: translate('trading.money.netProceeds') }),
    },
  ];
}

/** The money lines of an order's review: the estimate's amounts (words in the page's language: call while rendering). */
export function reviewMoneyLines(
  draft: Pick<TicketDraft, 'side' | 'isCommissionIncluded'>,
  estimate: Estimate,
  commissionKnown: boolean,
  instrument: { symbol: string; currency: string },
): ReviewMoneyLine[] {
  const figures: MoneyFigures = {
    gross: estimate.cost,
    commission: estimate.commission,
    commissionAsset: estimate.commissionAsset,
    pays: estimate.pays,
    receives: estimate.receives,
  };
  return moneyLines(draft.side, draft.isCommissionIncluded, figures, instrument, {
    commissionKnown,
    grossNote: translate('trading.money.grossNote'),
  });
}
