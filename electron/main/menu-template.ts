import type { MenuItemConstructorOptions } from 'electron';
import type { Translator } from '../../shared/i18n/translator';

/** What the menu's own items do (app-menu.ts wires them to the window, the shell and the About panel). */
export interface MenuActions {
  openSettings: () => void;
  /** Absent when the build names no documentation address: no item leads nowhere. */
  openDocumentation?: () => void;
  openLogsFolder: () => void;
  /** Help → Copy diagnostics; absent until main's services are ready. */
  copyDiagnostics?: () => void;
  /** Help → Check for updates; absent until main's services are ready. */
  checkForUpdates?: () => void;
  showAbout: () => void;
}

/** Settings' shortcut on every platform: Ctrl+, on Windows and Linux, Cmd+, on macOS. */
export const SETTINGS_ACCELERATOR = 'CmdOrCtrl+,';

/**
 * The application menu: the platform's usual menus and shortcuts, Settings (in the app menu on macOS, the File
 * menu elsewhere) and Help with the documentation, the logs folder, diagnostics and About; reload and developer
 * tools only in development. Every item is labelled from the catalogue (Electron's own role labels are English
 * whatever the language), so the menu is built again when the language changes.
 */
export function menuTemplate(
  options: { isMac: boolean; isDev: boolean; translator: Translator },
  actions: MenuActions,
): MenuItemConstructorOptions[] {
  const { t } = options.translator;
  const settings: MenuItemConstructorOptions = {
    label: t('main.menu.settings'),
    accelerator: SETTINGS_ACCELERATOR,
    click: actions.openSettings,
  };
  const about: MenuItemConstructorOptions = { label: t('main.menu.about'), click: actions.showAbout };
  const view: MenuItemConstructorOptions[] = [
    ...(options.isDev
      ? [
          { role: 'reload', label: t('main.menu.reload') } as const,
          { role: 'forceReload', label: t('main.menu.forceReload') } as const,
          { role: 'toggleDevTools', label: t('main.menu.devTools') } as const,
          { type: 'separator' } as const,
        ]
      : []),
    { role: 'resetZoom', label: t('main.menu.actualSize') },
    { role: 'zoomIn', label: t('main.menu.zoomIn') },
    { role: 'zoomOut', label: t('main.menu.zoomOut') },
    { type: 'separator' },
    { role: 'togglefullscreen', label: t('main.menu.fullScreen') },
  ];
  const edit: MenuItemConstructorOptions[] = [
    { role: 'undo', label: t('main.menu.undo') },
    { role: 'redo', label: t('main.menu.redo') },
    { type: 'separator' },
    { role: 'cut', label: t('main.menu.cut') },
    { role: 'copy', label: t('main.menu.copy') },
    { role: 'paste', label: t('main.menu.paste') },
    { role: 'selectAll', label: t('main.menu.selectAll') },
  ];
  const appMenu: MenuItemConstructorOptions = {
    role: 'appMenu',
    submenu: [
      about,
      { type: 'separator' },
      settings,
      { type: 'separator' },
      { role: 'services', label: t('main.menu.services') },
      { type: 'separator' },
      { role: 'hide', label: t('main.menu.hide') },
      { role: 'hideOthers', label: t('main.menu.hideOthers') },
      { role: 'unhide', label: t('main.menu.showAll') },
      { type: 'separator' },
      { role: 'quit', label: t('main.menu.quit') },
    ],
  };
  const help: MenuItemConstructorOptions[] = [
    ...(actions.openDocumentation ? [{ label: t('main.menu.documentation'), click: actions.openDocumentation }] : []),
    { label: t('main.menu.logsFolder'), click: actions.openLogsFolder },
    ...(actions.copyDiagnostics ? [{ label: t('backup.menu.copyDiagnostics'), click: actions.copyDiagnostics }] : []),
    ...(actions.checkForUpdates ? [{ label: t('updates.menu.check'), click: actions.checkForUpdates }] : []),
    // On macOS About is in the app menu, where people look for it.
    ...(options.isMac ? [] : [{ type: 'separator' } as const, about]),
  ];
  return [
    ...(options.isMac ? [appMenu] : []),
    {
      role: 'fileMenu',
      label: t('main.menu.file'),
      submenu: options.isMac
        ? [{ role: 'close', label: t('main.menu.closeWindow') }]
        : [settings, { type: 'separator' }, { role: 'quit', label: t('main.menu.quit') }],
    },
    { role: 'editMenu', label: t('main.menu.edit'), submenu: edit },
    { label: t('main.menu.view'), submenu: view },
    {
      role: 'windowMenu',
      label: t('main.menu.window'),
      submenu: [
        { role: 'minimize', label: t('main.menu.minimize') },
        ...(options.isMac
          ? [
              { role: 'zoom', label: t('main.menu.zoom') } as const,
              { role: 'front', label: t('main.menu.bringToFront') } as const,
            ]
          : [{ role: 'close', label: t('main.menu.closeWindow') } as const]),
      ],
    },
    { role: 'help', label: t('main.menu.help'), submenu: help },
  ];
}
