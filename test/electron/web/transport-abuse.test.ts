import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { WebSocket } from 'ws';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAIN_ERROR_LOG } from '../../../electron/main/error-log';
import { Downloads } from '../../../electron/web/downloads';
import { TOO_MANY_CALLS } from '../../../electron/web/page-bounds';
import { createWebPorts } from '../../../electron/web/ports';
import type { WebServer } from '../../../electron/web/server';
import { startWebServer } from '../../../electron/web/server';
import { ipcOk } from '../../../shared/ipc/result';
import type { WebServerMessage } from '../../../shared/ipc/web-protocol';
import { recordingDispatcher } from './fake-dispatcher';
import { frame, invokeFrame, rawHandshake } from './raw-socket';
import { connect, get, invoke, tokenOf } from './web-client';
import { message } from '../../../shared/i18n/message';

const root = resolve(import.meta.dirname, '../../..');
let rendererDir: string;

beforeEach(async () => {
  rendererDir = await mkdtemp(join(tmpdir(), 'svc-desk-web-abuse-'));
  await writeFile(join(rendererDir, 'index.html'), '<!doctype html><title>SVC Desk</title>');
});

afterEach(async () => {
  await rm(rendererDir, { recursive: true, force: true });
});

/** Collects every message a socket receives. */
function collect(socket: WebSocket): WebServerMessage[] {
  const messages: WebServerMessage[] = [];
  socket.on('message', (data: Buffer) => messages.push(JSON.parse(data.toString()) as WebServerMessage));
  return messages;
}

describe('malformed frames (raw TCP) end at their socket', () => {
  let child: ChildProcess;
  let dataDir: string;

  afterEach(async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await once(child, 'exit');
    }
    await rm(dataDir, { recursive: true, force: true });
  });

  it('an oversized frame, invalid UTF-8, an unmasked frame or an unknown opcode: no uncaught exception, and the server keeps serving', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'svc-desk-web-data-'));
    child = spawn(process.execPath, ['--import', 'tsx', 'test/electron/web/serve-child.ts', dataDir, rendererDir], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const [line] = (await once(createInterface({ input: child.stdout! }), 'line')) as [string];
    const { port, token } = JSON.parse(line) as { port: number; token: string };

    const malformed: Record<string, Buffer> = {
      // Declares 2 MiB, over the 1 MiB an invoke may be: refused on the header alone.
      oversized: frame(0x1, Buffer.alloc(64), { length: 2 * 1024 * 1024 }),
      invalidUtf8: frame(0x1, Buffer.from([0x7b, 0xff, 0xfe, 0x7d])),
      unmasked: frame(0x1, Buffer.from('{}'), { masked: false }),
      badOpcode: frame(0x3, Buffer.from('x')),
      reservedBits: Buffer.from([0xf1, 0x80, 0, 0, 0, 0]),
      fragmentedControl: frame(0x9, Buffer.alloc(0)).fill(0x09, 0, 1),
    };
    for (const [name, bytes] of Object.entries(malformed)) {
      const raw = await rawHandshake(port, token);
      expect(raw.status, name).toBe('HTTP/1.1 101 Switching Protocols');
      raw.socket.write(bytes);
      await raw.ended;
    }
    // A connection reset by the page, too.
    const reset = await rawHandshake(port, token);
    reset.socket.resetAndDestroy();

    const page = await get({ port } as WebServer, '/', { Host: `127.0.0.1:${port}` });
    expect(page.status).toBe(200);
    const again = await rawHandshake(port, token);
    again.socket.write(invokeFrame(1, 'app.info'));
    const answer = await new Promise<string>((done) =>
      again.socket.once('data', (chunk: Buffer) => done(chunk.subarray(2).toString())),
    );
    expect(JSON.parse(answer)).toMatchObject({ type: 'answer', id: 1, answer: { ok: true } });
    again.socket.destroy();

    child.kill('SIGTERM');
    await once(child, 'exit');
    expect(await readFile(join(dataDir, MAIN_ERROR_LOG), 'utf8').catch(() => '')).toBe('');
  });
});

