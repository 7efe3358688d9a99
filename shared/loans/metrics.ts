import Big from 'big.js';
import type { LoanState, LtvThresholds } from './state';
import { classifyLtv } from './state';

/** Decimals of the price drops the desk prints (fractions: 0.123456 = 12.3456 %). */
export const DROP_DECIMALS = 6;

// A private big.js constructor that divides to DROP_DECIMALS rounding toward zero: big.js rounds the exact
// quotient using its remainder, so truncation is exact (a 20-digit quotient rounded half-up first could carry
// into the 6th decimal and overstate the cushion).
const Truncating = Big();
Truncating.DP = DROP_DECIMALS;
Truncating.RM = Big.roundDown;

/** Distance in LTV points from the current LTV to a threshold: threshold − currentLtv, exact; negative once beyond. */
export function ltvDistance(currentLtv: string, threshold: string): string {
  return new Big(threshold).minus(currentLtv).toFixed();
}

/**
 * The uniform collateral price drop (a fraction) that brings the LTV to the
 * threshold with loans fixed: max(0, 1 − currentLtv / threshold), rounded
 * toward zero to 6 decimals so the cushion is never overstated. 0 when the
 * threshold is already reached (or is not positive).
 */
export function priceDropToReach(currentLtv: string, threshold: string): string {
  const limit = new Truncating(threshold);
  const current = new Truncating(currentLtv);
  if (limit.lte(0) || current.gte(limit)) return '0';
  // (t − c) / t equals 1 − c/t; dividing once keeps the single truncation exact.
  return limit.minus(current).div(limit).toFixed(DROP_DECIMALS);
}

/** What the desk and the monitor show per portfolio. */
export interface LtvMetrics {
  readonly currentLtv: string;
  readonly smLtv: string;
  readonly hmLtv: string;
  /** State without history (the watchdog adds hysteresis on top). */
  readonly state: LoanState;
  readonly ltvToMarginCall: string;
  readonly ltvToLiquidation: string;
  readonly dropToMarginCall: string;
  readonly dropToLiquidation: string;
}

/** Distances, drops and state of one portfolio's LTV against its thresholds. */
export function ltvMetrics(currentLtv: string, thresholds: LtvThresholds): LtvMetrics {
  return {
    currentLtv,
    smLtv: thresholds.smLtv,
    hmLtv: thresholds.hmLtv,
    state: classifyLtv(currentLtv, thresholds),
    ltvToMarginCall: ltvDistance(currentLtv, thresholds.smLtv),
    ltvToLiquidation: ltvDistance(currentLtv, thresholds.hmLtv),
    dropToMarginCall: priceDropToReach(currentLtv, thresholds.smLtv),
    dropToLiquidation: priceDropToReach(currentLtv, thresholds.hmLtv),
  };
}
