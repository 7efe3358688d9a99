import { spawn } from 'node:child_process';
import { cp } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { useTempDirs } from '../services/helpers/temp-dir';

interface Deps {
  version: string;
  cache: { file: string; folder: string };
  findBinary: () => string | null;
  install: () => Promise<{ ok: true } | { ok: false; reason: string }>;
  say: (line: string) => void;
  build: () => Promise<number>;
  runElectron: (mode: string, binary: string, built: boolean) => Promise<number>;
  runBrowserMode: () => Promise<number>;
}
// @ts-expect-error -- plain ES modules npm runs directly (package.json start, dev, dist)
const startScript = (await import('../../../scripts/start.mjs')) as {
  start: (mode: string, deps: Deps) => Promise<number>;
  INSTALL_TIMEOUT_MS: number;
};
// @ts-expect-error -- plain ES module shared by scripts/start.mjs and scripts/setup.mjs
const nodeVersion = (await import('../../../scripts/node-version.mjs')) as {
  nodeTooOld: (nodeVersion: string, engines: string | undefined) => string | null;
};
const binary = await import('../../../scripts/electron-binary.mjs');
const packageJson = (await import('../../../package.json', { with: { type: 'json' } })).default as {
  scripts: Record<string, string>;
  engines: { node: string };
};

const CACHE = { file: 'electron-v45.4.1-linux-x64.zip', folder: '/home/u/.cache/electron/abc' };

/** Start deps where the binary appears only once the installer ran (when it succeeds). */
function fakes(options: { present: boolean; install?: { ok: true } | { ok: false; reason: string } }) {
  let present = options.present;
  const lines: string[] = [];
  const deps = {
    version: '45.4.1',
    cache: CACHE,
    findBinary: () => (present ? '/electron/dist/electron' : null),
    install: vi.fn(async () => {
      const result = options.install ?? { ok: true as const };
      if (result.ok) present = true;
      return result;
    }),
    say: (line: string) => lines.push(line),
    build: vi.fn(async () => 0),
    runElectron: vi.fn(async () => 0),
    runBrowserMode: vi.fn(async () => 0),
  };
  return { deps, lines };
}

describe('scripts/start.mjs', () => {
  it('is what npm start, npm run dev and npm run dist run', () => {
    expect(packageJson.scripts['start']).toBe('node scripts/start.mjs start');
    expect(packageJson.scripts['dev']).toBe('node scripts/start.mjs dev');
    expect(packageJson.scripts['dist']).toBe('node scripts/start.mjs dist');
    expect(startScript.INSTALL_TIMEOUT_MS).toBeLessThanOrEqual(30_000);
  });

  it('binary present: electron-vite at once, nothing downloaded', async () => {
    const { deps, lines } = fakes({ present: true });
    expect(await startScript.start('start', deps)).toBe(0);
    expect(deps.install).not.toHaveBeenCalled();
    expect(deps.runElectron).toHaveBeenCalledWith('start', '/electron/dist/electron', false);
    expect(deps.runBrowserMode).not.toHaveBeenCalled();
    expect(lines).toEqual([]);
  });

  it("binary missing and Electron's installer gets it: electron-vite", async () => {
    const { deps, lines } = fakes({ present: false, install: { ok: true } });
    expect(await startScript.start('dev', deps)).toBe(0);
    expect(deps.install).toHaveBeenCalledOnce();
    expect(deps.runElectron).toHaveBeenCalledWith('dev', '/electron/dist/electron', false);
    expect(deps.build).not.toHaveBeenCalled();
    expect(deps.runBrowserMode).not.toHaveBeenCalled();
    expect(lines).toEqual([]);
  });

  it('download fails: one line with why and how to fix it, then browser mode', async () => {
    const { deps, lines } = fakes({
      present: false,
      install: { ok: false, reason: 'the release host did not answer within 30 s' },
    });
    deps.runBrowserMode.mockResolvedValue(0);
    expect(await startScript.start('start', deps)).toBe(0);
    expect(deps.runElectron).not.toHaveBeenCalled();
    expect(deps.runBrowserMode).toHaveBeenCalledOnce();
    // The app was built while the installer waited, so browser mode starts at once.
    expect(deps.build).toHaveBeenCalledOnce();
    expect(lines).toHaveLength(1);
    const [line] = lines as [string];
    expect(line).not.toContain('\n');
    expect(line).toContain('the release host did not answer within 30 s');
    expect(line).toContain('browser mode');
    for (const fix of ['ELECTRON_MIRROR', `${CACHE.folder}/`, CACHE.file, 'ELECTRON_OVERRIDE_DIST_PATH'])
      expect(line).toContain(fix);
  });

  it('npm run dist without Electron: the same line, then exit 1 (no browser mode)', async () => {
    const { deps, lines } = fakes({
      present: false,
      install: { ok: false, reason: 'the release host could not be reached' },
    });
    expect(await startScript.start('dist', deps)).toBe(1);
    expect(deps.runBrowserMode).not.toHaveBeenCalled();
    expect(lines[0]).toContain('cannot package the app');
  });
});

