import { randomBytes } from 'node:crypto';
import type { Socket } from 'node:net';
import { connect as tcpConnect } from 'node:net';
import { WEB_PROTOCOL, WEB_SOCKET_PATH, WEB_TOKEN_PROTOCOL_PREFIX } from '../../../shared/ipc/web-protocol';

/** A WebSocket spoken by hand over TCP: frames a browser would never send, and a reader that can stop reading. */
export interface RawSocket {
  socket: Socket;
  /** The HTTP status line of the handshake's answer. */
  status: string;
  /** Resolves when the server ended the connection. */
  ended: Promise<void>;
}

/** One frame: FIN set, the opcode, masked unless told otherwise, with a 7/16/64-bit length as RFC 6455 says. */
export function frame(opcode: number, payload: Buffer, options: { masked?: boolean; length?: number } = {}): Buffer {
  const masked = options.masked ?? true;
  const length = options.length ?? payload.length;
  const head: number[] = [0x80 | opcode];
  const maskBit = masked ? 0x80 : 0;
  if (length < 126) head.push(maskBit | length);
  else if (length < 65536) head.push(maskBit | 126, length >> 8, length & 0xff);
  else {
    const big = Buffer.alloc(8);
    big.writeBigUInt64BE(BigInt(length));
    head.push(maskBit | 127, ...big);
  }
  if (!masked) return Buffer.concat([Buffer.from(head), payload]);
  const mask = randomBytes(4);
  const body = Buffer.from(payload.map((byte, index) => byte ^ mask[index % 4]!));
  return Buffer.concat([Buffer.from(head), mask, body]);
}

/** A masked text frame carrying one invoke message. */
export function invokeFrame(id: number, channel: string, input?: unknown): Buffer {
  return frame(0x1, Buffer.from(JSON.stringify({ type: 'invoke', id, channel, input })));
}

/** Opens a TCP connection and sends a handshake with our Host, Origin, protocol and the token (or the raw head given). */
export function rawHandshake(port: number, token: string, options: { head?: string } = {}): Promise<RawSocket> {
  const head =
    options.head ??
    [
      `GET ${WEB_SOCKET_PATH} HTTP/1.1`,
      `Host: 127.0.0.1:${port}`,
      `Origin: http://127.0.0.1:${port}`,
      'Upgrade: websocket',
      'Connection: Upgrade',
      `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}`,
      'Sec-WebSocket-Version: 13',
      `Sec-WebSocket-Protocol: ${WEB_PROTOCOL}, ${WEB_TOKEN_PROTOCOL_PREFIX}${token}`,
      '',
      '',
    ].join('\r\n');
  return new Promise((resolve, reject) => {
    const socket = tcpConnect({ host: '127.0.0.1', port });
    const ended = new Promise<void>((done) => socket.once('close', () => done()));
    socket.on('error', () => undefined);
    let received = Buffer.alloc(0);
    const onData = (chunk: Buffer): void => {
      received = Buffer.concat([received, chunk]);
      const end = received.indexOf('\r\n\r\n');
      if (end < 0) return;
      socket.off('data', onData);
      const status = received.subarray(0, received.indexOf('\r\n')).toString();
      const rest = received.subarray(end + 4);
      if (rest.length > 0) socket.unshift(rest);
      resolve({ socket, status, ended });
    };
    socket.on('data', onData);
    socket.once('connect', () => socket.write(head));
    socket.once('close', () => reject(new Error(`closed before an answer: ${received.toString()}`)));
  });
}
