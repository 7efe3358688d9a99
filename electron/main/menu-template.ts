import type { MenuItemConstructorOptions } from 'electron';
import type { Translator } from '../../shared/i18n/translator';

/**
 * The application menu: the platform's usual menus and shortcuts; reload and
 * developer tools only in development. Every item is labelled from the
 * catalogue (Electron's own role labels are English whatever the language),
 * so start.ts builds it again when the language changes.
 */
export function menuTemplate(options: { isMac: boolean; isDev: boolean; translator: Translator }): MenuItemConstructorOptions[] {
  const { t } = options.translator;
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
      { role: 'about', label: t('main.menu.about') },
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
  return [
    ...(options.isMac ? [appMenu] : []),
    { role: 'fileMenu', label: t('main.menu.file'), submenu: [options.isMac ? { role: 'close', label: t('main.menu.closeWindow') } : { role: 'quit', label: t('main.menu.quit') }] },
    { role: 'editMenu', label: t('main.menu.edit'), submenu: edit },
    { label: t('main.menu.view'), submenu: view },
    {
      role: 'windowMenu',
      label: t('main.menu.window'),
      submenu: [
        { role: 'minimize', label: t('main.menu.minimize') },
        ...(options.isMac ? [{ role: 'zoom', label: t('main.menu.zoom') } as const, { role: 'front', label: t('main.menu.bringToFront') } as const] : [{ role: 'close', label: t('main.menu.closeWindow') } as const]),
      ],
    },
    { role: 'help', label: t('main.menu.help'), submenu: [{ role: 'about', label: t('main.menu.about') }] },
  ];
}
