import { isAllowedExternalUrl } from '../../ipc/external-links';
import { AppError } from '../errors';
import { ENGLISH } from '../i18n/english';
import { dialogLanguage, type ConfirmPort } from './confirm-port';
import { message } from '../../../shared/i18n/message';

/** Documentation the app links to, opened without asking (the service's own hosts are added from the profiles). */
export const DOCUMENTATION_HOSTS: readonly string[] = ['tools.ietf.org', 'www.rfc-editor.org'];

/**
 * Opens a link in the system browser: https only, the service's and the
 * documentation's hosts directly, any other host only after main asked the
 * user outside the page (a page could otherwise send the user anywhere, with
 * the app's apparent endorsement). Where nothing can ask, it is refused.
 */
export function guardedOpenExternal(deps: {
  open: (url: string) => Promise<void>;
  confirm: ConfirmPort;
  trustedHosts: () => readonly string[];
}): (url: string) => Promise<void> {
  return async (url) => {
    if (!isAllowedExternalUrl(url)) {
      throw new AppError('validation', message('errors.link.httpsOnly'), {
        issues: [{ path: 'url', message: ENGLISH.t('errors.validation.httpsLinks') }],
      });
    }
    const host = new URL(url).hostname.toLowerCase();
    const trusted = [...DOCUMENTATION_HOSTS, ...deps.trustedHosts()].map((candidate) => candidate.toLowerCase());
    if (!trusted.includes(host)) {
      if (!deps.confirm.available) throw new AppError('forbidden', message('errors.link.unknownHost', { host }));
      const { t } = dialogLanguage(deps.confirm);
      const yes = await deps.confirm.ask({
        title: t('main.dialog.link.title'),
        message: t('main.dialog.link.message', { host }),
        detail: t('main.dialog.link.detail', { url }),
        confirmLabel: t('main.dialog.link.confirm'),
      });
      if (!yes) return;
    }
    await deps.open(url);
  };
}
