import { EventEmitter } from 'node:events';
import { vi } from 'vitest';

/*
 * A stand-in for the electron module (its binary is not installed here).
 * Tests use it with: vi.mock('electron', () => import('./electron-mock')).
 * It records what main does so tests can assert on window options, IPC
 * registration, menus and session handlers.
 */

type Handler = (event: unknown, ...args: unknown[]) => unknown;

/** ipcMain: handlers by channel. */
export const ipcMain = {
  handlers: new Map<string, Handler>(),
  handle: vi.fn((channel: string, handler: Handler) => {
    if (ipcMain.handlers.has(channel)) throw new Error(`Attempted to register a second handler for '${channel}'`);
    ipcMain.handlers.set(channel, handler);
  }),
  removeHandler: vi.fn((channel: string) => ipcMain.handlers.delete(channel)),
};

/** A webContents with the events and handlers main uses. */
export class FakeWebContents extends EventEmitter {
  windowOpenHandler: ((details: { url: string }) => { action: string }) | null = null;
  readonly sent: { channel: string; payload: unknown }[] = [];
  readonly mainFrame = { url: '', parent: null };
  reload = vi.fn();
  forcefullyCrashRenderer = vi.fn();
  isLoading = vi.fn(() => false);
  setWindowOpenHandler(handler: (details: { url: string }) => { action: string }): void {
    this.windowOpenHandler = handler;
  }
  send(channel: string, payload: unknown): void {
    this.sent.push({ channel, payload });
  }
}

/** BrowserWindow: records every construction and load. */
export class BrowserWindow extends EventEmitter {
  static readonly created: BrowserWindow[] = [];
  /** Emits 'created' with each new window, so a test waits for one instead of polling. */
  private static readonly constructions = new EventEmitter();

  /** The first window: the one made already, or the next one to be made. */
  static first(): Promise<BrowserWindow> {
    const made = BrowserWindow.created[0];
    if (made) return Promise.resolve(made);
    return new Promise((resolve) => BrowserWindow.constructions.once('created', resolve));
  }
  readonly webContents = new FakeWebContents();
  loadedUrl: string | null = null;
  destroyed = false;
  minimized = false;
  maximized = false;
  fullScreen = false;
  shown = false;
  focused = false;
  /** Normal bounds: from the options, changed by tests to play a user moving the window. */
  bounds: { x: number; y: number; width: number; height: number };
  constructor(readonly options: Record<string, unknown>) {
    super();
    const {
      x = 0,
      y = 0,
      width = 800,
      height = 600,
    } = options as { x?: number; y?: number; width?: number; height?: number };
    this.bounds = { x, y, width, height };
    BrowserWindow.created.push(this);
    BrowserWindow.constructions.emit('created', this);
  }
  loadURL(url: string): Promise<void> {
    this.loadedUrl = url;
    return Promise.resolve();
  }
  isDestroyed(): boolean {
    return this.destroyed;
  }
  isMinimized(): boolean {
    return this.minimized;
  }
  restore(): void {
    this.minimized = false;
  }
  maximize(): void {
    this.maximized = true;
    this.shown = true;
  }
  isMaximized(): boolean {
    return this.maximized;
  }
  isFullScreen(): boolean {
    return this.fullScreen;
  }
  getNormalBounds(): { x: number; y: number; width: number; height: number } {
    return { ...this.bounds };
  }
  show(): void {
    this.shown = true;
  }
  focus(): void {
    this.focused = true;
  }
}

class FakeApp extends EventEmitter {
  isPackaged = false;
  ready = Promise.resolve();
  singleInstance = true;
  readonly paths = new Map<string, string>([
    ['userData', '/tmp/svc-desk-mock-user-data'],
    ['logs', '/tmp/svc-desk-mock-logs'],
  ]);
  requestSingleInstanceLock = vi.fn(() => this.singleInstance);
  /** Emits 'quit-called' as main asks to quit, so a test waits on that. */
  quit = vi.fn(() => {
    this.emit('quit-called');
  });
  enableSandbox = vi.fn();
  setAppUserModelId = vi.fn();
  whenReady = vi.fn(() => this.ready);
  isReady = vi.fn(() => true);
  getName = vi.fn(() => 'SVC Desk');
  getVersion = vi.fn(() => '0.1.0');
  getPath = vi.fn((name: string) => this.paths.get(name) ?? `/tmp/${name}`);
  setPath = vi.fn((name: string, value: string) => void this.paths.set(name, value));
  setAppLogsPath = vi.fn((path: string) => void this.paths.set('logs', path));
  /** The OS's login item as Electron keeps it (macOS and Windows); tests read and preset it. */
  loginItem = { openAtLogin: false, args: [] as string[], wasOpenedAtLogin: false };
  getLoginItemSettings = vi.fn((_options?: { args?: string[] }) => ({ ...this.loginItem }));
  setLoginItemSettings = vi.fn((settings: { openAtLogin?: boolean; args?: string[] }) => {
    this.loginItem = { ...this.loginItem, openAtLogin: settings.openAtLogin ?? false, args: settings.args ?? [] };
  });
  setBadgeCount = vi.fn();
  setAboutPanelOptions = vi.fn();
  showAboutPanel = vi.fn();
  // The repository's own package.json is the app's manifest in tests.
  getAppPath = vi.fn(() => process.cwd());
}

