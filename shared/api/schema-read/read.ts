import type { z } from 'zod';
import { decimal } from '../../wire/decimal';
import { int } from '../schemas/common';
import { Cursor, FAILED } from './cursor';

/*
 * The fast tier of the client's decode: an answer's text read straight into its response schema's output,
 * in one pass (no tree of parsed JSON first). The general tier (parseWireJson, then the schema's own
 * safeParse: electron/client/decode.ts) decides everything this reader does not confirm, and words the error.
 *
 * Rule: the output is exactly what the general tier gives for the same text, or FAILED (never looser). The
 * reader is built from the schema's public definition (`schema.def`, typed and documented by zod; not a
 * JSON Schema, which drops refinements and cannot tell `.catch` from `.default`, so a reader built from it
 * would accept what zod refuses). It reads only these kinds itself, each only without checks:
 *   objects (zod's default: unknown keys dropped), arrays, strings, booleans, string enums,
 *   nullable, optional, a plain pipe (tolerantEnum), and the project's own `decimal` and `int`.
 * Any other node (a format, a refinement, a union, a transform, a catch, a strict object, ...) is cut out
 * of the text, parsed exactly and given to that node's own safeParse: zod decides it, as in the general tier.
 * `delegatedPaths` lists those nodes, and a test pins the list for every catalog response.
 */

type Schema = z.ZodType;
type Def = { type: string; checks?: readonly unknown[] } & Record<string, unknown>;
export type Reader = (cursor: Cursor) => unknown;

export { FAILED };

/** The schema's output for this JSON text (as parseWireJson and the schema would give it), or FAILED. */
export function readWithSchema(schema: Schema, text: string): unknown {
  const cursor = new Cursor(text);
  try {
    cursor.skipWhitespace();
    const value = readerOf(schema)(cursor);
    if (value === FAILED) return FAILED;
    cursor.skipWhitespace();
    return cursor.at === text.length ? value : FAILED;
  } catch (error) {
    // A string's escapes or a cut-out value refused by the exact parser: the general tier words the error.
    if (error instanceof SyntaxError || error instanceof RangeError) return FAILED;
    throw error;
  }
}

/** Paths of the nodes the reader hands to zod whole ('' is the root, '[]' an array's element). */
export function delegatedPaths(schema: Schema): string[] {
  const paths: string[] = [];
  plan(schema, '', paths);
  return paths;
}

/** A schema's reader, built on first use and kept with the schema (as long as it lives). */
const readers = new WeakMap<Schema, Reader>();

function readerOf(schema: Schema): Reader {
  let reader = readers.get(schema);
  if (reader === undefined) {
    reader = plan(schema, '', null);
    readers.set(schema, reader);
  }
  return reader;
}

const readDecimal: Reader = (cursor) => cursor.readDecimal();
const readSmallInteger: Reader = (cursor) => cursor.readSmallInteger();
const readString: Reader = (cursor) => cursor.readString();
const readBoolean: Reader = (cursor) => cursor.readBoolean();

/** The reader of one node; `delegated` (when given) collects the paths handed to zod. */
function plan(schema: Schema, path: string, delegated: string[] | null): Reader {
  if (schema === (decimal as unknown as Schema)) return readDecimal;
  if (schema === (int as unknown as Schema)) return readSmallInteger;
  const def = schema.def as unknown as Def;
  const whole = (): Reader => {
    delegated?.push(path);
    return zodReader(schema);
  };
  if ((def.checks?.length ?? 0) > 0 || def.coerce === true) return whole();
  switch (def.type) {
    case 'string':
      // A format (date-time, guid, ...) is a check of its own kind: zod's.
      return 'format' in def ? whole() : readString;
    case 'number':
      return readSmallInteger;
    case 'boolean':
      return readBoolean;
    case 'enum': {
      const values = stringEnumValues(def);
      return values ? enumReader(values) : whole();
    }
    case 'nullable': {
      const inner = plan(def.innerType as Schema, path, delegated);
      return (cursor) => (cursor.take('null') ? null : inner(cursor));
    }
    case 'optional': {
      const inner = def.innerType as Schema;
      // A default (or prefault) inside substitutes for absence and may change a value: zod's rule.
      if (['default', 'prefault'].includes((inner.def as unknown as Def).type)) return whole();
      // JSON has no undefined: a value that is there is the inner type's (absence is the object's matter).
      return plan(inner, path, delegated);
    }
    case 'pipe': {
      // A codec or transform changes the value: only `decimal` (above) is known.
      if ('transform' in def) return whole();
      const first = plan(def.in as Schema, path, delegated);
      const then = valueCheck(def.out as Schema, () => delegated?.push(path));
      return (cursor) => {
        const value = first(cursor);
        return value === FAILED ? FAILED : then(value);
      };
    }
    case 'array': {
      const element = plan(def.element as Schema, `${path}[]`, delegated);
      return (cursor) => readArray(cursor, element);
    }
    case 'object':
      return objectPlan(schema, def, path, delegated) ?? whole();
    default:
      return whole();
  }
}

/** zod itself for one node: its value cut out of the text and parsed exactly, then the node's safeParse. */
function zodReader(schema: Schema): Reader {
  return (cursor) => {
    const value = cursor.readJson();
    if (value === FAILED) return FAILED;
    const parsed = schema.safeParse(value);
    return parsed.success ? parsed.data : FAILED;
  };
}

