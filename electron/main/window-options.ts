import type { BrowserWindowConstructorOptions } from 'electron';

/** The main window: locked down (isolated, sandboxed, no Node, web security on, no webview). */
export function mainWindowOptions(preloadPath: string, iconPath: string): BrowserWindowConstructorOptions {
  return {
    icon: iconPath,
    width: 1440,
    height: 900,
    minWidth: 960,
    minHeight: 600,
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
    },
  };
}
