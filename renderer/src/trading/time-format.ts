import { formatDayTime } from '../format/datetime';

/** A dense table time, e.g. "11/25, 06:09:44 AM" (the app's date style, local time zone); the full ISO text goes in a title. */
export function formatCompactTime(iso: string): string {
  return formatDayTime(iso);
}
