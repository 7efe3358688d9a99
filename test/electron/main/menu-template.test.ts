import { describe, expect, it, vi } from 'vitest';
import type { MenuItemConstructorOptions } from 'electron';
import { MENU_TEXT, menuTemplate, SETTINGS_ACCELERATOR, type MenuActions } from '../../../electron/main/menu-template';

function roles(items: MenuItemConstructorOptions[]): string[] {
  return items.flatMap((item) => [
    ...(item.role ? [item.role] : []),
    ...(Array.isArray(item.submenu) ? roles(item.submenu as MenuItemConstructorOptions[]) : []),
  ]);
}

function flat(items: MenuItemConstructorOptions[]): MenuItemConstructorOptions[] {
  return items.flatMap((item) => [item, ...(Array.isArray(item.submenu) ? flat(item.submenu as MenuItemConstructorOptions[]) : [])]);
}

function actions() {
  return { openSettings: vi.fn<() => void>(), openDocumentation: vi.fn<() => void>(), openLogsFolder: vi.fn<() => void>(), showAbout: vi.fn<() => void>() };
}

const template = (isMac: boolean, isDev = false, given: MenuActions = actions()) => menuTemplate({ isMac, isDev, appName: 'SVC Desk' }, given);

/** Clicks the item with this label, wherever it is. */
function click(items: MenuItemConstructorOptions[], label: string): void {
  const item = flat(items).find((candidate) => candidate.label === label);
  expect(item, label).toBeDefined();
  (item!.click as () => void)();
}

describe('menuTemplate', () => {
  it('has the usual menus; reload and developer tools only in development', () => {
    const production = roles(template(false));
    expect(production).toEqual(expect.arrayContaining(['editMenu', 'windowMenu', 'help', 'quit', 'zoomIn', 'togglefullscreen']));
    expect(production).not.toEqual(expect.arrayContaining(['reload']));
    expect(production).not.toContain('toggleDevTools');
    expect(production).not.toContain('forceReload');
    expect(roles(template(false, true))).toEqual(expect.arrayContaining(['reload', 'forceReload', 'toggleDevTools']));
  });

  it('has an app menu on macOS only', () => {
    expect(template(true)[0]!.label).toBe('SVC Desk');
    expect(template(false).map((menu) => menu.label)).not.toContain('SVC Desk');
  });

  it('opens Settings with Ctrl+, (Cmd+, on macOS): in the app menu on macOS, the File menu elsewhere', () => {
    expect(SETTINGS_ACCELERATOR).toBe('CmdOrCtrl+,');
    for (const isMac of [true, false]) {
      const given = actions();
      const menus = template(isMac, false, given);
      const holder = menus[0]!;
      const settings = flat(holder.submenu as MenuItemConstructorOptions[]).find((item) => item.label === MENU_TEXT.settings);
      expect(settings?.accelerator).toBe(SETTINGS_ACCELERATOR);
      click(menus, MENU_TEXT.settings);
      expect(given.openSettings).toHaveBeenCalledOnce();
    }
  });

  it('Help has the documentation, the logs folder and About (About in the app menu on macOS)', () => {
    for (const isMac of [true, false]) {
      const given = actions();
      const menus = template(isMac, false, given);
      const help = menus.find((menu) => menu.role === 'help')!;
      const labels = (help.submenu as MenuItemConstructorOptions[]).map((item) => item.label).filter(Boolean);
      expect(labels).toEqual(isMac ? [MENU_TEXT.documentation, MENU_TEXT.logsFolder] : [MENU_TEXT.documentation, MENU_TEXT.logsFolder, 'About SVC Desk']);
      click(menus, MENU_TEXT.documentation);
      click(menus, MENU_TEXT.logsFolder);
      click(menus, 'About SVC Desk');
      expect([given.openDocumentation, given.openLogsFolder, given.showAbout].map((action) => action.mock.calls.length)).toEqual([1, 1, 1]);
    }
  });

  it('leaves Documentation out when the build names no documentation address', () => {
    const { openDocumentation: _none, ...withoutDocs } = actions();
    const labels = flat(template(false, false, withoutDocs)).map((item) => item.label);
    expect(labels).not.toContain(MENU_TEXT.documentation);
    expect(labels).toContain(MENU_TEXT.logsFolder);
  });

  it('Help has Copy diagnostics once main gives it (its label in the user\'s language)', () => {
    for (const isMac of [true, false]) {
      const copy = vi.fn<() => void>();
      const menus = template(isMac, false, { ...actions(), copyDiagnostics: { label: 'Diagnosedaten kopieren', click: copy } });
      const help = menus.find((menu) => menu.role === 'help')!;
      expect((help.submenu as MenuItemConstructorOptions[]).map((item) => item.label)).toContain('Diagnosedaten kopieren');
      click(menus, 'Diagnosedaten kopieren');
      expect(copy).toHaveBeenCalledOnce();
    }
    expect(flat(template(false)).map((item) => item.label)).not.toContain('Diagnosedaten kopieren');
  });
});
