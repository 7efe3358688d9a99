import type { MessageKey } from '../../../shared/i18n/catalogue/messages';
import { formatCount } from '../../../shared/format/count';
import type { TradingLimits } from '../../../shared/trading/limits';
import { MAX_CONFIRM_WINDOW_MINUTES, MAX_ORDERS_PER_MINUTE, tradingLimitsSchema } from '../../../shared/trading/limits';
import { parseDecimalInput } from '../format/parse-decimal';
import { translate } from '../i18n/store';

/** The limits as the form edits them: text in every field (the per-minute count included). */
export type LimitsDraft = Record<keyof TradingLimits, string>;
export type LimitsErrors = Partial<Record<keyof TradingLimits, string>>;

/** The limits that are whole numbers (a count, minutes); the others are decimal text. */
const WHOLE_NUMBERS = ['maxOrdersPerMinute', 'confirmWindowMinutes'] as const;

/** The form's text of a profile's limits. */
export function limitsDraftOf(limits: TradingLimits): LimitsDraft {
  return {
    ...limits,
    maxOrdersPerMinute: String(limits.maxOrdersPerMinute),
    confirmWindowMinutes: String(limits.confirmWindowMinutes),
  };
}

/**
 * The limits a draft describes, or the problem of each bad field. The same
 * schema main checks with, so a typo is caught before anything is sent;
 * main checks again (the page is never trusted with limits).
 */
export function parseLimitsDraft(
  draft: LimitsDraft,
): { ok: true; limits: TradingLimits } | { ok: false; errors: LimitsErrors } {
  // Amounts as the user's locale writes them ("1'000'000", "1.000.000,5"), or pasted from what the app shows.
  const plain = Object.fromEntries(
    Object.entries(draft).map(([key, text]) => [key, parseDecimalInput(text)]),
  ) as LimitsDraft;
  const whole = Object.fromEntries(
    WHOLE_NUMBERS.map((key) => [key, /^\d+$/.test(plain[key]) ? Number(plain[key]) : plain[key]]),
  );
  const parsed = tradingLimitsSchema.safeParse({ ...plain, ...whole });
  if (parsed.success) return { ok: true, limits: parsed.data };
  const errors: LimitsErrors = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] as keyof TradingLimits;
    errors[key] ??= problemWords(key, issue.code);
  }
  return { ok: false, errors };
}

/** What is wrong with a field, by the kind of check the schema failed (its own words are English, for main and the CLI). */
type Problem = 'format' | 'range' | 'whole' | 'min' | 'max';

const PROBLEMS: Record<keyof TradingLimits, Partial<Record<Problem, MessageKey>>> = {
  maxOrderValue: {
    format: 'trading.limits.error.maxOrderValue.format',
    range: 'trading.limits.error.maxOrderValue.range',
  },
  confirmAbove: {
    format: 'trading.limits.error.confirmAbove.format',
    range: 'trading.limits.error.confirmAbove.range',
  },
  maxDailyValue: {
    format: 'trading.limits.error.maxDailyValue.format',
    range: 'trading.limits.error.maxDailyValue.range',
  },
  priceBandPercent: {
    format: 'trading.limits.error.priceBandPercent.format',
    range: 'trading.limits.error.priceBandPercent.range',
  },
  stakingMaxSharePercent: {
    format: 'trading.limits.error.stakingMaxSharePercent.format',
    range: 'trading.limits.error.stakingMaxSharePercent.range',
  },
  maxOrdersPerMinute: {
    whole: 'trading.limits.wholeNumber',
    min: 'trading.limits.error.maxOrdersPerMinute.min',
    max: 'trading.limits.error.maxOrdersPerMinute.max',
  },
  confirmWindowMinutes: {
    whole: 'trading.limits.error.confirmWindowMinutes.whole',
    min: 'trading.limits.error.confirmWindowMinutes.min',
    max: 'trading.limits.error.confirmWindowMinutes.max',
  },
};

/** A field's problem in the page's language: text fields fail their pattern or their range (a refine); counts their type or bounds. */
function problemWords(key: keyof TradingLimits, code: string): string {
  const whole = (WHOLE_NUMBERS as readonly string[]).includes(key);
  const problem: Problem = whole
    ? code === 'too_small'
      ? 'min'
      : code === 'too_big'
        ? 'max'
        : 'whole'
    : code === 'custom'
      ? 'range'
      : 'format';
  const words = PROBLEMS[key][problem] ?? 'trading.limits.error.invalid';
  // The examples are as one types them (no group separators); the bounds are the schema's.
  return translate(words, {
    example: '250000',
    decimal: '250000.50',
    percent: '10',
    percentDecimal: '2.5',
    max: '100',
    orders: formatCount(MAX_ORDERS_PER_MINUTE),
    minutes: formatCount(MAX_CONFIRM_WINDOW_MINUTES),
  });
}
