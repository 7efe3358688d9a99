/**
 * `new Date(ms).toISOString()` for the signing timestamp and the request log, with the date, hour and
 * minute formatted once a minute: requests come many times a minute, and formatting a Date costs ~5 µs of
 * a request when that code is cold (as it is in a desk that sends a request every few seconds); this
 * costs ~1.5 (`npm run bench -- client`). The same text for every whole millisecond of 1970-9999; any
 * other time is Date's to format (or refuse).
 */
let minuteStart = Number.NaN;
let minutePrefix = '';

/** 10000-01-01T00:00:00Z: from then on toISOString writes a six-digit year. */
const YEAR_10000_MS = 253_402_300_800_000;

export function isoTimestamp(ms: number): string {
  if (!(Number.isInteger(ms) && ms >= 0 && ms < YEAR_10000_MS)) return new Date(ms).toISOString();
  const intoMinute = ms % 60_000;
  if (ms - intoMinute !== minuteStart) {
    minuteStart = ms - intoMinute;
    minutePrefix = new Date(minuteStart).toISOString().slice(0, 17); // "YYYY-MM-DDTHH:MM:"
  }
  const seconds = (intoMinute / 1000) | 0;
  const millis = intoMinute - seconds * 1000;
  return (
    minutePrefix +
    (seconds < 10 ? '0' : '') +
    seconds +
    (millis < 10 ? '.00' : millis < 100 ? '.0' : '.') +
    millis +
    'Z'
  );
}
