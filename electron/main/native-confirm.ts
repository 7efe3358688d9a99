import type { BrowserWindow, MessageBoxOptions } from 'electron';
import { dialog } from 'electron';
import type { Translator } from '../../shared/i18n/translator';
import type { ConfirmPort, ConfirmRequest } from '../services/confirm/confirm-port';

/**
 * The confirmation only main can give: a native modal dialog over the
 * window, outside the page (nothing in the renderer can press its button).
 * Cancel is the default and the Escape answer. The words are in the user's
 * language (the callers write the request with dialogLanguage(port)).
 */
export function nativeConfirm(window: () => BrowserWindow | null, translator: () => Translator): ConfirmPort {
  return {
    available: true,
    translator,
    async ask(request: ConfirmRequest) {
      const options: MessageBoxOptions = {
        type: 'warning',
        title: request.title,
        message: request.message,
        detail: request.detail,
        buttons: [translator().t('main.dialog.cancel'), request.confirmLabel],
        defaultId: 0,
        cancelId: 0,
        noLink: true,
      };
      const parent = window();
      const { response } = parent ? await dialog.showMessageBox(parent, options) : await dialog.showMessageBox(options);
      return response === 1;
    },
  };
}
