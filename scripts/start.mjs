#!/usr/bin/env node
// npm start | npm run dev | npm run dist (package.json): make sure Electron's binary is there first.
// Since Electron 42 installing the npm package downloads nothing; electron-vite then fails with
// "Electron uninstall" (it reads node_modules/electron/path.txt). So: binary present -> electron-vite;
// missing -> Electron's own installer, killed after 30 s; installed -> electron-vite; otherwise one line
// saying why and how to fix it, then browser mode (npm run web) for start and dev; dist stops (exit 1).
import { spawn } from 'node:child_process';
import console from 'node:console';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { cacheLocation, findElectronBinary, runElectronInstaller } from './electron-binary.mjs';
import { thisNodeTooOld } from './node-version.mjs';
import { missingSetup, NEEDED } from './setup-check.mjs';

/** How long Electron's installer may try before we give up on it. */
export const INSTALL_TIMEOUT_MS = 30_000;

/** What each command runs once Electron is there. */
export const ELECTRON_COMMANDS = {
  start: [['electron-vite', 'preview']],
  dev: [['electron-vite', 'dev']],
  dist: [
    ['electron-vite', 'build'],
    ['electron-builder', '--publish', 'never'],
  ],
};

/** How to get the desktop window where the download cannot work, in one clause. */
export function howToFix({ version, cache }) {
  return (
    `set ELECTRON_MIRROR to a mirror you can reach, put ${cache.file} (from a machine that can download it) in ${cache.folder}/, ` +
    `or set ELECTRON_OVERRIDE_DIST_PATH to an unpacked Electron ${version} folder; then run the command again`
  );
}

/** The one line said when Electron cannot be had. */
export function unavailableLine({ mode, version, reason, cache }) {
  const next = mode === 'dist' ? 'cannot package the app' : 'starting in browser mode instead (npm run web)';
  return `Electron ${version} is not available because ${reason}: ${next}. For the desktop window, ${howToFix({ version, cache })}.`;
}

/**
 * The start decision, with every effect injected (tests): run electron-vite
 * when the binary is there or Electron's installer gets it; otherwise say one
 * line, then browser mode (start, dev) or exit 1 (dist). Answers the exit status.
 */
export async function start(mode, deps) {
  let binary = deps.findBinary();
  let built = false;
  if (binary === null) {
    // npm start builds the app either way (window or browser): while the installer waits on the network.
    const [installed, buildStatus] = await Promise.all([
      deps.install(),
      mode === 'start' ? deps.build() : Promise.resolve(1),
    ]);
    built = buildStatus === 0;
    binary = installed.ok ? deps.findBinary() : null;
    if (binary === null) {
      const reason = installed.ok ? 'its installer finished without leaving a binary' : installed.reason;
      deps.say(unavailableLine({ mode, version: deps.version, reason, cache: deps.cache }));
      return mode === 'dist' ? 1 : deps.runBrowserMode();
    }
  }
  return deps.runElectron(mode, binary, built);
}

/** Runs a child with the terminal, forwarding Ctrl-C/SIGTERM; resolves its exit status. */
function run(command, args, options) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    const forward = (signal) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('error', (error) => {
      console.error(`${command}: ${error.message}`);
      resolve(1);
    });
    child.on('close', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

/** Runs a child quietly (the build beside the installer); its output is shown only when it fails. */
function runQuiet(command, args, options) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
    let output = '';
    const keep = (chunk) => {
      output = (output + chunk.toString()).slice(-8000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', () => resolve(1));
    child.on('close', (code) => {
      if (code !== 0) console.error(output.trim());
      resolve(code ?? 1);
    });
  });
}

async function main(mode) {
  const root = join(fileURLToPath(import.meta.url), '..', '..');
  const notSetUp = missingSetup({ root, packages: NEEDED.start });
  if (notSetUp !== null) {
    console.error(notSetUp);
    return 1;
  }
  const electronDir = join(root, 'node_modules', 'electron');
  const version = JSON.parse(readFileSync(join(electronDir, 'package.json'), 'utf8')).version;
  const bin = (name) => join(root, 'node_modules', '.bin', process.platform === 'win32' ? `${name}.cmd` : name);
  const env = process.env;
  return start(mode, {
    version,
    cache: cacheLocation({ version, env, platform: process.platform, arch: process.arch }),
    findBinary: () => findElectronBinary({ electronDir, env, platform: process.platform }),
    install: () => {
      console.error(`Getting Electron ${version} (at most ${INSTALL_TIMEOUT_MS / 1000} s)...`);
      return runElectronInstaller({ electronDir, env, timeoutMs: INSTALL_TIMEOUT_MS });
    },
    say: (line) => console.error(line),
    // electron-vite takes the binary from ELECTRON_EXEC_PATH when set (ELECTRON_OVERRIDE_DIST_PATH has no path.txt).
    build: () =>
      runQuiet(bin('electron-vite'), ['build', '--logLevel', 'error'], {
        cwd: root,
        shell: process.platform === 'win32',
      }),
    runElectron: async (command, binary, built) => {
      for (const [tool, ...args] of ELECTRON_COMMANDS[command]) {
        const extra = built && command === 'start' ? ['--skipBuild'] : [];
        const status = await run(bin(tool), [...args, ...extra], {
          cwd: root,
          env: { ...env, ELECTRON_EXEC_PATH: binary },
          shell: process.platform === 'win32',
        });
        if (status !== 0) return status;
      }
      return 0;
    },
    // One process (tsx as a loader, not its CLI), so Ctrl-C reaches the server directly and it stops cleanly.
    // Browser mode runs main's services on this very Node (Electron brings its own).
    runBrowserMode: async () => {
      const tooOld = thisNodeTooOld();
      if (tooOld !== null) {
        console.error(tooOld);
        return 1;
      }
      return run(process.execPath, ['--import', 'tsx', join(root, 'electron', 'web', 'main.ts')], { cwd: root });
    },
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const mode = process.argv[2];
  if (!Object.hasOwn(ELECTRON_COMMANDS, mode)) {
    console.error('usage: node scripts/start.mjs start|dev|dist');
    process.exit(2);
  }
  process.exit(await main(mode));
}
