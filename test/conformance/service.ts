/*
 * The conformance suite's only way to the service: it starts `npm run simulator`
 * as a child process and talks plain HTTP (fetch) with its own signer
 * (node:crypto), written from /work/shared/spec/service-api.md and
 * decisions.md. It shares no code with the simulator or the app's client, so
 * a bug copied into both cannot hide here.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHmac, randomInt } from 'node:crypto';
import { createInterface } from 'node:readline';

/** What the simulator prints on its first stdout line. */
export interface Listening {
  baseUrl: string;
  credentials: { apiKey: string; apiSecret: string; customers: (number | string)[] }[];
}

export interface Service extends Listening {
  /** Wall time (epoch ms) at which the listening line was read. */
  listeningAt: number;
  stop(): Promise<void>;
}

const ROOT = new URL('../../', import.meta.url);

/** Spawns `npm run -s simulator -- ARGS` and waits for its listening line. */
export async function startService(args: string[] = []): Promise<Service> {
  const child: ChildProcess = spawn('npm', ['run', '-s', 'simulator', '--', '--port', '0', ...args], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const line = await new Promise<string>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.once('line', resolve);
    child.once('exit', (code) => reject(new Error(`the simulator exited (${code}) before listening: ${stderr}`)));
  });
  const listening = JSON.parse(line) as Listening & { event: string };
  if (listening.event !== 'listening') throw new Error(`unexpected first line: ${line}`);
  return {
    baseUrl: listening.baseUrl,
    credentials: listening.credentials,
    listeningAt: Date.now(),
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        // npm runs the CLI in a process group of its own (detached): stop the whole group.
        process.kill(-child.pid!, 'SIGTERM');
      }),
  };
}

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** 20 characters of [A-Za-z0-9] (service-api.md, Authentication). */
export function nonce(): string {
  let text = '';
  for (let i = 0; i < 20; i++) text += ALPHANUMERIC[randomInt(ALPHANUMERIC.length)];
  return text;
}

/** The signature of service-api.md, Authentication, steps 1-4. */
export function signature(parts: {
  apiKey: string;
  secret: string;
  host: string;
  path: string;
  query: string;
  contentType: string;
  nonce: string;
  timestamp: string;
  version: string;
  body: string;
}): string {
  const message = `SVC${parts.apiKey}${parts.host}${parts.path}${parts.query}${parts.contentType}${parts.nonce}${parts.timestamp}${parts.version}${parts.body}`;
  return createHmac('sha512', Buffer.from(parts.secret, 'ascii')).update(Buffer.from(message, 'utf8')).digest('base64');
}

/** One request; everything signed can be overridden to break exactly one rule. */
export interface Call {
  method?: string;
  path: string;
  /** With its leading "?", exactly as sent. */
  query?: string;
  /** Body text, sent and signed as is. */
  body?: string;
  contentType?: string;
  customer?: number | string;
  timestamp?: string;
  nonce?: string;
  version?: string;
  /** Sign with another secret (a wrong signature). */
  secret?: string;
  /** Header changes after signing; null removes one. */
  headers?: Record<string, string | null>;
  /** Send without any authentication header. */
  unsigned?: boolean;
}

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  /** The body parsed with JSON.parse (numbers may lose digits: use `text` for exact decimals). */
  json: unknown;
  ms: number;
}

/** Sends a signed request as a key of the service. */
export async function call(service: Listening, key: Listening['credentials'][number], request: Call): Promise<Answer> {
  const url = new URL(service.baseUrl);
  const contentType = request.contentType ?? (request.body === undefined ? '' : 'application/json');
  const headers: Record<string, string> = {};
  if (!request.unsigned) {
    const parts = {
      apiKey: key.apiKey,
      secret: request.secret ?? key.apiSecret,
      host: url.host,
      path: request.path,
      query: request.query ?? '',
      contentType,
      nonce: request.nonce ?? nonce(),
      timestamp: request.timestamp ?? new Date().toISOString(),
      version: request.version ?? 'v1',
      body: request.body ?? '',
    };
    Object.assign(headers, {
      'X-Auth': `SVC ${key.apiKey}`,
      'X-Auth-Nonce': parts.nonce,
      'X-Auth-Timestamp': parts.timestamp,
      'X-Auth-Version': parts.version,
      'X-Auth-Signature': signature(parts),
    });
  }
  if (contentType !== '') headers['Content-Type'] = contentType;
  if (request.customer !== undefined) headers['customer-number'] = String(request.customer);
  for (const [name, value] of Object.entries(request.headers ?? {})) {
    const existing = Object.keys(headers).find((header) => header.toLowerCase() === name.toLowerCase());
    if (existing !== undefined) delete headers[existing];
    if (value !== null) headers[name] = value;
  }
  const started = performance.now();
  const response = await fetch(`${service.baseUrl}${request.path}${request.query ?? ''}`, {
    method: request.method ?? 'GET',
    headers,
    ...(request.body === undefined ? {} : { body: request.body }),
  });
  const text = await response.text();
  let json: unknown;
  try {
    json = text === '' ? undefined : JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, text, json, ms: performance.now() - started };
}

/** The exact text of a JSON number field in a body (the first occurrence of `"name":`). */
export function numberText(text: string, name: string): string | undefined {
  return new RegExp(`"${name}":\\s*(-?\\d+(?:\\.\\d+)?(?:[eE][+-]?\\d+)?)`).exec(text)?.[1];
}
