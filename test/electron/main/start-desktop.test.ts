import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LoanAlertHooks } from '../../../electron/services/loans/hooks';
import type { TradingJournalEntry } from '../../../shared/ipc/schemas/trading';
import { app, BrowserWindow, Menu, screen, Tray } from './electron-mock';

vi.mock('electron', () => import('./electron-mock'));
vi.mock('../../../electron/simulator/index', () => ({ startSimulator: vi.fn() }));
vi.mock('../../../electron/services/secrets/keytar-store', () => import('./start-mocks'));

// What the desktop glue reads of the services: the loan watchdog, the order journal, events, notices.
// Main's calls are told as they happen (hooksSet, checked), so the tests wait on them instead of polling.
const services = vi.hoisted(() => {
  let hooksGiven: () => void = () => undefined;
  let checkAsked: () => void = () => undefined;
  return {
    hooks: null as LoanAlertHooks | null,
    hooksSet: new Promise<void>((resolve) => (hooksGiven = resolve)),
    hooksGiven: () => hooksGiven(),
    checked: new Promise<void>((resolve) => (checkAsked = resolve)),
    keepRunning: false,
    entries: [] as TradingJournalEntry[],
    checkNow: vi.fn(() => {
      checkAsked();
      return Promise.resolve({});
    }),
    emit: null as null | ((event: 'tradingJournalChanged' | 'preferencesChanged', payload: unknown) => void),
    // The language main's words are in: English until a test switches (as the preference would).
    language: 'en' as 'en' | 'de',
  };
});
vi.mock('../../../electron/services/app-services', async () => {
  const { createEventBus } = await import('../../../electron/services/events');
  const events = createEventBus();
  services.emit = (event, payload) => events.emit(event, payload as never);
  const { ENGLISH } = await import('../../../electron/services/i18n/english');
  const { createTranslator } = await import('../../../shared/i18n/translator');
  const { messages } = await import('../../../shared/i18n/catalogue/de/index');
  const german = createTranslator('de', 'de-CH', messages);
  return {
    createAppServices: vi.fn(() =>
      Promise.resolve({
        events,
        language: { translator: () => (services.language === 'de' ? german : ENGLISH) },
        notices: { add: vi.fn(), list: () => [] },
        loans: {
          setAlertHooks: (hooks: LoanAlertHooks) => {
            services.hooks = hooks;
            services.hooksGiven();
          },
          settings: () => ({ keepRunningInBackground: services.keepRunning }),
          watchdog: { start: vi.fn() },
          checkNow: services.checkNow,
        },
        trading: { orders: { entries: () => services.entries } },
        shutdown: () => Promise.resolve(),
      }),
    ),
  };
});

const dataDir = mkdtempSync(join(tmpdir(), 'svc-desk-start-desktop-'));
const stateFile = join(dataDir, 'window-state.json');
// The laptop plus a monitor on its left, where the window was left maximized.
const laptop = { x: 0, y: 25, width: 1512, height: 957 };
const monitor = { x: -2560, y: 0, width: 2560, height: 1415 };
const saved = { version: 1, bounds: { x: -2400, y: 100, width: 1800, height: 1100 }, maximized: true };

type MenuItem = { label?: string; enabled?: boolean; click?: () => void; type?: string };
const trayMenu = (): MenuItem[] => Tray.created[0]!.menu!.template as MenuItem[];
const click = (label: string): void => trayMenu().find((item) => item.label === label)!.click!();

