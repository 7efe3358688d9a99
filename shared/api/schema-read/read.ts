import type { z } from 'zod';
import { decimal } from '../../wire/decimal';
import { compiledCheckOf, FAILED, isSafeIntegerCheck, perSchema } from '../compiled-response';
import { endText, enumReader, LEAVES, readBoolean, readDecimal, readSmallInteger, readString, readValue, S, skipWhitespace, startText, type Reader } from './cursor';
import { objectReader } from './object';

/*
 * An answer's text read straight into a response schema's output, in one pass.
 *
 * The general path (parseWireJson, then the compiled check) builds the whole JSON tree natively, scans
 * the text a second time for the exact digits of every number, walks the tree to put them in, and walks
 * it once more to build the output: on a 50-account list that was twice JSON.parse and most of the
 * client's own cost. Here the schema drives a reader over the text: a decimal is the text of its token,
 * a known key is matched where the schema expects it, and the output object is built as its fields are
 * read (the compiled check's shape: the schema's keys in the schema's order, unknown keys left out).
 *
 * Like the compiled check it only decides success, and may be stricter than the general path, never
 * looser: anything it does not read exactly (an escape JSON refuses, a node kind it does
 * not know, a duplicate key, a raw control character, a missing required field, ...) answers FAILED and
 * the caller takes the general path, which decides and words every error. A value of a kind it does not
 * read itself (formats, refinements, unions, ...) is cut out of the text and given to the general path
 * alone (parseWireJson, then the compiled check or zod), so such a node costs what it cost before.
 */

type Node = z.core.$ZodType;

/** The schema's output for this JSON text (as parseWireJson and the schema would give it), or FAILED. */
export function readWithSchema(schema: Node, text: string): unknown {
  const read = readerOf(schema);
  startText(text);
  try {
    skipWhitespace();
    const value = read();
    if (value === FAILED) return FAILED;
    skipWhitespace();
    return S.at === text.length ? value : FAILED;
  } catch (error) {
    // A string's escapes or a cut-out value refused by JSON.parse: the general path words the error.
    if (error instanceof SyntaxError || error instanceof RangeError) return FAILED;
    throw error;
  } finally {
    endText();
  }
}

const readerOf: (schema: Node) => Reader = perSchema((schema) => build(schema));

/** The compiled check's rules (shared/api/compiled-response.ts), over text instead of a parsed tree. */
function build(schema: Node): Reader {
  if (schema === (decimal as unknown as Node)) return readDecimal;
  const def = schema._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;
  const checks = (def.checks ?? []) as readonly z.core.$ZodCheck[];
  if (def.type === 'number' && def.coerce !== true && checks.every(isSafeIntegerCheck)) return readSmallInteger;
  if (checks.length > 0 || def.coerce === true) return readValue(compiledCheckOf(schema));
  switch (def.type) {
    case 'string':
      return 'format' in def ? readValue(compiledCheckOf(schema)) : readString;
    case 'boolean':
      return readBoolean;
    case 'enum': {
      const values = (schema._zod as { values?: ReadonlySet<unknown> }).values;
      if (!values || ![...values].every((value) => typeof value === 'string')) return readValue(compiledCheckOf(schema));
      return enumReader(values as ReadonlySet<string>, () => {
        const text = readString();
        return text !== FAILED && values.has(text as string) ? text : FAILED;
      });
    }
    case 'nullable': {
      const inner = readerOf(def.innerType as Node);
      const reader: Reader = () => (S.src.startsWith('null', S.at) ? ((S.at += 4), null) : inner());
      LEAVES.set(reader, { kind: 'nullable', inner });
      return reader;
    }
    case 'optional': {
      const innerType = def.innerType as Node;
      // JSON has no undefined: an optional value that is there is its inner type's (absence is the object's matter).
      return innerType._zod.optin === 'defaulted' ? readValue(compiledCheckOf(schema)) : readerOf(innerType);
    }
    case 'catch': {
      const inner = readerOf(def.innerType as Node);
      const fallback = readValue(compiledCheckOf(schema));
      // A known value here; anything else is cut out and given to the check, which gives the catch value.
      return () => {
        const start = S.at;
        const result = inner();
        if (result !== FAILED) return result;
        S.at = start;
        return fallback();
      };
    }
    case 'pipe': {
      if ('transform' in def) return readValue(compiledCheckOf(schema));
      const first = readerOf(def.in as Node);
      const then = compiledCheckOf(def.out as Node);
      // A string into an enum (tolerantEnum): its values matched in the text, anything else read and checked.
      const known = first === readString ? enumValuesOf(def.out as Node) : null;
      if (known) return enumReader(known, () => {
        const text = readString();
        return text === FAILED ? FAILED : then(text);
      });
      return () => {
        const result = first();
        return result === FAILED ? FAILED : then(result);
      };
    }
    case 'array':
      return arrayReader(readerOf(def.element as Node));
    case 'object':
      return objectReader(schema, def, readerOf);
    default:
      return readValue(compiledCheckOf(schema));
  }
}

/** The strings a node gives back unchanged (an enum's, also under a catch), or null. */
function enumValuesOf(schema: Node): ReadonlySet<string> | null {
  const def = schema._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;
  if ((def.checks as unknown[] | undefined)?.length) return null;
  if (def.type === 'catch') return enumValuesOf(def.innerType as Node);
  if (def.type !== 'enum') return null;
  const values = (schema._zod as { values?: ReadonlySet<unknown> }).values;
  return values && [...values].every((value) => typeof value === 'string') ? (values as ReadonlySet<string>) : null;
}

function arrayReader(element: Reader): Reader {
  return () => {
    const { src } = S;
    if (src.charCodeAt(S.at) !== 91) return FAILED;
    S.at++;
    skipWhitespace();
    const out: unknown[] = [];
    if (src.charCodeAt(S.at) === 93) {
      S.at++;
      return out;
    }
    for (;;) {
      const item = element();
      if (item === FAILED) return FAILED;
      out.push(item);
      skipWhitespace();
      const code = src.charCodeAt(S.at);
      S.at++;
      if (code === 93) return out;
      if (code !== 44) return FAILED;
      skipWhitespace();
    }
  };
}
