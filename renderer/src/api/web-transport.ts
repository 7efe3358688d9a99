// Browser mode (`npm run web`, electron/web/): window.api over one WebSocket to
// the same main-process services, built from the same channel tables as the
// preload. The access token comes in the URL fragment (never sent to a server
// by the browser) and is offered as a WebSocket sub-protocol and as a Bearer
// header on downloads.
import type { DesktopApi } from '../../../shared/ipc/api';
import type { ApiTransport } from '../../../shared/ipc/build-api';
import { buildDesktopApi } from '../../../shared/ipc/build-api';
import { ipcFail } from '../../../shared/ipc/result';
import type { WebServerMessage } from '../../../shared/ipc/web-protocol';
import {
  WEB_PROTOCOL,
  WEB_SOCKET_PATH,
  WEB_TOKEN_FRAGMENT_KEY,
  WEB_TOKEN_PATTERN,
  WEB_TOKEN_PROTOCOL_PREFIX,
} from '../../../shared/ipc/web-protocol';

const TOKEN_KEY = 'svc-desk-token';

/** What the transport needs from the page (tests pass fakes). */
export interface WebTransportDeps {
  /** host:port of the server (location.host). */
  host: string;
  token: string | null;
  openSocket: (url: string, protocols: string[]) => WebSocket;
  /** Acts on a message main sends for a native part (notification, copy, new tab, download). */
  onPageMessage: (message: Exclude<WebServerMessage, { type: 'answer' } | { type: 'event' }>) => void;
}

const NO_TOKEN = ipcFail(
  'forbidden',
  'This page has no access token: open the address SVC Desk printed when it started (it ends with #token=...).',
);
const LOST = ipcFail(
  'internal',
  'The connection to SVC Desk was lost. Start it again (npm start or npm run web) and open the address it prints.',
);

/** The WebSocket transport: queues calls until the socket is open, answers by id, delivers push events in order. */
export function createWebTransport(deps: WebTransportDeps): ApiTransport {
  const pending = new Map<number, (answer: unknown) => void>();
  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  const queue: string[] = [];
  let nextId = 1;
  let closed = deps.token === null;
  const socket =
    deps.token === null
      ? null
      : deps.openSocket(`ws://${deps.host}${WEB_SOCKET_PATH}`, [
          WEB_PROTOCOL,
          `${WEB_TOKEN_PROTOCOL_PREFIX}${deps.token}`,
        ]);

  socket?.addEventListener('open', () => {
    for (const text of queue.splice(0)) socket.send(text);
  });
  socket?.addEventListener('close', () => {
    closed = true;
    for (const resolve of pending.values()) resolve(LOST);
    pending.clear();
  });
  socket?.addEventListener('message', (event: MessageEvent) => {
    let message: WebServerMessage;
    try {
      message = JSON.parse(String(event.data)) as WebServerMessage;
    } catch {
      return;
    }
    if (message.type === 'answer') {
      pending.get(message.id)?.(message.answer);
      pending.delete(message.id);
    } else if (message.type === 'event') {
      for (const listener of [...(listeners.get(message.channel) ?? [])]) listener(message.payload);
    } else deps.onPageMessage(message);
  });

  return {
    invoke(channel, input) {
      if (closed || socket === null) return Promise.resolve(socket === null ? NO_TOKEN : LOST);
      const id = nextId++;
      const text = JSON.stringify({ type: 'invoke', id, channel, input });
      return new Promise((resolve) => {
        pending.set(id, resolve);
        if (socket.readyState === WebSocket.OPEN) socket.send(text);
        else queue.push(text);
      });
    },
    listen(channel, listener) {
      const set = listeners.get(channel) ?? new Set();
      listeners.set(channel, set);
      set.add(listener);
      return () => {
        set.delete(listener);
      };
    },
  };
}

/**
 * The token from the URL fragment, kept in this tab's sessionStorage so a
 * reload still works, and removed from the address bar (not left on screen
 * or in the history).
 */
export function takeToken(location: Location, history: History, storage: Storage): string | null {
  const fromFragment = new URLSearchParams(location.hash.slice(1)).get(WEB_TOKEN_FRAGMENT_KEY);
  if (fromFragment !== null && WEB_TOKEN_PATTERN.test(fromFragment)) {
    storage.setItem(TOKEN_KEY, fromFragment);
    history.replaceState(history.state, '', `${location.pathname}${location.search}`);
    return fromFragment;
  }
  const stored = storage.getItem(TOKEN_KEY);
  return stored !== null && WEB_TOKEN_PATTERN.test(stored) ? stored : null;
}

/** Builds window.api over the WebSocket transport. */
export function createWebApi(deps: WebTransportDeps): DesktopApi {
  return buildDesktopApi(createWebTransport(deps));
}
