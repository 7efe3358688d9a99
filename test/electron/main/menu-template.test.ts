import { describe, expect, it } from 'vitest';
import type { MenuItemConstructorOptions } from 'electron';
import { menuTemplate } from '../../../electron/main/menu-template';
import { ENGLISH } from '../../../electron/services/i18n/english';
import { messages as german } from '../../../shared/i18n/catalogue/de/index';
import { createTranslator } from '../../../shared/i18n/translator';

function labels(items: MenuItemConstructorOptions[]): string[] {
  return items.flatMap((item) => [...(item.label ? [item.label] : []), ...(Array.isArray(item.submenu) ? labels(item.submenu as MenuItemConstructorOptions[]) : [])]);
}

function roles(items: MenuItemConstructorOptions[]): string[] {
  return items.flatMap((item) => [
    ...(item.role ? [item.role] : []),
    ...(Array.isArray(item.submenu) ? roles(item.submenu as MenuItemConstructorOptions[]) : []),
  ]);
}

describe('menuTemplate', () => {
  it('has the usual menus; reload and developer tools only in development', () => {
    const production = roles(menuTemplate({ isMac: false, isDev: false, translator: ENGLISH }));
    expect(production).toEqual(expect.arrayContaining(['fileMenu', 'editMenu', 'windowMenu', 'help', 'about', 'zoomIn', 'togglefullscreen']));
    expect(production).not.toEqual(expect.arrayContaining(['reload']));
    expect(production).not.toContain('toggleDevTools');
    expect(production).not.toContain('forceReload');
    expect(roles(menuTemplate({ isMac: false, isDev: true, translator: ENGLISH }))).toEqual(expect.arrayContaining(['reload', 'forceReload', 'toggleDevTools']));
  });

  it('adds the app menu on macOS only', () => {
    expect(roles(menuTemplate({ isMac: true, isDev: false, translator: ENGLISH }))[0]).toBe('appMenu');
    expect(roles(menuTemplate({ isMac: false, isDev: false, translator: ENGLISH }))).not.toContain('appMenu');
  });

  it('labels every menu and item in the language given (Electron’s own role labels are English only)', () => {
    const de = createTranslator('de', 'de-CH', german);
    const template = menuTemplate({ isMac: false, isDev: false, translator: de });
    expect(template.map((menu) => menu.label)).toEqual(['Datei', 'Bearbeiten', 'Darstellung', 'Fenster', 'Hilfe']);
    const all = labels(template);
    expect(all).toEqual(expect.arrayContaining(['Rückgängig', 'Ausschneiden', 'Kopieren', 'Einfügen', 'Alles auswählen', 'Vergrössern', 'Vollbild ein/aus', 'SVC Desk beenden', 'Über SVC Desk']));
    for (const english of ['File', 'Edit', 'View', 'Copy', 'Paste', 'Zoom In']) expect(all).not.toContain(english);
    // Every item a person reads has a label of ours (separators aside).
    const unlabelled = (items: MenuItemConstructorOptions[]): MenuItemConstructorOptions[] =>
      items.flatMap((item) => [...(item.type !== 'separator' && !item.label && item.role !== 'appMenu' ? [item] : []), ...(Array.isArray(item.submenu) ? unlabelled(item.submenu as MenuItemConstructorOptions[]) : [])]);
    expect(unlabelled(menuTemplate({ isMac: true, isDev: true, translator: de }))).toEqual([]);
  });
});
