import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';

/** The addresses browser mode may listen on: loopback only (a remote machine reaches it through an SSH tunnel). */
export const LOOPBACK_ADDRESSES = ['127.0.0.1', '::1'] as const;

/** Throws unless host is a loopback address browser mode may bind. */
export function assertLoopbackBind(host: string): void {
  if (!(LOOPBACK_ADDRESSES as readonly string[]).includes(host)) {
    throw new Error(
      `Browser mode only listens on 127.0.0.1 or ::1, never on "${host}" (reach a remote machine through an SSH tunnel).`,
    );
  }
}

/** host:port as a browser writes it in the Host header and the origin (IPv6 in brackets). */
export function hostWithPort(host: string, port: number): string {
  return `${isIP(host) === 6 ? `[${host}]` : host}:${port}`;
}

/** What a request claims about where it comes from. */
export interface RequestFacts {
  /** Every Host header it carries (Node keeps only the first in `headers.host`). */
  hosts: readonly string[];
  origin: string | undefined;
}

/** The facts of a request, with every Host header it sent. */
export function requestFacts(request: Pick<IncomingMessage, 'headersDistinct' | 'headers'>): RequestFacts {
  return { hosts: request.headersDistinct['host'] ?? [], origin: request.headers.origin };
}

/**
 * Defence against DNS rebinding and cross-site requests, checked before any
 * handler runs: the Host header must be exactly the loopback address and port
 * we listen on, and sent once (a rebound name such as evil.example:PORT is refused), and an
 * Origin, when the browser sends one, must be our own. A WebSocket always
 * carries an Origin, so there it is required.
 */
export function refusalReason(facts: RequestFacts, own: { hostPort: string }, originRequired: boolean): string | null {
  // Two Host headers: a proxy or cache on the way may read the other one.
  if (facts.hosts.length > 1) return 'repeated Host header';
  if (facts.hosts[0] !== own.hostPort) return 'unexpected Host header';
  if (facts.origin === undefined) return originRequired ? 'missing Origin' : null;
  return facts.origin === `http://${own.hostPort}` ? null : 'foreign Origin';
}
