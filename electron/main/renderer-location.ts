import { join } from 'node:path';
import { APP_HOST, APP_INDEX_URL, APP_SCHEME } from './app-protocol';

/** Where the renderer is loaded from: the dev server (npm run dev) or the built folder served on app://. */
export type RendererLocation = { kind: 'dev'; url: string } | { kind: 'app'; root: string };

/**
 * The renderer's location for a main bundle in mainDir (out/main). The dev
 * server URL is followed only when development overrides are allowed
 * (build-mode.ts): anywhere else it would let the environment swap the whole UI.
 */
export function rendererLocation(
  mainDir: string,
  env: Record<string, string | undefined>,
  devOverrides: boolean,
): RendererLocation {
  const devUrl = env['ELECTRON_RENDERER_URL'];
  if (devOverrides && devUrl) return { kind: 'dev', url: devUrl };
  return { kind: 'app', root: join(mainDir, '../renderer') };
}

/** The URL the main window loads. */
export function rendererUrl(location: RendererLocation): string {
  return location.kind === 'dev' ? location.url : APP_INDEX_URL;
}

/** True when url is a page of our renderer: same origin as the dev server, or exactly app://svc-desk/index.html. */
export function isOwnRendererUrl(url: string, location: RendererLocation): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (location.kind === 'dev') return parsed.origin === new URL(location.url).origin;
  // Node gives custom schemes an opaque origin, so scheme and host are compared; credentials and ports never belong to ours.
  return (
    parsed.protocol === `${APP_SCHEME}:` &&
    parsed.host === APP_HOST &&
    parsed.username === '' &&
    parsed.password === '' &&
    (parsed.pathname === '/index.html' || parsed.pathname === '/')
  );
}
