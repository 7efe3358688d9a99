import Big from 'big.js';
import type { AlertPrice, AlertRuleSpec } from './rules';

/**
 * Re-arming hysteresis. A level rule that fired re-arms once the price is back
 * on the other side of the level by 0.5 % of it; a move rule once the move is
 * below 90 % of its N %. A price hovering at the level never fires twice.
 */
export const LEVEL_REARM_FRACTION = '0.005';
export const MOVE_REARM_FRACTION = '0.9';

// Moves are divisions: rounded half-even at 18 decimals like every other division of the app's money figures.
const Exact = Big();
Exact.DP = 18;
Exact.RM = Big.roundHalfEven;

/** The watched price of a top of book: bid, ask, or mid = (bid + ask) / 2 exactly; null when a side is missing. */
export function watchedPrice(book: { bid: string | null; ask: string | null }, on: AlertPrice): string | null {
  if (on === 'bid') return book.bid;
  if (on === 'ask') return book.ask;
  if (book.bid === null || book.ask === null) return null;
  return new Exact(book.bid).plus(book.ask).div(2).toFixed();
}

/** The move in percent from `reference` to `price` ((price − reference) / reference × 100). */
export function movePercent(price: string, reference: string): string {
  return new Exact(price).minus(reference).times(100).div(reference).toFixed();
}

/** What one evaluation decided: fire now (once per crossing), and whether the rule is armed afterwards. */
export interface Evaluation {
  readonly fired: boolean;
  readonly armed: boolean;
  /** The price (level) or move in % (move) evaluated. */
  readonly value: string;
}

/**
 * Evaluates a rule against the watched price (and, for a move rule, the
 * oldest price inside its window). An armed rule fires when it crosses and is
 * disarmed; a disarmed rule re-arms only past the hysteresis band.
 */
export function evaluateRule(
  rule: AlertRuleSpec,
  armed: boolean,
  price: string,
  reference: string | null,
): Evaluation | null {
  if (rule.kind === 'level') {
    const level = new Exact(rule.level);
    const band = level.times(LEVEL_REARM_FRACTION);
    const p = new Exact(price);
    const crossed = rule.direction === 'above' ? p.gte(level) : p.lte(level);
    const clear = rule.direction === 'above' ? p.lt(level.minus(band)) : p.gt(level.plus(band));
    if (armed) return { fired: crossed, armed: !crossed, value: price };
    return { fired: false, armed: clear, value: price };
  }
  if (reference === null || new Exact(reference).eq(0)) return null;
  const move = movePercent(price, reference);
  const size = new Exact(move).abs();
  const crossed = size.gte(rule.percent);
  if (armed) return { fired: crossed, armed: !crossed, value: move };
  return { fired: false, armed: size.lt(new Exact(rule.percent).times(MOVE_REARM_FRACTION)), value: move };
}
