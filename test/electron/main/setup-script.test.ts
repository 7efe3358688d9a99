import { describe, expect, it } from 'vitest';

// @ts-expect-error -- a plain ES module npm runs before dependencies exist (package.json preinstall/pretest)
const setup = (await import('../../../scripts/setup.mjs')) as {
  REQUIREMENTS: Record<
    'app' | 'test',
    { what: string; probe: (has: unknown) => boolean; packages: Record<string, string[]> }[]
  >;
  plan: (facts: { platform: string; isRoot: boolean; manager: string | null; missing: unknown[] }) => {
    action: 'none' | 'install' | 'stop';
    what?: string[];
    packages?: string[];
    commands?: string[];
    command?: string | null;
  };
};
const packageJson = (await import('../../../package.json', { with: { type: 'json' } })).default as {
  scripts: Record<string, string>;
};

/** A machine that has exactly the given commands and files, and the libsecret and openpyxl libraries when `libraries`. */
function machineWith(commands: string[], files: string[] = [], libraries = true) {
  return {
    env: {},
    command: (name: string) => commands.includes(name),
    run: (file: string, args: string[]) =>
      libraries && (file === 'pkg-config' || (file === '/usr/bin/python3' && args.join(' ') === '-c import openpyxl')),
    file: (path: string) => files.includes(path),
  };
}
const missing = (purpose: 'app' | 'test', has: ReturnType<typeof machineWith>) =>
  setup.REQUIREMENTS[purpose].filter((r) => !r.probe(has));

describe('scripts/setup.mjs', () => {
  it('runs before install (npm run setup, and preinstall as a safety net), before the tests, and checks the keychain module after install', () => {
    expect(packageJson.scripts['preinstall']).toBe('node scripts/setup.mjs app');
    expect(packageJson.scripts['pretest']).toBe('node scripts/setup.mjs test');
    expect(packageJson.scripts['postinstall']).toBe('node scripts/setup.mjs verify');
    // The README's set-up command: system packages before npm builds keytar.
    expect(packageJson.scripts['setup']).toMatch(/^node scripts\/setup\.mjs app && npm install\b/);
  });

  it('finds what a fresh Debian machine lacks: libsecret headers and build tools for the app; D-Bus, gnome-keyring, Chromium, openpyxl, poppler for the tests', () => {
    const fresh = machineWith([], [], false);
    expect(missing('app', fresh).flatMap((r) => r.packages['apt'])).toEqual([
      'libsecret-1-dev',
      'pkg-config',
      'build-essential',
      'python3',
    ]);
    expect(missing('test', fresh).flatMap((r) => r.packages['apt'])).toEqual([
      'libsecret-1-dev',
      'pkg-config',
      'build-essential',
      'python3',
      'dbus',
      'gnome-keyring',
      'chromium',
      'python3-openpyxl',
      'poppler-utils',
    ]);
    const ready = machineWith(
      [
        'pkg-config',
        'make',
        'g++',
        'python3',
        'dbus-run-session',
        'gnome-keyring-daemon',
        'pdftotext',
        'pdfinfo',
        'pdftoppm',
      ],
      ['/usr/bin/chromium'],
    );
    expect(missing('test', ready)).toEqual([]);
  });

  it('installs as root on Debian/Ubuntu', () => {
    const decision = setup.plan({
      platform: 'linux',
      isRoot: true,
      manager: 'apt',
      missing: missing('app', machineWith([], [], false)),
    });
    expect(decision).toMatchObject({
      action: 'install',
      commands: [
        'apt-get update',
        'apt-get install -y --no-install-recommends libsecret-1-dev pkg-config build-essential python3',
      ],
    });
  });

  it('otherwise stops with the exact command to run', () => {
    const lacks = missing('test', machineWith(['pkg-config', 'make', 'g++', 'python3'], []));
    expect(setup.plan({ platform: 'linux', isRoot: false, manager: 'apt', missing: lacks })).toMatchObject({
      action: 'stop',
      command: 'sudo apt-get install -y --no-install-recommends dbus gnome-keyring chromium poppler-utils',
    });
    expect(setup.plan({ platform: 'linux', isRoot: false, manager: 'dnf', missing: lacks })).toMatchObject({
      action: 'stop',
      command: 'sudo dnf install -y dbus-tools gnome-keyring chromium poppler-utils',
    });
    expect(setup.plan({ platform: 'linux', isRoot: false, manager: null, missing: lacks })).toMatchObject({
      action: 'stop',
      command: null,
      what: expect.arrayContaining([expect.stringMatching(/Chromium/)]),
    });
  });

  it('does nothing when everything is there, or on macOS and Windows', () => {
    expect(setup.plan({ platform: 'linux', isRoot: true, manager: 'apt', missing: [] })).toEqual({ action: 'none' });
    const lacks = missing('app', machineWith([], [], false));
    expect(setup.plan({ platform: 'darwin', isRoot: false, manager: null, missing: lacks })).toEqual({
      action: 'none',
    });
    expect(setup.plan({ platform: 'win32', isRoot: false, manager: null, missing: lacks })).toEqual({ action: 'none' });
  });
});
