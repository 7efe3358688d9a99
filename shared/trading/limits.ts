import { formatDecimal } from '../format/decimal';
import Big from 'big.js';
import { z } from 'zod';
import type { MessageKey } from '../i18n/catalogue/messages';

/*
 * Pre-trade limits of a profile. Amounts are exact decimal text in the
 * customer's reference currency (whatever it is: the same figures apply to a
 * CHF and a EUR customer). There is no "unlimited": every field is required.
 */

const PLAIN_AMOUNT = /^(0|[1-9]\d{0,17})(\.\d{1,8})?$/;

// zod runs a refine even after the pattern failed: the range checks only text that is a number (big.js throws on any other).
const amount = (label: string) =>
  z
    .string()
    .trim()
    .regex(PLAIN_AMOUNT, `${label} must be an amount such as 250000 or 250000.50`)
    .refine((value) => !PLAIN_AMOUNT.test(value) || new Big(value).gt(0), `${label} must be greater than zero`);

const PLAIN_PERCENT = /^\d{1,3}(\.\d{1,4})?$/;
const percent = (label: string, max: number) =>
  z
    .string()
    .trim()
    .regex(PLAIN_PERCENT, `${label} must be a percentage such as 10 or 2.5`)
    .refine(
      (value) => !PLAIN_PERCENT.test(value) || (new Big(value).gt(0) && new Big(value).lte(max)),
      `${label} must be above 0 and at most ${max} %`,
    );

/** The most orders per minute a profile may allow, and the longest confirmation window in minutes. */
export const MAX_ORDERS_PER_MINUTE = 1000;
export const MAX_CONFIRM_WINDOW_MINUTES = 1440;

/** The confirmation window a profile has unless it sets another. */
export const DEFAULT_CONFIRM_WINDOW_MINUTES = 10;

/** A profile's limits (all required; values exact text). */
export const tradingLimitsSchema = z.strictObject({
  /** Largest value of one order. */
  maxOrderValue: amount('The limit per order'),
  /** Orders worth more than this need a confirmation shown by main (default: half the per-order limit). */
  confirmAbove: amount('The confirmation threshold'),
  /** How far a limit or stop price may be from the mid, in percent. */
  priceBandPercent: percent('The price band', 100),
  /** Orders per customer within any 60 seconds. */
  maxOrdersPerMinute: z
    .number()
    .int('Must be a whole number')
    .min(1, 'At least 1 order a minute')
    .max(MAX_ORDERS_PER_MINUTE, 'At most 1,000 orders a minute'),
  /** Value of a customer's orders within any rolling 24 hours. */
  maxDailyValue: amount('The limit per 24 hours'),
  /** Largest staking entry or exit as a share of the available balance, in percent. */
  stakingMaxSharePercent: percent('The staking share', 100),
  /**
   * The rolling window of the confirmation threshold, in minutes: when this
   * customer's orders of the window come to more than the threshold together,
   * the next one needs the confirmation too (an order split under the
   * threshold is still confirmed). Defaulted so a file written before it existed still reads.
   */
  confirmWindowMinutes: z
    .number()
    .int('Must be a whole number of minutes')
    .min(1, 'At least 1 minute')
    .max(MAX_CONFIRM_WINDOW_MINUTES, 'At most 1,440 minutes (24 hours)')
    .default(DEFAULT_CONFIRM_WINDOW_MINUTES),
});
export type TradingLimits = z.output<typeof tradingLimitsSchema>;

/** The built-in simulator's generous defaults. */
export const SIMULATOR_LIMITS: TradingLimits = {
  maxOrderValue: '1000000',
  confirmAbove: '500000',
  priceBandPercent: '10',
  maxOrdersPerMinute: 30,
  maxDailyValue: '10000000',
  stakingMaxSharePercent: '100',
  confirmWindowMinutes: DEFAULT_CONFIRM_WINDOW_MINUTES,
};

/** Modest defaults of a new production or sandbox profile (the user is asked, prefilled with these). */
export const MODEST_LIMITS: TradingLimits = {
  maxOrderValue: '10000',
  confirmAbove: '5000',
  priceBandPercent: '5',
  maxOrdersPerMinute: 10,
  maxDailyValue: '50000',
  stakingMaxSharePercent: '100',
  confirmWindowMinutes: DEFAULT_CONFIRM_WINDOW_MINUTES,
};

/**
 * Whose defaults a profile gets. Never its environment label, which the page
 * can change: only the built-in simulator (main's own, on its loopback port)
 * has the generous ones; every other profile has the modest ones.
 */
export type LimitsKind = 'built-in-simulator' | 'connection';

/** The defaults for a kind of profile. */
export function defaultLimits(kind: LimitsKind): TradingLimits {
  return kind === 'built-in-simulator' ? { ...SIMULATOR_LIMITS } : { ...MODEST_LIMITS };
}

/** Each limit's name as the limits form shows it; the confirmation of a raise and its refusal name limits the same way. */
export const LIMIT_LABELS: Record<keyof TradingLimits, MessageKey> = {
  maxOrderValue: 'trading.limits.maxOrderValue',
  confirmAbove: 'trading.limits.confirmAbove',
  priceBandPercent: 'trading.limits.priceBandPercent',
  maxOrdersPerMinute: 'trading.limits.maxOrdersPerMinute',
  maxDailyValue: 'trading.limits.maxDailyValue',
  stakingMaxSharePercent: 'trading.limits.stakingMaxSharePercent',
  confirmWindowMinutes: 'trading.limits.confirmWindowMinutes',
};

const LIMIT_KEYS = Object.keys(LIMIT_LABELS) as (keyof TradingLimits)[];
// Which direction loosens each limit: a larger value (a larger threshold asks less often), except the
// confirmation window, where a shorter window sums fewer orders and so asks less often.
const LOOSER_WHEN_SMALLER: ReadonlySet<keyof TradingLimits> = new Set(['confirmWindowMinutes']);

/** The limits that `next` loosens compared with `current`: these need a confirmation main shows. */
export function raisedLimits(current: TradingLimits, next: TradingLimits): (keyof TradingLimits)[] {
  return LIMIT_KEYS.filter((key) => {
    const [before, after] = [new Big(String(current[key])), new Big(String(next[key]))];
    return LOOSER_WHEN_SMALLER.has(key) ? after.lt(before) : after.gt(before);
  });
}

/** An amount of money as the region writes it ("CHF 1\'250\'000.00" in de-CH): two places, rounded half up (`locale`; absent: this runtime's). */
export function formatMoney(currency: string, value: string, locale?: string): string {
  return `${currency} ${formatDecimal(value, { precision: 2, ...(locale === undefined ? {} : { locale }) })}`;
}

/** Two figures that must differ in words ("above ... limit of"): rounding must not make them read the same. */
export function formatPair(currency: string, value: string, limit: string, locale?: string): [string, string] {
  let places = 2;
  while (places < 8 && new Big(value).toFixed(places, Big.roundDown) === new Big(limit).toFixed(places, Big.roundDown))
    places += 1;
  const written = (text: string) =>
    `${currency} ${formatDecimal(text, { precision: places, ...(locale === undefined ? {} : { locale }) })}`;
  return [written(value), written(limit)];
}