describe('what one page asked for goes to that page only', () => {
  let server: WebServer;
  afterEach(async () => server.close());

  it("a second socket receives no copy, link or download of the first's calls; events still reach both", async () => {
    const downloads = await Downloads.create();
    const ports = createWebPorts(downloads);
    const base = recordingDispatcher();
    const dispatcher = {
      ...base,
      dispatch: async (channel: string, input: unknown) => {
        if (channel === 'app.copyText') ports.options.copyText((input as { text: string }).text);
        if (channel === 'app.openExternal') await ports.options.openExternal((input as { url: string }).url);
        if (channel === 'reports.export') {
          const file = await ports.options.chooseSaveFile({
            title: message('main.dialog.save.statementExcel'),
            defaultName: 'statement.xlsx',
            extension: 'xlsx',
          });
          await writeFile(file!, 'workbook');
          // The export finishes in the background, after the call answered: the reports feature tells every page and hands the file to the downloads port.
          setImmediate(() => {
            base.emit('exportProgress', { exportId: 'e1', file: 'statement.xlsx', state: 'done' });
            ports.options.offerDownload(file!);
          });
          return ipcOk({ exportId: 'e1' });
        }
        if (channel === 'reports.exportBundle') {
          const file = await ports.options.chooseSaveFile({
            title: message('main.dialog.save.statementExcel'),
            defaultName: 'statements.zip',
            extension: 'zip',
          });
          await writeFile(file!, 'zip');
          ports.options.offerDownload(file!);
          // Only the file's name in the answer: the page is never told server paths.
          return ipcOk({ file: 'statements.zip' });
        }
        return base.dispatch(channel, input);
      },
    };
    server = await startWebServer({ dispatcher, rendererDir, downloads });
    ports.bind(server.broadcast);
    const [first, second] = await Promise.all([connect(server), connect(server)]);
    if (!first.open || !second.open) throw new Error('refused');
    const firstGot = collect(first.socket);
    const secondGot = collect(second.socket);

    await invoke(first.socket, 'app.copyText', { text: 'bc1qmine' }, 1);
    await invoke(first.socket, 'app.openExternal', { url: 'https://example.com/' }, 2);
    const downloaded = new Promise<void>((done) =>
      first.socket.on('message', (data: Buffer) => String(data).includes('"download"') && done()),
    );
    await invoke(first.socket, 'reports.export', {}, 3);
    await downloaded;
    await invoke(first.socket, 'reports.exportBundle', {}, 4);
    // Anything sent to the second socket before its own answer has arrived by then.
    await invoke(second.socket, 'app.info', undefined, 9);

    const kinds = (messages: WebServerMessage[]) =>
      messages.map((message) => message.type).filter((type) => type !== 'answer');
    expect(kinds(firstGot).sort()).toEqual(['copy', 'download', 'download', 'event', 'open']);
    expect(kinds(secondGot)).toEqual(['event']);
    expect(
      firstGot.filter((message) => message.type === 'download').map((message) => (message as { name: string }).name),
    ).toEqual(['statement.xlsx', 'statements.zip']);
    // A call outside any page's call copies to no page at all.
    ports.options.copyText('nobody asked');
    await invoke(second.socket, 'app.info', undefined, 10);
    expect(kinds(secondGot)).toEqual(['event']);
    first.socket.close();
    second.socket.close();
  });
});

