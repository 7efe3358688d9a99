import { DAY } from '../clock';

/** [start, end) in ms of the UTC days dateFrom..dateTo inclusive. */
export function dayRange(dateFrom: string, dateTo: string): { start: number; end: number } {
  return { start: Date.parse(`${dateFrom}T00:00:00Z`), end: Date.parse(`${dateTo}T00:00:00Z`) + DAY };
}

/** The last instant of a UTC day. */
export function endOfDay(date: string): number {
  return Date.parse(`${date}T00:00:00Z`) + DAY - 1;
}
