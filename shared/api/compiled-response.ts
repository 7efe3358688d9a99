import type { z } from 'zod';
import { decimal, decimalFromWire } from '../wire/decimal';

/*
 * A response schema compiled once into plain checks, for the hot path of every answer.
 *
 * zod's parse is general: a payload object and an issue list per node, a context, codec and pipe
 * plumbing; on a 50-account list that was a third of the client's own cost. The compiled form walks the
 * same value once and builds the same output (new objects with the schema's keys in the schema's order,
 * unknown keys left out, decimals as their exact text, unknown enum values as their fallback). It only
 * decides success: on any doubt it answers FAILED, and the caller runs zod itself, which then decides
 * (and words every error). So it may be stricter than zod, never looser: a node it does not know exactly
 * (formats, refinements, codecs other than `decimal`, strict objects, ...) is handed to zod's own
 * safeParse for that value.
 */

/** The compiled check could not confirm the value: run the schema itself. */
export const FAILED: unique symbol = Symbol('failed');

/** The decoded value (as schema.parse would give it), or FAILED. */
export type CompiledCheck = (value: unknown) => unknown;

type Node = z.core.$ZodType;

/** `build` made once per schema node: its result kept with the node (as long as the node lives), built on first use. */
export function perSchema<T>(build: (schema: Node) => T): (schema: Node) => T {
  const built = new WeakMap<Node, T>();
  return (schema) => {
    let value = built.get(schema);
    if (value === undefined) {
      value = build(schema);
      built.set(schema, value);
    }
    return value;
  };
}

/** The compiled check of a schema (built on first use, then kept with the schema). */
export const compiledCheckOf: (schema: Node) => CompiledCheck = perSchema((schema) => compile(schema));

function compile(schema: Node): CompiledCheck {
  if (schema === (decimal as unknown as Node)) return decimalCheck;
  const def = schema._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;
  // Refinements and checks (other than the integer format below) are zod's to run.
  const checks = (def.checks ?? []) as readonly z.core.$ZodCheck[];
  if (def.type === 'number' && def.coerce !== true && checks.every(isSafeIntegerCheck)) {
    return checks.length === 0 ? finiteNumberCheck : safeIntegerCheck;
  }
  if (checks.length > 0 || def.coerce === true) return delegate(schema);
  switch (def.type) {
    case 'string':
      // A string format (date-time, guid, ...) carries its pattern as a check of its own kind: zod's.
      return 'format' in def ? delegate(schema) : stringCheck;
    case 'boolean':
      return booleanCheck;
    case 'unknown':
    case 'any':
      return (value) => value;
    case 'enum': {
      const values = (schema._zod as { values?: ReadonlySet<unknown> }).values;
      if (!values) return delegate(schema);
      return (value) => (values.has(value) ? value : FAILED);
    }
    case 'nullable': {
      const inner = compiledCheckOf(def.innerType as Node);
      return (value) => (value === null ? null : inner(value));
    }
    case 'optional': {
      const innerType = def.innerType as Node;
      // A defaulted inner type substitutes for absence: zod's rule.
      if (innerType._zod.optin === 'defaulted') return delegate(schema);
      const inner = compiledCheckOf(innerType);
      return (value) => (value === undefined ? undefined : inner(value));
    }
    case 'catch': {
      const inner = compiledCheckOf(def.innerType as Node);
      const fallback = delegate(schema);
      // The common case (a known value) here; the catch value itself comes from zod.
      return (value) => {
        const result = inner(value);
        return result === FAILED ? fallback(value) : result;
      };
    }
    case 'pipe': {
      // A codec's decode is a transform of its own: only `decimal` (above) is known here.
      if ('transform' in def) return delegate(schema);
      const first = compiledCheckOf(def.in as Node);
      const then = compiledCheckOf(def.out as Node);
      return (value) => {
        const result = first(value);
        return result === FAILED ? FAILED : then(result);
      };
    }
    case 'array':
      return arrayCheck(compiledCheckOf(def.element as Node));
    case 'object':
      return objectCheck(schema, def);
    default:
      return delegate(schema);
  }
}

/** The checks that hand a node to zod (never inlined). */
const delegated = new WeakMap<Node, CompiledCheck>();

/** zod itself, for one node: its value on success. */
function delegate(schema: Node): CompiledCheck {
  const run = schema as unknown as z.ZodType;
  const check: CompiledCheck = (value) => {
    const result = run.safeParse(value);
    return result.success ? result.data : FAILED;
  };
  delegated.set(schema, check);
  return check;
}

/** z.int()'s check (the one check a number node may carry and still be read here rather than by zod). */
export function isSafeIntegerCheck(check: z.core.$ZodCheck): boolean {
  const def = check._zod.def as { check: string; format?: string };
  return def.check === 'number_format' && def.format === 'safeint';
}

