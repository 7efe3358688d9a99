import { readFile } from 'node:fs/promises';
import { extname, isAbsolute, relative, resolve, sep } from 'node:path';
import type { CustomScheme, Protocol } from 'electron';

/** The scheme the built renderer is served from (never file://: a file page could read its neighbours). */
export const APP_SCHEME = 'app';
/** The one host of the scheme; with `standard` it makes the renderer's origin app://svc-desk. */
export const APP_HOST = 'svc-desk';
/** The page the main window loads. */
export const APP_INDEX_URL = `${APP_SCHEME}://${APP_HOST}/index.html`;

/**
 * Privileges of app://: standard (an origin, relative URLs, 'self' in the CSP), secure (a secure
 * context like https) and fetch for the module scripts Vite emits. No CSP bypass, no service workers.
 */
export const APP_SCHEME_PRIVILEGES: CustomScheme = {
  scheme: APP_SCHEME,
  privileges: { standard: true, secure: true, supportFetchAPI: true, corsEnabled: true, codeCache: true },
};

/** Where an app:// request leads: a file inside the renderer folder, or a refusal with its HTTP status. */
export type AppRequestTarget = { ok: true; path: string } | { ok: false; status: 400 | 403 | 404; reason: string };

/**
 * Maps an app:// URL to a file inside root. Refuses other hosts, encoded
 * traversal (../ after decoding), absolute and drive paths, backslashes and NUL,
 * so nothing outside the renderer folder can ever be read.
 */
export function resolveAppRequest(url: string, root: string): AppRequestTarget {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { ok: false, status: 400, reason: 'not a URL' };
  }
  if (parsed.protocol !== `${APP_SCHEME}:` || parsed.host !== APP_HOST)
    return { ok: false, status: 404, reason: 'another scheme or host' };
  let pathname: string;
  try {
    pathname = decodeURIComponent(parsed.pathname);
  } catch {
    return { ok: false, status: 400, reason: 'bad percent-encoding' };
  }
  // A backslash is a separator on Windows and NUL truncates paths in native code: neither appears in our file names.
  if (pathname.includes('\\') || pathname.includes('\0'))
    return { ok: false, status: 403, reason: 'forbidden character' };
  const inside = pathname === '/' ? 'index.html' : pathname.slice(1);
  if (inside.startsWith('/') || isAbsolute(inside) || /^[a-zA-Z]:/.test(inside))
    return { ok: false, status: 403, reason: 'absolute path' };
  const base = resolve(root);
  const target = resolve(base, inside);
  const rel = relative(base, target);
  if (rel === '' || rel === '..' || rel.startsWith(`..${sep}`) || isAbsolute(rel))
    return { ok: false, status: 403, reason: 'outside the renderer folder' };
  return { ok: true, path: target };
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
};

/** Reads a file (injectable for tests). */
export type ReadFile = (path: string) => Promise<Uint8Array>;

/**
 * The app:// handler: GET/HEAD of files inside root, with the CSP as a header
 * (custom-scheme responses do not pass through the session's header hooks).
 */
export function createAppProtocolHandler(
  root: string,
  csp: string,
  read: ReadFile = readFile,
): (request: Request) => Promise<Response> {
  return async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return new Response(null, { status: 405 });
    const target = resolveAppRequest(request.url, root);
    if (!target.ok) return new Response(null, { status: target.status });
    let body: Uint8Array;
    try {
      body = await read(target.path);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      return new Response(null, { status: code === 'ENOENT' || code === 'EISDIR' || code === 'ENOTDIR' ? 404 : 500 });
    }
    const headers = {
      'Content-Type': CONTENT_TYPES[extname(target.path).toLowerCase()] ?? 'application/octet-stream',
      'Content-Security-Policy': csp,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'no-cache',
    };
    return new Response(request.method === 'HEAD' ? null : (body as Uint8Array<ArrayBuffer>), { status: 200, headers });
  };
}

/** Declares app:// privileged. Electron requires this before the app is ready. */
export function registerAppScheme(protocol: Pick<Protocol, 'registerSchemesAsPrivileged'>): void {
  protocol.registerSchemesAsPrivileged([APP_SCHEME_PRIVILEGES]);
}

/** Serves the built renderer folder on app:// (once the app is ready). */
export function serveAppScheme(protocol: Pick<Protocol, 'handle'>, root: string, csp: string): void {
  protocol.handle(APP_SCHEME, createAppProtocolHandler(root, csp));
}
