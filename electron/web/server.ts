import { acceptLanguageTags } from '../../shared/i18n/languages';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { WebSocketServer } from 'ws';
import { ipcEventChannel, ipcEvents } from '../../shared/ipc/names';
import type { WebServerMessage } from '../../shared/ipc/web-protocol';
import {
  WEB_DOWNLOAD_PATH,
  WEB_PROTOCOL,
  WEB_SOCKET_PATH,
  WEB_TOKEN_FRAGMENT_KEY,
} from '../../shared/ipc/web-protocol';
import type { Dispatcher } from '../ipc/dispatch';
import { contentSecurityPolicy } from '../main/csp';
import { Downloads } from './downloads';
import type { PageBounds } from './page-bounds';
import { createCallBucket, PAGE_BOUNDS } from './page-bounds';
import { assertLoopbackBind, hostWithPort, refusalReason, requestFacts } from './request-guard';
import type { PageSocket } from './socket';
import { encode, handshakeRefusal, MAX_INVOKE_BYTES, serveSocket } from './socket';
import { securityHeaders, serveStatic } from './static-files';
import { createToken, tokenMatches } from './token';

/** How to run browser mode's server. */
export interface WebServerOptions {
  dispatcher: Dispatcher;
  /** The built renderer (index.html and assets). */
  rendererDir: string;
  /** 127.0.0.1 (default) or ::1; anything else is refused. */
  host?: string;
  /** 0 (default): any free port. */
  port?: number;
  /** Where exports go until the page fetched them (default: a fresh temporary folder, removed on close). */
  downloads?: Downloads;
  /** Told why a request or handshake was refused, or a socket closed by us (never with the token). */
  onRefused?: (reason: string) => void;
  /** Tests: tighter bounds per page (PAGE_BOUNDS by default). */
  bounds?: Partial<PageBounds>;
  /** Told the languages of each page that connects (its Accept-Language), most preferred first. */
  onPageLanguages?: (tags: readonly string[]) => void;
  /** Tests: the monotonic clock of the call bucket, in milliseconds (performance.now by default). */
  now?: () => number;
}

/** A running server. */
export interface WebServer {
  /** The one URL to open: http://HOST:PORT/#token=... (the only place the token is ever printed). */
  readonly url: string;
  readonly origin: string;
  readonly port: number;
  /** Sends a message to every connected page (events and notifications; what one page asked for goes to it alone). */
  broadcast(message: WebServerMessage): void;
  /** Closes every page's socket and the listener, removes unfetched downloads. */
  close(): Promise<void>;
}

/**
 * Browser mode: serves the built renderer and carries window.api over a
 * WebSocket on loopback. Every request passes the Host/Origin checks before
 * any handler; the socket and every download also need this run's token.
 */
export async function startWebServer(options: WebServerOptions): Promise<WebServer> {
  const host = options.host ?? '127.0.0.1';
  assertLoopbackBind(host);
  const token = createToken();
  const downloads = options.downloads ?? (await Downloads.create());
  const refused = (reason: string): void => options.onRefused?.(reason);
  const bounds: PageBounds = { ...PAGE_BOUNDS, ...options.bounds };
  const bucket = createCallBucket(bounds, options.now ?? (() => performance.now()));
  const pages = new Set<PageSocket>();
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: MAX_INVOKE_BYTES,
    handleProtocols: () => WEB_PROTOCOL,
  });
  // With noServer nothing should reach these; if anything does, it ends here rather than as an uncaught exception.
  wss.on('error', () => refused('WebSocket server error'));
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen({ host, port: options.port ?? 0, exclusive: true }, () => {
      server.off('error', reject);
      // Once listening, an error is a failed accept (too many open files): the listener keeps listening.
      server.on('error', () => refused('connection not accepted'));
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  const own = { hostPort: hostWithPort(host, port), token };
  const origin = `http://${own.hostPort}`;
  const headers = securityHeaders(contentSecurityPolicy(null, [`ws://${own.hostPort}${WEB_SOCKET_PATH}`]));

  const broadcast = (message: WebServerMessage): void => {
    const text = encode(message);
    if (text === null) return;
    for (const page of pages) page.sendText(text);
  };
  const unsubscribes = ipcEvents.map((event) =>
    options.dispatcher.subscribe(event, (payload) =>
      broadcast({ type: 'event', channel: ipcEventChannel(event), payload }),
    ),
  );

  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    void handleRequest(request, response).catch(() => {
      if (!response.headersSent) response.writeHead(500, headers);
      response.end();
    });
  });
  async function handleRequest(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const reason = refusalReason(requestFacts(request), own, false);
    if (reason !== null) {
      refused(reason);
      response.writeHead(403, { ...headers, 'Content-Type': 'text/plain; charset=utf-8' }).end('Forbidden');
      return;
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { ...headers, Allow: 'GET, HEAD' }).end();
      return;
    }
    const pathname = new URL(request.url ?? '/', origin).pathname;
    // The app has no favicon; an empty answer keeps the browser from logging a 404.
    if (pathname === '/favicon.ico') {
      response.writeHead(204, headers).end();
      return;
    }
    if (pathname.startsWith(WEB_DOWNLOAD_PATH)) {
      const authorization = request.headers.authorization ?? '';
      if (!tokenMatches(authorization.startsWith('Bearer ') ? authorization.slice(7) : null, token)) {
        refused('download without the token');
        response.writeHead(403, { ...headers, 'Content-Type': 'text/plain; charset=utf-8' }).end('Forbidden');
        return;
      }
      await downloads.send(pathname, response, headers);
      return;
    }
    await serveStatic(options.rendererDir, pathname, response, headers, request.method === 'HEAD');
  }

  const serving = { dispatcher: options.dispatcher, bounds, takeCall: () => bucket.take(), refused };
  server.on('upgrade', (request: IncomingMessage, socket: Socket, head: Buffer) => {
    // Node removes its own error listener from an upgraded socket: a reset during the handshake would be uncaught.
    socket.on('error', () => socket.destroy());
    const reason = handshakeRefusal(request, own) ?? (pages.size >= bounds.maxPages ? 'too many pages open' : null);
    if (reason !== null) {
      refused(reason);
      const status = reason === 'too many pages open' ? '503 Service Unavailable' : '403 Forbidden';
      socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
      return;
    }
    // The browser's languages, which "as the system" means in browser mode; the newest page's win.
    options.onPageLanguages?.(acceptLanguageTags(request.headers['accept-language']));
    wss.handleUpgrade(request, socket, head, (accepted) => {
      const page = serveSocket(accepted, serving);
      pages.add(page);
      accepted.on('close', () => pages.delete(page));
    });
  });

  let closing: Promise<void> | undefined;
  return {
    url: `${origin}/#${WEB_TOKEN_FRAGMENT_KEY}=${token}`,
    origin,
    port,
    broadcast,
    close: () =>
      (closing ??= (async () => {
        for (const unsubscribe of unsubscribes) unsubscribe();
        for (const page of pages) page.socket.terminate();
        wss.close();
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        server.closeAllConnections();
        await closed;
        await downloads.close();
      })()),
  };
}
