import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { sign } from '../../../shared/signing/signature';
import { hmacSha512Base64 } from '../../../electron/platform/crypto';

/** A request as the test server saw it. */
export interface Received {
  method: string;
  /** Raw request target: path plus query exactly as sent. */
  url: string;
  path: string;
  query: string;
  headers: IncomingHttpHeaders;
  body: string;
  /** The client's port: the same port means the same (kept-alive) connection. */
  remotePort: number | undefined;
}

export type Handler = (request: Received, response: ServerResponse) => unknown;

/** A node:http server on 127.0.0.1, port 0, that records every request and answers with a swappable handler. */
export interface TestServer {
  baseUrl: string;
  host: string;
  received: Received[];
  handle(handler: Handler): void;
  close(): Promise<void>;
}

export async function startServer(handler: Handler = (_, res) => json(res, 200, {})): Promise<TestServer> {
  let current = handler;
  const received: Received[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = req.url ?? '/';
      const mark = url.indexOf('?');
      const request: Received = {
        method: req.method ?? '',
        url,
        path: mark < 0 ? url : url.slice(0, mark),
        query: mark < 0 ? '' : url.slice(mark),
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        remotePort: req.socket.remotePort,
      };
      received.push(request);
      void Promise.resolve(current(request, res)).catch((error: unknown) => {
        res.statusCode = 599;
        res.end(String(error));
      });
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    host: `127.0.0.1:${port}`,
    received,
    handle(next) {
      current = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** Answers with JSON text (written as given, so tests control exact digits) or a value. */
export function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  res.end(text);
}

/** Answers with RFC 9457 problem details. */
export function problem(
  res: ServerResponse,
  status: number,
  fields: { title?: string; detail?: string; errors?: Record<string, string[]> },
  headers: Record<string, string> = {},
): void {
  const body = { type: `https://tools.ietf.org/html/rfc9110#section-15`, status, traceId: '00-trace-01', ...fields };
  res.writeHead(status, { 'content-type': 'application/problem+json', ...headers });
  res.end(JSON.stringify(body));
}

/** Recomputes the signature the way the service does, from what actually arrived (scheme: the X-Auth scheme word, SVC by default). */
export function expectedSignature(request: Received, apiKey: string, secret: string, scheme = 'SVC'): string {
  return sign(
    {
      scheme,
      apiKey,
      host: String(request.headers.host),
      path: request.path,
      query: request.query,
      contentType: String(request.headers['content-type'] ?? ''),
      nonce: String(request.headers['x-auth-nonce']),
      timestamp: String(request.headers['x-auth-timestamp']),
      version: String(request.headers['x-auth-version']),
      body: request.body,
    },
    secret,
    hmacSha512Base64,
  );
}

/** Resolves once `count` requests arrived (no sleeping: polls on the event loop's next turns). */
export async function until(condition: () => boolean, what: string, timeoutMs = 2_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}
