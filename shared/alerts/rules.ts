import { z } from 'zod';
import type { Message } from '../i18n/message';
import { formatDecimal } from '../format/decimal';
import { formatPercent } from '../format/percent';
import type { PrecisionTable } from '../format/precision';
import { pricePlaces, writtenPlaces } from '../format/precision';
import { decimalText } from '../wire/decimal';

/** Which price of the top of book a rule watches. */
export const ALERT_PRICES = ['mid', 'bid', 'ask'] as const;
export type AlertPrice = (typeof ALERT_PRICES)[number];
/** How often main checks the rules against the service's prices by default. */
export const ALERT_CHECK_MS = 30_000;
/** The windows a move rule measures over. */
export const MOVE_WINDOWS = { '1h': 3_600_000, '24h': 86_400_000 } as const;
export type MoveWindow = keyof typeof MOVE_WINDOWS;

const instrument = {
  profileId: z.string().min(1).max(100),
  symbol: z.string().regex(/^[A-Z0-9]{2,12}$/, 'Must be an instrument symbol such as BTC'),
  currency: z.string().regex(/^[A-Z0-9]{2,12}$/, 'Must be a currency such as CHF'),
  on: z.enum(ALERT_PRICES).default('mid'),
};
const positive = decimalText.refine((text) => !text.startsWith('-') && /[1-9]/.test(text), 'Must be above 0');

/** A new rule as the user sets it: a level crossed (above/below), or a move of N % within 1 h or 24 h. */
export const alertRuleInput = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('level'), ...instrument, direction: z.enum(['above', 'below']), level: positive }),
  z.strictObject({ kind: z.literal('move'), ...instrument, percent: positive, window: z.enum(['1h', '24h']) }),
]);
export type AlertRuleInput = z.input<typeof alertRuleInput>;
export type AlertRuleSpec = z.output<typeof alertRuleInput>;

/** The spec part of a rule as main keeps it (what the user set, without its state). */
export function ruleSpec(rule: AlertRule): AlertRuleSpec {
  const base = { profileId: rule.profileId, symbol: rule.symbol, currency: rule.currency, on: rule.on };
  return rule.kind === 'level'
    ? { kind: 'level', ...base, direction: rule.direction, level: rule.level }
    : { kind: 'move', ...base, percent: rule.percent, window: rule.window };
}

/** A rule as main keeps it: the spec, whether it is armed (fires at the next crossing), and a snooze. */
export type AlertRule = AlertRuleSpec & {
  readonly id: string;
  readonly createdAt: string;
  readonly armed: boolean;
  /** ISO time until which a crossing is logged but not notified; null when not snoozed. */
  readonly snoozedUntil: string | null;
  /** The last price (or move in %) seen, and when (the service's timestamp). */
  readonly last: { readonly value: string; readonly at: string } | null;
  /** A hash of the service address and API key it was set through (never either of them). */
  readonly connection?: string;
};

/** One line of the alert log: a rule that fired. */
export interface PriceAlertEvent {
  readonly id: string;
  readonly at: string;
  readonly ruleId: string;
  readonly profileId: string;
  readonly symbol: string;
  readonly currency: string;
  /** The line in English (the desk's output and main's log). */
  readonly message: string;
  /** The rule as it was when it fired (the page words the line in its language); absent in lines logged before it was kept. */
  readonly rule?: AlertRuleSpec;
  /** The price (level rules) or move in % (move rules) that crossed. */
  readonly value: string;
  /** True when the rule was snoozed: logged, not notified. */
  readonly snoozed: boolean;
}

/** The watched price in words: "mid price", "bid", "ask". */
export const ALERT_PRICE_WORDS: Readonly<Record<AlertPrice, string>> = { mid: 'mid price', bid: 'bid', ask: 'ask' };
const WINDOW_WORDS: Readonly<Record<MoveWindow, string>> = { '1h': '1 hour', '24h': '24 hours' };

/** Options of the alert wording: the instruments' places (the window's table; main falls back to the currency's) and a locale. */
export interface AlertWordsOptions {
  readonly table?: PrecisionTable;
  readonly locale?: string;
}

/**
 * A price of an instrument with its currency at the instrument's places:
 * "CHF 58,000.00". A level the user set (`asSet`) keeps every digit it was
 * written with (57,423.315 is not shown as 57,423.32).
 */
export function formatAlertPrice(
  value: string,
  instrument: { symbol: string; currency: string },
  options: AlertWordsOptions & { asSet?: boolean } = {},
): string {
  const instrumentPlaces = pricePlaces(instrument.symbol, instrument.currency, options.table);
  const places = options.asSet ? Math.max(instrumentPlaces ?? 0, writtenPlaces(value)) : instrumentPlaces;
  return `${instrument.currency} ${formatDecimal(value, { ...(places === undefined ? {} : { precision: places }), ...(options.locale ? { locale: options.locale } : {}) })}`;
}

/** A trader's words for a rule: "BTC/CHF mid price rises to or above CHF 70,000.00", "ETH/USD bid moves 5.00 % within 1 hour". */
export function describeRule(rule: AlertRuleSpec, options: AlertWordsOptions = {}): string {
  const name = `${rule.symbol}/${rule.currency} ${ALERT_PRICE_WORDS[rule.on]}`;
  if (rule.kind === 'move')
    return `${name} moves ${formatPercent(rule.percent, options.locale ? { locale: options.locale } : {})} within ${WINDOW_WORDS[rule.window]}`;
  return `${name} ${rule.direction === 'above' ? 'rises to or above' : 'falls to or below'} ${formatAlertPrice(rule.level, rule, { ...options, asSet: true })}`;
}

/** A value a rule evaluated, in words: the price with its currency (level), or the signed move (move): "CHF 70,100.50", "+5.12 %". */
export function describeValue(rule: AlertRuleSpec, value: string, options: AlertWordsOptions = {}): string {
  return rule.kind === 'level'
    ? formatAlertPrice(value, rule, options)
    : formatPercent(value, { signed: true, ...(options.locale ? { locale: options.locale } : {}) });
}

/** The snoozes offered, in minutes (0 ends a snooze): 1 h, 4 h, 24 h. */
export const SNOOZE_MINUTES = [60, 240, 1440] as const;

/** alerts.remove / alerts.snooze inputs. */
export const alertRuleRef = z.strictObject({ ruleId: z.string().min(1).max(100) });
export const alertSnoozeInput = z.strictObject({
  ruleId: z.string().min(1).max(100),
  minutes: z.literal([0, ...SNOOZE_MINUTES], {
    error: `Must be 0 (end the snooze) or one of ${SNOOZE_MINUTES.join(', ')} minutes`,
  }),
});

/** The priceAlertsChanged push event: every rule as main now keeps it, and the log lines this change added (newest first). */
export interface PriceAlertsChanged {
  readonly rules: readonly AlertRule[];
  readonly fired: readonly PriceAlertEvent[];
}

/** What one check did (alerts.check, desk alerts check). */
export interface AlertCheckView {
  readonly checkedAt: string;
  readonly rules: number;
  readonly fired: readonly PriceAlertEvent[];
  /** What kept a profile's rules from being checked: catalogue words, or the service's own text. */
  readonly problems: readonly { readonly profileId: string; readonly message: Message | string }[];
}
