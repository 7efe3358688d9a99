// Where Electron's binary is, and getting it with Electron's own installer (node_modules/electron/install.js,
// which honours ELECTRON_MIRROR, ELECTRON_CUSTOM_DIR, electron_config_cache and a zip already in its cache).
// Used by scripts/start.mjs. Plain Node: no dependency is loaded.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join, posix } from 'node:path';
import process from 'node:process';
import { clearTimeout, setTimeout } from 'node:timers';
import { URL } from 'node:url';

/** The Electron executable inside a dist folder, as node_modules/electron/install.js names it. */
export function platformExecutable(platform) {
  if (platform === 'darwin' || platform === 'mas') return 'Electron.app/Contents/MacOS/Electron';
  if (platform === 'win32') return 'electron.exe';
  return 'electron';
}

/**
 * The executable electron-vite will run, or null when there is none:
 * ELECTRON_OVERRIDE_DIST_PATH (an unpacked Electron elsewhere) first, else
 * node_modules/electron/path.txt and the file it names in dist/.
 */
export function findElectronBinary({
  electronDir,
  env,
  platform,
  exists = existsSync,
  read = (file) => readFileSync(file, 'utf8'),
}) {
  let named;
  try {
    named = read(join(electronDir, 'path.txt')).trim() || null;
  } catch {
    named = null;
  }
  const override = env.ELECTRON_OVERRIDE_DIST_PATH;
  if (override) {
    const file = join(override, named ?? platformExecutable(platform));
    return exists(file) ? file : null;
  }
  if (named === null) return null;
  const file = join(electronDir, 'dist', named);
  return exists(file) ? file : null;
}

/** The release zip's name and the folder @electron/get looks for it in (so a pre-downloaded zip can be put there). */
export function cacheLocation({ version, env, platform, arch, home = homedir() }) {
  const file = `electron-v${version}-${platform}-${arch}.zip`;
  const mirror =
    env.ELECTRON_MIRROR || env.npm_config_electron_mirror || 'https://github.com/electron/electron/releases/download/';
  const dir = env.ELECTRON_CUSTOM_DIR || `v${version}`;
  const url = new URL(`${mirror}${dir}/${file}`);
  url.pathname = posix.dirname(url.pathname);
  url.hash = '';
  url.search = '';
  const root =
    env.electron_config_cache ||
    (platform === 'darwin'
      ? join(home, 'Library', 'Caches', 'electron')
      : platform === 'win32'
        ? join(env.LOCALAPPDATA || join(home, 'AppData', 'Local'), 'electron', 'Cache')
        : join(env.XDG_CACHE_HOME || join(home, '.cache'), 'electron'));
  return { file, folder: join(root, createHash('sha256').update(url.toString()).digest('hex')) };
}

/** Why the installer failed, in a few words, from its exit and output. */
export function failureReason({ timedOut, timeoutMs, code, output }) {
  if (timedOut) return `the release host did not answer within ${Math.ceil(timeoutMs / 1000)} s`;
  if (/ENOTFOUND|EAI_AGAIN/.test(output)) return 'the release host could not be resolved (no DNS or no network)';
  if (/ECONNREFUSED|ECONNRESET|ETIMEDOUT|ENETUNREACH|EHOSTUNREACH|socket hang up|fetch failed/.test(output))
    return 'the release host could not be reached';
  if (/\b404\b|Not Found/.test(output))
    return 'the download address has no such Electron release (check ELECTRON_MIRROR)';
  if (/checksum|sha256/i.test(output)) return 'the downloaded file did not match its checksum';
  const line = output
    .split('\n')
    .map((text) => text.trim())
    .find((text) => text !== '' && !text.startsWith('at '));
  return line ? `its installer failed: ${line.slice(0, 160)}` : `its installer exited with status ${code}`;
}

/**
 * Runs Electron's installer, killed after timeoutMs (the release host may
 * never answer: connections hang on locked-down networks). Resolves
 * { ok: true } or { ok: false, reason }; never rejects. Its output is kept
 * quiet (a stack trace is not a message for a user).
 */
export function runElectronInstaller({ electronDir, env, timeoutMs, spawnProcess = spawn }) {
  return new Promise((resolve) => {
    let output = '';
    let timedOut = false;
    let child;
    try {
      child = spawnProcess(process.execPath, [join(electronDir, 'install.js')], {
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
    } catch (error) {
      resolve({ ok: false, reason: `its installer could not start: ${error.message}` });
      return;
    }
    const keep = (chunk) => {
      output = (output + chunk.toString()).slice(-8000);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      resolve({ ok: false, reason: `its installer could not start: ${error.message}` });
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve(
        code === 0 && !timedOut
          ? { ok: true }
          : { ok: false, reason: failureReason({ timedOut, timeoutMs, code, output }) },
      );
    });
  });
}
