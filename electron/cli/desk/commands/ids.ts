import { UsageError } from '../command';
import type { CommandValues } from '../command';

/** A positive whole id from the command line ("42"), or a usage error naming the option. */
export function positiveId(text: string, option: string): number {
  if (!/^[1-9]\d{0,14}$/.test(text)) throw new UsageError(`${option} must be a positive whole number, not "${text}".`);
  return Number(text);
}

/** An optional `--name ID` option: null when absent, else a positive whole id (a usage error otherwise). */
export function optionalId(values: CommandValues, name: string): number | null {
  const value = values[name];
  if (value === undefined) return null;
  if (typeof value !== 'string') throw new UsageError(`--${name} needs an account id.`);
  return positiveId(value, `--${name}`);
}
