import type { MenuItemConstructorOptions } from 'electron';

/** What the menu's own items do (start.ts wires them to the window, the shell and the About panel). */
export interface MenuActions {
  openSettings: () => void;
  /** Absent when the build names no documentation address: no item leads nowhere. */
  openDocumentation?: () => void;
  openLogsFolder: () => void;
  /** Help → Copy diagnostics, its label in the user's language; absent until main's services are ready. */
  copyDiagnostics?: { label: string; click: () => void };
  showAbout: () => void;
}

/** Every word of the menu's own items, in one place (the message catalogue takes them in one step). */
export const MENU_TEXT = {
  view: 'View',
  settings: 'Settings…',
  documentation: 'Documentation',
  logsFolder: 'Open Logs Folder',
  about: ({ app }: { app: string }) => `About ${app}`,
};

/** Settings' shortcut on every platform: Ctrl+, on Windows and Linux, Cmd+, on macOS. */
export const SETTINGS_ACCELERATOR = 'CmdOrCtrl+,';

/**
 * The application menu: the platform's usual menus and shortcuts, Settings (in the app menu on macOS, the File
 * menu elsewhere) and Help with the documentation, the logs folder and About; reload and developer tools only
 * in development.
 */
export function menuTemplate(options: { isMac: boolean; isDev: boolean; appName: string }, actions: MenuActions): MenuItemConstructorOptions[] {
  const settings: MenuItemConstructorOptions = { label: MENU_TEXT.settings, accelerator: SETTINGS_ACCELERATOR, click: actions.openSettings };
  const about: MenuItemConstructorOptions = { label: MENU_TEXT.about({ app: options.appName }), click: actions.showAbout };
  const view: MenuItemConstructorOptions[] = [
    ...(options.isDev
      ? ([{ role: 'reload' }, { role: 'forceReload' }, { role: 'toggleDevTools' }, { type: 'separator' }] as const)
      : []),
    { role: 'resetZoom' },
    { role: 'zoomIn' },
    { role: 'zoomOut' },
    { type: 'separator' },
    { role: 'togglefullscreen' },
  ];
  const appMenu: MenuItemConstructorOptions = {
    label: options.appName,
    submenu: [about, { type: 'separator' }, settings, { type: 'separator' }, { role: 'services' }, { type: 'separator' }, { role: 'hide' }, { role: 'hideOthers' }, { role: 'unhide' }, { type: 'separator' }, { role: 'quit' }],
  };
  const help: MenuItemConstructorOptions[] = [
    ...(actions.openDocumentation ? [{ label: MENU_TEXT.documentation, click: actions.openDocumentation }] : []),
    { label: MENU_TEXT.logsFolder, click: actions.openLogsFolder },
    ...(actions.copyDiagnostics ? [{ label: actions.copyDiagnostics.label, click: actions.copyDiagnostics.click }] : []),
    // On macOS About is in the app menu, where people look for it.
    ...(options.isMac ? [] : [{ type: 'separator' } as const, about]),
  ];
  return [
    ...(options.isMac ? [appMenu] : []),
    options.isMac ? { role: 'fileMenu' } : { label: '&File', submenu: [settings, { type: 'separator' }, { role: 'quit' }] },
    { role: 'editMenu' },
    { label: MENU_TEXT.view, submenu: view },
    { role: 'windowMenu' },
    { role: 'help', submenu: help },
  ];
}
