import { beforeAll, describe, expect, it, vi } from 'vitest';
import { AT_LOGIN_ARG } from '../../../electron/main/login-item';
import { app, BrowserWindow, Tray } from './electron-mock';

vi.mock('electron', () => import('./electron-mock'));
vi.mock('../../../electron/simulator/index', () => ({ startSimulator: vi.fn() }));
vi.mock('../../../electron/services/secrets/keytar-store', () => import('./start-mocks'));

// Told when start-up asks the loan monitor's settings (whether to open the window).
const asked = vi.hoisted(() => {
  let tell = (): void => undefined;
  return { settings: new Promise<void>((resolve) => (tell = resolve)), tell: () => tell() };
});

// Services whose loan monitor keeps watching with the window closed (Keep watching on).
vi.mock('../../../electron/services/app-services', async () => {
  const { createEventBus } = await import('../../../electron/services/events');
  return {
    createAppServices: vi.fn(() =>
      Promise.resolve({
        events: createEventBus(),
        handlers: {},
        notices: { list: () => [], add: vi.fn() },
        language: { translator: () => undefined },
        trading: { orders: { entries: () => [] } },
        loans: {
          settings: () => {
            asked.tell();
            return { keepRunningInBackground: true };
          },
          setAlertHooks: vi.fn(),
          watchdog: { start: vi.fn() },
        },
        power: { wake: vi.fn(() => Promise.resolve()) },
        diagnostics: { copy: vi.fn() },
        shutdown: vi.fn(() => Promise.resolve()),
      }),
    ),
  };
});

beforeAll(async () => {
  // Started by the OS at login (Windows passes the login item's argument).
  process.argv.push(AT_LOGIN_ARG);
  await import('../../../electron/main/index');
  await app.ready;
});

describe('a start at login with Keep watching on', () => {
  it('stays in the tray: the watchdog watches, and no window opens until the user asks for one', async () => {
    // Start-up asks whether Keep watching is on (only for a start at login), then decides.
    await asked.settings;
    await new Promise((resolve) => setImmediate(resolve));
    expect(Tray.created).toHaveLength(1);
    expect(BrowserWindow.created).toHaveLength(0);
    // The tray's click opens the window.
    Tray.created[0]!.emit('click');
    expect(BrowserWindow.created).toHaveLength(1);
  });
});
