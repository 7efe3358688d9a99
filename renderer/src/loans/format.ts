import Big from 'big.js';
import type { LoanState } from '../../../shared/loans';
import { formatDecimal } from '../../../shared/format/decimal';
import { formatPercent, PERCENT_PLACES } from '../../../shared/format/percent';

/** A fraction as a percentage, e.g. "0.6512" → "65.12 %" (the desk's one percentage format). */
export function percent(fraction: string): string {
  return formatPercent(fraction, { fraction: true });
}

/** A price-drop cushion as a percentage, rounded toward zero (never overstated), e.g. "0.069714" → "6.97 %". */
export function cushion(fraction: string): string {
  return formatPercent(fraction, { fraction: true, down: true });
}

/** LTV points at the percentages' places, e.g. "0.0488" → "+4.88 pts", "-0.0125" → "−1.25 pts". */
export function points(fraction: string): string {
  return `${formatDecimal(new Big(fraction).times(100).toFixed(), { precision: PERCENT_PLACES, signed: true })} pts`;
}

/** A state in a trader's words. */
export const STATE_LABELS: Record<LoanState, string> = {
  ok: 'OK',
  warning: 'Near margin call',
  'margin-call': 'Margin call',
  liquidation: 'Liquidation',
};

/** The pill class of a state. */
export function statePill(state: LoanState): string {
  return `loan-state loan-state-${state}`;
}

/** Why a portfolio still shows a worse state than its LTV alone gives (hysteresis), or null. */
export function heldNote(state: LoanState, rawState: LoanState, band: string): string | null {
  if (state === rawState) return null;
  return `held: clears ${points(band).replace('+', '')} below the threshold`;
}
