import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, matchesGlob, resolve } from 'node:path';
import { FuseV1Options, FuseVersion } from '@electron/fuses';
import type * as Fuses from '@electron/fuses';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_ID } from '../../../electron/main/app-id';
import { startedWorkers } from '../services/workers/started-workers';

const root = resolve(import.meta.dirname, '../../..');
const flipFuses = vi.hoisted(() => vi.fn((..._args: unknown[]) => Promise.resolve(0)));
vi.mock('@electron/fuses', async (importOriginal) => ({ ...(await importOriginal<typeof Fuses>()), flipFuses }));

interface BuilderConfig {
  appId: string;
  productName: string;
  files: string[];
  asar: boolean;
  asarUnpack: string[];
  afterPack: string;
  directories: { output: string; buildResources: string };
  linux: { target: string[]; icon: string };
  mac: { target: string[]; icon: string };
  win: { target: string[]; icon: string };
}

// @ts-expect-error -- a plain ES module config file at the project root, typed by JSDoc for electron-builder
const { default: config } = (await import('../../../electron-builder.js')) as { default: BuilderConfig };
// @ts-expect-error -- the afterPack hook is a plain ES module that electron-builder loads
const hook = (await import('../../../scripts/after-pack.mjs')) as {
  FUSES: Record<number, boolean>;
  afterPack: (context: unknown) => Promise<void>;
};
const packageJson = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as {
  productName: string;
  main: string;
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
  optionalDependencies: Record<string, string>;
};

/** Whether a list of electron-builder globs takes a path: the last pattern that matches decides, a "!" one excludes. */
function matched(patterns: string[], path: string): boolean {
  let taken = false;
  for (const pattern of patterns) {
    if (pattern.startsWith('!')) taken &&= !matchesGlob(path, pattern.slice(1));
    else taken ||= matchesGlob(path, pattern);
  }
  return taken;
}

/** Bundled into the renderer by vite; nothing in electron/ may load them at run time. */
const RENDERER_ONLY = ['react', 'react-dom', 'recharts', 'zustand', '@tanstack/react-virtual'];

/** Packages only a command line run by tsx loads (never bundled into the app), and the files that load them. */
const COMMAND_LINE_ONLY: Record<string, string[]> = { 'node-forge': ['simulator/tls.ts'] };

/** Every runtime import of the sources under a folder: [file relative to the folder, specifier]. */
function importsUnder(folder: string): [string, string][] {
  const found: [string, string][] = [];
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || entry.name.endsWith('.d.ts')) continue;
    const file = resolve(entry.parentPath, entry.name);
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(
      /^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?'([^']+)'|\bimport\('([^']+)'\)/gm,
    )) {
      found.push([file.slice(folder.length + 1), match[1] ?? match[2]!]);
    }
  }
  return found;
}

/** The npm packages the sources under a folder load at run time, with the files that load each (type-only imports, node: built-ins and Electron itself excepted). */
function packagesLoadedBy(folder: string): Map<string, string[]> {
  const names = new Map<string, string[]>();
  for (const [file, specifier] of importsUnder(folder)) {
    if (specifier.startsWith('.') || specifier.startsWith('node:') || specifier === 'electron') continue;
    const parts = specifier.split('/');
    const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
    names.set(name, [...(names.get(name) ?? []), file]);
  }
  return names;
}

/** The files under a folder that import the module at `target` (relative to the folder, without extension). */
function importersOf(folder: string, target: string): string[] {
  return importsUnder(folder)
    .filter(
      ([file, imported]) =>
        imported.startsWith('.') && resolve(folder, dirname(file), imported) === resolve(folder, target),
    )
    .map(([file]) => file);
}

/** The fuses a packaged SVC Desk must ship with. Changing one must be a deliberate edit here too. */
const REQUIRED_FUSES = {
  [FuseV1Options.RunAsNode]: false,
  [FuseV1Options.EnableNodeOptionsEnvironmentVariable]: false,
  [FuseV1Options.EnableNodeCliInspectArguments]: false,
  [FuseV1Options.EnableCookieEncryption]: true,
  [FuseV1Options.EnableEmbeddedAsarIntegrityValidation]: true,
  [FuseV1Options.OnlyLoadAppFromAsar]: true,
};

