import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runApi } from '../../../electron/cli/run-api';
import { expectedSignature, json, problem, startServer, type TestServer } from '../client/server';

const KEY = 'cli-key-0001';
const SECRET = 'cli-secret-never-printed';
let server: TestServer;

beforeEach(async () => {
  server = await startServer();
});
afterEach(() => server.close());

async function api(...argv: string[]) {
  let stdout = '';
  let stderr = '';
  const env = { SVC_API_KEY: KEY, SVC_API_SECRET: SECRET, SVC_BASE_URL: server.baseUrl };
  const code = await runApi(argv, env, { stdout: (text) => (stdout += text), stderr: (text) => (stderr += text) });
  return { code, stdout, stderr };
}

describe('api command', () => {
  it('sends a signed GET and prints the answer with exact decimals', async () => {
    server.handle((_, res) =>
      json(res, 200, '[{"id":100200,"balance":0.123456789012345678,"big":12345678901234567890}]'),
    );
    const { code, stdout, stderr } = await api('GET', '/custody/v1/Accounts', '--customer', '1001');
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    expect(stdout).toBe(
      '[\n  {\n    "id": 100200,\n    "balance": 0.123456789012345678,\n    "big": 12345678901234567890\n  }\n]\n',
    );
    const [request] = server.received;
    expect(request!.headers['customer-number']).toBe('1001');
    expect(request!.headers['x-auth']).toBe(`SVC ${KEY}`);
    expect(request!.headers['x-auth-signature']).toBe(expectedSignature(request!, KEY, SECRET));
  });

  it('sends the body exactly as typed and signs those bytes', async () => {
    server.handle((_, res) => json(res, 200, '{"quoteId":5,"price":61234.500000000000000001}'));
    const body = '{ "symbol":"BTC", "quantity": 0.10000000000000000001 }';
    const { code, stdout } = await api(
      'post',
      '/trading/api/v3/Orders/QuoteRequest',
      '--body',
      body,
      '--customer',
      '7',
    );
    expect(code).toBe(0);
    expect(stdout).toContain('"price": 61234.500000000000000001');
    const [request] = server.received;
    expect(request!.method).toBe('POST');
    expect(request!.body).toBe(body);
    expect(request!.headers['content-type']).toBe('application/json');
    expect(request!.headers['x-auth-signature']).toBe(expectedSignature(request!, KEY, SECRET));
  });

  it('sends the query exactly as typed', async () => {
    server.handle((_, res) => json(res, 200, '{"content":[],"count":0}'));
    const { code } = await api('GET', '/trading/api/v3/Orders?symbols=BTC%2FCHF&symbols=ETH&page=2', '--customer', '7');
    expect(code).toBe(0);
    expect(server.received[0]!.query).toBe('?symbols=BTC%2FCHF&symbols=ETH&page=2');
    expect(server.received[0]!.headers['x-auth-signature']).toBe(expectedSignature(server.received[0]!, KEY, SECRET));
  });

  it('follows the catalog: a customer endpoint needs --customer, and nothing is sent without it', async () => {
    const { code, stderr } = await api('GET', '/custody/v1/Accounts/42');
    expect(code).toBe(2);
    expect(stderr).toContain('"Get custody account" acts for a customer: pass --customer NUMBER.');
    expect(server.received).toHaveLength(0);
  });

  it('follows the catalog: customer-number is not sent where it is not used', async () => {
    server.handle((_, res) => json(res, 200, '[]'));
    const { code, stderr } = await api('GET', '/auth/api/v1/Customers', '--customer', '1001');
    expect(code).toBe(0);
    expect(stderr).toContain('does not use customer-number');
    expect(server.received[0]!.headers['customer-number']).toBeUndefined();
  });

  it('signs with --auth-scheme and sends a text customer number exactly as typed', async () => {
    server.handle((_, res) => json(res, 200, '[]'));
    const { code } = await api('GET', '/custody/v1/Accounts', '--customer', 'ACME-CUS-100001', '--auth-scheme', 'ACME');
    expect(code).toBe(0);
    const [request] = server.received;
    expect(request!.headers['x-auth']).toBe(`ACME ${KEY}`);
    expect(request!.headers['customer-number']).toBe('ACME-CUS-100001');
    expect(request!.headers['x-auth-signature']).toBe(expectedSignature(request!, KEY, SECRET, 'ACME'));
  });

  it('sends --customer on paths outside the catalog', async () => {
    server.handle((_, res) => json(res, 200, '{}'));
    await api('GET', '/not/in/catalog', '--customer', '9');
    expect(server.received[0]!.headers['customer-number']).toBe('9');
  });

  it('exits 1 with the problem details on stderr for a non-2xx answer', async () => {
    server.handle((_, res) => problem(res, 404, { title: 'Not Found', detail: 'No custody account 42.' }));
    const { code, stdout, stderr } = await api('GET', '/custody/v1/Accounts/42', '--customer', '1001');
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toContain('HTTP 404: The service found nothing for "Get custody account" (no custody account 42).');
    expect(stderr).toContain('"detail": "No custody account 42."');
  });

  it('never prints the signature, nonce or secret a server echoes in its refusal', async () => {
    server.handle((request, res) => {
      const signature = String(request.headers['x-auth-signature']);
      const nonce = String(request.headers['x-auth-nonce']);
      problem(res, 401, {
        title: `Unauthorized ${nonce}`,
        detail: `Signature ${signature} for nonce ${nonce} (secret ${SECRET}) does not match.`,
        errors: { [nonce]: [signature] },
      });
    });
    const { code, stdout, stderr } = await api('GET', '/custody/v1/Accounts/42', '--customer', '1001');
    expect(code).toBe(1);
    const [request] = server.received;
    const signature = String(request!.headers['x-auth-signature']);
    const nonce = String(request!.headers['x-auth-nonce']);
    expect(signature.length).toBeGreaterThan(20);
    for (const printed of [stdout, stderr]) {
      expect(printed).not.toContain(signature);
      expect(printed).not.toContain(nonce);
      expect(printed).not.toContain(SECRET);
    }
    // The refusal is still shown, with what was echoed masked.
    expect(stderr).toContain(
      'HTTP 401: The service refused the API key or secret (signature [redacted] for nonce [redacted]',
    );
    expect(stderr).toContain('"title": "Unauthorized [redacted]"');
  });

  it('never prints a signature, nonce or secret echoed JSON-escaped (\\u002b, \\/), in a 2xx answer or a refusal', async () => {
    const escape = (text: string) => text.replace(/\//g, '\\/').replace(/\+/g, '\\u002B').replace(/=/g, '\\u003d');
    let status = 200;
    server.handle((request, res) => {
      const signature = String(request.headers['x-auth-signature']);
      const nonce = String(request.headers['x-auth-nonce']);
      const body = `{"echo":"${escape(signature)}","nonce":"\\u00${nonce.charCodeAt(0).toString(16)}${escape(nonce.slice(1))}","s":"${escape(SECRET).replace(/-/g, '\\u002d')}"}`;
      if (status === 200) json(res, 200, body);
      else {
        res.writeHead(status, { 'content-type': 'application/problem+json' });
        res.end(`{"title":"no","detail":"${escape(signature)}"}`);
      }
    });
    for (const answer of [200, 401]) {
      status = answer;
      const { stdout, stderr } = await api('GET', '/custody/v1/Accounts/42', '--customer', '1001');
      const request = server.received.at(-1)!;
      const signature = String(request.headers['x-auth-signature']);
      const nonce = String(request.headers['x-auth-nonce']);
      expect(signature).toMatch(/[+/=]/);
      for (const printed of [stdout, stderr]) {
        expect(printed).not.toContain(signature);
        expect(printed).not.toContain(nonce);
        expect(printed).not.toContain(SECRET);
        expect(printed).not.toContain(signature.replace(/\//g, '\\/'));
      }
      expect(stdout + stderr).toContain('[redacted]');
    }
  });

  it('never prints a signature, nonce or secret echoed percent-encoded, in base64url or cut in pieces', async () => {
    const percentAll = (text: string) =>
      [...text].map((char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`).join('');
    const planted = (signature: string, nonce: string) => [
      encodeURIComponent(signature),
      encodeURIComponent(signature).replace(/%2B/g, '%2b').replace(/%2F/g, '%2f'),
      percentAll(nonce),
      `apiSecret%3D${encodeURIComponent(SECRET)}`,
      signature.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, ''),
      signature.slice(0, 44),
      signature.slice(44),
      nonce.slice(0, 10),
      nonce.slice(10),
      SECRET.slice(0, 12),
      SECRET.slice(12),
    ];
    const innocent = 'Zürich 12345678901234567890 orderId clientOrderId 5b0f3c1e-2a4d-4e6f-8a9b-0c1d2e3f4a5b';
    let status = 200;
    server.handle((request, res) => {
      const forms = planted(String(request.headers['x-auth-signature']), String(request.headers['x-auth-nonce']));
      const body = JSON.stringify({ echoes: forms, joined: forms.join('\n'), note: innocent });
      if (status === 200) json(res, 200, body);
      else problem(res, 401, { title: 'Unauthorized', detail: forms.join(' ') });
    });
    for (const answer of [200, 401]) {
      status = answer;
      const { stdout, stderr } = await api('GET', '/custody/v1/Accounts/42', '--customer', '1001');
      const request = server.received.at(-1)!;
      const forms = planted(String(request.headers['x-auth-signature']), String(request.headers['x-auth-nonce']));
      for (const printed of [stdout, stderr]) for (const form of forms) expect(printed).not.toContain(form);
      expect(stdout + stderr).toContain('[redacted]');
      if (answer === 200) expect(stdout).toContain(innocent);
    }
  });

  it('refuses plain http to anything but a loopback address, sending nothing (the shared base-URL rule)', async () => {
    let stderr = '';
    const env = { SVC_API_KEY: KEY, SVC_API_SECRET: SECRET, SVC_BASE_URL: 'http://example.com' };
    const code = await runApi(['GET', '/auth/api/v1/Customers'], env, {
      stdout: () => undefined,
      stderr: (text) => (stderr += text),
    });
    expect(code).toBe(2);
    expect(stderr).toMatch(/https/);
    expect(stderr).not.toContain(SECRET);
  });

  it('exits 1 with a plain message when the service cannot be reached', async () => {
    await server.close();
    const { code, stderr } = await api('GET', '/auth/api/v1/Customers');
    expect(code).toBe(1);
    expect(stderr).toMatch(
      /could not reach the service: nothing is listening at 127\.0\.0\.1:\d+ \(connection refused\)/,
    );
    expect(stderr).not.toContain(SECRET);
  });
});

describe('npm run api (real process)', () => {
  const root = fileURLToPath(new URL('../../../', import.meta.url));

  function run(
    argv: string[],
    env: Record<string, string>,
  ): Promise<{ code: number | null; stdout: string; stderr: string }> {
    return new Promise((resolve, reject) => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'electron/cli/api.ts', ...argv], {
        cwd: root,
        env: { PATH: process.env['PATH'] ?? '', ...env },
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      child.on('error', reject);
      child.on('close', (code) => resolve({ code, stdout, stderr }));
    });
  }

  // Two real Node processes with tsx: slow to start on a busy machine.
  it('prints the answer and exits 0, then exits 2 without credentials', { timeout: 60_000 }, async () => {
    server.handle((_, res) =>
      json(res, 200, '[{"customerNumber":1001,"name":"Alpine Capital AG","referenceCurrency":"CHF"}]'),
    );
    const ok = await run(['GET', '/auth/api/v1/Customers', '--base-url', server.baseUrl], {
      SVC_API_KEY: KEY,
      SVC_API_SECRET: SECRET,
    });
    expect(ok).toEqual({
      code: 0,
      stdout:
        '[\n  {\n    "customerNumber": 1001,\n    "name": "Alpine Capital AG",\n    "referenceCurrency": "CHF"\n  }\n]\n',
      stderr: '',
    });
    expect(server.received[0]!.headers['x-auth-signature']).toBe(expectedSignature(server.received[0]!, KEY, SECRET));

    const refused = await run(['GET', '/auth/api/v1/Customers', '--base-url', server.baseUrl], {});
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('Set SVC_API_KEY and SVC_API_SECRET in the environment');
  });
});
