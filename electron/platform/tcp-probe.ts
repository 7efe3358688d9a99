import { connect } from 'node:net';

/**
 * Whether something accepts a TCP connection at a service address within
 * `timeoutMs`: a connect and an immediate close, no request, no credentials,
 * nothing a service counts against a key. Never throws.
 */
export function acceptsConnections(baseUrl: string, timeoutMs: number): Promise<boolean> {
  const url = new URL(baseUrl);
  const port = Number(url.port) || (url.protocol === 'https:' ? 443 : 80);
  return new Promise((resolve) => {
    const socket = connect({ host: url.hostname.replace(/^\[|\]$/g, ''), port });
    const done = (answer: boolean): void => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}
