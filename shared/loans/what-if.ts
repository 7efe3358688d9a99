import Big from 'big.js';
import { formatDecimal } from '../format/decimal';
import { message, type Message } from '../i18n/message';
import type { LoanState, LtvThresholds } from './state';

/** Decimals of a what-if LTV, rounded UP (away from zero) so the risk shown is never understated. */
export const WHAT_IF_LTV_DECIMALS = 8;

const RoundingUp = Big();
RoundingUp.DP = WHAT_IF_LTV_DECIMALS;
RoundingUp.RM = Big.roundUp;

/** The parts of a loan report a what-if needs (values in the portfolio's value currency). */
export interface WhatIfPortfolio {
  readonly loans: readonly { readonly value: string }[];
  readonly collaterals: readonly { readonly assetSymbol: string; readonly value: string }[];
}

/** A price scenario: every collateral −uniformPct %, or per asset (asset symbol → percent) overriding it. */
export interface PriceShock {
  /** Percent as decimal text, 0 ≤ x ≤ 100 (e.g. "12.5"). */
  readonly uniformPct: string;
  readonly perAssetPct?: Readonly<Record<string, string>>;
}

/** The outcome of a scenario. */
export interface WhatIfResult {
  readonly loanValue: string;
  readonly collateralValue: string;
  /** loanValue / collateralValue rounded up to 8 decimals; null when no collateral value is left. */
  readonly ltv: string | null;
  /** Decided exactly (loanValue ≥ threshold × collateralValue), not from the rounded ltv. */
  readonly state: LoanState;
}

/** Why a shock cannot be applied (shown next to the field, in the reader's language), or null. */
export function shockProblem(shock: PriceShock): Message | null {
  const all = [[null, shock.uniformPct] as const, ...Object.entries(shock.perAssetPct ?? {})];
  for (const [asset, pct] of all) {
    let value: Big;
    try {
      value = new Big(pct);
    } catch {
      // The example as the user's locale writes numbers ("12.5", "12,5").
      const example = formatDecimal('12.5');
      return asset === null
        ? message('loans.whatIf.allNotNumber', { example })
        : message('loans.whatIf.assetNotNumber', { asset, example });
    }
    if (value.lt(0) || value.gt(100))
      return asset === null
        ? message('loans.whatIf.allOutOfRange')
        : message('loans.whatIf.assetOutOfRange', { asset });
  }
  return null;
}

/** Sum of exact decimal texts. */
export function sumDecimals(values: readonly string[]): string {
  return values.reduce((total, value) => total.plus(value), new Big(0)).toFixed();
}

/**
 * The LTV after collateral prices fall by the shock, loans fixed:
 * Σ loan values / Σ collateral value × (1 − pct/100). Exact up to the final
 * rounding of the ratio; throws for a shock shockProblem refuses.
 */
export function whatIfLtv(portfolio: WhatIfPortfolio, shock: PriceShock, thresholds: LtvThresholds): WhatIfResult {
  const problem = shockProblem(shock);
  // A programming error (callers ask shockProblem first): the key and arguments say which input was refused.
  if (problem !== null)
    throw new RangeError(`Price shock refused: ${problem.key} ${JSON.stringify(problem.values ?? {})}`);
  const loanValue = new Big(sumDecimals(portfolio.loans.map((loan) => loan.value)));
  let collateral = new Big(0);
  for (const item of portfolio.collaterals) {
    const pct = shock.perAssetPct?.[item.assetSymbol] ?? shock.uniformPct;
    collateral = collateral.plus(new Big(item.value).times(new Big(1).minus(new Big(pct).div(100))));
  }
  const reaches = (threshold: string | Big) => loanValue.gt(0) && loanValue.gte(collateral.times(threshold));
  let state: LoanState = 'ok';
  if (reaches(thresholds.hmLtv)) state = 'liquidation';
  else if (reaches(thresholds.smLtv)) state = 'margin-call';
  else if (reaches(new Big(thresholds.smLtv).minus(thresholds.warnMargin))) state = 'warning';
  return {
    loanValue: loanValue.toFixed(),
    collateralValue: collateral.toFixed(),
    ltv: collateral.lte(0) ? null : new RoundingUp(loanValue).div(collateral).toFixed(),
    state,
  };
}
