import { once } from 'node:events';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { AppServicesOptions } from '../../../electron/services/app-services';
import type { MenuItemConstructorOptions } from 'electron';
import { app, BrowserWindow, FakeWebContents, ipcMain, Menu, protocol, session, shell } from './electron-mock';

vi.mock('electron', () => import('./electron-mock'));
vi.mock('../../../electron/simulator/index', () => ({ startSimulator: vi.fn() }));

const services = vi.hoisted(() => {
  // Each notice main adds is also told to whoever waits for the next one (nextNotice), so no test polls.
  const waiting: ((notice: unknown) => void)[] = [];
  return {
    options: null as AppServicesOptions | null,
    shutdown: vi.fn(() => Promise.resolve()),
    addNotice: vi.fn((notice: unknown) => {
      for (const resolve of waiting.splice(0)) resolve(notice);
    }),
    nextNotice: () => new Promise<unknown>((resolve) => waiting.push(resolve)),
    release: null as null | (() => void),
  };
});

vi.mock('../../../electron/services/app-services', async () => {
  const { createEventBus } = await import('../../../electron/services/events');
  return {
    createAppServices: vi.fn(
      (options: AppServicesOptions) =>
        new Promise((resolve) => {
          services.options = options;
          const events = createEventBus();
          // Held until the test releases it, to show calls wait for the services.
          services.release = () =>
            resolve({
              events,
              notices: {
                list: () => [{ id: 'n1', level: 'info', title: 'Hello', message: 'm', time: 't' }],
                add: services.addNotice,
              },
              // The dispatcher runs the handlers the features registered; this one channel is all the test calls.
              handlers: { 'app.notices': () => [{ id: 'n1', level: 'info', title: 'Hello', message: 'm', time: 't' }] },
              appInfo: {
                name: 'SVC Desk',
                version: '0.1.0',
                electron: null,
                platform: 'linux',
                dataFolder: options.dataDir,
              },
              shutdown: services.shutdown,
            });
        }),
    ),
  };
});

const OWN_FRAME = { url: 'app://svc-desk/index.html', parent: null };
// Mock call records are cleared between tests: what start-up did is read once here.
const startup = { lock: 0, sandbox: 0, menu: 0, privilegedBeforeReady: false };

beforeAll(async () => {
  // Electron only accepts privileged schemes before ready: record whether they were declared by then.
  app.whenReady.mockImplementationOnce(() => {
    startup.privilegedBeforeReady = protocol.registerSchemesAsPrivileged.mock.calls.length === 1;
    return app.ready;
  });
  await import('../../../electron/main/index');
  await app.ready;
  // The window opens once its remembered place was read (window-memory.ts).
  await BrowserWindow.first();
  expect(BrowserWindow.created).toHaveLength(1);
  startup.lock = app.requestSingleInstanceLock.mock.calls.length;
  startup.sandbox = app.enableSandbox.mock.calls.length;
  startup.menu = Menu.setApplicationMenu.mock.calls.length;
});

