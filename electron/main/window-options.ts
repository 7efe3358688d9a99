import type { BrowserWindowConstructorOptions } from 'electron';
import type { Rect, WindowSize } from '../services/window-state/placement';

/** The main window's size on a first start, and the smallest it can be made. */
export const MAIN_WINDOW_SIZE: WindowSize = { width: 1440, height: 900, minWidth: 960, minHeight: 600 };

/**
 * The main window: locked down (isolated, sandboxed, no Node, web security on,
 * no webview); where it opens, when given. Developer tools only in development
 * and test builds (`devTools`, as devOverridesAllowed says): in the shipped app
 * no shortcut or menu opens a console that could script the page's window.api.
 */
export function mainWindowOptions(
  preloadPath: string,
  iconPath: string,
  devTools: boolean,
  bounds?: Rect,
): BrowserWindowConstructorOptions {
  return {
    icon: iconPath,
    ...MAIN_WINDOW_SIZE,
    ...bounds,
    show: false,
    title: 'SVC Desk',
    webPreferences: {
      preload: preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      navigateOnDragDrop: false,
      spellcheck: false,
      devTools,
    },
  };
}
