import type { PortfolioRange } from '../../../shared/custody/ranges';
import { formatAxisCalendar, formatAxisTime } from '../format/datetime';

/** Tick positions of one axis and how to label them. */
export interface AxisTicks {
  readonly ticks: readonly number[];
  readonly label: (value: number) => string;
}

const HOUR_MS = 60 * 60 * 1000;

// Each range ticks on boundaries of the local calendar, so no two labels name the same day.
interface TimeStep {
  /** The first boundary at or after `ms`. */
  first(ms: number): Date;
  next(date: Date): Date;
  label(date: Date): string;
}

// Labels follow the app's one date style (locale or ISO, format/datetime.ts).
const dayMonth = { format: (date: Date): string => formatAxisCalendar(date, 'day') };
const hourMinute = { format: (date: Date): string => formatAxisTime(date.getTime(), 'minute') };
const monthOnly = { format: (date: Date): string => formatAxisCalendar(date, 'month') };
const monthYear = { format: (date: Date): string => formatAxisCalendar(date, 'monthYear') };

function startOfDay(ms: number): Date {
  const date = new Date(ms);
  date.setHours(0, 0, 0, 0);
  return date;
}

function ceilTo(ms: number, floor: Date, next: (date: Date) => Date): Date {
  let date = floor;
  while (date.getTime() < ms) date = next(date);
  return date;
}

const addDays =
  (days: number) =>
  (date: Date): Date => {
    const next = new Date(date);
    next.setDate(next.getDate() + days);
    return next;
  };

const STEPS: Record<PortfolioRange, TimeStep> = {
  // Every 12 hours: midnight carries the date, noon the hour.
  '1W': {
    first: (ms) => {
      const day = startOfDay(ms);
      return ceilTo(ms, day, (date) => new Date(date.getTime() + 12 * HOUR_MS));
    },
    next: (date) => {
      const next = new Date(date);
      next.setHours(date.getHours() + 12);
      return next;
    },
    label: (date) => (date.getHours() === 0 ? dayMonth.format(date) : hourMinute.format(date)),
  },
  // Every fifth day of the month: 1, 6, 11, 16, 21, 26.
  '1M': {
    first: (ms) => ceilTo(ms, startOfDay(ms), addDays(1)),
    next: addDays(1),
    label: (date) => dayMonth.format(date),
  },
  // Mondays.
  '3M': {
    first: (ms) => {
      const day = ceilTo(ms, startOfDay(ms), addDays(1));
      return addDays((8 - day.getDay()) % 7)(day);
    },
    next: addDays(7),
    label: (date) => dayMonth.format(date),
  },
  // First of each month; January also names the year.
  '1Y': {
    first: (ms) => {
      const date = startOfDay(ms);
      if (date.getTime() < ms || date.getDate() !== 1) {
        date.setDate(1);
        date.setMonth(date.getMonth() + 1);
      }
      return date;
    },
    next: (date) => {
      const next = new Date(date);
      next.setMonth(next.getMonth() + 1);
      return next;
    },
    label: (date) => (date.getMonth() === 0 ? monthYear.format(date) : monthOnly.format(date)),
  },
};

/** Time ticks for a range: hours on 1W, days on 1M, weeks on 3M, months on 1Y; each label names a distinct time. */
export function timeTicks(range: PortfolioRange, fromMs: number, toMs: number): AxisTicks {
  const step = STEPS[range];
  const ticks: number[] = [];
  for (let date = step.first(fromMs); date.getTime() <= toMs && ticks.length < 400; date = step.next(date)) {
    if (range === '1M' && (date.getDate() - 1) % 5 !== 0) continue;
    ticks.push(date.getTime());
  }
  if (range === '1M') {
    // A 31st lands 5 days after the 26th and 1 day before the 1st: drop it so labels keep their spacing.
    for (let i = ticks.length - 1; i > 0; i -= 1) {
      if ((ticks[i] ?? 0) - (ticks[i - 1] ?? 0) < 3 * 24 * HOUR_MS) ticks.splice(i - 1, 1);
    }
  }
  return { ticks, label: (ms) => step.label(new Date(ms)) };
}

/** A round step (1, 2, 2.5 or 5 times a power of ten) that splits `span` into about `count` parts. */
export function niceStep(span: number, count: number): number {
  if (!(span > 0) || !Number.isFinite(span)) return 1;
  const raw = span / Math.max(1, count);
  const power = 10 ** Math.floor(Math.log10(raw));
  const fraction = raw / power;
  const nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 2.5 ? 2.5 : fraction <= 5 ? 5 : 10;
  return nice * power;
}

const compact = new Intl.NumberFormat(undefined, { notation: 'compact', maximumFractionDigits: 2 });

/**
 * Value ticks on round steps covering [min, max] (plotting geometry only:
 * the exact figures are shown as text elsewhere). A flat series gets a band
 * around its value so the line is not drawn on the frame.
 */
export function valueTicks(
  min: number,
  max: number,
  count = 4,
): AxisTicks & { readonly domain: readonly [number, number] } {
  const low = min === max ? min - Math.max(1, Math.abs(min) * 0.01) : min;
  const high = min === max ? max + Math.max(1, Math.abs(max) * 0.01) : max;
  const step = niceStep(high - low, count);
  const start = Math.floor(low / step) * step;
  const end = Math.ceil(high / step) * step;
  const ticks: number[] = [];
  // Multiplying instead of adding keeps 0.1-steps free of accumulated float error.
  for (let i = 0; start + i * step <= end + step / 1e9 && ticks.length < 50; i += 1)
    ticks.push(Number((start + i * step).toPrecision(12)));
  return { ticks, domain: [start, end], label: (value) => compact.format(value) };
}
