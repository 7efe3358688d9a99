import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

// What the electron package's path.txt holds on each platform (its index.js falls back to "electron").
const EXECUTABLE: Partial<Record<NodeJS.Platform, string>> = { darwin: 'Electron.app/Contents/MacOS/Electron', win32: 'electron.exe' };

function installedPackageDir(): string | null {
  try {
    return dirname(createRequire(import.meta.url).resolve('electron/package.json'));
  } catch {
    return null;
  }
}

/**
 * The Electron executable, found the way the electron package does (path.txt
 * + dist/, or ELECTRON_OVERRIDE_DIST_PATH) but without importing it: importing
 * the package would start a download when the binary is missing.
 */
export function findElectronBinary(
  env: NodeJS.ProcessEnv = process.env,
  platform: NodeJS.Platform = process.platform,
  packageDir: string | null = installedPackageDir(),
): { path: string } | { reason: string } {
  if (packageDir === null) return { reason: 'the electron package is not installed' };
  const pathFile = join(packageDir, 'path.txt');
  const override = env['ELECTRON_OVERRIDE_DIST_PATH'];
  const installed = existsSync(pathFile) ? readFileSync(pathFile, 'utf8').trim() : null;
  if (!override && installed === null) {
    return { reason: `the Electron binary is not installed (no ${pathFile}; "npx install-electron" downloads it, or set ELECTRON_OVERRIDE_DIST_PATH to an unpacked Electron)` };
  }
  const executable = override ? join(override, installed ?? EXECUTABLE[platform] ?? 'electron') : join(packageDir, 'dist', installed!);
  if (!existsSync(executable)) return { reason: `the Electron binary ${executable} is missing` };
  if (platform === 'linux' && !env['DISPLAY'] && !env['WAYLAND_DISPLAY']) return { reason: 'there is no display to open a window on (run under xvfb-run)' };
  return { path: executable };
}
