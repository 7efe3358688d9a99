import { AppError } from '../errors';
import type { ConfirmPort } from './confirm-port';

/** Asks before the first request to a service address no profile uses yet. */
export interface OriginGate {
  /** Resolves when requests to baseUrl's origin may be sent; throws AppError('forbidden') otherwise. */
  approve(baseUrl: string): Promise<void>;
}

/**
 * A page must not make main send signed requests, with a key and headers it
 * chose, to any host it likes (that carries data past the CSP). The first
 * request to an origin no profile uses needs the user's confirmation shown
 * by main; where nothing can ask (browser mode), it is refused: the profile
 * is added from the desktop app or with `desk`.
 */
export function createOriginGate(deps: { confirm: ConfirmPort; knownOrigins: () => readonly string[] }): OriginGate {
  const approved = new Set<string>();
  return {
    async approve(baseUrl) {
      const origin = new URL(baseUrl).origin;
      if (approved.has(origin) || deps.knownOrigins().includes(origin)) return;
      if (!deps.confirm.available) {
        throw new AppError('forbidden', `${origin} is a new service address: add the profile from the desktop app (which asks first) or with \`desk\`. Nothing was sent.`);
      }
      const yes = await deps.confirm.ask({
        title: 'New service address',
        message: `Send signed requests to ${origin}?`,
        detail: 'No profile uses this address yet. SVC Desk will send your API key and signed requests there. Continue only if you typed or trust this address.',
        confirmLabel: 'Connect',
      });
      if (!yes) throw new AppError('forbidden', `Requests to ${origin} were not confirmed; nothing was sent.`);
      approved.add(origin);
    },
  };
}
