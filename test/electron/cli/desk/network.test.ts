import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createProxy, type ProxyServer } from 'proxy';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runDesk } from '../../../../electron/cli/desk/run';
import { startSimulator, type RunningSimulator } from '../../../../electron/simulator/index';
import { makeSimulatorTls, SIMULATOR_CA_NAME } from '../../../../electron/simulator/tls';
import { useTempDirs } from '../../services/helpers/temp-dir';
import { MemorySecretStore } from '../../services/helpers/memory-secret-store';
import { startApp } from '../../ipc/harness';
import type { ProfileView } from '../../../../shared/ipc/schemas/profiles';

const tempDir = useTempDirs();
let simulator: RunningSimulator;
let caPem: string;
let proxy: ProxyServer;
let proxyUrl: string;
let tunnels: string[];

beforeAll(async () => {
  const tls = makeSimulatorTls(['127.0.0.1', 'localhost']);
  caPem = tls.caPem;
  simulator = await startSimulator({ seed: 42, speed: 1, tls: { key: tls.keyPem, cert: tls.certPem } });
});
afterAll(() => simulator.stop());
beforeEach(async () => {
  tunnels = [];
  proxy = createProxy(createServer());
  proxy.on('connect', (request: { url?: string }) => tunnels.push(request.url ?? ''));
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
});
afterEach(async () => {
  proxy.closeAllConnections();
  await new Promise<void>((resolve) => proxy.close(() => resolve()));
});

/** `desk accounts` against the TLS simulator, as a script in an office would run it. */
async function accounts(extraArgs: string[], env: Record<string, string>) {
  const dir = await tempDir();
  const credential = simulator.credentials[0]!;
  let stdout = '';
  let stderr = '';
  const code = await runDesk(
    ['--data-dir', dir, '--base-url', simulator.baseUrl, ...extraArgs, 'accounts'],
    { SVC_API_KEY: credential.apiKey, SVC_API_SECRET: credential.apiSecret, ...env },
    { stdout: (text) => (stdout += text), stderr: (text) => (stderr += text) },
  );
  return { code, stdout, stderr };
}

async function caFile(): Promise<string> {
  const file = join(await tempDir(), 'office-ca.pem');
  await writeFile(file, caPem);
  return file;
}

describe('desk on an office network (HTTPS_PROXY, a TLS service with its own CA)', () => {
  it('succeeds through the proxy with --ca-file, and the proxy saw the CONNECT', async () => {
    const ran = await accounts(['--ca-file', await caFile()], { HTTPS_PROXY: proxyUrl });
    expect({ code: ran.code, stderr: ran.stderr }).toEqual({ code: 0, stderr: '' });
    expect(JSON.parse(ran.stdout)).toEqual(expect.any(Array));
    expect(tunnels).toContain(new URL(simulator.baseUrl).host);
  });

  it('without the CA exits 1 with one problem naming the refused certificate and its issuer', async () => {
    const ran = await accounts([], { HTTPS_PROXY: proxyUrl });
    expect(ran.code).toBe(1);
    expect(ran.stdout).toBe('');
    const problem = JSON.parse(ran.stderr) as { message: string };
    expect(problem.message).toContain(`the certificate of 127.0.0.1`);
    expect(problem.message).toContain(`"${SIMULATOR_CA_NAME}", an authority this computer does not trust`);
  });

  it('with NO_PROXY covering the host the proxy sees nothing', async () => {
    const ran = await accounts(['--ca-file', await caFile()], { HTTPS_PROXY: proxyUrl, NO_PROXY: '127.0.0.1' });
    expect(ran.code).toBe(0);
    expect(tunnels).toEqual([]);
  });

  it('--proxy sends through the proxy it names, whatever the environment says', async () => {
    const ran = await accounts(['--proxy', proxyUrl, '--ca-file', await caFile()], { NO_PROXY: '*' });
    expect(ran.code).toBe(0);
    expect(tunnels).toContain(new URL(simulator.baseUrl).host);
  });

  it('a bad --proxy or --ca-file is a usage error, before anything is sent', async () => {
    const notPem = join(await tempDir(), 'not-a-ca.txt');
    await writeFile(notPem, 'hello');
    for (const [args, words] of [
      [['--proxy', 'proxy.office:3128'], /--proxy: The proxy address must start with http/],
      [['--ca-file', notPem], /--ca-file: .* holds no certificate/],
      [['--ca-file', join(notPem, 'missing.pem')], /--ca-file: .* could not be read/],
    ] as const) {
      const ran = await accounts([...args], { HTTPS_PROXY: proxyUrl });
      expect(ran.code).toBe(2);
      expect((JSON.parse(ran.stderr) as { message: string }).message).toMatch(words);
    }
    expect(tunnels).toEqual([]);
  });
});

describe("desk --profile: the profile's own network", () => {
  /** A data folder with the profile "Office" for the TLS simulator, its network set as the window would set it. */
  async function officeProfile(network: Record<string, unknown>) {
    const dataDir = await tempDir();
    const keychain = new MemorySecretStore();
    const app = await startApp({ dataDir, store: keychain, start: null });
    try {
      const credential = simulator.credentials[0]!;
      const profile = await app.value<ProfileView>('profiles.create', {
        name: 'Office',
        environment: 'sandbox',
        baseUrl: simulator.baseUrl,
        apiKey: credential.apiKey,
      });
      await app.value('secrets.set', { profileId: profile.id, secret: credential.apiSecret });
      await app.value('profiles.setNetwork', { id: profile.id, ca: { kind: 'pem', text: caPem }, ...network });
    } finally {
      await app.services.shutdown();
    }
    return { dataDir, keychain };
  }

  async function deskAccounts(office: { dataDir: string; keychain: MemorySecretStore }, env: Record<string, string>) {
    let stdout = '';
    let stderr = '';
    const code = await runDesk(
      ['--data-dir', office.dataDir, '--profile', 'Office', 'accounts'],
      env,
      { stdout: (text) => (stdout += text), stderr: (text) => (stderr += text) },
      { deps: { keychain: office.keychain } },
    );
    return { code, stdout, stderr };
  }

  it('goes through the proxy the profile names, with its keychain password, trusting its CA file', async () => {
    proxy.authenticate = (request) =>
      request.headers['proxy-authorization'] === `Basic ${Buffer.from('trader:Pr0xy-pass').toString('base64')}`;
    const office = await officeProfile({
      proxy: { mode: 'url', url: proxyUrl, username: 'trader', password: 'Pr0xy-pass' },
    });
    const ran = await deskAccounts(office, { NO_PROXY: '*' });
    expect({ code: ran.code, stderr: ran.stderr }).toEqual({ code: 0, stderr: '' });
    expect(tunnels).toContain(new URL(simulator.baseUrl).host);
  });

  it('a proxy asking for a password it was not given is a proxy problem, not an unreachable service', async () => {
    proxy.authenticate = () => false;
    const office = await officeProfile({ proxy: { mode: 'url', url: proxyUrl } });
    const ran = await deskAccounts(office, {});
    expect(ran.code).toBe(1);
    const problem = JSON.parse(ran.stderr) as { message: string; details: { kind: string } };
    expect(problem.details.kind).toBe('proxy');
    expect(problem.message).toContain(`the proxy at ${proxyUrl} asks for a user name and password (HTTP 407)`);
  });

  it('"none" bypasses the HTTPS_PROXY of the environment', async () => {
    const office = await officeProfile({ proxy: { mode: 'none' } });
    const ran = await deskAccounts(office, { HTTPS_PROXY: proxyUrl });
    expect(ran.code).toBe(0);
    expect(tunnels).toEqual([]);
  });
});
