import type { MenuItemConstructorOptions } from 'electron';

/** The application menu: the platform's usual menus and shortcuts; reload and developer tools only in development. */
export function menuTemplate(options: { isMac: boolean; isDev: boolean }): MenuItemConstructorOptions[] {
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
  return [
    ...(options.isMac ? [{ role: 'appMenu' } as const] : []),
    { role: 'fileMenu' },
    { role: 'editMenu' },
    { label: 'View', submenu: view },
    { role: 'windowMenu' },
    { role: 'help', submenu: [{ role: 'about' }] },
  ];
}