describe('bounds per socket', () => {
  let server: WebServer;
  afterEach(async () => server.close());

  it('closes a page that stops reading once 16 MiB wait for it, and main lets go of them', async () => {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    const dispatcher = recordingDispatcher();
    const refusals: string[] = [];
    server = await startWebServer({ dispatcher, rendererDir, onRefused: (reason) => refusals.push(reason) });
    const paused = await rawHandshake(server.port, tokenOf(server));
    paused.socket.pause();
    const reading = await connect(server);
    if (!reading.open) throw new Error('refused');

    // What waits for a socket is held as strings (V8's heap) or buffers (outside it): both count.
    const held = (): number => {
      gc();
      const usage = process.memoryUsage();
      return usage.heapUsed + usage.arrayBuffers;
    };
    const before = held();
    const payload = 'x'.repeat(1024 * 1024);
    // 64 events of 1 MiB each, each read by the page that reads: unbounded, all would wait in main for the paused page.
    for (let index = 0; index < 64; index += 1) {
      const delivered = once(reading.socket, 'message');
      dispatcher.emit('notice', { index, payload });
      await delivered;
    }
    const grown = held() - before;
    expect(refusals).toEqual(['page stopped reading']);
    expect(grown, `main holds ${Math.round(grown / 1024 / 1024)} MiB for the paused page`).toBeLessThan(
      24 * 1024 * 1024,
    );
    // The paused page's connection was dropped; the page that reads is still served.
    paused.socket.resume();
    await paused.ended;
    expect(await invoke(reading.socket, 'app.info', undefined, 1)).toMatchObject({ ok: true });
    reading.socket.close();
  });

  it('answers calls beyond the shared rate at once without running them, and lets them through again as time passes', async () => {
    const dispatcher = recordingDispatcher();
    let now = 0;
    server = await startWebServer({
      dispatcher,
      rendererDir,
      now: () => now,
      bounds: { callBurst: 20, callsPerSecond: 5 },
    });
    const page = await connect(server);
    if (!page.open) throw new Error('refused');
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, index) => invoke(page.socket, 'app.info', undefined, index + 1)),
    );
    expect(answers.filter((answer) => (answer as { ok: boolean }).ok)).toHaveLength(20);
    expect(answers.filter((answer) => JSON.stringify(answer) === JSON.stringify(TOO_MANY_CALLS))).toHaveLength(10);
    expect(dispatcher.calls).toHaveLength(20);
    // A second page shares the bucket: the service sees one key.
    const other = await connect(server);
    if (!other.open) throw new Error('refused');
    expect(await invoke(other.socket, 'app.info', undefined, 1)).toEqual(TOO_MANY_CALLS);
    now += 1000;
    const later = await Promise.all(
      Array.from({ length: 6 }, (_, index) => invoke(page.socket, 'app.info', undefined, 100 + index)),
    );
    expect(later.filter((answer) => (answer as { ok: boolean }).ok)).toHaveLength(5);
    expect(dispatcher.calls).toHaveLength(25);
    page.socket.close();
    other.socket.close();
  });

  it('runs at most 64 calls of one socket at once; the rest are answered at once', async () => {
    const base = recordingDispatcher();
    const held: (() => void)[] = [];
    // Told when the dispatcher is handed a call, so the test waits on that, not on a poll.
    let handed: () => void = () => undefined;
    const dispatcher = {
      ...base,
      dispatch: (channel: string, input: unknown) =>
        new Promise<ReturnType<typeof ipcOk>>((done) => {
          held.push(() => done(ipcOk({ channel, input })));
          handed();
        }),
    };
    server = await startWebServer({ dispatcher, rendererDir });
    const page = await connect(server);
    if (!page.open) throw new Error('refused');
    const tooMany = (answer: unknown) => JSON.stringify(answer) === JSON.stringify(TOO_MANY_CALLS);
    const answers = Array.from({ length: 70 }, (_, index) => invoke(page.socket, 'app.info', undefined, index + 1));
    // Calls 65..70 are refused without waiting for the 64 held ones.
    expect((await Promise.all(answers.slice(64))).every(tooMany)).toBe(true);
    expect(held).toHaveLength(64);
    for (const release of held.splice(0)) release();
    expect((await Promise.all(answers.slice(0, 64))).some(tooMany)).toBe(false);
    // Room again once they answered.
    const run = new Promise<void>((resolve) => (handed = resolve));
    const after = invoke(page.socket, 'app.info', undefined, 300);
    await run;
    expect(held).toHaveLength(1);
    held[0]!();
    expect(await after).toMatchObject({ ok: true });
    page.socket.close();
  });

  it('refuses a page beyond the number that may be open at once, and takes one again when a page left', async () => {
    const refusals: string[] = [];
    server = await startWebServer({
      dispatcher: recordingDispatcher(),
      rendererDir,
      bounds: { maxPages: 2 },
      onRefused: (reason) => refusals.push(reason),
    });
    const pages = [await connect(server), await connect(server)];
    expect(pages.every((page) => page.open)).toBe(true);
    expect(await connect(server)).toEqual({ open: false, status: 503 });
    expect(refusals).toEqual(['too many pages open']);
    const first = pages[0] as Extract<(typeof pages)[number], { open: true }>;
    const left = once(first.socket, 'close');
    first.socket.close();
    await left;
    await expect
      .poll(async () => {
        const again = await connect(server);
        if (again.open) again.socket.close();
        return again.open;
      })
      .toBe(true);
    for (const page of pages) if (page.open) page.socket.close();
  });

  it('refuses a request or handshake with a second Host header, even when ours comes first', async () => {
    const refusals: string[] = [];
    server = await startWebServer({
      dispatcher: recordingDispatcher(),
      rendererDir,
      onRefused: (reason) => refusals.push(reason),
    });
    const hostPort = `127.0.0.1:${server.port}`;
    const head = (path: string, extra: string[]) =>
      [`GET ${path} HTTP/1.1`, `Host: ${hostPort}`, 'Host: evil.example', ...extra, '', ''].join('\r\n');
    const plain = await rawHandshake(server.port, '', { head: head('/', ['Connection: close']) });
    expect(plain.status).toBe('HTTP/1.1 403 Forbidden');
    const upgrade = await rawHandshake(server.port, '', {
      head: head('/ipc', [
        `Origin: http://${hostPort}`,
        'Upgrade: websocket',
        'Connection: Upgrade',
        'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==',
        'Sec-WebSocket-Version: 13',
        `Sec-WebSocket-Protocol: svc-desk.v1, svc-desk.token.${tokenOf(server)}`,
      ]),
    });
    expect(upgrade.status).toBe('HTTP/1.1 403 Forbidden');
    expect(refusals).toEqual(['repeated Host header', 'repeated Host header']);
    plain.socket.destroy();
    upgrade.socket.destroy();
  });
});
