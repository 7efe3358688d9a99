import type { FastifyInstance } from 'fastify';
import { ProblemError } from '../contract';
import { parseWireJson } from '../../../shared/wire/json';

/** Largest request body accepted (1 MiB); larger is 413 before the body is read. */
export const BODY_LIMIT = 1_048_576;

/** The media types the service accepts for JSON bodies (service-api.md, Trading orders). */
export const JSON_MEDIA_TYPES = ['application/json', 'application/json-patch+json', 'text/json'] as const;
// application/*+json; fastify tests the normalized "type/subtype; k="v"" form.
const STRUCTURED_JSON = /^application\/[\w!#$%&'*.^`|~-]+\+json(?:;|$)/;

/**
 * Replaces fastify's body parsers with one that keeps the body as the exact
 * text received: the signature covers it, and decimals must be parsed
 * losslessly later. Any other media type is 415; fastify enforces the limit
 * on Content-Length before reading and on the bytes of a chunked body.
 */
export function registerBodyParsers(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  const keepText = (
    _request: unknown,
    body: string | Buffer,
    done: (error: Error | null, body?: string) => void,
  ): void => {
    done(null, typeof body === 'string' ? body : body.toString('utf8'));
  };
  app.addContentTypeParser([...JSON_MEDIA_TYPES], { parseAs: 'string', bodyLimit: BODY_LIMIT }, keepText);
  app.addContentTypeParser(STRUCTURED_JSON, { parseAs: 'string', bodyLimit: BODY_LIMIT }, keepText);
}

/** Parses a JSON body losslessly; malformed JSON is a 400 naming where it broke. */
export function parseJsonBody(text: string): unknown {
  if (text.trim() === '') {
    throw new ProblemError(400, 'One or more validation errors occurred.', 'A non-empty request body is required.', {
      $: ['A non-empty request body is required.'],
    });
  }
  try {
    return parseWireJson(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message : 'it is not valid JSON';
    throw new ProblemError(
      400,
      'One or more validation errors occurred.',
      `The request body is not valid JSON: ${reason}`,
      {
        $: [`The JSON value could not be parsed: ${reason}`],
      },
    );
  }
}
