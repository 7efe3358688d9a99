import { LosslessNumber, stringify } from 'lossless-json';

/**
 * Parses JSON from the wire without losing numeric digits: safe integers become
 * numbers, every other number a LosslessNumber with its exact text.
 */
export { parseWireJson } from './fast-parse';
export { parseWireJsonReference } from './lossless';

/** Serializes a wire value; LosslessNumber values are written as JSON numbers with their exact digits. */
export function stringifyWireJson(value: unknown): string {
  const text = stringify(value);
  if (text === undefined) throw new TypeError('The value has no JSON representation.');
  return text;
}

export { LosslessNumber };
