import { describe, expect, it, vi } from 'vitest';
import { AT_LOGIN_ARG, loginItemAccess, startedAtLogin } from '../../../electron/main/login-item';
import { loginItemHandlers } from '../../../electron/services/startup/login-item';
import { app } from './electron-mock';

vi.mock('electron', () => import('./electron-mock'));

describe('Start at login (Electron glue)', () => {
  it('registers the app with the OS, marked so its start at login is known, and reads the setting back from the OS', async () => {
    let keepWatching = true;
    const handlers = loginItemHandlers({ access: loginItemAccess('win32'), keepWatching: () => keepWatching });
    expect(await handlers['startup.loginItem'](undefined)).toEqual({
      unavailable: null,
      openAtLogin: false,
      startsHidden: true,
    });
    expect(await handlers['startup.setLoginItem']({ openAtLogin: true })).toMatchObject({ openAtLogin: true });
    expect(app.setLoginItemSettings).toHaveBeenLastCalledWith({ openAtLogin: true, args: [AT_LOGIN_ARG] });
    // Windows answers for the entry with the same args only.
    expect(app.getLoginItemSettings).toHaveBeenLastCalledWith({ args: [AT_LOGIN_ARG] });
    // Changed in the OS's own settings: the page sees the OS's word.
    app.loginItem.openAtLogin = false;
    keepWatching = false;
    expect(await handlers['startup.loginItem'](undefined)).toEqual({
      unavailable: null,
      openAtLogin: false,
      startsHidden: false,
    });
    expect(await handlers['startup.setLoginItem']({ openAtLogin: false })).toMatchObject({ openAtLogin: false });
    expect(app.loginItem.openAtLogin).toBe(false);
  });

  it('is unavailable where Electron cannot register a login item, and changes nothing there', async () => {
    app.setLoginItemSettings.mockClear();
    const handlers = loginItemHandlers({ access: loginItemAccess('linux'), keepWatching: () => false });
    expect(await handlers['startup.setLoginItem']({ openAtLogin: true })).toEqual({
      unavailable: 'platform',
      openAtLogin: false,
      startsHidden: false,
    });
    expect(app.setLoginItemSettings).not.toHaveBeenCalled();
  });

  it('knows a start at login: by its argument (Windows) or as macOS says', () => {
    expect(startedAtLogin('win32', ['SVC Desk.exe', AT_LOGIN_ARG])).toBe(true);
    expect(startedAtLogin('win32', ['SVC Desk.exe'])).toBe(false);
    app.loginItem.wasOpenedAtLogin = true;
    expect(startedAtLogin('darwin', ['SVC Desk'])).toBe(true);
    expect(startedAtLogin('linux', ['svc-desk'])).toBe(false);
    app.loginItem.wasOpenedAtLogin = false;
  });
});
