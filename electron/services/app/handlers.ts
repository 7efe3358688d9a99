import type { AppInfo } from '../../../shared/ipc/schemas/app';
import { isAllowedExternalUrl } from '../../ipc/external-links';
import { AppError } from '../errors';
import type { FeatureHandlers } from '../feature';
import type { NoticeService } from '../notices/notice-service';
import { message } from '../../../shared/i18n/message';

/** What the app channels reach: the app's facts, its notices, and the desktop's clipboard and browser. */
export interface AppHandlerDeps {
  appInfo: AppInfo;
  notices: Pick<NoticeService, 'list' | 'dismiss'>;
  copyText: (text: string) => void;
  openExternal: (url: string) => Promise<void>;
}

/** About the app, start-up notices, external links. */
export function appHandlers(deps: AppHandlerDeps): FeatureHandlers<'app'> {
  return {
    'app.info': () => ({ ...deps.appInfo }),
    'app.notices': () => deps.notices.list(),
    'app.dismissNotice': ({ id }) => {
      if (!deps.notices.dismiss(id)) throw new AppError('not-found', message('errors.notice.gone'));
      return null;
    },
    'app.copyText': ({ text }) => {
      deps.copyText(text);
      return null;
    },
    'app.openExternal': async ({ url }) => {
      if (!isAllowedExternalUrl(url))
        throw new AppError('validation', message('errors.link.httpsOnly'), {
          issues: [{ path: 'url', message: 'Only https links can be opened' }],
        });
      await deps.openExternal(url);
      return null;
    },
  };
}
