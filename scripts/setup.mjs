#!/usr/bin/env node
// System set-up for a fresh machine, run by npm itself (package.json):
//   preinstall:  node scripts/setup.mjs app    what `npm install` needs to build keytar (the OS keychain module)
//   pretest:     node scripts/setup.mjs test   what `npm test` needs: D-Bus, gnome-keyring, Chromium, openpyxl, poppler
//   postinstall: node scripts/setup.mjs verify says loudly when the keychain module did not build
// Missing system packages are installed when this runs as root on Debian/Ubuntu (as CI does); otherwise
// it stops at once and prints the exact command to run. SVC_DESK_SKIP_SETUP=1 skips the checks.
// Plain Node (runs before dependencies exist, on any Node version npm runs).
import { execFileSync, spawnSync } from 'node:child_process';
import console from 'node:console';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { thisNodeTooOld } from './node-version.mjs';

/** Install commands per package manager (the first one found on PATH is used). */
export const MANAGERS = {
  apt: { install: (pkgs) => `apt-get install -y --no-install-recommends ${pkgs.join(' ')}`, update: 'apt-get update' },
  dnf: { install: (pkgs) => `dnf install -y ${pkgs.join(' ')}` },
  pacman: { install: (pkgs) => `pacman -S --needed --noconfirm ${pkgs.join(' ')}` },
  zypper: { install: (pkgs) => `zypper install -y ${pkgs.join(' ')}` },
};

const chromiumPath = (env) => env.SVC_DESK_CHROMIUM || '/usr/bin/chromium';
/** The Python that has the system's openpyxl (Debian installs it for /usr/bin/python3, whatever python3 is first on PATH). */
export const testPython = (env = process.env) => env.SVC_DESK_PYTHON || '/usr/bin/python3';

/**
 * What each purpose needs on Linux: a probe and the packages that satisfy it per manager.
 * macOS and Windows need nothing: keytar uses their built-in keychains.
 */
export const REQUIREMENTS = {
  app: [
    {
      what: 'the libsecret headers (keytar, the OS keychain module, compiles against them)',
      probe: (has) => has.command('pkg-config') && has.run('pkg-config', ['--exists', 'libsecret-1']),
      packages: {
        apt: ['libsecret-1-dev', 'pkg-config'],
        dnf: ['libsecret-devel', 'pkgconf-pkg-config'],
        pacman: ['libsecret', 'pkgconf'],
        zypper: ['libsecret-devel', 'pkg-config'],
      },
    },
    {
      what: 'a C++ toolchain and Python (node-gyp builds keytar)',
      probe: (has) => has.command('make') && (has.command('g++') || has.command('c++')) && has.command('python3'),
      packages: {
        apt: ['build-essential', 'python3'],
        dnf: ['gcc-c++', 'make', 'python3'],
        pacman: ['base-devel', 'python'],
        zypper: ['gcc-c++', 'make', 'python3'],
      },
    },
  ],
  test: [
    {
      what: 'D-Bus (a private session bus for the keychain tests)',
      probe: (has) => has.command('dbus-run-session'),
      packages: { apt: ['dbus'], dnf: ['dbus-tools'], pacman: ['dbus'], zypper: ['dbus-1'] },
    },
    {
      what: 'gnome-keyring (a real Secret Service for the keychain tests)',
      probe: (has) => has.command('gnome-keyring-daemon'),
      packages: {
        apt: ['gnome-keyring'],
        dnf: ['gnome-keyring'],
        pacman: ['gnome-keyring'],
        zypper: ['gnome-keyring'],
      },
    },
    {
      what: 'Chromium (the end-to-end tests drive the renderer in it)',
      probe: (has) => has.file(chromiumPath(has.env)),
      packages: { apt: ['chromium'], dnf: ['chromium'], pacman: ['chromium'], zypper: ['chromium'] },
    },
    {
      what: 'openpyxl (an independent reader checks every style of the Excel export)',
      probe: (has) => has.run(testPython(has.env), ['-c', 'import openpyxl']),
      packages: {
        apt: ['python3-openpyxl'],
        dnf: ['python3-openpyxl'],
        pacman: ['python-openpyxl'],
        zypper: ['python3-openpyxl'],
      },
    },
    {
      what: 'poppler-utils (pdftotext, pdfinfo and pdftoppm read the PDF statements back)',
      probe: (has) => has.command('pdftotext') && has.command('pdfinfo') && has.command('pdftoppm'),
      packages: {
        apt: ['poppler-utils'],
        dnf: ['poppler-utils'],
        pacman: ['poppler'],
        zypper: ['poppler-tools'],
      },
    },
  ],
};
// The test command builds and runs the app's code too.
REQUIREMENTS.test = [...REQUIREMENTS.app, ...REQUIREMENTS.test];