describe('packaging configuration (electron-builder.js)', () => {
  it('names the app as main does, with the icon from resources/', () => {
    expect(config.appId).toBe(APP_ID);
    expect(config.productName).toBe(packageJson.productName);
    expect(config.directories.buildResources).toBe('resources');
    for (const platform of [config.linux, config.mac, config.win]) {
      expect(platform.icon).toBe('resources/icon.png');
      expect(existsSync(resolve(root, platform.icon))).toBe(true);
    }
  });

  it('builds AppImage and deb on Linux, dmg on macOS, nsis on Windows; npm run dist for the current platform', async () => {
    expect(config.linux.target).toEqual(['AppImage', 'deb']);
    expect(config.mac.target).toEqual(['dmg']);
    expect(config.win.target).toEqual(['nsis']);
    // No --linux/--mac/--win: electron-builder builds for the platform it runs on.
    // npm run dist gets Electron first (scripts/start.mjs), then builds and packages.
    expect(packageJson.scripts['dist']).toBe('node scripts/start.mjs dist');
    // @ts-expect-error -- a plain ES module npm runs directly
    const { ELECTRON_COMMANDS } = (await import('../../../scripts/start.mjs')) as {
      ELECTRON_COMMANDS: Record<string, string[][]>;
    };
    expect(ELECTRON_COMMANDS['dist']).toEqual([
      ['electron-vite', 'build'],
      ['electron-builder', '--publish', 'never'],
    ]);
  });

  it('ships only the built app in an asar: no sources, tests, benchmarks or dev files', () => {
    expect(config.asar).toBe(true);
    const included = config.files.filter((pattern) => !pattern.startsWith('!'));
    expect(included.sort()).toEqual(
      [
        'out/main/**',
        'out/preload/**',
        'out/renderer/**',
        'package.json',
        'resources/icon.png',
        'resources/fonts/**',
      ].sort(),
    );
    // The PDF statement's fonts ship with their licence, inside the asar.
    for (const file of ['DejaVuSansCondensed.ttf', 'DejaVuSansCondensed-Bold.ttf', 'LICENSE-DejaVu.txt']) {
      expect(existsSync(resolve(root, 'resources/fonts', file)), file).toBe(true);
      expect(matched(config.files, `resources/fonts/${file}`), file).toBe(true);
      expect(matched(config.asarUnpack, `resources/fonts/${file}`), file).toBe(false);
    }
    expect(config.files).toContain('!**/*.map');
    // Electron and the packaging tools are build-time only: electron-builder refuses them in dependencies.
    for (const tool of ['electron', 'electron-builder', '@electron/fuses', 'electron-vite', 'vitest']) {
      expect(packageJson.dependencies[tool], tool).toBeUndefined();
      expect(packageJson.devDependencies[tool], tool).toBeDefined();
    }
  });

  it('ships as dependencies exactly the packages main, preload and workers load; the renderer-only ones are bundled, so dev dependencies', () => {
    // The renderer bundle carries its own copy of React and friends; listing them in dependencies shipped them a second time.
    for (const name of RENDERER_ONLY) {
      expect(packageJson.dependencies[name], name).toBeUndefined();
      expect(packageJson.devDependencies[name], name).toBeDefined();
    }
    const shipped = Object.keys({ ...packageJson.dependencies, ...packageJson.optionalDependencies }).sort();
    // Main bundles shared/ too (the catalogue's formatter, the schemas), whose packages it loads at run time like its own.
    const loaded = packagesLoadedBy(resolve(root, 'electron'));
    for (const [name, files] of packagesLoadedBy(resolve(root, 'shared')))
      loaded.set(name, [...(loaded.get(name) ?? []), ...files.map((file) => `shared/${file}`)]);
    for (const [name, files] of Object.entries(COMMAND_LINE_ONLY)) {
      expect(packageJson.devDependencies[name], name).toBeDefined();
      expect(loaded.get(name), name).toEqual(files);
      loaded.delete(name);
    }
    // The simulator's certificate maker is reached from its command line only, never from main's bundle or its worker.
    expect(importersOf(resolve(root, 'electron'), 'simulator/tls')).toEqual(['simulator/cli.ts']);
    expect(shipped).toEqual([...loaded.keys()].sort());
  });

  it('ships every worker script the main bundle starts, inside the asar beside the bundle', () => {
    const workers = startedWorkers();
    // The simulator, the Excel export and report decoding (test/electron/services/workers/worker-entries.test.ts).
    expect(workers.map((worker) => worker.built).sort()).toEqual([
      'reports-decode-worker.js',
      'reports-export-worker.js',
      'simulator-worker.js',
    ]);
    for (const path of [
      packageJson.main,
      'out/preload/index.cjs',
      ...workers.map((worker) => `out/main/${worker.built}`),
    ]) {
      expect(matched(config.files, path), `${path} is packaged`).toBe(true);
      // Worker threads load from the asar since Electron 18: unpacking them would only leave a second copy behind.
      expect(matched(config.asarUnpack, path), `${path} stays in the asar`).toBe(false);
    }
    expect(matched(config.files, 'out/main/index.js.map')).toBe(false);
  });

  it('keeps keytar, a production dependency, with its native module unpacked from the asar', () => {
    // Optional: the app runs without it, but when it was built it must ship (devDependencies never do).
    expect(packageJson.optionalDependencies['keytar']).toBeDefined();
    const release = resolve(root, 'node_modules/keytar/build/Release');
    const built = existsSync(release) ? readdirSync(release).filter((name) => name.endsWith('.node')) : [];
    // A .node file cannot be dlopen()ed from inside the archive.
    for (const name of built.length > 0 ? built : ['keytar.node']) {
      expect(matched(config.asarUnpack, `node_modules/keytar/build/Release/${name}`), name).toBe(true);
    }
    expect(matched(config.asarUnpack, 'node_modules/keytar/lib/keytar.js')).toBe(false);
  });

  it('sets the six required fuses in the afterPack hook, and a value for every fuse there is', () => {
    expect(config.afterPack).toBe('./scripts/after-pack.mjs');
    expect(hook.FUSES).toMatchObject(REQUIRED_FUSES);
    // strictlyRequireAllFuses refuses a binary with a fuse the config does not set: every known one is set.
    const known = Object.values(FuseV1Options).filter((value): value is number => typeof value === 'number');
    expect(Object.keys(hook.FUSES).map(Number).sort()).toEqual(known.sort());
    // The renderer is served from app://, so file:// keeps no extra privileges either.
    expect(hook.FUSES[FuseV1Options.GrantFileProtocolExtraPrivileges]).toBe(false);
  });
});

describe('the afterPack hook', () => {
  beforeEach(() => flipFuses.mockClear());
  const packager = { appInfo: { productFilename: 'SVC Desk' }, executableName: 'svc-desk' };

  it.each([
    ['linux', 1, '/dist/linux-unpacked/svc-desk', false],
    ['win32', 1, '/dist/win-unpacked/SVC Desk.exe', false],
    ['darwin', 1, '/dist/mac/SVC Desk.app', false],
    ['darwin', 3, '/dist/mac-arm64/SVC Desk.app', true],
  ])('flips the fuses of the %s binary (arch %i)', async (platform, arch, binary, resetAdHoc) => {
    const appOutDir = binary.slice(0, binary.lastIndexOf('/'));
    await hook.afterPack({ electronPlatformName: platform, arch, appOutDir, packager });
    expect(flipFuses).toHaveBeenCalledTimes(1);
    const [path, options] = flipFuses.mock.calls[0]! as [string, Record<string | number, unknown>];
    expect(path).toBe(binary);
    expect(options).toMatchObject({
      version: FuseVersion.V1,
      resetAdHocDarwinSignature: resetAdHoc,
      strictlyRequireAllFuses: true,
      ...REQUIRED_FUSES,
    });
  });
});
