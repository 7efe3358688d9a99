import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/** What the guard enforces (ConnectionLimits in app.ts). */
export interface GuardLimits {
  /** Open sockets at most. */
  readonly max: number;
  /** Open sockets from one peer address at most. */
  readonly perPeer: number;
}

/**
 * Keeps a flood of slow or idle sockets from locking clients out. A socket
 * "works" while a request of it is being answered; one that is idle or still
 * sending its headers does not. A new connection beyond the cap (overall, or
 * for its peer) closes the oldest socket that does not work, so a client that
 * sends its request at once always gets in; only when every socket works is
 * the newcomer closed. (Refusing the newcomer, as Node's maxConnections does,
 * let 256 sockets that never finish their headers shut everyone out until
 * they timed out, again and again.)
 */
export function guardConnections(server: Server, limits: GuardLimits): void {
  // Insertion order is age: a socket moves to the end when it starts or finishes work.
  const open = new Set<Socket>();
  const working = new Map<Socket, number>();
  const perPeer = new Map<string, number>();
  const peerOf = (socket: Socket): string => socket.remoteAddress ?? '';

  const oldestIdle = (peer?: string): Socket | undefined => {
    for (const socket of open)
      if (!working.has(socket) && (peer === undefined || peerOf(socket) === peer)) return socket;
    return undefined;
  };
  const touch = (socket: Socket): void => {
    if (!open.delete(socket)) return;
    open.add(socket);
  };

  server.on('connection', (socket: Socket) => {
    const peer = peerOf(socket);
    const fromPeer = (perPeer.get(peer) ?? 0) + 1;
    open.add(socket);
    perPeer.set(peer, fromPeer);
    socket.once('close', () => {
      open.delete(socket);
      working.delete(socket);
      const left = (perPeer.get(peer) ?? 1) - 1;
      if (left > 0) perPeer.set(peer, left);
      else perPeer.delete(peer);
    });
    const overPeer = fromPeer > limits.perPeer;
    if (!overPeer && open.size <= limits.max) return;
    const victim = oldestIdle(overPeer ? peer : undefined);
    (victim === undefined || victim === socket ? socket : victim).destroy();
  });

  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const socket = request.socket;
    working.set(socket, (working.get(socket) ?? 0) + 1);
    touch(socket);
    response.once('close', () => {
      const left = (working.get(socket) ?? 1) - 1;
      if (left > 0) working.set(socket, left);
      else working.delete(socket);
      touch(socket);
    });
  });
}
