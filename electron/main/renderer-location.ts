import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** Where the renderer is loaded from: the dev server (electron-vite dev) or the built index.html. */
export type RendererLocation = { kind: 'dev'; url: string } | { kind: 'file'; path: string };

/** The renderer's location for a main bundle in mainDir (out/main). */
export function rendererLocation(mainDir: string, env: Record<string, string | undefined>, packaged: boolean): RendererLocation {
  const devUrl = env['ELECTRON_RENDERER_URL'];
  // A packaged app never follows the variable: it would let the environment swap the whole UI.
  if (!packaged && devUrl) return { kind: 'dev', url: devUrl };
  return { kind: 'file', path: join(mainDir, '../renderer/index.html') };
}

/** The URL the main window loads. */
export function rendererUrl(location: RendererLocation): string {
  return location.kind === 'dev' ? location.url : pathToFileURL(location.path).href;
}

/** True when url is a page of our renderer: same origin as the dev server, or exactly our index.html file. */
export function isOwnRendererUrl(url: string, location: RendererLocation): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (location.kind === 'dev') return parsed.origin === new URL(location.url).origin;
  if (parsed.protocol !== 'file:' || parsed.host !== '') return false;
  try {
    return fileURLToPath(parsed) === location.path;
  } catch {
    return false;
  }
}
