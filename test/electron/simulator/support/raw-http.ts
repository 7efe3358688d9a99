import { connect, type Socket } from 'node:net';

/** A parsed HTTP/1.1 response read off a raw socket. */
export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * Opens a socket and lets the test write whatever bytes it wants; resolves
 * with the first complete response (by Content-Length), so a test can prove
 * the server answered before it had read the whole request.
 */
export function rawExchange(baseUrl: string, write: (socket: Socket) => void): Promise<RawResponse> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port) });
    let received = Buffer.alloc(0);
    const tryParse = (): boolean => {
      const end = received.indexOf('\r\n\r\n');
      if (end < 0) return false;
      const head = received.subarray(0, end).toString('latin1').split('\r\n');
      const status = Number(head[0]?.split(' ')[1]);
      const headers: Record<string, string> = {};
      for (const line of head.slice(1)) {
        const colon = line.indexOf(':');
        headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      const length = Number(headers['content-length'] ?? 0);
      if (received.length < end + 4 + length) return false;
      resolve({ status, headers, body: received.subarray(end + 4, end + 4 + length).toString('utf8') });
      socket.destroy();
      return true;
    };
    socket.on('data', (chunk) => {
      received = Buffer.concat([received, chunk]);
      tryParse();
    });
    socket.on('error', (error) => {
      if (!tryParse()) reject(error);
    });
    socket.on('close', () => {
      if (!tryParse())
        reject(
          new Error(`connection closed without a complete response: ${received.toString('latin1').slice(0, 200)}`),
        );
    });
    socket.on('connect', () => write(socket));
  });
}
