import type { z } from 'zod';
import { decimal } from '../../wire/decimal';
import { int } from '../schemas/common';
import { Cursor, FAILED } from './cursor';

/*
 * The fast tier of the client's decode: an answer's text read straight into its response schema's output,
 * in one pass (no tree of parsed JSON first). The general tier (the reference lossless parser, then the
 * schema's own safeParse: electron/client/decode.ts) decides everything this reader does not confirm, and
 * words the error.
 *
 * Rule: the output is exactly what the general tier gives for the same text, or FAILED (never looser). The
 * reader is built from the schema's public definition (`schema.def`, typed and documented by zod; not a
 * JSON Schema, which drops refinements and cannot tell `.catch` from `.default`, so a reader built from it
 * would accept what zod refuses). It reads only these kinds itself, each only without checks:
 *   objects (zod's default: unknown keys dropped), arrays, strings, booleans, string enums,
 *   nullable, optional, a plain pipe (tolerantEnum), and the project's own `decimal` and `int`.
 * Any other node (a format, a refinement, a union, a transform, a catch, a strict object, ...) is cut out
 * of the text, parsed exactly and given to that node's own safeParse: zod decides it, as in the general tier.
 * `delegatedPaths` lists those nodes; a test checks that in the catalog's responses they are only checked
 * strings (dates, ids, patterns) and codecs, and that a union, refinement, transform or catch is never read here.
 */

type Schema = z.ZodType;
type Def = { type: string; checks?: readonly unknown[] } & Record<string, unknown>;
export type Reader = (cursor: Cursor) => unknown;

export { FAILED };

