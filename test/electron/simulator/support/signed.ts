import { request as undiciRequest } from 'undici';
import type { SimulatorCredential } from '../../../../electron/simulator/contract';
import { hmacSha512Base64, secureRandomBytes } from '../../../../electron/platform/crypto';
import { createNonce } from '../../../../shared/signing/nonce';
import { sign } from '../../../../shared/signing/signature';

/** One request as a test builds it; everything the signature covers can be overridden to break one rule. */
export interface TestRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  query?: string;
  body?: string;
  contentType?: string;
  customer?: string | number;
  /** Header overrides; null removes the header. */
  headers?: Record<string, string | null>;
  /** Overrides of the signed parts (sign something other than what is sent). */
  signAs?: Partial<{ host: string; path: string; query: string; contentType: string; body: string; apiKey: string }>;
  secret?: string;
  nonce?: string;
  timestamp?: string;
}

export interface TestResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  json: unknown;
}

/** The signed headers for a request to `baseUrl`, built with the project's own signing functions. */
export function signedHeaders(
  baseUrl: string,
  credential: SimulatorCredential,
  input: TestRequest,
): Record<string, string> {
  const nonce = input.nonce ?? createNonce(secureRandomBytes);
  const timestamp = input.timestamp ?? new Date().toISOString();
  const contentType = input.contentType ?? (input.body === undefined ? '' : 'application/json');
  const signature = sign(
    {
      apiKey: input.signAs?.apiKey ?? credential.apiKey,
      host: input.signAs?.host ?? new URL(baseUrl).host,
      path: input.signAs?.path ?? input.path,
      query: input.signAs?.query ?? input.query ?? '',
      contentType: input.signAs?.contentType ?? contentType,
      nonce,
      timestamp,
      version: 'v1',
      body: input.signAs?.body ?? input.body ?? null,
    },
    input.secret ?? credential.apiSecret,
    hmacSha512Base64,
  );
  const headers: Record<string, string> = {
    'x-auth': `SVC ${credential.apiKey}`,
    'x-auth-nonce': nonce,
    'x-auth-timestamp': timestamp,
    'x-auth-version': 'v1',
    'x-auth-signature': signature,
  };
  if (contentType !== '') headers['content-type'] = contentType;
  if (input.customer !== undefined) headers['customer-number'] = String(input.customer);
  return headers;
}

/** Sends a signed request (or a deliberately broken one) and reads the whole answer. */
export async function send(
  baseUrl: string,
  credential: SimulatorCredential | null,
  input: TestRequest,
): Promise<TestResponse> {
  const headers: Record<string, string> =
    credential === null
      ? {
          ...(input.contentType ? { 'content-type': input.contentType } : {}),
          ...(input.customer !== undefined ? { 'customer-number': String(input.customer) } : {}),
        }
      : signedHeaders(baseUrl, credential, input);
  for (const [name, value] of Object.entries(input.headers ?? {})) {
    if (value === null) delete headers[name.toLowerCase()];
    else headers[name.toLowerCase()] = value;
  }
  const response = await undiciRequest(`${baseUrl}${input.path}${input.query ?? ''}`, {
    method: input.method ?? 'GET',
    headers,
    ...(input.body === undefined ? {} : { body: input.body }),
  });
  const text = await response.body.text();
  let json: unknown;
  try {
    json = text === '' ? undefined : JSON.parse(text);
  } catch {
    // Not JSON: tests that expect JSON fail on `json` being undefined.
  }
  return { status: response.statusCode, headers: response.headers, text, json };
}
