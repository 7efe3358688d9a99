import { spawn } from 'node:child_process';
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** Newest modification time of any file under the folders (0 when none). */
async function newestMtime(paths: readonly string[]): Promise<number> {
  let newest = 0;
  for (const path of paths) {
    const info = await stat(path).catch(() => null);
    if (!info) continue;
    if (!info.isDirectory()) {
      newest = Math.max(newest, info.mtimeMs);
      continue;
    }
    for (const entry of await readdir(path, { withFileTypes: true, recursive: true })) {
      if (entry.isFile())
        newest = Math.max(
          newest,
          (await stat(join(entry.parentPath, entry.name)).catch(() => ({ mtimeMs: 0 }))).mtimeMs,
        );
    }
  }
  return newest;
}

/** Whether out/renderer is missing or older than the sources it is built from. */
export async function rendererNeedsBuild(root: string): Promise<boolean> {
  const built = await stat(join(root, 'out', 'renderer', 'index.html')).catch(() => null);
  if (!built) return true;
  const sources = await newestMtime(
    ['renderer', 'shared', 'electron.vite.config.ts', 'electron/main/csp.ts', 'package.json'].map((path) =>
      join(root, path),
    ),
  );
  return sources > built.mtimeMs;
}

/** Builds the app with electron-vite (as npm start does); rejects with its output's last lines on failure. */
export function buildApp(root: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [join(root, 'node_modules', 'electron-vite', 'bin', 'electron-vite.js'), 'build', '--logLevel', 'error'],
      { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    const keep = (chunk: Buffer): void => {
      output = (output + chunk.toString()).slice(-4000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`electron-vite build failed (exit ${code}):\n${output.trim()}`)),
    );
  });
}
