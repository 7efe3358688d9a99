import { describe, expect, it } from 'vitest';
import type { MenuItemConstructorOptions } from 'electron';
import { menuTemplate } from '../../../electron/main/menu-template';

function roles(items: MenuItemConstructorOptions[]): string[] {
  return items.flatMap((item) => [
    ...(item.role ? [item.role] : []),
    ...(Array.isArray(item.submenu) ? roles(item.submenu as MenuItemConstructorOptions[]) : []),
  ]);
}

describe('menuTemplate', () => {
  it('has the usual menus; reload and developer tools only in development', () => {
    const production = roles(menuTemplate({ isMac: false, isDev: false }));
    expect(production).toEqual(expect.arrayContaining(['fileMenu', 'editMenu', 'windowMenu', 'help', 'about', 'zoomIn', 'togglefullscreen']));
    expect(production).not.toEqual(expect.arrayContaining(['reload']));
    expect(production).not.toContain('toggleDevTools');
    expect(production).not.toContain('forceReload');
    expect(roles(menuTemplate({ isMac: false, isDev: true }))).toEqual(expect.arrayContaining(['reload', 'forceReload', 'toggleDevTools']));
  });

  it('adds the app menu on macOS only', () => {
    expect(roles(menuTemplate({ isMac: true, isDev: false }))[0]).toBe('appMenu');
    expect(roles(menuTemplate({ isMac: false, isDev: false }))).not.toContain('appMenu');
  });
});
