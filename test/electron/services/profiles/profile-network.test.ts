import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { startProxy, stop, type RecordingProxy } from '../../client/recording-proxy';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { spokenVerdict } from '../helpers/verdict-words';
import { createServiceClient } from '../../../../electron/client/client';
import { proxyFromEnvironment } from '../../../../electron/client/network';
import { DATA_FILES } from '../../../../electron/services/app-options';
import { proxyPasswordAccount } from '../../../../electron/services/profiles/profile-network';
import { startSimulator, type RunningSimulator } from '../../../../electron/simulator/index';
import { makeSimulatorTls, SIMULATOR_CA_NAME } from '../../../../electron/simulator/tls';
import type { IpcError } from '../../../../shared/ipc/result';
import type { ConnectionVerdict, ProfileView } from '../../../../shared/ipc/schemas/profiles';
import type { RequestLogEntry } from '../../../../shared/ipc/schemas/request-log';
import { startApp } from '../../ipc/harness';
import { MemorySecretStore } from '../helpers/memory-secret-store';
import { useTempDirs } from '../helpers/temp-dir';

const tempDir = useTempDirs();
let simulator: RunningSimulator;
let caPem: string;
// The office's proxy as the system names it (HTTPS_PROXY), and the one a profile names itself.
let systemProxy: RecordingProxy;
let ownProxy: RecordingProxy;

beforeAll(async () => {
  const tls = makeSimulatorTls(['127.0.0.1', 'localhost']);
  caPem = tls.caPem;
  simulator = await startSimulator({ seed: 42, speed: 1, tls: { key: tls.keyPem, cert: tls.certPem } });
});
afterAll(() => simulator.stop());
beforeEach(async () => {
  systemProxy = await startProxy();
  ownProxy = await startProxy();
});
afterEach(async () => {
  await stop(systemProxy.server);
  await stop(ownProxy.server);
});

/** The app as main wires it, whose "system" proxy is the environment's HTTPS_PROXY, with one profile for the TLS simulator. */
async function officeApp(options: { chooseCaFile?: () => Promise<string | null> } = {}) {
  const dataDir = await tempDir();
  const store = new MemorySecretStore();
  const system = proxyFromEnvironment({ HTTPS_PROXY: systemProxy.url });
  const app = await startApp({
    dataDir,
    store,
    start: null,
    services: {
      // As start.ts: the profile's own proxy (or none) wins over the system's.
      createClient: (clientOptions) =>
        createServiceClient({
          ...clientOptions,
          retry: { maxAttempts: 1 },
          network: { ...clientOptions.network, proxy: clientOptions.network?.proxy ?? system },
        }),
      ...(options.chooseCaFile ? { chooseCaFile: options.chooseCaFile } : {}),
    },
  });
  const credential = simulator.credentials[0]!;
  const profile = await app.value<ProfileView>('profiles.create', {
    name: 'Office',
    environment: 'sandbox',
    baseUrl: simulator.baseUrl,
    apiKey: credential.apiKey,
  });
  await app.value('secrets.set', { profileId: profile.id, secret: credential.apiSecret });
  const test = () => app.value<ConnectionVerdict>('profiles.testConnection', { id: profile.id });
  const setNetwork = (input: Record<string, unknown>) =>
    app.dispatch('profiles.setNetwork', { id: profile.id, ...input });
  const log = () => app.value<RequestLogEntry[]>('requestLog.list', {});
  const profilesFile = () => readFile(join(dataDir, DATA_FILES.profiles), 'utf8');
  return { ...app, dataDir, store, profile, test, setNetwork, log, profilesFile };
}

const host = () => new URL(simulator.baseUrl).host;
const errorOf = (result: { ok: boolean; error?: IpcError }) => (result.ok ? undefined : result.error);

