import { stringify } from 'lossless-json';
import { parseWireJson } from '../../shared/wire/json';
import { createServiceClient, ServiceCallError, splitPathAndQuery } from '../client/client';
import { errorFromResponse } from '../client/errors';
import { matchEndpoint } from '../client/match';
import { redactText } from '../client/redact';
import { parseApiArgs, type ApiCommand } from './args';

/** Where the command writes. */
export interface Output {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
}

/** Runs the `api` command and returns its exit status: 0 on 2xx, 1 on any other answer or failure, 2 on a usage error. */
export async function runApi(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
  output: Output,
  signal?: AbortSignal,
): Promise<number> {
  // A last pass over everything printed, answers and every error message alike: the secret never appears, as
  // written or JSON-escaped (the client already masked the signatures and nonces it sent).
  const secret = env['SVC_API_SECRET'] ?? '';
  const out: Output = {
    stdout: (text) => output.stdout(redactText(text, [secret])),
    stderr: (text) => output.stderr(redactText(text, [secret])),
  };
  const parsed = parseApiArgs(argv, env);
  if (!parsed.ok) {
    (parsed.exitCode === 0 ? out.stdout : out.stderr)(`${parsed.message}\n`);
    return parsed.exitCode;
  }
  const { command } = parsed;
  const customer = customerFor(command, out);
  if (customer === null) return 2;

  let client;
  try {
    client = createServiceClient({
      baseUrl: command.baseUrl,
      apiKey: command.apiKey,
      authScheme: command.authScheme,
      secret: async () => command.apiSecret,
    });
  } catch (error) {
    out.stderr(`${(error as Error).message}\n`);
    return 2;
  }
  try {
    const response = await client.raw({
      method: command.method,
      pathAndQuery: command.pathAndQuery,
      ...(command.body === undefined ? {} : { body: command.body }),
      ...(customer === undefined ? {} : { customer }),
      ...(signal ? { signal } : {}),
    });
    // raw() already masked the secret, signatures and nonces in the answer: a server may echo them, and all of it is printed.
    const ok = response.status >= 200 && response.status < 300;
    if (ok) {
      if (response.bodyText !== '') out.stdout(`${pretty(response.bodyText)}\n`);
      return 0;
    }
    const { path } = splitPathAndQuery(command.pathAndQuery);
    const endpoint = matchEndpoint(command.method, path);
    const context = {
      endpoint: endpoint?.title ?? `${command.method} ${path}`,
      method: command.method,
      path,
      idempotent: false,
    };
    const error = errorFromResponse(
      customer === undefined ? context : { ...context, customer },
      response,
      Date.now(),
      false,
    );
    out.stderr(`HTTP ${response.status}: ${error.message}\n`);
    if (response.bodyText !== '') out.stderr(`${pretty(response.bodyText)}\n`);
    return 1;
  } catch (error) {
    if (!(error instanceof ServiceCallError)) throw error;
    out.stderr(`${error.message}\n`);
    return 1;
  } finally {
    await client.close();
  }
}

/**
 * The customer-number to send, following the catalog's rule when METHOD and
 * PATH name a catalog endpoint; null after printing why the call cannot go.
 */
function customerFor(command: ApiCommand, out: Output): string | undefined | null {
  const endpoint = matchEndpoint(command.method, splitPathAndQuery(command.pathAndQuery).path);
  if (!endpoint) return command.customer;
  if (endpoint.customer === 'none') {
    if (command.customer !== undefined)
      out.stderr(`Note: "${endpoint.title}" does not use customer-number; it is not sent.\n`);
    return undefined;
  }
  if (endpoint.customer === 'required' && command.customer === undefined) {
    out.stderr(`"${endpoint.title}" acts for a customer: pass --customer NUMBER.\n`);
    return null;
  }
  return command.customer;
}

/** JSON indented with exact decimals; text that is not JSON is shown as it came. */
function pretty(text: string): string {
  try {
    return stringify(parseWireJson(text), undefined, 2) ?? text;
  } catch {
    return text;
  }
}