/** The schema's output for this JSON text (as the general tier would give it), or FAILED. */
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
      return 'format' in def ? whole() : readSmallInteger;
    case 'boolean':
      return readBoolean;
    case 'enum': {
      const values = stringEnumValues(def);
      return values ? enumReader(values, (text) => (values.has(text) ? text : FAILED)) : whole();
    }
    case 'nullable': {
      const inner = plan(def.innerType as Schema, path, delegated);
      return (cursor) => (cursor.take('null') ? null : inner(cursor));
    }
    case 'optional':
      // JSON has no undefined: a value that is there is the inner type's (absence is the object's matter).
      return isPlainOptional(schema) ? plan(def.innerType as Schema, path, delegated) : whole();
    case 'pipe': {
      // A codec or transform changes the value: only `decimal` (above) is known.
      if ('transform' in def) return whole();
      const first = plan(def.in as Schema, path, delegated);
      const then = valueCheck(def.out as Schema, () => delegated?.push(path));
      // A string into an enum (tolerantEnum): its values matched where they stand.
      if (first === readString && then.values) return enumReader(then.values, then);
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

/**
 * An optional node whose absence gives nothing (the field is left out): no default, prefault or catch
 * inside, which zod would run for an absent key, or whose value it could change.
 */
function isPlainOptional(schema: Schema): boolean {
  const def = schema.def as unknown as Def;
  return def.type === 'optional' && givesNothingForAbsence(def.innerType as Schema);
}

function givesNothingForAbsence(schema: Schema): boolean {
  if (schema === (decimal as unknown as Schema) || schema === (int as unknown as Schema)) return true;
  const def = schema.def as unknown as Def;
  if (['string', 'number', 'boolean', 'enum', 'object', 'array'].includes(def.type)) return true;
  if (def.type === 'nullable') return givesNothingForAbsence(def.innerType as Schema);
  if (def.type === 'pipe' && !('transform' in def)) return givesNothingForAbsence(def.in as Schema);
  return false;
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
function valueCheck(
  schema: Schema,
  delegate: () => void,
): ((value: unknown) => unknown) & { values: ReadonlySet<string> | null } {
  const def = schema.def as unknown as Def;
  const enumDef = def.type === 'catch' ? ((def.innerType as Schema).def as unknown as Def) : def;
  const values = enumDef.type === 'enum' && !(enumDef.checks?.length ?? 0) ? stringEnumValues(enumDef) : null;
  if (values === null) delegate();
  const check = (value: unknown): unknown => {
    if (values?.has(value as string)) return value;
    // Anything else (a catch's fallback included) is zod's to decide.
    const parsed = schema.safeParse(value);
    return parsed.success ? parsed.data : FAILED;
  };
  return Object.assign(check, { values });
}

/** An enum's values when they are all strings (`def.entries`), else null. */
function stringEnumValues(def: Def): ReadonlySet<string> | null {
  const values = Object.values(def.entries as Record<string, unknown>);
  return values.every((value) => typeof value === 'string') ? new Set(values as string[]) : null;
}

/**
 * One of an enum's values, matched in the text as written (no string is made; the schema's own string is the
 * output); anything else (another value, an escape) read as a string and given to `otherwise`.
 */
function enumReader(values: ReadonlySet<string>, otherwise: (text: string) => unknown): Reader {
  const written = [...values].map((value) => [JSON.stringify(value), value] as const);
  return (cursor) => {
    for (const [text, value] of written) if (cursor.take(text)) return value;
    const text = cursor.readString();
    return text === FAILED ? FAILED : otherwise(text);
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

/** The leaves an object reads itself, without a call: what most fields of an answer are. */
const enum Leaf {
  Other,
  Decimal,
  Integer,
  String,
  Boolean,
}

const LEAVES = new Map<Reader, Leaf>([
  [readDecimal, Leaf.Decimal],
  [readSmallInteger, Leaf.Integer],
  [readString, Leaf.String],
  [readBoolean, Leaf.Boolean],
]);

interface Field {
  key: string;
  /** A leaf read in place (null allowed when `nullable`), or Other: `read` is called. */
  leaf: Leaf;
  nullable: boolean;
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
  if (def.catchall !== undefined || Object.getOwnPropertySymbols(shape).length > 0 || keys.includes('__proto__'))
    return null;
  const fields: Field[] = keys.map((key) => {
    const schema = shape[key]!;
    const read = plan(schema, `${path}.${key}`, delegated);
    // The leaf under an optional and a nullable wrapper (their readers add nothing else: see plan).
    let inner = schema;
    if (isPlainOptional(inner)) inner = (inner.def as unknown as Def).innerType as Schema;
    const nullable = (inner.def as unknown as Def).type === 'nullable';
    if (nullable) inner = (inner.def as unknown as Def).innerType as Schema;
    const leaf = LEAVES.get(plan(inner, '', null)) ?? Leaf.Other;
    return { key, leaf, nullable, written: `${JSON.stringify(key)}:`, read, omittable: isPlainOptional(schema) };
  });
  const index = new Map(keys.map((key, at) => [key, at]));
  const required = fields.filter((field) => !field.omittable).length;
  return (cursor) => readObject(cursor, fields, index, required);
}

/**
 * Keys in any order, with or without whitespace; the key the schema expects next is compared where it stands
 * (what the service sends: no string is made), any other key read and looked up. A repeated key, known or
 * not, is declined (the exact parser refuses duplicates). The output has the schema's keys in its order:
 * written as the fields come while they come in that order (the service's), else collected and written at the end.
 */
function readObject(
  cursor: Cursor,
  fields: readonly Field[],
  index: ReadonlyMap<string, number>,
  required: number,
): unknown {
  if (cursor.peek() !== 123) return FAILED;
  cursor.at++;
  cursor.skipWhitespace();
  let out: Record<string, unknown> = {};
  /** The last field written to `out` while in order, and how many of those were required. */
  let last = -1;
  let requiredSeen = 0;
  /** Every field's value once a field came out of order (null until then). */
  let values: unknown[] | null = null;
  let unknownKeys: Set<string> | null = null;
  if (cursor.peek() === 125) cursor.at++;
  else
    for (;;) {
      let at: number;
      const next = fields[last + 1];
      if (values === null && next !== undefined && cursor.take(next.written)) at = last + 1;
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
        const field = fields[at]!;
        const value = readField(cursor, field);
        if (value === FAILED) return FAILED;
        if (values === null && at > last) {
          out[field.key] = value;
          last = at;
          if (!field.omittable) requiredSeen++;
        } else {
          values ??= fields.map((each) => (Object.hasOwn(out, each.key) ? out[each.key] : ABSENT));
          if (values[at] !== ABSENT) return FAILED;
          values[at] = value;
        }
      }
      cursor.skipWhitespace();
      const code = cursor.peek();
      cursor.at++;
      if (code === 125) break;
      if (code !== 44) return FAILED;
      cursor.skipWhitespace();
    }
  if (values === null) return requiredSeen === required ? out : FAILED;
  out = {};
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

function readField(cursor: Cursor, field: Field): unknown {
  if (field.leaf === Leaf.Other) return field.read(cursor);
  if (field.nullable && cursor.take('null')) return null;
  switch (field.leaf) {
    case Leaf.Decimal:
      return cursor.readDecimal();
    case Leaf.Integer:
      return cursor.readSmallInteger();
    case Leaf.String:
      return cursor.readString();
    default:
      return cursor.readBoolean();
  }
}
