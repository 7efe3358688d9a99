import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import type { UserConfig } from 'vite';
import config from '../../../electron.vite.config';

const root = resolve(import.meta.dirname, '../../..');

/**
 * Builds the renderer with the app's own electron-vite renderer config into a
 * fresh temporary folder (never out/, which a developer's build may be using).
 */
export async function buildRenderer(): Promise<string> {
  const outDir = await mkdtemp(join(tmpdir(), 'svc-desk-renderer-'));
  const renderer = (config as { renderer?: UserConfig }).renderer;
  if (!renderer) throw new Error('electron.vite.config.ts has no renderer section.');
  // The app ships a production build. Under vitest NODE_ENV is "test", which would make the React
  // plugin emit development JSX calls that React's production runtime does not have.
  const nodeEnv = process.env['NODE_ENV'];
  process.env['NODE_ENV'] = 'production';
  try {
    await buildWith(renderer, outDir);
  } finally {
    if (nodeEnv === undefined) delete process.env['NODE_ENV'];
    else process.env['NODE_ENV'] = nodeEnv;
  }
  return outDir;
}

async function buildWith(renderer: UserConfig, outDir: string): Promise<void> {
  await build({
    ...renderer,
    configFile: false,
    mode: 'production',
    // electron-vite loads the renderer from a file URL, so asset paths are relative.
    base: './',
    logLevel: 'warn',
    build: { ...renderer.build, outDir, emptyOutDir: true, reportCompressedSize: false, chunkSizeWarningLimit: 4096 },
    envDir: root,
  });
}