const stringCheck: CompiledCheck = (value) => (typeof value === 'string' ? value : FAILED);
const booleanCheck: CompiledCheck = (value) => (typeof value === 'boolean' ? value : FAILED);
const finiteNumberCheck: CompiledCheck = (value) => (typeof value === 'number' && Number.isFinite(value) ? value : FAILED);
const safeIntegerCheck: CompiledCheck = (value) => (Number.isSafeInteger(value) ? value : FAILED);
const decimalCheck: CompiledCheck = (value) => decimalFromWire(value) ?? FAILED;

function arrayCheck(element: CompiledCheck): CompiledCheck {
  return (value) => {
    if (!Array.isArray(value)) return FAILED;
    const length = value.length;
    const out: unknown[] = new Array(length);
    for (let index = 0; index < length; index++) {
      const item = element(value[index]);
      if (item === FAILED) return FAILED;
      out[index] = item;
    }
    return out;
  };
}

/** The check of a field written out as an expression over a variable (the frequent leaves), else null. */
function inlineOf(schema: Node): ((variable: string) => string) | null {
  const check = compiledCheckOf(schema);
  const leaf = LEAF_EXPRESSIONS.get(check);
  if (leaf) return leaf;
  const def = schema._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;
  if (def.type === 'nullable' && check !== delegated.get(schema)) {
    const inner = inlineOf(def.innerType as Node);
    if (inner) return (variable) => `(${variable} === null ? null : ${inner(variable)})`;
  }
  return null;
}

const LEAF_EXPRESSIONS = new Map<CompiledCheck, (variable: string) => string>([
  [stringCheck, (v) => `(typeof ${v} === 'string' ? ${v} : FAILED)`],
  [booleanCheck, (v) => `(typeof ${v} === 'boolean' ? ${v} : FAILED)`],
  [safeIntegerCheck, (v) => `(Number.isSafeInteger(${v}) ? ${v} : FAILED)`],
  [decimalCheck, (v) => `(decimalFromWire(${v}) ?? FAILED)`],
]);

/** Whether this runtime may compile code (a page under a strict CSP may not): else objects are checked by a loop. */
export const mayCompile = ((): boolean => {
  try {
    return new Function('return true')() === true;
  } catch {
    return false;
  }
})();

function objectCheck(schema: Node, def: Record<string, unknown>): CompiledCheck {
  const shape = def.shape as Record<string, Node>;
  const keys = Object.keys(shape);
  // Strict and passthrough objects (a catchall), symbol keys and "__proto__" are zod's.
  if (def.catchall !== undefined || Object.getOwnPropertySymbols(shape).length > 0 || keys.includes('__proto__')) return delegate(schema);
  const whole = delegate(schema);
  const fields = keys.map((key) => {
    const field = shape[key]!;
    return { key, field, check: compiledCheckOf(field), omittable: field._zod.optin === 'optional' && field._zod.optout === 'optional' };
  });
  if (!mayCompile) return objectLoop(fields, whole);
  // Written out as code, as zod's own object parser is: named property reads and writes in a fixed order
  // (one hidden class for every output), and the frequent leaves inline instead of a call per field.
  const checks = fields.map((entry) => entry.check);
  const lines = fields.map(({ key, field, omittable }, index) => {
    const name = JSON.stringify(key);
    const inline = inlineOf(field);
    const decode = `x = ${inline ? inline('x') : `checks[${index}](x)`}; if (x === FAILED) return FAILED; out[${name}] = x;`;
    const absent = `x === undefined && !(${name} in v)`;
    return `x = v[${name}]; if (${absent}) { ${omittable ? '' : 'return whole(v);'} } else { ${decode} }`;
  });
  const body = `return function compiledObject(v) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return FAILED;
  const out = {};
  let x;
  ${lines.join('\n  ')}
  return out;
};`;
  return new Function('FAILED', 'decimalFromWire', 'checks', 'whole', body)(FAILED, decimalFromWire, checks, whole) as CompiledCheck;
}

/** The same check as a loop over the fields, where code cannot be compiled. */
function objectLoop(fields: readonly { key: string; check: CompiledCheck; omittable: boolean }[], whole: CompiledCheck): CompiledCheck {
  return (value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return FAILED;
    const input = value as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const { key, check, omittable } of fields) {
      const item = input[key];
      if (item === undefined && !(key in input)) {
        if (omittable) continue;
        // What an absent required key becomes (an error, a default, ...) is zod's to say.
        return whole(value);
      }
      const result = check(item);
      if (result === FAILED) return FAILED;
      out[key] = result;
    }
    return out;
  };
}
