import { request } from 'node:http';
import { WebSocket } from 'ws';
import { WEB_PROTOCOL, WEB_SOCKET_PATH, WEB_TOKEN_PROTOCOL_PREFIX } from '../../../shared/ipc/web-protocol';
import type { WebServer } from '../../../electron/web/server';

/** The token of a running server, read from its URL's fragment as the page does. */
export function tokenOf(server: WebServer): string {
  return new URL(server.url).hash.replace('#token=', '');
}

/** How a handshake ended: open (with the protocol the server chose) or refused with an HTTP status. */
export type Handshake = { open: true; socket: WebSocket; protocol: string } | { open: false; status: number | null };

/** Opens a WebSocket to the server as a page would, with any headers a hostile client might send instead. */
export function connect(
  server: WebServer,
  options: { protocols?: string[]; origin?: string | null; host?: string; query?: string } = {},
): Promise<Handshake> {
  const protocols = options.protocols ?? [WEB_PROTOCOL, `${WEB_TOKEN_PROTOCOL_PREFIX}${tokenOf(server)}`];
  const headers: Record<string, string> = {};
  if (options.host) headers['Host'] = options.host;
  const url = `ws://127.0.0.1:${server.port}${WEB_SOCKET_PATH}${options.query ?? ''}`;
  const origin = options.origin === undefined ? server.origin : options.origin;
  const socket = new WebSocket(url, protocols, { headers, ...(origin === null ? {} : { origin }) });
  return new Promise((resolve) => {
    socket.once('open', () => resolve({ open: true, socket, protocol: socket.protocol }));
    socket.once('unexpected-response', (_request, response) => {
      resolve({ open: false, status: response.statusCode ?? null });
      socket.terminate();
    });
    socket.once('error', () => resolve({ open: false, status: null }));
  });
}

/** One invoke over an open socket; resolves with the answer message. */
export function invoke(socket: WebSocket, channel: string, input?: unknown, id = 1): Promise<unknown> {
  return new Promise((resolve) => {
    const onMessage = (data: Buffer): void => {
      const message = JSON.parse(data.toString()) as { type: string; id?: number; answer?: unknown };
      if (message.type === 'answer' && message.id === id) {
        socket.off('message', onMessage);
        resolve(message.answer);
      }
    };
    socket.on('message', onMessage);
    socket.send(JSON.stringify({ type: 'invoke', id, channel, input }));
  });
}

/** A plain HTTP GET with chosen headers; answers status, headers and body. */
export function get(
  server: WebServer,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: server.port, path, headers, method: 'GET' }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}
