import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { WebServer } from '../../../electron/web/server';
import { startWebServer } from '../../../electron/web/server';
import { WEB_PROTOCOL, WEB_TOKEN_PROTOCOL_PREFIX } from '../../../shared/ipc/web-protocol';
import { recordingDispatcher } from './fake-dispatcher';
import { connect, get, invoke, tokenOf } from './web-client';

let rendererDir: string;
let server: WebServer;
let dispatcher: ReturnType<typeof recordingDispatcher>;
let refusals: string[];

beforeEach(async () => {
  rendererDir = await mkdtemp(join(tmpdir(), 'svc-desk-web-test-'));
  await writeFile(join(rendererDir, 'index.html'), '<!doctype html><title>SVC Desk</title>');
  dispatcher = recordingDispatcher();
  refusals = [];
  server = await startWebServer({ dispatcher, rendererDir, onRefused: (reason) => refusals.push(reason) });
});

afterEach(async () => {
  await server.close();
  await rm(rendererDir, { recursive: true, force: true });
});

describe('browser mode refuses, before anything is dispatched', () => {
  it('a handshake without the token', async () => {
    const handshake = await connect(server, { protocols: [WEB_PROTOCOL] });
    expect(handshake).toEqual({ open: false, status: 403 });
    expect(refusals).toEqual(['no token']);
    expect(dispatcher.calls).toEqual([]);
  });

  it('a wrong token, even one differing in the last character only', async () => {
    const token = tokenOf(server);
    const wrong = `${token.slice(0, -1)}${token.endsWith('0') ? '1' : '0'}`;
    expect(await connect(server, { protocols: [WEB_PROTOCOL, `${WEB_TOKEN_PROTOCOL_PREFIX}${wrong}`] })).toEqual({
      open: false,
      status: 403,
    });
    expect(refusals).toEqual(['wrong token']);
    expect(dispatcher.calls).toEqual([]);
  });

  it('the token in the query string only', async () => {
    const handshake = await connect(server, { protocols: [WEB_PROTOCOL], query: `?token=${tokenOf(server)}` });
    expect(handshake).toEqual({ open: false, status: 403 });
    expect(dispatcher.calls).toEqual([]);
  });

  it('a foreign Origin, or none, with the right token', async () => {
    expect(await connect(server, { origin: 'https://evil.example' })).toEqual({ open: false, status: 403 });
    expect(await connect(server, { origin: `http://localhost:${server.port}` })).toEqual({ open: false, status: 403 });
    expect(await connect(server, { origin: null })).toEqual({ open: false, status: 403 });
    expect(refusals).toEqual(['foreign Origin', 'foreign Origin', 'missing Origin']);
    expect(dispatcher.calls).toEqual([]);
  });

  it('a rebound host name with the right port and token (DNS rebinding)', async () => {
    const host = `evil.example:${server.port}`;
    expect(await connect(server, { host, origin: `http://${host}` })).toEqual({ open: false, status: 403 });
    expect((await get(server, '/', { Host: host })).status).toBe(403);
    expect(refusals).toEqual(['unexpected Host header', 'unexpected Host header']);
    expect(dispatcher.calls).toEqual([]);
  });

  it('a bind to anything but loopback', async () => {
    for (const host of ['0.0.0.0', '::', '192.168.1.10', 'localhost', 'example.com']) {
      await expect(startWebServer({ dispatcher, rendererDir, host })).rejects.toThrow(
        /only listens on 127\.0\.0\.1 or ::1/,
      );
    }
  });

  it('a download without the token, with it in the query string, or with a wrong one', async () => {
    for (const headers of [{}, { Authorization: 'Bearer 00' }, { Authorization: tokenOf(server) }] as Record<
      string,
      string
    >[]) {
      expect((await get(server, '/downloads/abc', headers)).status).toBe(403);
    }
    expect((await get(server, `/downloads/abc?token=${tokenOf(server)}`)).status).toBe(403);
    expect(dispatcher.calls).toEqual([]);
  });
});

describe('browser mode with the token', () => {
  it('accepts its own page, answers over the socket through the dispatcher, and never echoes the token', async () => {
    const handshake = await connect(server);
    if (!handshake.open) throw new Error(`refused: ${handshake.status}`);
    expect(handshake.protocol).toBe(WEB_PROTOCOL);
    expect(await invoke(handshake.socket, 'profiles.activate', { id: 'p1' })).toEqual({
      ok: true,
      value: { echo: { id: 'p1' } },
    });
    expect(dispatcher.calls).toEqual([['profiles.activate', { id: 'p1' }]]);
    const pushed = new Promise<string>((resolve) =>
      handshake.socket.once('message', (data: Buffer) => resolve(data.toString())),
    );
    dispatcher.emit('notice', { id: 'n1' });
    expect(JSON.parse(await pushed)).toEqual({ type: 'event', channel: 'event:notice', payload: { id: 'n1' } });
    handshake.socket.close();
  });

  it('closes a socket that sends anything but an invoke message, without dispatching it', async () => {
    const handshake = await connect(server);
    if (!handshake.open) throw new Error('refused');
    const closed = new Promise<number>((resolve) => handshake.socket.once('close', (code: number) => resolve(code)));
    handshake.socket.send(JSON.stringify({ type: 'invoke', id: 1, channel: 'app.info', extra: 'field' }));
    expect(await closed).toBe(1008);
    expect(dispatcher.calls).toEqual([]);
  });

  it("serves the renderer with the app's CSP plus its own WebSocket, and nothing outside the renderer folder", async () => {
    const page = await get(server, '/');
    expect(page.status).toBe(200);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain(`connect-src 'self' ws://127.0.0.1:${server.port}/ipc`);
    expect(csp).not.toContain('unsafe-inline');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect((await get(server, '/../package.json')).status).toBe(404);
    expect((await get(server, '/%2e%2e/%2e%2e/etc/passwd')).status).toBe(404);
  });
});
