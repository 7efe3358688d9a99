import type { BrowserWindow, MessageBoxOptions } from 'electron';
import { dialog } from 'electron';
import type { ConfirmPort, ConfirmRequest } from '../services/confirm/confirm-port';

/**
 * The confirmation only main can give: a native modal dialog over the
 * window, outside the page (nothing in the renderer can press its button).
 * Cancel is the default and the Escape answer.
 */
export function nativeConfirm(window: () => BrowserWindow | null): ConfirmPort {
  return {
    available: true,
    async ask(request: ConfirmRequest) {
      const options: MessageBoxOptions = {
        type: 'warning',
        title: request.title,
        message: request.message,
        detail: request.detail,
        buttons: ['Cancel', request.confirmLabel],
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