/** Probes of the real machine. */
export function machine(env = process.env) {
  return {
    env,
    command: (name) => spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0,
    run: (file, args) => spawnSync(file, args, { stdio: 'ignore' }).status === 0,
    file: (path) => existsSync(path),
  };
}

/**
 * Decides what to do: nothing, install (root with apt), or stop with the command to run.
 * facts: { platform, isRoot, manager: 'apt'|'dnf'|'pacman'|'zypper'|null, missing: requirement[] }.
 */
export function plan({ platform, isRoot, manager, missing }) {
  if (platform !== 'linux' || missing.length === 0) return { action: 'none' };
  const what = missing.map((requirement) => requirement.what);
  if (manager === null) return { action: 'stop', what, command: null };
  const packages = [...new Set(missing.flatMap((requirement) => requirement.packages[manager]))];
  const command = MANAGERS[manager].install(packages);
  if (isRoot && manager === 'apt')
    return { action: 'install', what, packages, commands: [MANAGERS.apt.update, command] };
  return { action: 'stop', what, command: isRoot ? command : `sudo ${command}` };
}

function findManager(has) {
  for (const name of ['apt', 'dnf', 'pacman', 'zypper'])
    if (has.command(name === 'apt' ? 'apt-get' : name)) return name;
  return null;
}

function stopMessage(purpose, decision) {
  const lines = [
    `svc-desk set-up: this machine lacks what \`${purpose === 'app' ? 'npm install' : 'npm test'}\` needs:`,
  ];
  for (const what of decision.what) lines.push(`  - ${what}`);
  lines.push(
    decision.command
      ? `Run this, then the same command again:\n\n  ${decision.command}\n`
      : 'Install them with your system package manager, then run the same command again.',
  );
  lines.push('(Set SVC_DESK_SKIP_SETUP=1 to skip this check.)');
  return lines.join('\n');
}

/** Checks and (as root on Debian/Ubuntu) installs; exits 1 with the exact command otherwise. */
export function ensure(purpose, has = machine()) {
  const missingNow = () => REQUIREMENTS[purpose].filter((requirement) => !requirement.probe(has));
  const decision = plan({
    platform: process.platform,
    isRoot: process.getuid?.() === 0,
    manager: findManager(has),
    missing: missingNow(),
  });
  if (decision.action === 'none') return;
  if (decision.action === 'stop') {
    console.error(stopMessage(purpose, decision));
    process.exit(1);
  }
  console.log(`svc-desk set-up: installing ${decision.packages.join(' ')} (${decision.what.join('; ')})`);
  for (const command of decision.commands)
    execFileSync('sh', ['-c', command], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  const still = missingNow();
  if (still.length > 0) {
    const packages = [...new Set(still.flatMap((requirement) => requirement.packages.apt))];
    console.error(
      stopMessage(purpose, {
        what: still.map((requirement) => requirement.what),
        command: MANAGERS.apt.install(packages),
      }),
    );
    process.exit(1);
  }
}

/** After install: says loudly when keytar (optional) is missing or does not load. Never fails the install. */
export function verify() {
  try {
    createRequire(import.meta.url)('keytar');
  } catch (error) {
    const reason = String(error && error.message ? error.message : error).split('\n')[0];
    const bar = '*'.repeat(78);
    console.warn(
      `${bar}\nsvc-desk: the OS keychain module (keytar) is NOT installed: ${reason}\n` +
        'SVC Desk starts and the local simulator works, but API secrets of other profiles cannot be stored.\n' +
        'Run `node scripts/setup.mjs app` (it installs or names the system packages), then `npm install`.\n' +
        `${bar}`,
    );
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const purpose = process.argv[2];
  if (process.env.SVC_DESK_SKIP_SETUP === '1') process.exit(0);
  if (purpose === 'verify') verify();
  else if (purpose === 'app' || purpose === 'test') {
    // First the Node itself: on an older one nothing after this would build or run as it should.
    const tooOld = thisNodeTooOld();
    if (tooOld !== null) {
      console.error(tooOld);
      process.exit(1);
    }
    ensure(purpose);
  } else {
    console.error('usage: node scripts/setup.mjs app|test|verify');
    process.exit(2);
  }
}
