import { describe, expect, it, vi } from 'vitest';
import type { MenuItemConstructorOptions } from 'electron';
import { menuTemplate, SETTINGS_ACCELERATOR, type MenuActions } from '../../../electron/main/menu-template';
import { ENGLISH } from '../../../electron/services/i18n/english';
import { messages as german } from '../../../shared/i18n/catalogue/de/index';
import { createTranslator } from '../../../shared/i18n/translator';

function flat(items: MenuItemConstructorOptions[]): MenuItemConstructorOptions[] {
  return items.flatMap((item) => [
    item,
    ...(Array.isArray(item.submenu) ? flat(item.submenu as MenuItemConstructorOptions[]) : []),
  ]);
}
const roles = (items: MenuItemConstructorOptions[]): string[] =>
  flat(items).flatMap((item) => (item.role ? [item.role] : []));
const labels = (items: MenuItemConstructorOptions[]): string[] =>
  flat(items).flatMap((item) => (item.label ? [item.label] : []));

function actions() {
  return {
    openSettings: vi.fn<() => void>(),
    openDocumentation: vi.fn<() => void>(),
    openLogsFolder: vi.fn<() => void>(),
    showAbout: vi.fn<() => void>(),
  };
}

const template = (isMac: boolean, isDev = false, given: MenuActions = actions(), translator = ENGLISH) =>
  menuTemplate({ isMac, isDev, translator }, given);

/** Clicks the item with this label, wherever it is. */
function click(items: MenuItemConstructorOptions[], label: string): void {
  const item = flat(items).find((candidate) => candidate.label === label);
  expect(item, label).toBeDefined();
  (item!.click as () => void)();
}

describe('menuTemplate', () => {
  it('has the usual menus; reload and developer tools only in development', () => {
    const production = roles(template(false));
    expect(production).toEqual(
      expect.arrayContaining(['fileMenu', 'editMenu', 'windowMenu', 'help', 'quit', 'zoomIn', 'togglefullscreen']),
    );
    expect(production).not.toContain('reload');
    expect(production).not.toContain('toggleDevTools');
    expect(production).not.toContain('forceReload');
    expect(roles(template(false, true))).toEqual(expect.arrayContaining(['reload', 'forceReload', 'toggleDevTools']));
  });

  it('has an app menu on macOS only', () => {
    expect(template(true)[0]!.role).toBe('appMenu');
    expect(roles(template(false))).not.toContain('appMenu');
  });

  it('opens Settings with Ctrl+, (Cmd+, on macOS): in the app menu on macOS, the File menu elsewhere', () => {
    expect(SETTINGS_ACCELERATOR).toBe('CmdOrCtrl+,');
    for (const isMac of [true, false]) {
      const given = actions();
      const menus = template(isMac, false, given);
      const settings = flat(menus[0]!.submenu as MenuItemConstructorOptions[]).find(
        (item) => item.label === 'Settings…',
      );
      expect(settings?.accelerator).toBe(SETTINGS_ACCELERATOR);
      click(menus, 'Settings…');
      expect(given.openSettings).toHaveBeenCalledOnce();
    }
  });

  it('Help has the documentation, the logs folder and About (About in the app menu on macOS)', () => {
    for (const isMac of [true, false]) {
      const given = actions();
      const menus = template(isMac, false, given);
      const help = menus.find((menu) => menu.role === 'help')!;
      const shown = (help.submenu as MenuItemConstructorOptions[]).map((item) => item.label).filter(Boolean);
      expect(shown).toEqual(
        isMac ? ['Documentation', 'Open Logs Folder'] : ['Documentation', 'Open Logs Folder', 'About SVC Desk'],
      );
      click(menus, 'Documentation');
      click(menus, 'Open Logs Folder');
      click(menus, 'About SVC Desk');
      expect(
        [given.openDocumentation, given.openLogsFolder, given.showAbout].map((action) => action.mock.calls.length),
      ).toEqual([1, 1, 1]);
    }
  });

  it('leaves Documentation out when the build names no documentation address', () => {
    const { openDocumentation: _none, ...withoutDocs } = actions();
    const shown = labels(template(false, false, withoutDocs));
    expect(shown).not.toContain('Documentation');
    expect(shown).toContain('Open Logs Folder');
  });

  it('Help has Copy diagnostics once main gives it', () => {
    for (const isMac of [true, false]) {
      const copy = vi.fn<() => void>();
      const menus = template(isMac, false, { ...actions(), copyDiagnostics: copy });
      click(menus, 'Copy Diagnostics');
      expect(copy).toHaveBeenCalledOnce();
    }
    expect(labels(template(false))).not.toContain('Copy Diagnostics');
  });

  it('Help has Check for Updates once main gives it, in the user’s language', () => {
    const check = vi.fn<() => void>();
    click(template(false, false, { ...actions(), checkForUpdates: check }), 'Check for Updates…');
    expect(check).toHaveBeenCalledOnce();
    expect(labels(template(false))).not.toContain('Check for Updates…');
    const de = createTranslator('de', 'de-CH', german);
    expect(labels(template(true, false, { ...actions(), checkForUpdates: check }, de))).toContain(
      'Nach Updates suchen…',
    );
  });

  it('labels every menu and item in the language given (Electron’s own role labels are English only)', () => {
    const de = createTranslator('de', 'de-CH', german);
    const menus = template(false, false, { ...actions(), copyDiagnostics: () => undefined }, de);
    expect(menus.map((menu) => menu.label)).toEqual(['Datei', 'Bearbeiten', 'Darstellung', 'Fenster', 'Hilfe']);
    const all = labels(menus);
    expect(all).toEqual(
      expect.arrayContaining([
        'Rückgängig',
        'Ausschneiden',
        'Kopieren',
        'Einfügen',
        'Alles auswählen',
        'Einstellungen …',
        'Protokollordner öffnen',
        'Über SVC Desk',
      ]),
    );
    for (const english of [
      'File',
      'Edit',
      'View',
      'Copy',
      'Paste',
      'Zoom In',
      'Settings…',
      'Documentation',
      'Open Logs Folder',
      'Copy Diagnostics',
    ])
      expect(all).not.toContain(english);
    // Every item a person reads has a label of ours (separators aside).
    const unlabelled = flat(template(true, true, actions(), de)).filter(
      (item) => item.type !== 'separator' && !item.label && item.role !== 'appMenu',
    );
    expect(unlabelled).toEqual([]);
  });
});
