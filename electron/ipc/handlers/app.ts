import { AppError } from '../../services/errors';
import { isAllowedExternalUrl } from '../external-links';
import type { DomainHandlers } from './handler';

/** About the app, start-up notices, external links. */
export const appHandlers: DomainHandlers<'app'> = {
  'app.info': (_input, services) => ({ ...services.appInfo }),
  'app.notices': (_input, services) => services.notices.list(),
  'app.dismissNotice': ({ id }, services) => {
    if (!services.notices.dismiss(id)) throw new AppError('not-found', 'That notice was already dismissed.');
    return null;
  },
  'app.copyText': ({ text }, services) => {
    services.copyText(text);
    return null;
  },
  'app.openExternal': async ({ url }, services) => {
    if (!isAllowedExternalUrl(url)) throw new AppError('validation', 'Only https links can be opened.', { issues: [{ path: 'url', message: 'Only https links can be opened' }] });
    await services.openExternal(url);
    return null;
  },
};
