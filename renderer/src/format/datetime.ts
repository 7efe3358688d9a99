import { useSyncExternalStore } from 'react';
import type { MessageKey } from '../../../shared/i18n/catalogue/messages';
import { translate } from '../i18n/store';

/**
 * The app's one date and time style: the user's locale ("25.11.2026, 14:03:07"
 * in de-CH, "11/25/2026, 2:03:07 PM" in en-US), or ISO 8601 ("2026-11-25
 * 14:03:07") when chosen in Settings. The local time zone, except where a
 * view shows times in UTC (statements are in UTC) and names the zone once.
 * Every date the renderer shows goes through these functions, so one choice
 * changes all.
 */
export type DateStyle = 'locale' | 'iso';

let style: DateStyle = 'locale';
let locale: string | undefined;
const listeners = new Set<() => void>();

/** Sets the style (from the preferences main keeps) and, for tests, the locale; views using useDateStyle re-render. */
export function setDateStyle(next: DateStyle, nextLocale?: string): void {
  if (next === style && nextLocale === locale) return;
  style = next;
  locale = nextLocale;
  formats.clear();
  for (const listener of listeners) listener();
}

/** The style in force, as a hook: a view that calls it re-renders when the style changes. */
export function useDateStyle(): DateStyle {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => style,
  );
}

