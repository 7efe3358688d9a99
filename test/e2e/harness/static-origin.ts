import { readFile } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import type { BrowserContext } from 'playwright-core';

/** The origin the built renderer is served from inside Chromium (never reaches the network). */
export const APP_ORIGIN = 'http://svc-desk.test';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
};

/**
 * Answers requests to APP_ORIGIN from the built renderer folder: module
 * scripts need an http origin, and file:// would not give one. Anything
 * else the page asks for is refused, so a stray network call fails loudly.
 */
export async function serveRenderer(context: BrowserContext, rendererDir: string): Promise<void> {
  await context.route('**/*', async (route) => {
    const url = new URL(route.request().url());
    if (url.origin !== APP_ORIGIN) {
      await route.abort('blockedbyclient');
      return;
    }
    const relative = normalize(decodeURIComponent(url.pathname === '/' ? '/index.html' : url.pathname)).replace(/^[/\\]+/, '');
    if (relative.split(sep).includes('..')) {
      await route.fulfill({ status: 403, body: 'Forbidden' });
      return;
    }
    try {
      const body = await readFile(join(rendererDir, relative));
      await route.fulfill({ status: 200, body, contentType: TYPES[extname(relative)] ?? 'application/octet-stream' });
    } catch {
      await route.fulfill({ status: 404, body: 'Not found' });
    }
  });
}
