import { createServer } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { startProxy, stop, type RecordingProxy } from './recording-proxy';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createServiceClient, type ExchangeRecord } from '../../../electron/client/client';
import {
  fixedProxy,
  proxyFromEnvironment,
  proxyLabel,
  proxyUrlProblem,
  type NetworkOptions,
} from '../../../electron/client/network';
import { createEventBus } from '../../../electron/services/events';
import { callForVerdict } from '../../../electron/services/profiles/connection-test';
import { RequestLog } from '../../../electron/services/request-log/request-log';
import { startSimulator, type RunningSimulator } from '../../../electron/simulator/index';
import { makeSimulatorTls, SIMULATOR_CA_NAME } from '../../../electron/simulator/tls';
import { spokenVerdict } from '../services/helpers/verdict-words';

let simulator: RunningSimulator;
let caPem: string;
let proxy: RecordingProxy;

beforeAll(async () => {
  const tls = makeSimulatorTls(['127.0.0.1', 'localhost']);
  caPem = tls.caPem;
  simulator = await startSimulator({ seed: 42, speed: 1, tls: { key: tls.keyPem, cert: tls.certPem } });
});
afterAll(async () => {
  await simulator.stop();
});
beforeEach(async () => {
  proxy = await startProxy();
});
afterEach(async () => {
  await stop(proxy.server);
});

function clientVia(network: NetworkOptions, log: ExchangeRecord[] = []) {
  const credential = simulator.credentials[0]!;
  return createServiceClient({
    baseUrl: simulator.baseUrl,
    apiKey: credential.apiKey,
    secret: () => Promise.resolve(credential.apiSecret),
    onExchange: (entry) => log.push(entry),
    retry: { maxAttempts: 1 },
    network,
  });
}

async function customersVia(network: NetworkOptions) {
  const log: ExchangeRecord[] = [];
  const client = clientVia(network, log);
  try {
    return { result: await client.call('customers.list', { params: {}, query: {} }), log };
  } finally {
    await client.close();
  }
}

describe('a TLS service through a CONNECT proxy', () => {
  it('goes through the HTTPS_PROXY of the environment, trusting the CA it was given, and logs the proxy', async () => {
    const { result, log } = await customersVia({
      proxy: proxyFromEnvironment({ HTTPS_PROXY: proxy.url }),
      extraCa: [caPem],
    });
    expect(result.ok).toBe(true);
    expect(proxy.tunnels).toEqual([new URL(simulator.baseUrl).host]);
    expect(log.map((entry) => entry.via)).toEqual([proxy.url]);
  });

  it('is refused without the CA, with a message naming the certificate and its untrusted issuer, and not retried', async () => {
    const { result, log } = await customersVia({ proxy: proxyFromEnvironment({ HTTPS_PROXY: proxy.url }) });
    expect(result.ok).toBe(false);
    const message = result.ok ? '' : result.error.message;
    expect(message).toContain('certificate of 127.0.0.1');
    expect(message).toContain(`issued by "${SIMULATOR_CA_NAME}", an authority this computer does not trust`);
    expect(message).not.toMatch(/fetch failed/i);
    expect(log).toHaveLength(1);
    expect(log[0]!.via).toBe(proxy.url);
  });

  it('bypasses the proxy for a host NO_PROXY covers', async () => {
    const { result, log } = await customersVia({
      proxy: proxyFromEnvironment({ HTTPS_PROXY: proxy.url, NO_PROXY: 'example.com, 127.0.0.1' }),
      extraCa: [caPem],
    });
    expect(result.ok).toBe(true);
    expect(proxy.tunnels).toEqual([]);
    expect(log[0]!.via).toBeUndefined();
  });

  it('says when the proxy refuses the connection, in words distinct from an unreachable service', async () => {
    const gone = proxy.url;
    await stop(proxy.server);
    const { result, log } = await customersVia({ proxy: fixedProxy(gone), extraCa: [caPem] });
    const message = result.ok ? '' : result.error.message;
    expect(message).toContain(`the proxy at ${gone} refused the connection`);
    expect(message).not.toContain('nothing is listening at 127.0.0.1:');
    // Its own kind, so the request log, the remedy and the desk's problem tell it from an unreachable service.
    expect(result.ok ? undefined : result.error.kind).toBe('proxy');
    expect(log[0]!.errorKind).toBe('proxy');
    expect(log[0]!.via).toBe(gone);
    proxy = await startProxy();
  });

  it('says when the proxy wants a user name and password, and never shows the ones it was given', async () => {
    proxy.server.authenticate = (request) =>
      request.headers['proxy-authorization'] === `Basic ${Buffer.from('trader:right').toString('base64')}`;
    const refused = await customersVia({
      proxy: fixedProxy(proxy.url.replace('//', '//trader:wrong-pass@')),
      extraCa: [caPem],
    });
    const message = refused.result.ok ? '' : refused.result.error.message;
    expect(message).toContain(`the proxy at ${proxy.url} asks for a user name and password`);
    expect(JSON.stringify(refused)).not.toContain('wrong-pass');
    const accepted = await customersVia({
      proxy: fixedProxy(proxy.url.replace('//', '//trader:right@')),
      extraCa: [caPem],
    });
    expect(accepted.result.ok).toBe(true);
    expect(accepted.log[0]!.via).toBe(proxy.url);
  });
  it('says when the proxy refuses the tunnel to the service (403 or 502 on CONNECT), as the proxy’s failure', async () => {
    for (const answer of ['403 Forbidden', '502 Bad Gateway']) {
      // An office proxy whose rules forbid the service's host, or that cannot reach it itself.
      const refusing = createServer();
      refusing.on('connect', (_request, socket: Socket) => {
        socket.end(`HTTP/1.1 ${answer}\r\nContent-Length: 0\r\n\r\n`);
      });
      await new Promise<void>((resolve) => refusing.listen(0, '127.0.0.1', resolve));
      const url = `http://127.0.0.1:${(refusing.address() as AddressInfo).port}`;
      try {
        const { result, log } = await customersVia({ proxy: fixedProxy(url), extraCa: [caPem] });
        const error = result.ok ? undefined : result.error;
        expect(error?.kind).toBe('proxy');
        expect(error?.message).toContain(
          `the proxy at ${url} refused to open a connection to ${new URL(simulator.baseUrl).host} (HTTP ${answer.slice(0, 3)})`,
        );
        expect(log[0]!.via).toBe(url);
      } finally {
        await stop(refusing);
      }
    }
  });
});