const formats = new Map<string, Intl.DateTimeFormat>();
const OPTIONS = {
  date: { year: 'numeric', month: '2-digit', day: '2-digit' },
  dateTime: {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  },
  dateMinute: { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' },
  dayTime: { month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' },
  dayHour: { month: '2-digit', day: '2-digit', hour: '2-digit' },
  time: { hour: '2-digit', minute: '2-digit', second: '2-digit' },
  minute: { hour: '2-digit', minute: '2-digit' },
  axisDay: { day: 'numeric', month: 'short' },
  axisMonth: { month: 'short' },
  axisMonthYear: { month: 'short', year: 'numeric' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;
type Kind = keyof typeof OPTIONS;

function localeFormat(kind: Kind, utc = false): Intl.DateTimeFormat {
  const key = utc ? `${kind}:utc` : kind;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, utc ? { ...OPTIONS[kind], timeZone: 'UTC' } : OPTIONS[kind]);
    formats.set(key, format);
  }
  return format;
}

const pad = (value: number, width = 2): string => String(value).padStart(width, '0');

function isoText(ms: number, kind: Kind, utc = false): string {
  const at = new Date(ms);
  const [year, month, dayOfMonth, hours, minutes, seconds] = utc
    ? [at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate(), at.getUTCHours(), at.getUTCMinutes(), at.getUTCSeconds()]
    : [at.getFullYear(), at.getMonth(), at.getDate(), at.getHours(), at.getMinutes(), at.getSeconds()];
  const date = `${pad(year, 4)}-${pad(month + 1)}-${pad(dayOfMonth)}`;
  const minute = `${pad(hours)}:${pad(minutes)}`;
  const time = `${minute}:${pad(seconds)}`;
  const day = date.slice(5);
  const texts: Record<Kind, string> = {
    date,
    dateTime: `${date} ${time}`,
    dateMinute: `${date} ${minute}`,
    dayTime: `${day} ${time}`,
    dayHour: `${day} ${pad(hours)}h`,
    time,
    minute,
    axisDay: day,
    axisMonth: date.slice(0, 7),
    axisMonthYear: date.slice(0, 7),
  };
  return texts[kind];
}

function show(when: string | number | Date, kind: Kind, utc = false): string {
  const ms = typeof when === 'number' ? when : when instanceof Date ? when.getTime() : Date.parse(when);
  if (Number.isNaN(ms)) return String(when);
  return style === 'iso' ? isoText(ms, kind, utc) : localeFormat(kind, utc).format(ms);
}

/** A date-time with seconds, e.g. "25.11.2026, 14:03:07" (de-CH) or "2026-11-25 14:03:07" (ISO). */
export function formatDateTime(when: string | number | Date): string {
  return show(when, 'dateTime');
}

/** A date-time with seconds in UTC, in the same style ("25.11.2026, 13:03:07"): the view names the zone once, not each time. */
export function formatDateTimeUtc(when: string | number | Date): string {
  return show(when, 'dateTime', true);
}

/** A date-time to the minute for dense tables ("25.11.2026, 14:03"). */
export function formatDateMinute(when: string | number | Date): string {
  return show(when, 'dateMinute');
}

/** A date only ("25.11.2026", "2026-11-25"). A plain "YYYY-MM-DD" is that calendar day, not midnight UTC. */
export function formatDate(when: string | number | Date): string {
  if (typeof when === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(when)) return show(`${when}T12:00:00`, 'date');
  return show(when, 'date');
}

/** A clock time with seconds (dense logs). */
export function formatTime(when: string | number | Date): string {
  return show(when, 'time');
}

/** A day of this year and time for dense tables ("25.11., 06:09:44", "11-25 06:09:44"). */
export function formatDayTime(when: string | number | Date): string {
  return show(when, 'dayTime');
}

/** Chart axis labels at the grain the span shown needs (seconds, minutes, or day and hour). */
export function formatAxisTime(when: number, grain: 'second' | 'minute' | 'hour'): string {
  return show(when, grain === 'second' ? 'time' : grain === 'minute' ? 'minute' : 'dayHour');
}

/** Calendar labels of a chart's time axis ("5 Mar", "Mar", "Jan 2026"; ISO "03-05", "2026-03"). */
export function formatAxisCalendar(when: number | Date, grain: 'day' | 'month' | 'monthYear'): string {
  return show(when, grain === 'day' ? 'axisDay' : grain === 'month' ? 'axisMonth' : 'axisMonthYear');
}

/** The locale's own date-time style, whatever style is in force (Settings shows it as the choice's example). */
export function localeDateTime(when: number | Date): string {
  return new Intl.DateTimeFormat(locale, OPTIONS.dateTime).format(when);
}

/** The words of a date's parts in the page's language (dd.mm.yyyy, TT.MM.JJJJ, jj.mm.aaaa, gg.mm.aaaa). */
const PART_WORDS: Readonly<Record<'year' | 'month' | 'day', MessageKey>> = {
  year: 'ui.date.year',
  month: 'ui.date.month',
  day: 'ui.date.day',
};

/**
 * An example of the date style for placeholders and hints in the page's language ("dd.mm.yyyy", "yyyy-mm-dd";
 * German "TT.MM.JJJJ"). Call it when the words are shown: it reads the page's language then.
 */
export function datePattern(): string {
  if (style === 'iso')
    return [translate(PART_WORDS.year), translate(PART_WORDS.month), translate(PART_WORDS.day)].join('-');
  return localeFormat('date')
    .formatToParts(Date.UTC(2026, 10, 25, 12))
    .map((part) =>
      part.type === 'year' || part.type === 'month' || part.type === 'day'
        ? translate(PART_WORDS[part.type])
        : part.value,
    )
    .join('');
}

/** An example of the date-and-time style for placeholders and hints ("dd.mm.yyyy hh:mm", "yyyy-mm-dd hh:mm"). */
export function dateTimePattern(): string {
  return `${datePattern()} ${translate('ui.date.time')}`;
}

/** A local date-time to the minute as the app's date inputs hold it: "2026-11-25T14:03" (what Date.parse reads as local time). */
export const LOCAL_MINUTE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/**
 * Reads a date and time typed in the app's style ("25.11.2026, 14:03",
 * "11/25/2026, 02:03 PM") or as ISO ("2026-11-25 14:03", "2026-11-25T14:03"),
 * local time, to the minute; answers "YYYY-MM-DDTHH:mm" or null when it is
 * not a real date and time. The date part is read by parseDateInput.
 */
export function parseDateTimeInput(text: string): string | null {
  const match = /^(.+?)[,\sT]+(\d{1,2}):(\d{2})\s*(?:([AaPp])\.?[Mm]\.?)?$/.exec(text.trim());
  if (!match) return null;
  const date = parseDateInput(match[1] ?? '');
  if (date === null) return null;
  let hour = Number(match[2]);
  const minute = Number(match[3]);
  const meridiem = match[4]?.toLowerCase();
  if (meridiem !== undefined) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (meridiem === 'p' ? 12 : 0);
  }
  if (hour > 23 || minute > 59) return null;
  return `${date}T${pad(hour)}:${pad(minute)}`;
}

/**
 * Reads a date typed in the app's style (or always as ISO "2026-11-25") and
 * answers "YYYY-MM-DD", or null when it is not a real date. The locale's order
 * of day, month and year comes from Intl; any separators are accepted.
 */
export function parseDateInput(text: string): string | null {
  const value = text.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value);
  let parts: { year: string; month: string; day: string } | null = iso
    ? { year: iso[1] ?? '', month: iso[2] ?? '', day: iso[3] ?? '' }
    : null;
  if (!parts && style === 'locale') {
    const numbers = value.match(/\d+/g);
    const order = localeFormat('date')
      .formatToParts(0)
      .map((part) => part.type)
      .filter((type): type is 'year' | 'month' | 'day' => type === 'year' || type === 'month' || type === 'day');
    if (numbers?.length === 3 && order.length === 3 && /^[\d\s./,-]+$/.test(value)) {
      const found = Object.fromEntries(order.map((type, index) => [type, numbers[index] ?? ''])) as {
        year: string;
        month: string;
        day: string;
      };
      parts = found.year.length === 4 ? found : null;
    }
  }
  if (!parts) return null;
  const year = Number(parts.year);
  const month = Number(parts.month);
  const day = Number(parts.day);
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}