/** A value already read, checked by the pipe's second schema: an enum (also under a catch: tolerantEnum) by its values, else zod. */
function valueCheck(schema: Schema, delegate: () => void): (value: unknown) => unknown {
  const def = schema.def as unknown as Def;
  const enumDef = def.type === 'catch' ? ((def.innerType as Schema).def as unknown as Def) : def;
  const values = enumDef.type === 'enum' && !(enumDef.checks?.length ?? 0) ? stringEnumValues(enumDef) : null;
  if (values === null) delegate();
  return (value) => {
    if (values?.has(value as string)) return value;
    // Anything else (a catch's fallback included) is zod's to decide.
    const parsed = schema.safeParse(value);
    return parsed.success ? parsed.data : FAILED;
  };
}

/** An enum's values when they are all strings (`def.entries`), else null. */
function stringEnumValues(def: Def): ReadonlySet<string> | null {
  const values = Object.values(def.entries as Record<string, unknown>);
  return values.every((value) => typeof value === 'string') ? new Set(values as string[]) : null;
}

/** One of an enum's values: the schema's own string is the output. */
function enumReader(values: ReadonlySet<string>): Reader {
  return (cursor) => {
    const text = cursor.readString();
    return text !== FAILED && values.has(text) ? text : FAILED;
  };
}

function readArray(cursor: Cursor, element: Reader): unknown {
  if (cursor.peek() !== 91) return FAILED;
  cursor.at++;
  cursor.skipWhitespace();
  const out: unknown[] = [];
  if (cursor.peek() === 93) {
    cursor.at++;
    return out;
  }
  for (;;) {
    const item = element(cursor);
    if (item === FAILED) return FAILED;
    out.push(item);
    cursor.skipWhitespace();
    const code = cursor.peek();
    cursor.at++;
    if (code === 93) return out;
    if (code !== 44) return FAILED;
    cursor.skipWhitespace();
  }
}

/** Marks a field not (yet) read. */
const ABSENT = Symbol('absent');

interface Field {
  key: string;
  /** The key as it is written in compact JSON, quotes and colon included: compared where it stands. */
  written: string;
  read: Reader;
  /** An optional field may be left out; any other absent field is the general tier's to decide (an error, a default). */
  omittable: boolean;
}

/** The reader of a plain object schema (zod's default: unknown keys dropped), or null when zod must read it. */
function objectPlan(schema: Schema, def: Def, path: string, delegated: string[] | null): Reader | null {
  const shape = def.shape as Record<string, Schema>;
  const keys = Object.keys(shape);
  // Strict or passthrough objects (a catchall), symbol keys and "__proto__" (an assignment would set the prototype) are zod's.
  if (def.catchall !== undefined || Object.getOwnPropertySymbols(shape).length > 0 || keys.includes('__proto__')) return null;
  const fields: Field[] = keys.map((key) => ({
    key,
    written: `${JSON.stringify(key)}:`,
    read: plan(shape[key]!, `${path}.${key}`, delegated),
    omittable: (shape[key]!.def as unknown as Def).type === 'optional',
  }));
  const index = new Map(keys.map((key, at) => [key, at]));
  return (cursor) => readObject(cursor, fields, index);
}

/**
 * Keys in any order, with or without whitespace; the key the schema expects next is compared where it stands
 * (what the service sends: no string is made), any other key read and looked up. A repeated key, known or
 * not, is declined (the exact parser refuses duplicates). The output has the schema's keys in its order.
 */
function readObject(cursor: Cursor, fields: readonly Field[], index: ReadonlyMap<string, number>): unknown {
  if (cursor.peek() !== 123) return FAILED;
  cursor.at++;
  cursor.skipWhitespace();
  const values: unknown[] = new Array(fields.length).fill(ABSENT);
  let unknownKeys: Set<string> | null = null;
  let expected = 0;
  if (cursor.peek() === 125) cursor.at++;
  else
    for (;;) {
      let at: number;
      const next = fields[expected];
      if (next !== undefined && cursor.take(next.written)) at = expected;
      else {
        const key = cursor.readString();
        if (key === FAILED) return FAILED;
        cursor.skipWhitespace();
        if (cursor.peek() !== 58) return FAILED;
        cursor.at++;
        at = index.get(key) ?? -1;
        if (at < 0) {
          unknownKeys ??= new Set();
          if (unknownKeys.has(key)) return FAILED;
          unknownKeys.add(key);
        }
      }
      cursor.skipWhitespace();
      if (at < 0) {
        // Dropped from the output, but it must still be JSON the exact parser accepts.
        if (cursor.readJson() === FAILED) return FAILED;
      } else {
        if (values[at] !== ABSENT) return FAILED;
        const value = fields[at]!.read(cursor);
        if (value === FAILED) return FAILED;
        values[at] = value;
        expected = at + 1;
      }
      cursor.skipWhitespace();
      const code = cursor.peek();
      cursor.at++;
      if (code === 125) break;
      if (code !== 44) return FAILED;
      cursor.skipWhitespace();
    }
  const out: Record<string, unknown> = {};
  for (let at = 0; at < fields.length; at++) {
    const value = values[at];
    if (value === ABSENT) {
      if (fields[at]!.omittable) continue;
      return FAILED;
    }
    out[fields[at]!.key] = value;
  }
  return out;
}
