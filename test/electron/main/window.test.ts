import { existsSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { createMainWindow, focusWindow } from '../../../electron/main/window';
import { BrowserWindow } from './electron-mock';

vi.mock('electron', () => import('./electron-mock'));

describe('main window', () => {
  it('is isolated, sandboxed, without Node, with web security and no webview', () => {
    const window = createMainWindow({ kind: 'app', root: '/app/out/renderer' }, false) as unknown as BrowserWindow;
    const prefs = window.options['webPreferences'] as Record<string, unknown>;
    expect(prefs).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      // A production window: no developer tools (no console to script window.api from).
      devTools: false,
    });
    expect(prefs['preload']).toMatch(/[/\\]preload[/\\]index\.cjs$/);
    expect(existsSync(window.options['icon'] as string)).toBe(true);
    expect(window.loadedUrl).toBe('app://svc-desk/index.html');
    expect(window.options['show']).toBe(false);
    window.emit('ready-to-show');
    expect(window.shown).toBe(true);
  });

  it('loads the dev server in development', () => {
    const window = createMainWindow({ kind: 'dev', url: 'http://localhost:5173' }, true) as unknown as BrowserWindow;
    expect(window.loadedUrl).toBe('http://localhost:5173');
    expect((window.options['webPreferences'] as Record<string, unknown>)['devTools']).toBe(true);
  });

  it('focus restores a minimized window', () => {
    const window = new BrowserWindow({});
    window.minimized = true;
    focusWindow(window as never);
    expect(window).toMatchObject({ minimized: false, shown: true, focused: true });
  });
});
