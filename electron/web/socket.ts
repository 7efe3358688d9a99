import type { IncomingMessage } from 'node:http';
import type { WebSocket } from 'ws';
import type { IpcResult } from '../../shared/ipc/result';
import { ipcFail } from '../../shared/ipc/result';
import type { WebServerMessage } from '../../shared/ipc/web-protocol';
import {
  WEB_PROTOCOL,
  WEB_SOCKET_PATH,
  WEB_TOKEN_PROTOCOL_PREFIX,
  webInvokeMessage,
} from '../../shared/ipc/web-protocol';
import type { Dispatcher } from '../ipc/dispatch';
import { toIpcError } from '../ipc/errors';
import type { PageBounds } from './page-bounds';
import { TOO_MANY_CALLS } from './page-bounds';
import type { Page } from './page-calls';
import { runForPage } from './page-calls';
import { refusalReason, requestFacts } from './request-guard';
import { tokenMatches } from './token';

/** Largest message a page may send (an IPC argument is small; answers going the other way are not limited). */
export const MAX_INVOKE_BYTES = 1024 * 1024;

/** The sub-protocols a handshake offers, as the Sec-WebSocket-Protocol header lists them. */
export function offeredProtocols(header: string | string[] | undefined): string[] {
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  return text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/**
 * Why a WebSocket handshake is refused, or null to accept it: the Host and
 * Origin checks, our path, our sub-protocol, and the token offered as
 * `svc-desk.token.<token>` (a token anywhere else, e.g. the query string,
 * does not count).
 */
export function handshakeRefusal(
  request: Pick<IncomingMessage, 'url' | 'headers' | 'headersDistinct'>,
  own: { hostPort: string; token: string },
): string | null {
  const guard = refusalReason(requestFacts(request), own, true);
  if (guard !== null) return guard;
  const path = (request.url ?? '').split('?')[0];
  if (path !== WEB_SOCKET_PATH) return 'unknown WebSocket path';
  const protocols = offeredProtocols(request.headers['sec-websocket-protocol']);
  if (!protocols.includes(WEB_PROTOCOL)) return 'missing sub-protocol';
  const offered = protocols.find((protocol) => protocol.startsWith(WEB_TOKEN_PROTOCOL_PREFIX));
  if (!tokenMatches(offered?.slice(WEB_TOKEN_PROTOCOL_PREFIX.length), own.token))
    return offered ? 'wrong token' : 'no token';
  return null;
}

/**
 * Serializes a message. An answer that is not plain JSON data becomes an
 * internal error rather than a reply the page waits for forever; any other
 * such message is dropped (null).
 */
export function encode(message: WebServerMessage): string | null {
  try {
    return JSON.stringify(message);
  } catch {
    return message.type === 'answer'
      ? JSON.stringify({ ...message, answer: ipcFail('internal', 'The answer could not be sent to the page.') })
      : null;
  }
}

/** What answers the calls of every page: the dispatcher, and the shared call bucket. */
export interface SocketServing {
  dispatcher: Dispatcher;
  bounds: PageBounds;
  /** Whether one more call may start now (the bucket shared by every page). */
  takeCall(): boolean;
  /** Told why a socket was closed by us (never with the token). */
  refused(reason: string): void;
}

/**
 * One accepted page's socket. What is queued for it is bounded: a page that
 * stops reading (a paused tab, a hostile client) is disconnected once more
 * than `maxQueuedBytes` wait, instead of growing main with every answer and
 * event. One message larger than the bound still goes to a page that keeps up.
 */
export class PageSocket implements Page {
  #inFlight = 0;

  constructor(
    readonly socket: WebSocket,
    private readonly serving: SocketServing,
  ) {}

  send(message: WebServerMessage): void {
    const text = encode(message);
    if (text !== null) this.sendText(text);
  }

  /** Sends an encoded message (a broadcast encodes once for every page). */
  sendText(text: string): void {
    const socket = this.socket;
    if (socket.readyState !== socket.OPEN) return;
    const queued = socket.bufferedAmount;
    if (queued > 0 && queued + Buffer.byteLength(text) > this.serving.bounds.maxQueuedBytes) {
      this.serving.refused('page stopped reading');
      // A close frame would only queue behind the rest: drop the connection, which frees the queue.
      socket.terminate();
      return;
    }
    socket.send(text);
  }

  /** Answers one invoke: through the dispatcher when the bounds allow, at once with a refusal otherwise. */
  call(id: number, channel: string, input: unknown): void {
    if (this.#inFlight >= this.serving.bounds.maxInFlight || !this.serving.takeCall()) {
      this.send({ type: 'answer', id, answer: TOO_MANY_CALLS });
      return;
    }
    this.#inFlight += 1;
    void runForPage(this, () => this.serving.dispatcher.dispatch(channel, input))
      // The dispatcher never throws; a wrapper around it (benchmarks) might.
      .catch((error: unknown): IpcResult<unknown> => ({
        ok: false,
        error: toIpcError(error, (e) => console.error(`IPC ${channel} failed`, e)),
      }))
      .then((answer) => {
        this.#inFlight -= 1;
        this.send({ type: 'answer', id, answer });
      });
  }
}

/**
 * Serves one accepted page: each invoke message is checked for shape, handed
 * to the dispatcher (which validates the argument with the channel's zod
 * schema, exactly as for Electron's ipcMain), and answered with the same id.
 * A malformed message closes the socket: only our own transport talks here.
 * A malformed frame (too large, not UTF-8, unmasked, an unknown opcode) makes
 * ws close the socket with the matching code and report the error here,
 * where it ends: it must not become an uncaught exception in main.
 */
export function serveSocket(socket: WebSocket, serving: SocketServing): PageSocket {
  const page = new PageSocket(socket, serving);
  socket.on('error', () => serving.refused('malformed WebSocket frame or broken connection'));
  socket.on('message', (data, isBinary) => {
    let parsed: unknown = null;
    if (!isBinary) {
      try {
        parsed = JSON.parse(data.toString());
      } catch {
        parsed = null;
      }
    }
    const message = webInvokeMessage.safeParse(parsed);
    if (!message.success) {
      socket.close(1008, 'malformed message');
      return;
    }
    page.call(message.data.id, message.data.channel, message.data.input);
  });
  return page;
}
