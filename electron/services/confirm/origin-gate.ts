import { NEW_ADDRESS_ELSEWHERE } from '../../../shared/ipc/confirm-elsewhere';
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
 * by main; where nothing can ask (browser mode), it is refused once, saying
 * what to use instead (details: NEW_ADDRESS_ELSEWHERE, so the page shows it as
 * that and not as a failed test).
 */
export function createOriginGate(deps: { confirm: ConfirmPort; knownOrigins: () => readonly string[] }): OriginGate {
  const approved = new Set<string>();
  return {
    async approve(baseUrl) {
      const origin = new URL(baseUrl).origin;
      if (approved.has(origin) || deps.knownOrigins().includes(origin)) return;
      if (!deps.confirm.available) {
        throw new AppError('forbidden', newAddressElsewhere(origin), NEW_ADDRESS_ELSEWHERE);
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

/** What to do when a new address cannot be confirmed here, in a trader's words. */
function newAddressElsewhere(origin: string): string {
  return (
    `${origin} is a service address SVC Desk has not connected to yet, and a new address must be confirmed in the desktop window, ` +
    'which this browser page cannot do. Add or change this profile in the SVC Desk desktop window; afterwards it can be used here too. ' +
    'Nothing was sent or saved.'
  );
}