describe("a profile's own network", () => {
  it('trusts the uploaded CA file, goes through the system proxy by default, and says so', async () => {
    const app = await officeApp();
    try {
      const untrusted = spokenVerdict(await app.test());
      expect(untrusted.verdict).toBe('unreachable');
      expect(untrusted.message).toContain('an authority this computer does not trust');
      const set = await app.setNetwork({ proxy: { mode: 'system' }, ca: { kind: 'pem', text: caPem } });
      expect(set.ok).toBe(true);
      const view = (set as { value: ProfileView }).value;
      expect(view.network.caFile).toEqual({ path: null, names: [SIMULATOR_CA_NAME] });
      const reached = spokenVerdict(await app.test());
      expect(reached.verdict).toBe('reached');
      expect(reached.message).toContain(`through the proxy at ${systemProxy.url}`);
      expect(systemProxy.tunnels).toContain(host());
      // The copy main keeps is in the data folder, named for the profile.
      expect(await readdir(join(app.dataDir, 'certificates'))).toEqual([expect.stringMatching(`^${app.profile.id}-`)]);
    } finally {
      await app.services.shutdown();
    }
  });

  it("uses the profile's proxy over the environment's, and the request log names it", async () => {
    const app = await officeApp();
    try {
      await app.setNetwork({ proxy: { mode: 'url', url: ownProxy.url }, ca: { kind: 'pem', text: caPem } });
      const reached = spokenVerdict(await app.test());
      expect(reached.verdict).toBe('reached');
      expect(reached.message).toContain(`through the proxy at ${ownProxy.url}`);
      expect(ownProxy.tunnels).toEqual([host()]);
      expect(systemProxy.tunnels).toEqual([]);
      expect((await app.log()).find((entry) => entry.status === 200)?.via).toBe(ownProxy.url);
    } finally {
      await app.services.shutdown();
    }
  });

  it('"none" goes straight to the service, whatever the system names', async () => {
    const app = await officeApp();
    try {
      await app.setNetwork({ proxy: { mode: 'none' }, ca: { kind: 'pem', text: caPem } });
      const reached = spokenVerdict(await app.test());
      expect(reached.verdict).toBe('reached');
      expect(reached.message).toMatch(new RegExp(`^Reached ${simulator.baseUrl}: `));
      expect(systemProxy.tunnels).toEqual([]);
      expect((await app.log()).at(-1)).not.toHaveProperty('via');
    } finally {
      await app.services.shutdown();
    }
  });

  it('sends the user name and the keychain password; without the password the proxy’s 407 has its own verdict', async () => {
    ownProxy.server.authenticate = (request) =>
      request.headers['proxy-authorization'] === `Basic ${Buffer.from('trader:Pr0xy-pass').toString('base64')}`;
    const app = await officeApp();
    try {
      await app.setNetwork({
        proxy: { mode: 'url', url: ownProxy.url, username: 'trader' },
        ca: { kind: 'pem', text: caPem },
      });
      const refused = spokenVerdict(await app.test());
      expect(refused.verdict).toBe('proxy-failed');
      expect(refused.message).toContain(`the proxy at ${ownProxy.url} asks for a user name and password (HTTP 407)`);
      expect(refused.message).not.toContain('Could not reach');
      expect((await app.log()).at(-1)?.errorKind).toBe('proxy');

      const saved = await app.setNetwork({
        proxy: { mode: 'url', url: ownProxy.url, username: 'trader', password: 'Pr0xy-pass' },
      });
      const view = (saved as { value: ProfileView }).value;
      expect(view.network).toMatchObject({ proxy: 'url', proxyUsername: 'trader', proxyPasswordSaved: true });
      expect(JSON.stringify(view)).not.toContain('Pr0xy-pass');
      expect(app.store.entries.get(proxyPasswordAccount(app.profile.id))).toBe('Pr0xy-pass');
      expect(await app.profilesFile()).not.toContain('Pr0xy-pass');
      const reached = spokenVerdict(await app.test());
      expect(reached.verdict).toBe('reached');
      expect(reached.message).toContain(`through the proxy at ${ownProxy.url}`);
      expect(JSON.stringify(await app.log())).not.toContain('Pr0xy-pass');

      // The saved password stays for the same proxy when the form sends none; another proxy never gets it.
      await app.setNetwork({ proxy: { mode: 'url', url: ownProxy.url, username: 'trader' } });
      expect((await app.test()).verdict).toBe('reached');
      const moved = await app.setNetwork({ proxy: { mode: 'url', url: systemProxy.url, username: 'trader' } });
      expect((moved as { value: ProfileView }).value.network.proxyPasswordSaved).toBe(false);
      expect(app.store.entries.has(proxyPasswordAccount(app.profile.id))).toBe(false);

      // Asked to forget it, the password goes, even with one typed alongside.
      const forgot = await app.setNetwork({
        proxy: { mode: 'url', url: ownProxy.url, username: 'trader', password: 'Pr0xy-pass', forgetPassword: true },
      });
      expect((forgot as { value: ProfileView }).value.network.proxyPasswordSaved).toBe(false);
      expect(app.store.entries.has(proxyPasswordAccount(app.profile.id))).toBe(false);

      // Deleting the profile deletes its proxy password.
      await app.setNetwork({ proxy: { mode: 'url', url: ownProxy.url, username: 'trader', password: 'Pr0xy-pass' } });
      await app.value('profiles.delete', { id: app.profile.id });
      expect(app.store.entries.has(proxyPasswordAccount(app.profile.id))).toBe(false);
    } finally {
      await app.services.shutdown();
    }
  });

  it('a proxy that is not there is a proxy failure, not an unreachable service', async () => {
    const app = await officeApp();
    try {
      const gone = ownProxy.url;
      await stop(ownProxy.server);
      await app.setNetwork({ proxy: { mode: 'url', url: gone }, ca: { kind: 'pem', text: caPem } });
      const verdict = spokenVerdict(await app.test());
      expect(verdict.verdict).toBe('proxy-failed');
      expect(verdict.message).toContain(`the proxy at ${gone} refused the connection`);
      ownProxy = await startProxy();
    } finally {
      await app.services.shutdown();
    }
  });

  it('refuses a bad address or certificate file with a specific reason, and changes nothing', async () => {
    const app = await officeApp();
    try {
      await app.setNetwork({ proxy: { mode: 'none' } });
      const before = await app.profilesFile();
      for (const [input, words] of [
        [{ proxy: { mode: 'url', url: 'proxy.office:3128' } }, /must start with http/],
        [{ proxy: { mode: 'url', url: 'http://proxy.office:3128/path' } }, /host and port only/],
        [{ proxy: { mode: 'url', url: 'http://trader:pw@proxy.office:3128' } }, /in their own fields/],
        [
          { proxy: { mode: 'url', url: 'http://proxy.office:3128' }, ca: { kind: 'pem', text: 'hello' } },
          /holds no certificate/,
        ],
        [
          {
            proxy: { mode: 'system' },
            ca: { kind: 'pem', text: '-----BEGIN CERTIFICATE-----\nbm90IGEgY2VydA==\n-----END CERTIFICATE-----' },
          },
          /damaged/,
        ],
      ] as const) {
        const error = errorOf(await app.setNetwork(input));
        expect(error?.kind).toBe('validation');
        expect(error?.message).toMatch(words);
      }
      // Browser mode has no native dialog: the page uploads the file instead.
      const noDialog = errorOf(await app.dispatch('profiles.chooseCaFile', { id: app.profile.id }));
      expect(noDialog?.message).toMatch(/upload the certificate authority file instead/);
      expect(await app.profilesFile()).toBe(before);
      expect(app.store.entries.has(proxyPasswordAccount(app.profile.id))).toBe(false);
      await expect(readdir(join(app.dataDir, 'certificates'))).rejects.toThrow();
    } finally {
      await app.services.shutdown();
    }
  });
});

