import { NEW_ADDRESS_ELSEWHERE } from '../../../shared/ipc/confirm-elsewhere';
import { AppError } from '../errors';
import { message } from '../../../shared/i18n/message';
import { dialogLanguage, type ConfirmPort } from './confirm-port';

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
        throw new AppError('forbidden', message('errors.origin.elsewhere', { origin }), NEW_ADDRESS_ELSEWHERE);
      }
      const { t } = dialogLanguage(deps.confirm);
      const yes = await deps.confirm.ask({
        title: t('main.dialog.origin.title'),
        message: t('main.dialog.origin.message', { origin }),
        detail: t('main.dialog.origin.detail'),
        confirmLabel: t('main.dialog.origin.confirm'),
      });
      if (!yes) throw new AppError('forbidden', message('errors.origin.declined', { origin }));
      approved.add(origin);
    },
  };
}
