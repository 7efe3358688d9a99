import Big from 'big.js';

/** A portfolio's risk state, from best to worst. */
export const LOAN_STATES = ['ok', 'warning', 'margin-call', 'liquidation'] as const;
export type LoanState = (typeof LOAN_STATES)[number];

/** Default warning margin: warning from smLtv − 0.05 (5 LTV points). */
export const DEFAULT_WARN_MARGIN = '0.05';

/**
 * Default hysteresis band (0.5 LTV points). Entering a worse state happens the
 * moment its threshold is reached; leaving it needs the LTV to fall below
 * threshold − band, so a value hovering at a threshold does not flap.
 */
export const DEFAULT_HYSTERESIS_BAND = '0.005';

/** The thresholds a state is decided on (fractions as decimal text). */
export interface LtvThresholds {
  readonly smLtv: string;
  readonly hmLtv: string;
  /** Warning starts at smLtv − warnMargin. */
  readonly warnMargin: string;
}

/** 0 for ok up to 3 for liquidation: a higher rank is a worse state. */
export function stateRank(state: LoanState): number {
  return LOAN_STATES.indexOf(state);
}

/** Whether moving from `from` to `to` makes things worse (an alert-worthy transition). */
export function isWorsening(from: LoanState | null, to: LoanState): boolean {
  return stateRank(to) > (from === null ? 0 : stateRank(from));
}

/**
 * The state of an LTV with no history, compared exactly: liquidation at
 * currentLtv ≥ hmLtv, margin call at ≥ smLtv, warning at ≥ smLtv − warnMargin.
 */
export function classifyLtv(ltv: string, thresholds: LtvThresholds): LoanState {
  const value = new Big(ltv);
  if (value.gte(thresholds.hmLtv)) return 'liquidation';
  if (value.gte(thresholds.smLtv)) return 'margin-call';
  if (value.gte(new Big(thresholds.smLtv).minus(thresholds.warnMargin))) return 'warning';
  return 'ok';
}

/**
 * The next state given the previous one, with hysteresis: a worse state is
 * entered at once; a state is only left for a better one once the LTV is
 * below that state's threshold minus `band` (then it steps down to whatever
 * state the LTV + band still reaches, never below what the LTV itself reaches).
 */
export function nextState(
  previous: LoanState | null,
  ltv: string,
  thresholds: LtvThresholds,
  band: string = DEFAULT_HYSTERESIS_BAND,
): LoanState {
  const raw = classifyLtv(ltv, thresholds);
  if (previous === null || stateRank(raw) >= stateRank(previous)) return raw;
  const sticky = classifyLtv(new Big(ltv).plus(band).toFixed(), thresholds);
  const held = stateRank(sticky) < stateRank(previous) ? sticky : previous;
  return stateRank(held) > stateRank(raw) ? held : raw;
}

/** The worst of several states (ok for none). */
export function worstState(states: Iterable<LoanState>): LoanState {
  let worst: LoanState = 'ok';
  for (const state of states) if (stateRank(state) > stateRank(worst)) worst = state;
  return worst;
}
