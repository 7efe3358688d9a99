import { z } from 'zod';
import type { CommandValues } from '../command';
import { UsageError } from '../command';

/** A string option's value (undefined when absent); an empty or valueless one is a usage error. */
export function textOption(values: CommandValues, name: string): string | undefined {
  const value = values[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || value === '') throw new UsageError(`--${name} needs a value.`);
  return value;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A YYYY-MM-DD option (a real calendar day), or undefined when absent. */
export function dayOption(values: CommandValues, name: string): string | undefined {
  const value = textOption(values, name);
  if (value !== undefined && (!DAY.test(value) || !z.iso.date().safeParse(value).success)) throw new UsageError(`--${name} must be a date such as 2025-01-31; got "${value}".`);
  return value;
}