describe('startApp', () => {
  it('takes the single-instance lock and sandboxes every renderer before anything else', () => {
    expect(startup).toMatchObject({ lock: 1, sandbox: 1 });
  });

  it('hardens every webContents created', () => {
    const contents = new FakeWebContents();
    app.emit('web-contents-created', {}, contents);
    expect(contents.windowOpenHandler?.({ url: 'https://example.com' })).toEqual({ action: 'deny' });
    expect(contents.listenerCount('will-navigate')).toBe(1);
    expect(contents.listenerCount('will-attach-webview')).toBe(1);
  });

  it('creates one locked-down window, the menu and the session handlers once ready', () => {
    expect(BrowserWindow.created).toHaveLength(1);
    expect(BrowserWindow.created[0]!.loadedUrl).toBe('app://svc-desk/index.html');
    expect(startup.menu).toBe(1);
    expect(Menu.applied).not.toBeNull();
    expect(session.defaultSession.permissionRequestHandler).not.toBeNull();
    expect(session.defaultSession.headersListener).not.toBeNull();
  });

  it('serves the built renderer on a privileged app:// scheme declared before ready', async () => {
    expect(startup.privilegedBeforeReady).toBe(true);
    expect(protocol.privileged).toEqual([
      expect.objectContaining({ scheme: 'app', privileges: expect.objectContaining({ standard: true, secure: true }) }),
    ]);
    const handler = protocol.handlers.get('app');
    expect(handler).toBeDefined();
    // The handler serves out/renderer next to the main bundle: here, a traversal out of it is refused.
    expect((await handler!(new Request('app://svc-desk/..%2f..%2fpackage.json'))).status).toBe(403);
  });

  it("the menu's Settings tells the page to show Settings; Help opens the logs folder and About", () => {
    const items = (menus: MenuItemConstructorOptions[]): MenuItemConstructorOptions[] =>
      menus.flatMap((item) => [
        item,
        ...(Array.isArray(item.submenu) ? items(item.submenu as MenuItemConstructorOptions[]) : []),
      ]);
    const click = (label: string): void =>
      (
        items((Menu.applied as { template: MenuItemConstructorOptions[] }).template).find(
          (item) => item.label === label,
        )!.click as () => void
      )();
    const window = BrowserWindow.created[0]!;
    click('Settings…');
    expect(window.webContents.sent).toContainEqual({ channel: 'event:openSection', payload: { section: 'settings' } });
    click('Open Logs Folder');
    // Electron's logs path, where main-errors.log and the request log are written (not the data folder).
    expect(shell.openPath).toHaveBeenCalledWith('/tmp/svc-desk-mock-logs');
    expect(services.options).toMatchObject({ folders: { logs: '/tmp/svc-desk-mock-logs' } });
    click('About SVC Desk');
    expect(app.showAboutPanel).toHaveBeenCalledOnce();
  });

  it('starts the services in the user data folder with the keychain and the embedded simulator', () => {
    expect(services.options).toMatchObject({ dataDir: '/tmp/svc-desk-mock-user-data' });
    expect(services.options?.startSimulator).toBeTypeOf('function');
    expect(services.options?.createClient).toBeTypeOf('function');
  });

  it('registers IPC at once; calls wait until the services are ready', async () => {
    const window = BrowserWindow.created[0]!;
    const channel = ipcMain.handlers.get('app.notices');
    expect(channel).toBeDefined();
    const frame = { ...OWN_FRAME, url: window.loadedUrl! };
    const pending = channel!({ sender: window.webContents, senderFrame: frame }, undefined) as Promise<unknown>;
    let settled = false;
    void pending.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    services.release!();
    expect(await pending).toEqual({ ok: true, value: [expect.objectContaining({ title: 'Hello' })] });
  });

  it('focuses the window when a second instance starts', () => {
    const window = BrowserWindow.created[0]!;
    window.minimized = true;
    app.emit('second-instance');
    expect(window).toMatchObject({ minimized: false, focused: true });
  });

  it('stops the services (simulator, log) before quitting', async () => {
    const event = {
      defaultPrevented: false,
      preventDefault() {
        this.defaultPrevented = true;
      },
    };
    const quitting = once(app, 'quit-called');
    app.emit('before-quit', event);
    expect(event.defaultPrevented).toBe(true);
    await quitting;
    expect(services.shutdown).toHaveBeenCalledTimes(1);
    // The quit that follows is let through.
    const second = {
      defaultPrevented: false,
      preventDefault() {
        this.defaultPrevented = true;
      },
    };
    app.emit('before-quit', second);
    expect(second.defaultPrevented).toBe(false);
  });

  it('reloads a crashed renderer and leaves a notice for it', async () => {
    const window = BrowserWindow.created[0]!;
    const notice = services.nextNotice();
    window.webContents.emit('render-process-gone', {}, { reason: 'crashed', exitCode: 1 });
    expect(window.webContents.reload).toHaveBeenCalledTimes(1);
    expect(await notice).toMatchObject({ level: 'warning', title: 'The window was reloaded' });
  });

  it('logs uncaught errors of main', () => {
    expect(process.listenerCount('uncaughtException')).toBeGreaterThan(0);
    expect(process.listenerCount('unhandledRejection')).toBeGreaterThan(0);
  });
});
