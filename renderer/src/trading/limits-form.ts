import type { TradingLimits } from '../../../shared/trading/limits';
import { tradingLimitsSchema } from '../../../shared/trading/limits';
import { parseDecimalInput } from '../format/parse-decimal';
import { translate } from '../i18n/store';

/** The limits as the form edits them: text in every field (the per-minute count included). */
export type LimitsDraft = Record<keyof TradingLimits, string>;
export type LimitsErrors = Partial<Record<keyof TradingLimits, string>>;

/** The limits that are whole numbers (a count, minutes); the others are decimal text. */
const WHOLE_NUMBERS = ['maxOrdersPerMinute', 'confirmWindowMinutes'] as const;

/** The form's text of a profile's limits. */
export function limitsDraftOf(limits: TradingLimits): LimitsDraft {
  return { ...limits, maxOrdersPerMinute: String(limits.maxOrdersPerMinute), confirmWindowMinutes: String(limits.confirmWindowMinutes) };
}

/**
 * The limits a draft describes, or the problem of each bad field. The same
 * schema main checks with, so a typo is caught before anything is sent;
 * main checks again (the page is never trusted with limits).
 */
export function parseLimitsDraft(draft: LimitsDraft): { ok: true; limits: TradingLimits } | { ok: false; errors: LimitsErrors } {
  // Amounts as the user's locale writes them ("1'000'000", "1.000.000,5"), or pasted from what the app shows.
  const plain = Object.fromEntries(Object.entries(draft).map(([key, text]) => [key, parseDecimalInput(text)])) as LimitsDraft;
  const whole = Object.fromEntries(WHOLE_NUMBERS.map((key) => [key, /^\d+$/.test(plain[key]) ? Number(plain[key]) : plain[key]]));
  const parsed = tradingLimitsSchema.safeParse({ ...plain, ...whole });
  if (parsed.success) return { ok: true, limits: parsed.data };
  const errors: LimitsErrors = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] as keyof TradingLimits;
    errors[key] ??= (WHOLE_NUMBERS as readonly string[]).includes(key) && issue.code === 'invalid_type' ? translate('trading.limits.wholeNumber') : issue.message;
  }
  return { ok: false, errors };
}
