const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });
const date = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const time = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false });

/** An ISO date-time in the user's locale and time zone, e.g. "12 Mar 2026, 14:03:07". */
export function formatDateTime(iso: string): string {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? iso : dateTime.format(ms);
}

/** An ISO date-time as a date only. */
export function formatDate(iso: string): string {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? iso : date.format(ms);
}

/** An ISO date-time as a 24-hour clock time with seconds (dense logs). */
export function formatTime(iso: string): string {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? iso : time.format(ms);
}
