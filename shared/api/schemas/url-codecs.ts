import { z } from 'zod';
import { ACCOUNT_NUMBER_PATTERN } from './common';

/*
 * Codecs between URL text (one string, or string[] when a key repeats) and
 * typed values. The simulator decodes with them (a bad value is a 400 naming
 * the parameter); the client encodes with them, so the query it signs is
 * produced by the same rules. Wrap in .optional() for optional parameters:
 * encoding undefined leaves the key absent.
 */

const INTEGER_TEXT = /^-?\d{1,16}$/;

/** Integer parameter; bounds are checked on the typed side, so both decode and encode enforce them. */
export function intParam(bounds: { min?: number; max?: number } = {}) {
  let typed = z.number().int();
  if (bounds.min !== undefined) typed = typed.min(bounds.min);
  if (bounds.max !== undefined) typed = typed.max(bounds.max);
  return z.codec(z.string().regex(INTEGER_TEXT, 'Must be a whole number'), typed, {
    decode: (value) => Number(value),
    encode: (value) => String(value),
  });
}

/** Boolean parameter: true/false (any case on input, as ASP.NET binds it); encodes lower case. */
export const boolParam = z.codec(z.string().regex(/^(true|false)$/i, 'Must be true or false'), z.boolean(), {
  decode: (value) => value.toLowerCase() === 'true',
  encode: (value) => String(value),
});

/** Text parameter, optionally constrained by a pattern. */
export function textParam(pattern?: RegExp, message?: string) {
  const base = z.string().min(1, 'Must not be empty');
  return pattern ? base.regex(pattern, message ?? `Must match ${pattern.source}`) : base;
}

/** date-time parameter: ISO 8601 UTC with Z, kept as text. */
export const dateTimeParam = z.iso.datetime({
  message: 'Must be an ISO 8601 UTC date-time such as 2026-11-01T00:00:00.000Z',
});

/** date parameter: YYYY-MM-DD, kept as text. */
export const dateParam = z.iso.date({ message: 'Must be a date such as 2026-11-01' });

/** uuid parameter (any version; ASP.NET Guid binding accepts them all). */
export const uuidParam = z.guid({ message: 'Must be a uuid' });

/** 12-digit account number parameter. */
export const accountNumberParam = textParam(ACCOUNT_NUMBER_PATTERN, 'Must be exactly 12 digits');

/** Enum parameter (strict: an unknown value is a 400). */
export function enumParam<const T extends readonly string[]>(values: T) {
  return z.enum(values);
}

const urlList = z.union([z.string(), z.array(z.string())]);

/** Repeated-key parameter of free text: accepts one string or string[]; encodes to string[]. */
export function textArrayParam(pattern?: RegExp) {
  return z.codec(urlList, z.array(textParam(pattern)), {
    decode: (value) => (Array.isArray(value) ? value : [value]),
    encode: (value) => value,
  });
}

/** Repeated-key enum parameter (?status=New&status=Filled): one string or string[] in, typed array out. */
export function enumArrayParam<const T extends readonly string[]>(values: T) {
  return z.codec(urlList, z.array(z.enum(values)), {
    decode: (value) => (Array.isArray(value) ? value : [value]),
    encode: (value) => value,
  });
}

/** page: 1-based (decisions.md). */
export const pageParam = intParam({ min: 1 });

/** Largest pageSize any list accepts (decisions.md); larger is a 400. */
export const MAX_PAGE_SIZE = 1000;

/** pageSize: 1..1000 (decisions.md). */
export const pageSizeParam = intParam({ min: 1, max: MAX_PAGE_SIZE });

/** Default page of every paged list. */
export const DEFAULT_PAGE = 1;
