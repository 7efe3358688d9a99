import type { IncomingMessage } from 'node:http';
import type { WebSocket } from 'ws';
import { ipcFail } from '../../shared/ipc/result';
import type { WebServerMessage } from '../../shared/ipc/web-protocol';
import { WEB_PROTOCOL, WEB_SOCKET_PATH, WEB_TOKEN_PROTOCOL_PREFIX, webInvokeMessage } from '../../shared/ipc/web-protocol';
import type { Dispatcher } from '../ipc/dispatch';
import type { RequestFacts } from './request-guard';
import { refusalReason } from './request-guard';
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
export function handshakeRefusal(request: Pick<IncomingMessage, 'url' | 'headers'>, own: { hostPort: string; token: string }): string | null {
  const facts: RequestFacts = { host: request.headers.host, origin: request.headers.origin };
  const guard = refusalReason(facts, own, true);
  if (guard !== null) return guard;
  const path = (request.url ?? '').split('?')[0];
  if (path !== WEB_SOCKET_PATH) return 'unknown WebSocket path';
  const protocols = offeredProtocols(request.headers['sec-websocket-protocol']);
  if (!protocols.includes(WEB_PROTOCOL)) return 'missing sub-protocol';
  const offered = protocols.find((protocol) => protocol.startsWith(WEB_TOKEN_PROTOCOL_PREFIX));
  if (!tokenMatches(offered?.slice(WEB_TOKEN_PROTOCOL_PREFIX.length), own.token)) return offered ? 'wrong token' : 'no token';
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
    return message.type === 'answer' ? JSON.stringify({ ...message, answer: ipcFail('internal', 'The answer could not be sent to the page.') }) : null;
  }
}

/**
 * Serves one accepted page: each invoke message is checked for shape, handed
 * to the dispatcher (which validates the argument with the channel's zod
 * schema, exactly as for Electron's ipcMain), and answered with the same id.
 * A malformed message closes the socket: only our own transport talks here.
 */
export function serveSocket(socket: WebSocket, dispatcher: Dispatcher, afterAnswer: (channel: string, answer: unknown) => void): void {
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
    const { id, channel, input } = message.data;
    void dispatcher.dispatch(channel, input).then((answer) => {
      afterAnswer(channel, answer);
      if (socket.readyState === socket.OPEN) socket.send(encode({ type: 'answer', id, answer })!);
    });
  });
}
