import { z } from 'zod';
import { AppError } from '../../../services/errors';
import type { CommandValues } from '../command';
import { UsageError } from '../command';

/*
 * The one set of helpers every `desk` command reads its options with
 * (node:util parseArgs values). The shape of the command line (a missing,
 * empty, repeated or foreign option, a number that is not one) is a usage
 * error: exit 2, nothing built or sent. A value checked by an IPC channel's
 * own schema fails as that channel fails (validation: exit 1), so the desk
 * refuses exactly what the window refuses.
 */

/**
 * A string option's value (undefined when absent). An empty or valueless one
 * is a usage error, and so is an option given twice where the command takes
 * it once (parseArgs collects repeats for a subcommand that takes several).
 */
export function textOption(values: CommandValues, name: string): string | undefined {
  let value = values[name];
  if (value === undefined) return undefined;
  if (Array.isArray(value)) {
    if (value.length > 1) throw new UsageError(`--${name} may be given only once here.`);
    value = value[0];
  }
  if (typeof value !== 'string' || value === '') throw new UsageError(`--${name} needs a value.`);
  return value;
}

/** A string option that must be given. */
export function requiredOption(values: CommandValues, name: string): string {
  const value = textOption(values, name);
  if (value === undefined) throw new UsageError(`--${name} is required.`);
  return value;
}

/** Every value of a repeatable option (none: an empty list). */
export function listOption(values: CommandValues, name: string): string[] {
  const value = values[name];
  const list = value === undefined ? [] : Array.isArray(value) ? value : [value];
  if (list.some((entry) => typeof entry !== 'string' || entry === '')) throw new UsageError(`--${name} needs a value.`);
  return list as string[];
}

/** A whole-number option (digits only: no sign, point or exponent) within min..max, or undefined when absent. */
export function wholeNumberOption(
  values: CommandValues,
  name: string,
  range: { min?: number; max?: number } = {},
): number | undefined {
  const value = textOption(values, name);
  if (value === undefined) return undefined;
  const { min = 0, max = Number.MAX_SAFE_INTEGER } = range;
  if (!/^\d{1,16}$/.test(value) || Number(value) < min || Number(value) > max) {
    throw new UsageError(`--${name} must be a whole number from ${min} to ${max}; got "${value}".`);
  }
  return Number(value);
}

/** Refuses the options of another subcommand (parseArgs saw the union of all of them); `command`: e.g. "orders cancel". */
export function onlyOptions(values: CommandValues, allowed: readonly string[], command: string): void {
  const extra = Object.keys(values).filter(
    (key) => values[key] !== undefined && key !== 'help' && !allowed.includes(key),
  );
  if (extra.length > 0)
    throw new UsageError(`\`${command}\` does not take ${extra.map((key) => `--${key}`).join(', ')}.`);
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A YYYY-MM-DD option (a real calendar day), or undefined when absent. */
export function dayOption(values: CommandValues, name: string): string | undefined {
  const value = textOption(values, name);
  if (value !== undefined && (!DAY.test(value) || !z.iso.date().safeParse(value).success))
    throw new UsageError(`--${name} must be a date such as 2025-01-31; got "${value}".`);
  return value;
}

/**
 * Options gathered into an IPC channel's input, checked by that channel's
 * schema; every problem is named by its option (flagOf maps a schema path to
 * "--flag").
 */
export function checkedOptions<S extends z.ZodType>(
  schema: S,
  input: unknown,
  flagOf: (path: string) => string,
): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => ({
    path: flagOf(issue.path.map(String).join('.')),
    message: issue.message,
  }));
  throw new AppError('validation', `${issues.map((issue) => `${issue.path}: ${issue.message}`).join('; ')}.`, {
    issues,
  });
}
