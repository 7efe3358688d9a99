import { describe, expect, it } from 'vitest';
import { createWebApi, takeToken } from '../../../renderer/src/api/web-transport';
import type { WebTransportDeps } from '../../../renderer/src/api/web-transport';

const TOKEN = 'ab'.repeat(32);

/** A WebSocket stand-in: records what the page sends; the test plays the server. */
class FakeSocket extends EventTarget {
  readyState: number = WebSocket.CONNECTING;
  readonly sent: unknown[] = [];
  constructor(
    readonly url: string,
    readonly protocols: string[],
  ) {
    super();
  }
  send(text: string): void {
    this.sent.push(JSON.parse(text));
  }
  open(): void {
    this.readyState = WebSocket.OPEN;
    this.dispatchEvent(new Event('open'));
  }
  receive(message: unknown): void {
    this.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(message) }));
  }
  drop(): void {
    this.readyState = WebSocket.CLOSED;
    this.dispatchEvent(new Event('close'));
  }
}

function setUp(token: string | null = TOKEN) {
  const sockets: FakeSocket[] = [];
  const pageMessages: unknown[] = [];
  const deps: WebTransportDeps = {
    host: '127.0.0.1:4000',
    token,
    openSocket: (url, protocols) => {
      const socket = new FakeSocket(url, protocols);
      sockets.push(socket);
      return socket as unknown as WebSocket;
    },
    onPageMessage: (message) => pageMessages.push(message),
  };
  return { api: createWebApi(deps), sockets, pageMessages };
}

describe('browser mode transport', () => {
  it('offers the token as a sub-protocol, queues calls until open, and answers each by id', async () => {
    const { api, sockets } = setUp();
    const socket = sockets[0]!;
    expect(socket.url).toBe('ws://127.0.0.1:4000/ipc');
    expect(socket.protocols).toEqual(['svc-desk.v1', `svc-desk.token.${TOKEN}`]);
    const first = api.profiles.activate({ id: 'p1' });
    const second = api.custody.accounts({ profileId: 'p1', customer: '5' });
    expect(socket.sent).toEqual([]);
    socket.open();
    expect(socket.sent).toEqual([
      { type: 'invoke', id: 1, channel: 'profiles.activate', input: { id: 'p1' } },
      { type: 'invoke', id: 2, channel: 'custody.accounts', input: { profileId: 'p1', customer: '5' } },
    ]);
    socket.receive({ type: 'answer', id: 2, answer: { ok: true, value: 'two' } });
    socket.receive({ type: 'answer', id: 1, answer: { ok: true, value: 'one' } });
    expect(await first).toEqual({ ok: true, value: 'one' });
    expect(await second).toEqual({ ok: true, value: 'two' });
  });

  it('delivers push events to listeners until they unsubscribe, and hands native-part messages to the page', () => {
    const { api, sockets, pageMessages } = setUp();
    const socket = sockets[0]!;
    socket.open();
    const seen: unknown[] = [];
    const off = api.on.notice((payload) => seen.push(payload));
    socket.receive({ type: 'event', channel: 'event:notice', payload: { id: 'n1' } });
    off();
    socket.receive({ type: 'event', channel: 'event:notice', payload: { id: 'n2' } });
    socket.receive({ type: 'copy', text: 'order 42' });
    expect(seen).toEqual([{ id: 'n1' }]);
    expect(pageMessages).toEqual([{ type: 'copy', text: 'order 42' }]);
  });

  it('answers every call with a clear error when the page has no token (and opens no socket), or the connection was lost', async () => {
    const without = setUp(null);
    expect(without.sockets).toEqual([]);
    expect(await without.api.app.info()).toMatchObject({
      ok: false,
      error: { kind: 'forbidden', message: expect.stringContaining('no access token') },
    });

    const { api, sockets } = setUp();
    sockets[0]!.open();
    const pending = api.app.info();
    sockets[0]!.drop();
    expect(await pending).toMatchObject({
      ok: false,
      error: { kind: 'internal', message: expect.stringContaining('connection to SVC Desk was lost') },
    });
    expect(await api.app.info()).toMatchObject({ ok: false, error: { kind: 'internal' } });
  });

  it('takes the token from the fragment, keeps it for reloads in this tab, and removes it from the address bar', () => {
    window.sessionStorage.clear();
    window.history.replaceState(null, '', `/#token=${TOKEN}`);
    expect(takeToken(window.location, window.history, window.sessionStorage)).toBe(TOKEN);
    expect(window.location.hash).toBe('');
    expect(takeToken(window.location, window.history, window.sessionStorage)).toBe(TOKEN);
    window.sessionStorage.clear();
    window.history.replaceState(null, '', '/#token=not-hex');
    expect(takeToken(window.location, window.history, window.sessionStorage)).toBeNull();
  });
});
