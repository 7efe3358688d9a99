import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * The installed Electron executable, found the way the electron package does
 * (path.txt + dist/) but without importing it: importing the package would
 * start a download when the binary is missing.
 */
export function findElectronBinary(env: NodeJS.ProcessEnv = process.env): { path: string } | { reason: string } {
  let packageDir: string;
  try {
    packageDir = dirname(createRequire(import.meta.url).resolve('electron/package.json'));
  } catch {
    return { reason: 'the electron package is not installed' };
  }
  const pathFile = join(packageDir, 'path.txt');
  if (!existsSync(pathFile)) return { reason: `the Electron binary is not installed (no ${pathFile}; "npx install-electron" downloads it)` };
  const executable = join(env['ELECTRON_OVERRIDE_DIST_PATH'] ?? join(packageDir, 'dist'), readFileSync(pathFile, 'utf8').trim());
  if (!existsSync(executable)) return { reason: `the Electron binary ${executable} is missing` };
  if (process.platform === 'linux' && !env['DISPLAY'] && !env['WAYLAND_DISPLAY']) return { reason: 'there is no display to open a window on (run under xvfb-run)' };
  return { path: executable };
}
