import { UsageError } from '../command';

/** A positive whole id from the command line ("42"), or a usage error naming the option. */
export function positiveId(text: string, option: string): number {
  if (!/^[1-9]\d{0,14}$/.test(text)) throw new UsageError(`${option} must be a positive whole number, not "${text}".`);
  return Number(text);
}
