import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { request as httpsRequest } from 'node:https';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SimulatorCredential } from '../../../../electron/simulator/contract';
import { firstLine, runCli } from '../support/cli-process';
import { send } from '../support/signed';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'svc-sim-cli-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('simulator CLI', () => {
  it('prints exactly one JSON line when listening, serves signed requests, and saves state on SIGTERM', async () => {
    const state = join(dir, 'world.json');
    const run = runCli(['--port', '0', '--seed', '42', '--speed', '20', '--state', state]);
    try {
      const event = JSON.parse(await firstLine(run)) as {
        event: string;
        baseUrl: string;
        credentials: SimulatorCredential[];
        adminToken: string;
      };
      expect(event.event).toBe('listening');
      // The control plane's token (server/README.md, Control plane): it opens /_control, never the signed API.
      expect(event.adminToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const clock = await fetch(`${event.baseUrl}/_control/clock`, {
        headers: { authorization: `Bearer ${event.adminToken}` },
      });
      expect(clock.status).toBe(200);
      expect(await clock.json()).toMatchObject({ simTime: expect.any(String), wallTime: expect.any(String) });
      expect(event.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(event.credentials.length).toBeGreaterThan(0);
      for (const credential of event.credentials) {
        expect(credential).toEqual({
          apiKey: expect.any(String),
          apiSecret: expect.any(String),
          customers: expect.any(Array),
        });
      }
      const credential = event.credentials[0]!;
      const customers = await send(event.baseUrl, credential, { path: '/auth/api/v1/Customers' });
      expect(customers.status).toBe(200);
      expect((customers.json as { customerNumber: number }[]).map((customer) => customer.customerNumber)).toEqual(
        credential.customers,
      );
    } finally {
      run.child.kill('SIGTERM');
    }
    expect(await run.exit).toEqual({ code: 0, signal: null });
    const lines = run.stdout().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toBe('');
    expect(JSON.parse(await readFile(state, 'utf8'))).toBeTypeOf('object');
  });

  // Every bad flag is covered by cli-options.test.ts; these prove the process exits 2 and keeps stdout clean.
  for (const args of [['--port', 'abc'], ['--bogus']]) {
    it(`exits 2 with a clear message for ${args.join(' ')}`, async () => {
      const run = runCli(args);
      expect((await run.exit).code).toBe(2);
      expect(run.stdout()).toBe('');
      expect(run.stderr()).toMatch(/^simulator: .+\nusage: npm run simulator/);
    });
  }

  it('refuses a corrupt state file, naming it, exiting non-zero and leaving it unchanged', async () => {
    const state = join(dir, 'world.json');
    const content = '{"version": 1, "customers": [';
    await writeFile(state, content);
    const before = await stat(state);
    const run = runCli(['--state', state]);
    const { code } = await run.exit;
    expect(code).not.toBe(0);
    expect(run.stdout()).toBe('');
    expect(run.stderr()).toContain(state);
    expect(await readFile(state, 'utf8')).toBe(content);
    expect((await stat(state)).mtimeMs).toBe(before.mtimeMs);
  });
  it('--tls serves HTTPS with a certificate only its own CA vouches for, and names the CA file in the listening line', async () => {
    const caFile = join(dir, 'simulator-ca.pem');
    const run = runCli(['--port', '0', '--tls', '--tls-ca-file', caFile]);
    try {
      const event = JSON.parse(await firstLine(run)) as { baseUrl: string; caFile: string };
      expect(event.baseUrl).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
      expect(event.caFile).toBe(caFile);
      const ca = await readFile(caFile, 'utf8');
      expect(ca).toMatch(/^-----BEGIN CERTIFICATE-----/);
      const get = (trust: string[]) =>
        new Promise<number>((resolve, reject) => {
          const request = httpsRequest(`${event.baseUrl}/auth/api/v1/Customers`, { ca: trust }, (response) => {
            response.resume();
            resolve(response.statusCode ?? 0);
          });
          request.on('error', reject).end();
        });
      // Unsigned, so refused by the service; what matters is that TLS let the request through with the CA, and not without it.
      expect(await get([ca])).toBe(401);
      await expect(get([])).rejects.toMatchObject({ code: 'UNABLE_TO_VERIFY_LEAF_SIGNATURE' });
    } finally {
      run.child.kill('SIGTERM');
      await run.exit;
    }
  });
});
