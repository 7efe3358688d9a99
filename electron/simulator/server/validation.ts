import type { z } from 'zod';
import { ProblemError } from '../contract';

const TITLE = 'One or more validation errors occurred.';

/** Which part of the request a schema decodes; named in the problem detail. */
export type RequestPart = 'path' | 'query' | 'body';

/** Decodes one part of a request with its wire schema, or throws an ASP.NET-style 400 listing every field error. */
export function decodePart<S extends z.ZodType>(schema: S, input: unknown, part: RequestPart): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const errors = fieldErrors(result.error.issues, input, part);
  const fields = Object.keys(errors);
  throw new ProblemError(400, TITLE, `Invalid ${partName[part]}: ${fields.join(', ')}.`, errors);
}

const partName: Record<RequestPart, string> = {
  path: 'path parameter',
  query: 'query parameter',
  body: 'request body field',
};

/** Maps zod issues to field name -> messages, with JSON paths such as `legs[0].price` and `$` for the root. */
export function fieldErrors(
  issues: readonly z.core.$ZodIssue[],
  input: unknown,
  part: RequestPart,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string): void => {
    const list = (errors[field] ??= []);
    if (!list.includes(message)) list.push(message);
  };
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) add(fieldName([...issue.path, key], part), `The field ${key} is not allowed here.`);
      continue;
    }
    const field = fieldName(issue.path, part);
    const missing = issue.path.length > 0 && valueAt(input, issue.path) === undefined;
    add(field, missing ? `The ${field} ${part === 'body' ? 'field' : 'parameter'} is required.` : issue.message);
  }
  return errors;
}

function fieldName(path: readonly PropertyKey[], part: RequestPart): string {
  if (path.length === 0) return part === 'body' ? '$' : part;
  // A URL value is named by its parameter, also when it repeats (?states=A&states=B).
  if (part !== 'body') return String(path[0]);
  let name = '';
  for (const segment of path) {
    if (typeof segment === 'number') name += `[${segment}]`;
    else name += name === '' ? String(segment) : `.${String(segment)}`;
  }
  return name;
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const segment of path) {
    if (value === null || typeof value !== 'object') return undefined;
    if (!Object.prototype.hasOwnProperty.call(value, segment)) return undefined;
    value = (value as Record<PropertyKey, unknown>)[segment];
  }
  return value;
}
