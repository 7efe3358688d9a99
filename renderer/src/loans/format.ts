import Big from 'big.js';
import { LOAN_STATE_LABELS, type LoanState } from '../../../shared/loans';
import { formatDecimal } from '../../../shared/format/decimal';
import { formatPercent, PERCENT_PLACES } from '../../../shared/format/percent';
import { translate } from '../i18n/store';

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
  return translate('loans.points', {
    value: formatDecimal(new Big(fraction).times(100).toFixed(), { precision: PERCENT_PLACES, signed: true }),
  });
}

/** A state in a trader's words, in the page's language (call while rendering). */
export function stateLabel(state: LoanState): string {
  return translate(LOAN_STATE_LABELS[state]);
}

/** The pill class of a state. */
export function statePill(state: LoanState): string {
  return `loan-state loan-state-${state}`;
}

/** Why a portfolio still shows a worse state than its LTV alone gives (hysteresis), or null; in the page's language (call while rendering). */
export function heldNote(state: LoanState, rawState: LoanState, band: string): string | null {
  if (state === rawState) return null;
  return translate('loans.held', { band: points(band).replace('+', '') });
}
