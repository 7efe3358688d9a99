import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { _electron as electron } from 'playwright-core';
import type { ElectronApplication, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DesktopApi } from '../../shared/ipc/api';
import { createKeytarSecretStore } from '../../electron/services/secrets/keytar-store';
import { findElectronBinary } from './electron-binary';

const root = resolve(import.meta.dirname, '../..');
const binary = findElectronBinary();
const skipReason = 'reason' in binary ? binary.reason : null;
if (skipReason) console.warn(`Skipping the Electron smoke test: ${skipReason}.`);

describe.skipIf(skipReason !== null)(`the built app in Electron${skipReason ? ` (skipped: ${skipReason})` : ''}`, () => {
  let app: ElectronApplication;
  let page: Page;
  let dataDir: string;
  const keychainService = `svc-desk-smoke-${process.pid}-${Date.now()}`;

  beforeAll(async () => {
    // A test build: only development and test builds honour the data folder and keychain overrides below.
    execFileSync('npx', ['electron-vite', 'build', '--mode', 'test'], { cwd: root, stdio: 'ignore' });
    dataDir = await mkdtemp(join(tmpdir(), 'svc-desk-smoke-'));
    app = await electron.launch({
      executablePath: (binary as { path: string }).path,
      args: [root],
      env: { ...process.env, SVC_DESK_DATA_DIR: dataDir, SVC_DESK_KEYCHAIN_SERVICE: keychainService },
    });
    page = await app.firstWindow();
    await page.waitForLoadState('domcontentloaded');
  }, 120_000);

  afterAll(async () => {
    const profilesFile = join(dataDir, 'profiles.json');
    const ids = existsSync(profilesFile) ? (JSON.parse(readFileSync(profilesFile, 'utf8')) as { profiles: { id: string }[] }).profiles.map((p) => p.id) : [];
    const store = createKeytarSecretStore(keychainService);
    for (const id of ids) await store.delete(id).catch(() => undefined);
    await rm(dataDir, { recursive: true, force: true });
  });

  it('opens one window on our renderer', async () => {
    expect(await page.title()).toBe('SVC Desk');
    expect(await app.evaluate(({ BrowserWindow }) => BrowserWindow.getAllWindows().length)).toBe(1);
    expect(page.url()).toBe('app://svc-desk/index.html');
  });

  it('gives the page window.api and nothing of Node or Electron', async () => {
    // The page runs in the browser; this test file is typed for Node, hence globalThis instead of window.
    const surface = await page.evaluate(() => {
      const page = globalThis as unknown as { require?: unknown; process?: unknown; api: object; open: (url: string) => unknown };
      return {
        require: typeof page.require,
        process: typeof page.process,
        api: Object.keys(page.api).sort(),
        popup: page.open('https://example.com') === null,
      };
    });
    expect(surface).toEqual({ require: 'undefined', process: 'undefined', api: ['app', 'customers', 'on', 'profiles', 'requestLog', 'secrets', 'service'], popup: true });
  });

  it('starts on the embedded simulator with live data', async () => {
    const answer = await page.evaluate(async () => {
      const api = (globalThis as unknown as { api: DesktopApi }).api;
      const profiles = await api.profiles.list();
      const customers = await api.customers.reachable();
      return { profiles, customers };
    });
    expect(answer.profiles).toMatchObject({ ok: true, value: { profiles: [expect.objectContaining({ name: 'Local simulator', builtIn: true })] } });
    expect(answer.customers).toMatchObject({ ok: true, value: { customers: expect.arrayContaining([expect.objectContaining({ customerNumber: expect.any(Number) })]) } });
  });

  it('stops the simulator with the app, its world saved', async () => {
    await app.close();
    expect(existsSync(join(dataDir, 'simulator-state.json'))).toBe(true);
  });
});