/** app */
export const app = new FakeApp();

/** Menu: remembers the template it was built from. */
export const Menu = {
  template: null as unknown,
  applied: null as unknown,
  buildFromTemplate: vi.fn((template: unknown) => {
    Menu.template = template;
    return { template };
  }),
  setApplicationMenu: vi.fn((menu: unknown) => {
    Menu.applied = menu;
  }),
};

/** A session with the handlers main installs. */
export class FakeSession {
  permissionRequestHandler:
    ((contents: unknown, permission: string, callback: (granted: boolean) => void) => void) | null = null;
  permissionCheckHandler: ((...args: unknown[]) => boolean) | null = null;
  headersListener:
    ((details: { responseHeaders?: Record<string, string[]> }, callback: (response: unknown) => void) => void) | null =
    null;
  setPermissionRequestHandler(handler: FakeSession['permissionRequestHandler']): void {
    this.permissionRequestHandler = handler;
  }
  setPermissionCheckHandler(handler: FakeSession['permissionCheckHandler']): void {
    this.permissionCheckHandler = handler;
  }
  readonly webRequest = {
    onHeadersReceived: (listener: FakeSession['headersListener']) => {
      this.headersListener = listener;
    },
  };
}

/** session */
export const session = { defaultSession: new FakeSession() };

/** protocol: privileged schemes and scheme handlers. */
export const protocol = {
  privileged: [] as unknown[],
  handlers: new Map<string, (request: Request) => Promise<Response>>(),
  registerSchemesAsPrivileged: vi.fn((schemes: unknown[]) => void protocol.privileged.push(...schemes)),
  handle: vi.fn((scheme: string, handler: (request: Request) => Promise<Response>) => {
    if (protocol.handlers.has(scheme)) throw new Error(`The scheme '${scheme}' is already handled`);
    protocol.handlers.set(scheme, handler);
  }),
};

/** A display as screen answers it. */
export interface FakeDisplay {
  workArea: { x: number; y: number; width: number; height: number };
}

/** screen: the connected displays (tests plug and unplug them); the first is the primary. */
export const screen = {
  displays: [{ workArea: { x: 0, y: 25, width: 1920, height: 1055 } }] as FakeDisplay[],
  getAllDisplays: vi.fn(() => screen.displays),
  getPrimaryDisplay: vi.fn(() => screen.displays[0]!),
};

/** Tray: records every icon with its tooltip, title and menu. */
export class Tray extends EventEmitter {
  static readonly created: Tray[] = [];
  tooltip = '';
  title = '';
  menu: { template: unknown } | null = null;
  destroyed = false;
  constructor(readonly image: unknown) {
    super();
    Tray.created.push(this);
  }
  setToolTip(text: string): void {
    this.tooltip = text;
  }
  setTitle(text: string): void {
    this.title = text;
  }
  setContextMenu(menu: { template: unknown }): void {
    this.menu = menu;
  }
  destroy(): void {
    this.destroyed = true;
  }
}

/** nativeImage: images are opaque here. */
export const nativeImage = { createFromPath: vi.fn((path: string) => ({ path, resize: () => ({ path }) })) };

/** Notification: none shown in tests. */
export class Notification extends EventEmitter {
  static isSupported = vi.fn(() => false);
  show = vi.fn();
}

/** powerMonitor: tests emit 'resume', 'unlock-screen', ... as the OS would. */
export const powerMonitor = new EventEmitter();

/** dialog */
export const dialog = { showErrorBox: vi.fn() };

/** clipboard */
export const clipboard = { writeText: vi.fn() };

/** nativeTheme: which theme native parts and prefers-color-scheme follow. */
export const nativeTheme = { themeSource: 'system' as 'system' | 'light' | 'dark' };

/** shell */
export const shell = { openExternal: vi.fn(() => Promise.resolve()), openPath: vi.fn(() => Promise.resolve('')) };

/** contextBridge (preload) */
export const contextBridge = {
  exposed: new Map<string, unknown>(),
  exposeInMainWorld: vi.fn((key: string, api: unknown) => void contextBridge.exposed.set(key, api)),
};

/** ipcRenderer (preload) */
export const ipcRenderer = Object.assign(new EventEmitter(), {
  invoke: vi.fn((_channel: string, ..._args: unknown[]) => Promise.resolve({ ok: true, value: 'answer' })),
});

export default {
  app,
  BrowserWindow,
  clipboard,
  ipcMain,
  Menu,
  nativeImage,
  nativeTheme,
  Notification,
  powerMonitor,
  screen,
  session,
  shell,
  protocol,
  dialog,
  contextBridge,
  ipcRenderer,
  Tray,
};
