import { readFile } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
};

/** Headers every answer carries: the renderer's CSP and no sniffing, framing or referrers. */
export function securityHeaders(csp: string): Record<string, string> {
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'X-Frame-Options': 'DENY',
  };
}

/** The file under root a URL path names, or null when it would leave root. */
export function staticFilePath(root: string, pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname === '/' ? '/index.html' : pathname);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const relative = normalize(decoded).replace(/^[/\\]+/, '');
  if (relative === '' || relative.split(/[/\\]/).includes('..') || relative.split(sep).includes('..')) return null;
  return join(root, relative);
}

/** Answers a GET for one of the built renderer's files (404 for anything else; nothing outside root). */
export async function serveStatic(
  root: string,
  pathname: string,
  response: ServerResponse,
  headers: Record<string, string>,
  headOnly: boolean,
): Promise<void> {
  const file = staticFilePath(root, pathname);
  let body: Buffer | null = null;
  if (file !== null) body = await readFile(file).catch(() => null);
  if (body === null) {
    response.writeHead(404, { ...headers, 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
    return;
  }
  // index.html names the hashed assets of this build: never cached; the assets themselves may be.
  const cache = file!.endsWith('index.html') ? 'no-store' : 'private, max-age=3600';
  response.writeHead(200, {
    ...headers,
    'Content-Type': TYPES[extname(file!)] ?? 'application/octet-stream',
    'Content-Length': String(body.length),
    'Cache-Control': cache,
  });
  response.end(headOnly ? undefined : body);
}