describe("the desktop window's CA file dialog", () => {
  it('keeps the path main’s dialog chose, refuses an unreadable file, and a later missing file says so', async () => {
    const dir = await tempDir();
    const file = join(dir, 'office-ca.pem');
    await writeFile(file, caPem);
    let chosen: string | null = join(dir, 'missing.pem');
    const app = await officeApp({ chooseCaFile: () => Promise.resolve(chosen) });
    try {
      const unreadable = errorOf(await app.dispatch('profiles.chooseCaFile', { id: app.profile.id }));
      expect(unreadable?.message).toMatch(/missing\.pem could not be read \(ENOENT\)/);
      chosen = file;
      const view = await app.value<ProfileView>('profiles.chooseCaFile', { id: app.profile.id });
      expect(view.network.caFile).toEqual({ path: file, names: [SIMULATOR_CA_NAME] });
      expect((await app.test()).verdict).toBe('reached');
      chosen = null;
      expect(await app.value('profiles.chooseCaFile', { id: app.profile.id })).toBeNull();
      // Kept where it was chosen: a file that went away is named when the profile's client is next made.
      await rm(file);
      await app.setNetwork({ proxy: { mode: 'system' } });
      const failed = errorOf(await app.dispatch('profiles.testConnection', { id: app.profile.id }));
      expect(failed?.message).toMatch(/certificate authority file of the profile “Office” .* could not be read/);
    } finally {
      await app.services.shutdown();
    }
  });
});
