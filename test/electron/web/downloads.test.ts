import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import type { WebSocket } from 'ws';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Downloads } from '../../../electron/web/downloads';
import { runForPage } from '../../../electron/web/page-calls';
import { createWebPorts } from '../../../electron/web/ports';
import type { WebServer } from '../../../electron/web/server';
import { startWebServer } from '../../../electron/web/server';
import { ipcOk } from '../../../shared/ipc/result';
import type { WebServerMessage } from '../../../shared/ipc/web-protocol';
import { recordingDispatcher } from './fake-dispatcher';
import { connect, get, invoke, tokenOf } from './web-client';
import { message } from '../../../shared/i18n/message';

let rendererDir: string;
let downloads: Downloads;
let server: WebServer;
let dispatcher: ReturnType<typeof recordingDispatcher>;
let ports: ReturnType<typeof createWebPorts>;
/** The file the last 'reports.export' call reserved through the stand-in save dialog. */
let reserved: Promise<string | null>;

beforeEach(async () => {
  rendererDir = await mkdtemp(join(tmpdir(), 'svc-desk-web-test-'));
  downloads = await Downloads.create();
  ports = createWebPorts(downloads);
  dispatcher = recordingDispatcher(async (channel) => {
    if (channel !== 'reports.export') return undefined;
    reserved = ports.options.chooseSaveFile({
      title: message('main.dialog.save.statementExcel'),
      defaultName: 'report-1.xlsx',
      extension: 'xlsx',
    });
    await reserved;
    return ipcOk({ exportId: 'e' });
  });
  server = await startWebServer({ dispatcher, rendererDir, downloads });
});

afterEach(async () => {
  await server.close();
  await rm(rendererDir, { recursive: true, force: true });
});

/** A connected page; `next` resolves with the next message of a kind it receives. */
async function openPage(): Promise<{
  socket: WebSocket;
  next(type: WebServerMessage['type']): Promise<WebServerMessage>;
}> {
  const handshake = await connect(server);
  if (!handshake.open) throw new Error('refused');
  return { socket: handshake.socket, next: (type) => nextMessage(handshake, type) };
}

function nextMessage(
  handshake: Extract<Awaited<ReturnType<typeof connect>>, { open: true }>,
  type: WebServerMessage['type'],
): Promise<WebServerMessage> {
  return new Promise((resolve) => {
    handshake.socket.on('message', (data: Buffer) => {
      const message = JSON.parse(data.toString()) as WebServerMessage;
      if (message.type === type) {
        handshake.socket.close();
        resolve(message);
      }
    });
  });
}

describe('browser mode downloads (the save dialog of statement exports)', () => {
  it('offers a finished export once, under a one-time URL that needs the token', async () => {
    const page = await openPage();
    await invoke(page.socket, 'reports.export', {});
    const file = await reserved;
    expect(file).toMatch(/report-1\.xlsx$/);
    await writeFile(file!, 'workbook bytes');
    const offered = page.next('download');
    // The reports feature hands the finished file to the downloads port; the page gets its name, never its path here.
    ports.options.offerDownload(file!);
    const message = (await offered) as Extract<WebServerMessage, { type: 'download' }>;
    expect(message.name).toBe('report-1.xlsx');
    expect(message.path).toMatch(/^\/downloads\/[0-9a-f]{64}$/);

    expect((await get(server, message.path)).status).toBe(403);
    const fetched = await get(server, message.path, { Authorization: `Bearer ${tokenOf(server)}` });
    expect(fetched.status).toBe(200);
    expect(fetched.body.toString()).toBe('workbook bytes');
    expect(fetched.headers['content-disposition']).toBe('attachment; filename="report-1.xlsx"');
    // Once only.
    expect((await get(server, message.path, { Authorization: `Bearer ${tokenOf(server)}` })).status).toBe(404);
  });

  it('gives two pending exports of the same name distinct names, so each name offers its own file', async () => {
    const first = await downloads.reserve('statement.xlsx');
    const second = await downloads.reserve('statement.xlsx');
    expect([basename(first), basename(second)]).toEqual(['statement.xlsx', 'statement (2).xlsx']);
    const byName = (name: string) => {
      const found = downloads.find(name);
      return found ? downloads.offer(found.file) : null;
    };
    expect(byName('statement (2).xlsx')?.name).toBe('statement (2).xlsx');
    expect(byName('statement (2).xlsx')).toBeNull();
    expect(byName('statement.xlsx')?.name).toBe('statement.xlsx');
  });

  it('never offers a file the stand-in save dialog did not hand out', async () => {
    const outside = join(rendererDir, 'secret.txt');
    await writeFile(outside, 'not yours');
    expect(downloads.offer(outside)).toBeNull();
  });

  it('offers a finished file through the port to the page whose call reserved it, and to no other page', async () => {
    const asking: WebServerMessage[] = [];
    const other: WebServerMessage[] = [];
    const file = await runForPage({ send: (message) => asking.push(message) }, () =>
      ports.options.chooseSaveFile({
        title: message('main.dialog.save.statementExcel'),
        defaultName: 'statements.zip',
        extension: 'zip',
      }),
    );
    await runForPage({ send: (message) => other.push(message) }, async () => ports.options.offerDownload(file!));
    // A file nobody reserved is never offered.
    ports.options.offerDownload(join(rendererDir, 'secret.txt'));
    expect(asking).toEqual([
      {
        type: 'download',
        path: expect.stringMatching(/^\/downloads\/[0-9a-f]{64}$/) as unknown,
        name: 'statements.zip',
      },
    ]);
    expect(other).toEqual([]);
  });

  it('turns notifications, copies and external links into page messages: notifications for every page, the rest for the page that asked', async () => {
    const ports = createWebPorts(downloads);
    const sent: WebServerMessage[] = [];
    const asking: WebServerMessage[] = [];
    ports.bind((message) => sent.push(message));
    ports.options.notify({ kind: 'fill', title: 'Filled', body: 'BTC' } as never);
    await runForPage({ send: (message) => asking.push(message) }, async () => {
      ports.options.copyText('order 42');
      await ports.options.openExternal('https://example.com/help');
    });
    ports.options.loans.hooks?.notify?.({ title: 'Margin call', body: 'B1' });
    // Outside a page's call there is no page to copy for.
    ports.options.copyText('nobody asked');
    expect(sent).toEqual([
      { type: 'notify', title: 'Filled', body: 'BTC' },
      { type: 'notify', title: 'Margin call', body: 'B1' },
    ]);
    expect(asking).toEqual([
      { type: 'copy', text: 'order 42' },
      { type: 'open', url: 'https://example.com/help' },
    ]);
  });
});
