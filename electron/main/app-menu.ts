import type { BrowserWindow } from 'electron';
import { app, Menu, shell } from 'electron';
import { ipcEventChannel } from '../../shared/ipc/names';
import type { IpcEventPayloads } from '../../shared/ipc/contract';
import type { Translator } from '../../shared/i18n/translator';
import { menuTemplate } from './menu-template';

/** What the menu needs from the rest of main. */
export interface AppMenuDeps {
  isDev: boolean;
  /** The window, shown (opened when closed to the tray). */
  showWindow: () => BrowserWindow;
  /** Where the app's logs are written (main-errors.log, the request log). */
  logsFolder: () => string;
  /** The documentation's address (package.json "homepage"); none: the Help menu has no Documentation item. */
  documentationUrl: string | undefined;
  openExternal: (url: string) => void;
  /** Help → Copy diagnostics, once main's services are ready. */
  copyDiagnostics?: () => void;
  /** Help → Check for updates, once main's services are ready: checks and shows Settings → Updates. */
  checkForUpdates?: () => void;
  /** The language of the menu's words (English until main's services and the user's choice are up). */
  translator: Translator;
}

/** Builds and sets the application menu. */
export function installAppMenu(deps: AppMenuDeps): void {
  const openSection = (payload: IpcEventPayloads['openSection']): void => {
    const window = deps.showWindow();
    const send = (): void => window.webContents.send(ipcEventChannel('openSection'), payload);
    // A window just opened has no page to tell yet: it is told once its page has loaded (and subscribed).
    if (window.webContents.isLoading()) window.webContents.once('did-finish-load', send);
    else send();
  };
  app.setAboutPanelOptions({
    applicationName: app.getName(),
    applicationVersion: app.getVersion(),
    version: `Electron ${process.versions.electron ?? ''}`.trim(),
  });
  const documentationUrl = deps.documentationUrl;
  const template = menuTemplate(
    { isMac: process.platform === 'darwin', isDev: deps.isDev, translator: deps.translator },
    {
      openSettings: () => openSection({ section: 'settings' }),
      ...(documentationUrl === undefined ? {} : { openDocumentation: () => deps.openExternal(documentationUrl) }),
      openLogsFolder: () => void shell.openPath(deps.logsFolder()),
      ...(deps.copyDiagnostics ? { copyDiagnostics: deps.copyDiagnostics } : {}),
      ...(deps.checkForUpdates
        ? {
            checkForUpdates: () => {
              deps.checkForUpdates?.();
              openSection({ section: 'settings', tab: 'updates' });
            },
          }
        : {}),
      showAbout: () => app.showAboutPanel(),
    },
  );
  Menu.setApplicationMenu(Menu.buildFromTemplate(template));
}
