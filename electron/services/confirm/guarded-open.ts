import { isAllowedExternalUrl } from '../../ipc/external-links';
import { AppError } from '../errors';
import type { ConfirmPort } from './confirm-port';
import { message } from '../../../shared/i18n/message';

/** Documentation the app links to, opened without asking (the service's own hosts are added from the profiles). */
export const DOCUMENTATION_HOSTS: readonly string[] = ['tools.ietf.org', 'www.rfc-editor.org'];

/**
 * Opens a link in the system browser: https only, the service's and the
 * documentation's hosts directly, any other host only after main asked the
 * user outside the page (a page could otherwise send the user anywhere, with
 * the app's apparent endorsement). Where nothing can ask, it is refused.
 */
export function guardedOpenExternal(deps: { open: (url: string) => Promise<void>; confirm: ConfirmPort; trustedHosts: () => readonly string[] }): (url: string) => Promise<void> {
  return async (url) => {
    if (!isAllowedExternalUrl(url)) {
      throw new AppError('validation', message('errors.link.httpsOnly'), { issues: [{ path: 'url', message: 'Only https links can be opened' }] });
    }
    const host = new URL(url).hostname.toLowerCase();
    const trusted = [...DOCUMENTATION_HOSTS, ...deps.trustedHosts()].map((candidate) => candidate.toLowerCase());
    if (!trusted.includes(host)) {
      if (!deps.confirm.available) throw new AppError('forbidden', `${host} is not the service's or the documentation's address; open the link from the desktop app, which asks first.`);
      const yes = await deps.confirm.ask({
        title: 'Open a link',
        message: `Open ${host} in your browser?`,
        detail: `${url}\n\nThis address is not the service's or SVC Desk's documentation.`,
        confirmLabel: 'Open',
      });
      if (!yes) return;
    }
    await deps.open(url);
  };
}
