import type { Endpoint, ResponseOf } from '../../shared/api/endpoint';
import { rememberDecoded } from '../../shared/api/decoded';
import type { Result } from '../../shared/api/errors';
import { describeIssues, invalidResponse, type ErrorContext } from './errors';
import { FAILED, readWithSchema } from '../../shared/api/schema-read/read';
import { parseWireJsonReference } from '../../shared/wire/json';
import type { IncomingResponse } from './transport';

/**
 * Decodes a 2xx answer with the endpoint's response schema, in two tiers: the schema reader
 * (shared/api/schema-read/) reads the text straight into the output when it can confirm it exactly;
 * otherwise the plain way decides: the reference lossless parser (lossless-json: decimals keep their digits)
 * and the schema's own safeParse, and an error names the endpoint and the path of every bad field.
 */
export function decodeResponse<E extends Endpoint>(
  endpoint: E,
  context: ErrorContext,
  response: IncomingResponse,
): Result<ResponseOf<E>> {
  const { status } = response;
  const schema = endpoint.response;
  if (schema === null) return { ok: true, value: undefined as ResponseOf<E>, status };

  let wire: unknown;
  const text = response.bodyText;
  if (status === 204 || isBlank(text)) {
    wire = undefined;
  } else {
    // One pass from text to output for every answer it can read exactly; the general path below decides the rest.
    const read = readWithSchema(schema, text);
    if (read !== FAILED) {
      rememberDecoded(read, schema);
      return { ok: true, value: read as ResponseOf<E>, status };
    }
    try {
      wire = parseWireJsonReference(text);
    } catch {
      return { ok: false, error: invalidResponse(context, status, 'its body is not valid JSON') };
    }
  }
  const parsed = schema.safeParse(wire);
  if (parsed.success) {
    // A read channel's output check then knows this object is the codec's own work (shared/api/decoded.ts).
    rememberDecoded(parsed.data, schema);
    return { ok: true, value: parsed.data as ResponseOf<E>, status };
  }
  const problem = wire === undefined ? 'it has no content' : describeIssues(parsed.error.issues, wire);
  return { ok: false, error: invalidResponse(context, status, problem) };
}

/** Empty or only whitespace; an answer that starts with its JSON (every one the service sends) is known at its first character. */
function isBlank(text: string): boolean {
  const first = text.charCodeAt(0);
  if (first === 91 || first === 123) return false;
  return text.trim() === '';
}