beforeAll(async () => {
  writeFileSync(stateFile, JSON.stringify(saved));
  app.paths.set('userData', dataDir);
  screen.displays = [{ workArea: laptop }, { workArea: monitor }];
  await import('../../../electron/main/index');
  await BrowserWindow.first();
  expect(BrowserWindow.created).toHaveLength(1);
  await services.hooksSet;
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the window remembers its place (window-state.json)', () => {
  it('opens where it was left, maximized once there is something to show', () => {
    const window = BrowserWindow.created[0]!;
    expect(window.options).toMatchObject(saved.bounds);
    expect(window.maximized).toBe(false);
    window.emit('ready-to-show');
    expect(window).toMatchObject({ maximized: true, shown: true });
  });

  it('saves where the user put it when the window closes; a window opened again goes there', async () => {
    const window = BrowserWindow.created[0]!;
    window.maximized = false;
    window.bounds = { x: 200, y: 80, width: 1100, height: 700 };
    window.emit('unmaximize');
    window.emit('close');
    await vi.waitFor(() =>
      expect(JSON.parse(readFileSync(stateFile, 'utf8'))).toEqual({
        version: 1,
        bounds: window.bounds,
        maximized: false,
      }),
    );
    window.emit('closed');
    // The monitor is unplugged meanwhile: the remembered place is on the laptop, so it still counts.
    screen.displays = [{ workArea: laptop }];
    click('Open SVC Desk');
    expect(BrowserWindow.created).toHaveLength(2);
    expect(BrowserWindow.created[1]!.options).toMatchObject({ x: 200, y: 80, width: 1100, height: 700 });
  });
});

describe('the tray', () => {
  it("is there while the app runs, with the loans' worst state and the orders of unknown outcome", () => {
    expect(Tray.created).toHaveLength(1);
    services.hooks!.setBadge!({ worstState: 'margin-call', unacknowledged: 1 });
    expect(Tray.created[0]!.tooltip).toBe('SVC Desk — Loans: MARGIN CALL · 1 alert — Orders: every outcome known');
    services.entries = [
      {
        kind: 'order',
        id: 'o1',
        profileId: 'p',
        customer: '1',
        state: 'unknown',
        clientOrderId: 'o1',
        cancelRequestId: null,
        request: {},
        createdAt: '',
        updatedAt: '',
        sends: 1,
        order: null,
        message: null,
      },
    ];
    services.emit!('tradingJournalChanged', { profileId: 'p', entry: services.entries[0] });
    expect(trayMenu().slice(0, 2)).toEqual([
      { label: 'Loans: MARGIN CALL · 1 alert', enabled: false },
      { label: 'Orders: 1 with outcome unknown', enabled: false },
    ]);
    // The badge still counts the alerts on the dock or task bar.
    expect(app.setBadgeCount).toHaveBeenLastCalledWith(1);
  });

  it('checks the loans now, and quits', async () => {
    click('Check loans now');
    await services.checked;
    expect(services.checkNow).toHaveBeenCalledTimes(1);
    app.quit.mockClear();
    click('Quit SVC Desk');
    expect(app.quit).toHaveBeenCalledTimes(1);
  });
});

describe('the language', () => {
  it('puts the tray’s tooltip and menu and the application menu into the new language at once', () => {
    const labels = (items: MenuItem[]): string[] => items.flatMap((item) => (item.label ? [item.label] : []));
    expect(labels((Menu.applied as { template: MenuItem[] }).template)).toContain('View');
    services.language = 'de';
    services.emit!('preferencesChanged', { language: 'de' });
    expect(Tray.created[0]!.tooltip).toMatch(/^SVC Desk — Kredite: NACHSCHUSS · 1 Warnung — Aufträge: /);
    expect(labels(trayMenu())).toEqual(
      expect.arrayContaining(['SVC Desk öffnen', 'Kredite jetzt prüfen', 'SVC Desk beenden']),
    );
    expect(labels((Menu.applied as { template: MenuItem[] }).template)).toEqual([
      'Datei',
      'Bearbeiten',
      'Darstellung',
      'Fenster',
      'Hilfe',
    ]);
    services.language = 'en';
    services.emit!('preferencesChanged', { language: 'en' });
    expect(labels(trayMenu())).toContain('Quit SVC Desk');
  });
});

describe('closing the window', () => {
  it('quits, unless the loan watchdog is to keep watching: then the app stays in the tray', () => {
    app.quit.mockClear();
    services.keepRunning = true;
    app.emit('window-all-closed');
    expect(app.quit).not.toHaveBeenCalled();
    expect(Tray.created[0]!.destroyed).toBe(false);
    services.keepRunning = false;
    app.emit('window-all-closed');
    expect(app.quit).toHaveBeenCalledTimes(1);
  });
});