describe('scripts/electron-binary.mjs', () => {
  const files = (present: string[], pathTxt: string | null) => ({
    exists: (file: string) => present.includes(file),
    read: (file: string) => {
      if (pathTxt === null || !file.endsWith('path.txt')) throw new Error('ENOENT');
      return pathTxt;
    },
  });

  it('finds the binary from path.txt, or in ELECTRON_OVERRIDE_DIST_PATH', () => {
    const dir = '/p/node_modules/electron';
    expect(binary.findElectronBinary({ electronDir: dir, env: {}, platform: 'linux', ...files([], null) })).toBeNull();
    expect(
      binary.findElectronBinary({ electronDir: dir, env: {}, platform: 'linux', ...files([], 'electron') }),
    ).toBeNull();
    expect(
      binary.findElectronBinary({
        electronDir: dir,
        env: {},
        platform: 'linux',
        ...files([join(dir, 'dist', 'electron')], 'electron'),
      }),
    ).toBe(join(dir, 'dist', 'electron'));
    const override = { ELECTRON_OVERRIDE_DIST_PATH: '/opt/electron' };
    expect(
      binary.findElectronBinary({
        electronDir: dir,
        env: override,
        platform: 'linux',
        ...files(['/opt/electron/electron'], null),
      }),
    ).toBe('/opt/electron/electron');
    expect(
      binary.findElectronBinary({
        electronDir: dir,
        env: override,
        platform: 'linux',
        ...files([join(dir, 'dist', 'electron')], 'electron'),
      }),
    ).toBeNull();
  });

  it('names the cache folder exactly as @electron/get looks for a pre-downloaded zip', async () => {
    const { Cache } = (await import('../../../node_modules/@electron/get/dist/Cache.js')) as {
      Cache: { getCacheDirectory(url: string): string };
    };
    const home = '/home/u';
    const plain = binary.cacheLocation({ version: '45.4.1', env: {}, platform: 'linux', arch: 'x64', home });
    expect(plain.file).toBe('electron-v45.4.1-linux-x64.zip');
    expect(plain.folder).toBe(
      join(
        home,
        '.cache',
        'electron',
        Cache.getCacheDirectory(
          'https://github.com/electron/electron/releases/download/v45.4.1/electron-v45.4.1-linux-x64.zip',
        ),
      ),
    );
    const mirrored = binary.cacheLocation({
      version: '45.4.1',
      env: { ELECTRON_MIRROR: 'https://mirror.example/electron/', electron_config_cache: '/c' },
      platform: 'linux',
      arch: 'x64',
      home,
    });
    expect(mirrored.folder).toBe(
      join('/c', Cache.getCacheDirectory('https://mirror.example/electron/v45.4.1/electron-v45.4.1-linux-x64.zip')),
    );
  });

  it('says in a few words why the download failed', () => {
    const reason = (output: string, timedOut = false) =>
      binary.failureReason({ timedOut, timeoutMs: 30_000, code: 1, output });
    expect(reason('', true)).toBe('the release host did not answer within 30 s');
    expect(reason('TypeError: fetch failed\n    at node:internal')).toBe('the release host could not be reached');
    expect(reason('Error: getaddrinfo ENOTFOUND github.com')).toMatch(/could not be resolved/);
    expect(reason('HTTPError: Response code 404 (Not Found)')).toMatch(/ELECTRON_MIRROR/);
    expect(reason('Error: something odd\n    at x')).toBe('its installer failed: Error: something odd');
  });

  it('kills an installer that hangs (connections that never answer) and reports it', async () => {
    const hang = ((_command: string, _args: string[], options: object) =>
      spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], options)) as typeof spawn;
    const started = Date.now();
    const result = await binary.runElectronInstaller({
      electronDir: '/nowhere',
      env: process.env,
      timeoutMs: 300,
      spawnProcess: hang,
    });
    expect(result).toEqual({ ok: false, reason: 'the release host did not answer within 1 s' });
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});

describe('the Node.js that runs set-up and browser mode', () => {
  it('is refused, in one line naming both versions, when older than package.json asks; accepted otherwise', () => {
    const engines = packageJson.engines.node;
    expect(engines).toMatch(/^>=22\.19/);
    expect(nodeVersion.nodeTooOld('20.20.2', engines)).toBe(
      'SVC Desk needs Node.js 22.19 or newer, and this is Node.js 20.20.2: install Node.js 22 (nodejs.org, or your package manager) and run the command again.',
    );
    expect(nodeVersion.nodeTooOld('22.18.0', engines)).toMatch(/needs Node\.js 22\.19/);
    for (const fine of ['22.19.0', '22.23.3', '24.1.0']) expect(nodeVersion.nodeTooOld(fine, engines), fine).toBeNull();
    expect(nodeVersion.nodeTooOld(process.versions.node, engines)).toBeNull();
  });
});

describe('npm start and npm run web before `npm run setup`', () => {
  const tempDir = useTempDirs();

  /** A fresh clone's scripts and manifest, without node_modules. */
  async function freshClone(): Promise<string> {
    const dir = await tempDir();
    await cp(join(import.meta.dirname, '../../../scripts'), join(dir, 'scripts'), { recursive: true });
    await cp(join(import.meta.dirname, '../../../package.json'), join(dir, 'package.json'));
    return dir;
  }

  /** Runs node with these arguments in the folder; its exit status and stderr. */
  function node(cwd: string, args: string[]): Promise<{ code: number | null; stderr: string }> {
    return new Promise((resolve) => {
      const child = spawn(process.execPath, args, { cwd, stdio: ['ignore', 'ignore', 'pipe'] });
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      child.on('close', (code) => resolve({ code, stderr }));
    });
  }

  it('each says in one line to run npm run setup, with no stack trace', async () => {
    const dir = await freshClone();
    // What package.json's start and web scripts run (web: its node arguments, the entry not even present).
    const web = packageJson.scripts['web']!.split(' ').slice(1);
    for (const args of [['scripts/start.mjs', 'start'], web]) {
      const ran = await node(dir, args);
      expect({ args, code: ran.code }).toEqual({ args, code: 1 });
      expect(ran.stderr.trim().split('\n'), args.join(' ')).toEqual([
        expect.stringMatching(/^SVC Desk is not set up yet \(node_modules\/.+ missing\): run `npm run setup` once/),
      ]);
    }
  });
});
