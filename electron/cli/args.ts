import { parseArgs } from 'node:util';
import type { HttpMethod } from '../../shared/api/endpoint';
import type { CustomerNumber } from '../../shared/api/schemas/customers';
import {
  authScheme,
  baseUrl as baseUrlSchema,
  customerNumber,
  DEFAULT_AUTH_SCHEME,
} from '../../shared/ipc/schemas/common';
import { parseWireJson } from '../../shared/wire/json';

export const USAGE = `Usage: npm run api -- METHOD PATH [--body JSON] [--customer NUMBER] [--base-url URL] [--auth-scheme WORD]

Sends one signed request to the service and prints the JSON answer with exact decimals.

  METHOD            GET, POST, PUT, PATCH or DELETE
  PATH              path with optional query, e.g. /custody/v1/Accounts or '/trading/api/v3/Orders?page=2'
  --body JSON       request body, sent exactly as typed (must be valid JSON)
  --customer NUMBER customer-number to act for, exactly as listed (e.g. 1001 or ACME-CUS-100001)
  --base-url URL    service address (default: $SVC_BASE_URL)
  --auth-scheme WORD  X-Auth scheme word (default: $SVC_AUTH_SCHEME, else SVC)

Environment: SVC_API_KEY and SVC_API_SECRET (required), SVC_BASE_URL, SVC_AUTH_SCHEME.
Exit status: 0 on a 2xx answer, 1 on any other answer or failure, 2 on a usage error.`;

const METHODS: readonly HttpMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** One `api` invocation, checked and complete. */
export interface ApiCommand {
  method: HttpMethod;
  pathAndQuery: string;
  /** Exactly as typed. */
  body?: string;
  customer?: CustomerNumber;
  baseUrl: string;
  /** X-Auth scheme word. */
  authScheme: string;
  apiKey: string;
  apiSecret: string;
}

/** The command, or what to print and the exit status (0 for --help, 2 for usage errors). */
export type ParsedArgs = { ok: true; command: ApiCommand } | { ok: false; exitCode: 0 | 2; message: string };

/** Parses and checks the command line and environment of the `api` command; nothing is sent here. */
export function parseApiArgs(argv: readonly string[], env: Readonly<Record<string, string | undefined>>): ParsedArgs {
  const usage = (message: string): ParsedArgs => ({ ok: false, exitCode: 2, message: `${message}\n\n${USAGE}` });
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      strict: true,
      options: {
        body: { type: 'string' },
        customer: { type: 'string' },
        'base-url': { type: 'string' },
        'auth-scheme': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    return usage((error as Error).message);
  }
  const { values, positionals } = parsed;
  if (values.help) return { ok: false, exitCode: 0, message: USAGE };
  if (positionals.length !== 2)
    return usage(`Expected METHOD and PATH, got ${positionals.length} argument${positionals.length === 1 ? '' : 's'}.`);

  const method = positionals[0]!.toUpperCase() as HttpMethod;
  if (!METHODS.includes(method)) return usage(`Unknown method "${positionals[0]}"; use one of ${METHODS.join(', ')}.`);
  const pathAndQuery = positionals[1]!;
  if (!pathAndQuery.startsWith('/')) return usage(`PATH must start with "/": ${pathAndQuery}`);
  if (/[\s#]/.test(pathAndQuery)) return usage('PATH must not contain spaces or "#"; percent-encode them (%20, %23).');

  const command: Partial<ApiCommand> = { method, pathAndQuery };
  if (values.body !== undefined) {
    if (method === 'GET') return usage('A GET request has no body.');
    try {
      parseWireJson(values.body);
    } catch (error) {
      return usage(`--body is not valid JSON: ${(error as Error).message}`);
    }
    command.body = values.body;
  }
  if (values.customer !== undefined) {
    const customer = customerNumber.safeParse(values.customer);
    if (!customer.success)
      return usage(
        `--customer must be a customer number as listed (such as 1001 or ACME-CUS-100001), not "${values.customer}".`,
      );
    command.customer = customer.data;
  }
  const scheme = authScheme.safeParse(values['auth-scheme'] ?? env['SVC_AUTH_SCHEME'] ?? DEFAULT_AUTH_SCHEME);
  if (!scheme.success) return usage(`--auth-scheme must be one word of letters, digits or symbols, such as SVC.`);
  command.authScheme = scheme.data;

  const address = values['base-url'] ?? env['SVC_BASE_URL'];
  if (!address) return usage('No service address: pass --base-url URL or set SVC_BASE_URL.');
  // The rule every profile and desk follow: https, or plain http only to this machine (a signed request over
  // plain http to another host would let anyone on the way read the key and replay what it signed).
  const parsedUrl = baseUrlSchema.safeParse(address);
  if (!parsedUrl.success)
    return usage(`The base URL "${address}": ${parsedUrl.error.issues[0]?.message ?? 'not a service address'}.`);
  const baseUrl = parsedUrl.data;
  const apiKey = env['SVC_API_KEY'];
  const apiSecret = env['SVC_API_SECRET'];
  const missing = [apiKey ? null : 'SVC_API_KEY', apiSecret ? null : 'SVC_API_SECRET'].filter((name) => name !== null);
  if (missing.length > 0)
    return usage(
      `Set ${missing.join(' and ')} in the environment (the secret is never taken from the command line, where other users could see it).`,
    );

  return { ok: true, command: { ...command, baseUrl, apiKey: apiKey!, apiSecret: apiSecret! } as ApiCommand };
}
