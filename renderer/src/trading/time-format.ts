const compact = new Intl.DateTimeFormat(undefined, { month: 'short', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false });

/** A dense table time, e.g. "Nov 25, 06:09:44" (local time zone); the full ISO text goes in a title. */
export function formatCompactTime(iso: string): string {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? iso : compact.format(ms);
}
