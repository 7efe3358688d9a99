import { createRequire } from 'node:module';
import { dirname } from 'node:path';

// The lookup itself is the start script's (scripts/electron-binary.mjs), so the
// smoke test launches exactly the binary `npm start` would hand electron-vite.
const startBinary = await import('../../scripts/electron-binary.mjs');

function installedPackageDir(): string | null {
  try {
    return dirname(createRequire(import.meta.url).resolve('electron/package.json'));
  } catch {
    return null;
  }
}

/**
 * The Electron executable the smoke test can launch, or why it cannot: found
 * without importing the electron package (importing it would start a
 * download when the binary is missing).
 */
export function findElectronBinary(
  env: NodeJS.ProcessEnv = process.env,
  platform: NodeJS.Platform = process.platform,
  packageDir: string | null = installedPackageDir(),
): { path: string } | { reason: string } {
  if (packageDir === null) return { reason: 'the electron package is not installed' };
  const executable = startBinary.findElectronBinary({ electronDir: packageDir, env, platform });
  if (executable === null) {
    const where = env['ELECTRON_OVERRIDE_DIST_PATH']
      ? `ELECTRON_OVERRIDE_DIST_PATH=${env['ELECTRON_OVERRIDE_DIST_PATH']} holds no Electron executable`
      : `no Electron binary under ${packageDir}`;
    return {
      reason: `the Electron binary is not installed (${where}; "npm start" fetches it, or set ELECTRON_OVERRIDE_DIST_PATH to an unpacked Electron)`,
    };
  }
  if (platform === 'linux' && !env['DISPLAY'] && !env['WAYLAND_DISPLAY'])
    return { reason: 'there is no display to open a window on (run under xvfb-run)' };
  return { path: executable };
}
