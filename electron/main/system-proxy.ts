import type { Session } from 'electron';
import { environmentOr, routeFromPacAnswer, type ProxyResolver } from '../client/network';

/**
 * The operating system's proxy for an origin, as Chromium resolves it (system settings, PAC files and WPAD
 * included); the environment's proxy variables win when set. The only Electron part of the client's network:
 * the client takes it as a ProxyResolver and stays plain Node.
 */
export function systemProxy(
  session: () => Promise<Session>,
  env: Readonly<Record<string, string | undefined>> = process.env,
): ProxyResolver {
  return environmentOr(env, async (origin) => routeFromPacAnswer(await (await session()).resolveProxy(origin)));
}
