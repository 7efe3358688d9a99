import type { MessageKey } from '../i18n/catalogue/messages';
import { message, type Message } from '../i18n/message';

/** A reward range as the service defines it: payout time in [from, to). */
export interface PayoutRange {
  /** payoutTimeAfterInclusive, ISO 8601 UTC. */
  readonly from: string;
  /** payoutTimeBeforeExclusive, ISO 8601 UTC. */
  readonly to: string;
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;
/** A date and time as a person writes it in UTC: "2026-01-31 08:00 UTC" (seconds optional). */
const DATE_TIME_UTC = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2})?) ?UTC$/i;

/** The words a trader reads beside a range: what a date means and how to give a time of day. */
export const INSTANT_HINT: MessageKey = 'staking.range.hint';

/**
 * An instant from what a trader types: a date (YYYY-MM-DD) means midnight UTC
 * that day; a time of day must say its zone ("2026-01-31 08:00 UTC", or ISO's Z or
 * +01:00): a local zone is never guessed.
 * Answers ISO 8601 UTC, or an error in words.
 */
export function parseInstant(text: string): { ok: true; iso: string } | { ok: false; message: Message } {
  const value = text.trim();
  const date = DATE_ONLY.exec(value);
  if (date) {
    const [, y, m, d] = date;
    const ms = Date.UTC(Number(y), Number(m) - 1, Number(d));
    const back = new Date(ms);
    if (
      back.getUTCFullYear() !== Number(y) ||
      back.getUTCMonth() !== Number(m) - 1 ||
      back.getUTCDate() !== Number(d)
    ) {
      return { ok: false, message: message('staking.range.notCalendarDate', { value }) };
    }
    return { ok: true, iso: back.toISOString() };
  }
  const utc = DATE_TIME_UTC.exec(value);
  if (utc) {
    const ms = Date.parse(`${utc[1]}T${utc[2]}Z`);
    // Date.parse rolls 30 February over into March: the day typed must be the day read.
    if (!Number.isNaN(ms) && new Date(ms).toISOString().startsWith(utc[1]!))
      return { ok: true, iso: new Date(ms).toISOString() };
  }
  if (DATE_TIME.test(value)) {
    const ms = Date.parse(value);
    if (!Number.isNaN(ms)) return { ok: true, iso: new Date(ms).toISOString() };
  }
  return { ok: false, message: message('staking.range.notInstant', { value }) };
}

/** Which bound of a range a problem is about ('range': how the two bounds relate). */
export type RangeBound = 'from' | 'to' | 'range';

/** Checks a [from, to) range typed by a trader; the upper bound must be after the lower one. The problem names its bound. */
export function parsePayoutRange(
  fromText: string,
  toText: string,
): { ok: true; range: PayoutRange } | { ok: false; bound: RangeBound; message: Message } {
  const from = parseInstant(fromText);
  if (!from.ok) return { ok: false, bound: 'from', message: from.message };
  const to = parseInstant(toText);
  if (!to.ok) return { ok: false, bound: 'to', message: to.message };
  if (Date.parse(to.iso) <= Date.parse(from.iso))
    return { ok: false, bound: 'range', message: message('staking.range.endBeforeStart') };
  return { ok: true, range: { from: from.iso, to: to.iso } };
}

const BOUND_PROBLEM = {
  from: 'staking.range.fromProblem',
  to: 'staking.range.toProblem',
} as const satisfies Record<Exclude<RangeBound, 'range'>, MessageKey>;

/** A range's problem in words (`format` puts a Message into the reader's language): which bound ("From: …"), then what is wrong with it. */
export function rangeProblemText(
  problem: { readonly bound: RangeBound; readonly message: Message },
  format: (words: Message) => string,
): string {
  const what = format(problem.message);
  return problem.bound === 'range' ? what : format(message(BOUND_PROBLEM[problem.bound], { problem: what }));
}