describe('what the app shows of the proxy', () => {
  it('Test connection says which proxy it went through, when it works and when the proxy fails', async () => {
    const origin = simulator.baseUrl;
    const through = clientVia({ proxy: fixedProxy(proxy.url), extraCa: [caPem] });
    const reached = spokenVerdict(await callForVerdict(through, origin).finally(() => through.close()));
    expect(reached.verdict).toBe('reached');
    expect(reached.message).toContain(`Reached ${origin} through the proxy at ${proxy.url}: the API key works`);
    const direct = clientVia({ proxy: fixedProxy(null), extraCa: [caPem] });
    expect(spokenVerdict(await callForVerdict(direct, origin).finally(() => direct.close())).message).toMatch(
      new RegExp(`^Reached ${origin}: `),
    );
    const gone = 'http://127.0.0.1:9';
    const failing = clientVia({ proxy: fixedProxy(gone), extraCa: [caPem] });
    const unreachable = spokenVerdict(await callForVerdict(failing, origin).finally(() => failing.close()));
    // The proxy's own verdict, not the service's: the remedy is in the proxy settings.
    expect(unreachable.verdict).toBe('proxy-failed');
    expect(unreachable.message).toContain(`The proxy at ${gone} did not let the request through to ${origin}`);
    expect(unreachable.message).toContain(`the proxy at ${gone} refused the connection`);
    expect(unreachable.message).not.toContain('Could not reach');
  });

  it('the request log keeps the proxy of each request, and nothing of its credentials', () => {
    const log = new RequestLog({ events: createEventBus() });
    const exchange = {
      startedAt: '2026-01-01T00:00:00.000Z',
      method: 'GET',
      path: '/x',
      endpoint: 'List customers',
      latencyMs: 3,
      attempt: 1,
    };
    expect(log.record({ id: 'p', name: 'Office' }, { ...exchange, via: 'http://proxy.office:3128' }).via).toBe(
      'http://proxy.office:3128',
    );
    expect(log.record({ id: 'p', name: 'Office' }, exchange)).not.toHaveProperty('via');
  });
});

describe('proxy settings', () => {
  const route = (env: Record<string, string>, origin: string) => proxyFromEnvironment(env)(origin);

  it('reads HTTPS_PROXY for https and HTTP_PROXY for http, lower case first, HTTPS falling back to HTTP', async () => {
    expect(await route({ HTTPS_PROXY: 'http://a:1', HTTP_PROXY: 'http://b:2' }, 'https://svc.example')).toEqual({
      kind: 'proxy',
      url: 'http://a:1',
    });
    expect(await route({ HTTPS_PROXY: 'http://a:1', HTTP_PROXY: 'http://b:2' }, 'http://svc.example')).toEqual({
      kind: 'proxy',
      url: 'http://b:2',
    });
    expect(await route({ https_proxy: 'http://c:3', HTTPS_PROXY: 'http://a:1' }, 'https://svc.example')).toEqual({
      kind: 'proxy',
      url: 'http://c:3',
    });
    expect(await route({ HTTP_PROXY: 'http://b:2' }, 'https://svc.example')).toEqual({
      kind: 'proxy',
      url: 'http://b:2',
    });
    expect(await route({}, 'https://svc.example')).toEqual({ kind: 'direct' });
  });

  it('honours NO_PROXY hosts, domains, wildcards and ports', async () => {
    const env = (noProxy: string) => ({ HTTPS_PROXY: 'http://a:1', NO_PROXY: noProxy });
    expect((await route(env('svc.example'), 'https://svc.example')).kind).toBe('direct');
    expect((await route(env('.example'), 'https://api.svc.example')).kind).toBe('direct');
    expect((await route(env('*.svc.example'), 'https://svc.example')).kind).toBe('proxy');
    expect((await route(env('*.svc.example'), 'https://api.svc.example')).kind).toBe('direct');
    expect((await route(env('svc.example:8443'), 'https://svc.example')).kind).toBe('proxy');
    expect((await route(env('svc.example:443'), 'https://svc.example')).kind).toBe('direct');
    expect((await route(env('*'), 'https://anything.example')).kind).toBe('direct');
    expect((await route(env('other.example'), 'https://svc.example')).kind).toBe('proxy');
    expect((await route(env('[::1]:8443'), 'https://[::1]:8443')).kind).toBe('direct');
  });

  it('shows a proxy without its user name and password, and refuses an address that is not a proxy', () => {
    expect(proxyLabel('http://trader:s3cret@proxy.office:3128')).toBe('http://proxy.office:3128');
    expect(proxyUrlProblem('http://proxy.office:3128')).toBeUndefined();
    expect(proxyUrlProblem('proxy.office:3128')).toMatch(/must start with http/);
    expect(proxyUrlProblem('ftp://proxy.office')).toMatch(/must start with http/);
    expect(proxyUrlProblem('http://proxy.office:3128/path')).toMatch(/host and port only/);
  });
});
