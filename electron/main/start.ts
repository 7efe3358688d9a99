import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserWindow } from 'electron';
import { app, clipboard, dialog, nativeTheme, Notification, protocol, session, shell } from 'electron';
import { allInvokeChannels } from '../../shared/ipc/names';
import { createServiceClient } from '../client/client';
import { createDispatcher, createFailedDispatcher } from '../ipc/dispatch';
import { isAllowedExternalUrl } from '../ipc/external-links';
import type { AppServices, AppServicesOptions } from '../services/app-services';
import { createAppServices } from '../services/app-services';
import { guardedDialogs } from '../services/confirm/dialog-guard';
import { createKeytarSecretStore } from '../services/secrets/keytar-store';
import { startSimulatorInWorker } from '../services/local-simulator/worker-host';
import { APP_ID } from './app-id';
import { registerAppScheme, serveAppScheme } from './app-protocol';
import { buildMode, devOverridesAllowed } from './build-mode';
import { contentSecurityPolicy } from './csp';
import { createMainErrorHandler, installMainErrorHandler } from './error-log';
import { forwardEvents, registerIpc } from './ipc';
import { wireLoanMonitor } from './loan-monitor';
import { installAppMenu } from './app-menu';
import { systemProxy } from './system-proxy';
import { nativeConfirm } from './native-confirm';
import { wirePowerMonitor } from './power';
import { loginItemAccess, startedAtLogin } from './login-item';
import { rendererLocation } from './renderer-location';
import { watchRenderer } from './renderer-recovery';
import { hardenSession, hardenWebContents } from './security';
import { wireTray } from './tray';
import { desktopUpdates } from './updates';
import { createMainWindow, focusWindow } from './window';
import { windowMemory } from './window-memory';
import type { MessageKey } from '../../shared/i18n/catalogue/messages';
import type { Translator } from '../../shared/i18n/translator';
import { ENGLISH } from '../services/i18n/english';
import { appFolders } from '../services/storage/app-folders';

// Quitting waits this long at most for the simulator to save its world and the log to flush.
const SHUTDOWN_LIMIT_MS = 5_000;

// What each kind of file is called in the save dialog's type list.
const SAVE_FILTERS: Record<'xlsx' | 'zip' | 'csv' | 'json' | 'pdf', MessageKey> = {
  xlsx: 'main.dialog.save.xlsx',
  zip: 'main.dialog.save.zip',
  csv: 'main.dialog.save.csv',
  json: 'backup.dialog.filter',
  pdf: 'main.dialog.save.pdf',
};

/** Wires Electron to the app's services. Call once, after the single-instance lock was acquired. */

export function startApp(): void {
  // Only `npm run dev` and test builds follow the environment (build-mode.ts): `npm start` of a
  // production build and a packaged app never let it swap the UI or move data and keychain entries.
  const isDev = devOverridesAllowed(buildMode(), app.isPackaged);
  const location = rendererLocation(import.meta.dirname, process.env, isDev);
  // Tests run the app against a fresh folder and keychain service (test/smoke).
  const dataDir = isDev ? process.env['SVC_DESK_DATA_DIR'] : undefined;
  if (dataDir) {
    app.setPath('userData', dataDir);
    // The logs follow a moved data folder (as storage/app-folders.ts puts them for a folder chosen by hand).
    app.setAppLogsPath(join(dataDir, 'logs'));
  }
  const keychainService = (isDev && process.env['SVC_DESK_KEYCHAIN_SERVICE']) || APP_ID;
  installMainErrorHandler(
    createMainErrorHandler({
      // Where the OS expects an app's logs (Electron's logs path: ~/Library/Logs on macOS, the data folder's logs/ elsewhere).
      logsDir: () => app.getPath('logs'),
      show: (title, message) => dialog.showErrorBox(title, message),
    }),
  );
  // Must happen before ready; the handler itself is installed once ready.
  registerAppScheme(protocol);

  app.enableSandbox();
  app.setAppUserModelId(APP_ID);
  // Links leaving the window go through the services' guard (the service's and documentation hosts directly, others after asking).
  const openExternal = (url: string): void => {
    if (isAllowedExternalUrl(url)) void services.then((ready) => ready.openExternal(url)).catch(() => undefined);
  };
  app.on('web-contents-created', (_event, contents) => hardenWebContents(contents, openExternal));

  let window: BrowserWindow | null = null;
  const windowProxy = systemProxy(() => app.whenReady().then(() => session.defaultSession));
  // The language of main's own dialogs: English until the services (and the user's choice) are up.
  let words = (): Translator => ENGLISH;
  const services: Promise<AppServices> = app.whenReady().then(() =>
    createAppServices({
      dataDir: app.getPath('userData'),
      // The logs where Help → Open logs folder opens; the archive in the local app data folder on Windows.
      folders: { logs: app.getPath('logs'), archive: appFolders(app.getPath('userData')).archive },
      secretStore: createKeytarSecretStore(keychainService),
      // Through the OS's proxy settings (session.resolveProxy), asked once the app is ready.
      // A profile's own proxy (or none) wins; "the system's" is the OS's settings.
      createClient: (options) =>
        createServiceClient({
          ...options,
          network: { ...options.network, proxy: options.network?.proxy ?? windowProxy },
        }),
      // A profile's certificate authority file: main's own dialog (the page never names a path).
      chooseCaFile: async () => {
        const options = {
          title: words().t('network.ca.dialogTitle'),
          properties: ['openFile' as const],
          filters: [
            { name: words().t('network.ca.dialogFilter'), extensions: ['pem', 'crt', 'cer'] },
            { name: words().t('network.ca.dialogAll'), extensions: ['*'] },
          ],
        };
        const chosen = window ? await dialog.showOpenDialog(window, options) : await dialog.showOpenDialog(options);
        return chosen.canceled ? null : (chosen.filePaths[0] ?? null);
      },
      // In a worker thread: nothing the simulator does can stall IPC or the window.
      startSimulator: startSimulatorInWorker,
      appInfo: {
        name: app.getName(),
        version: app.getVersion(),
        electron: process.versions.electron ?? null,
        platform: process.platform,
      },
      openExternal: (url) => shell.openExternal(url),
      // "As the system": the OS's preferred languages, asked each time so a change in the OS applies at the next word.
      systemLanguages: () => app.getPreferredSystemLanguages(),
      // Raising a limit, an order above the confirmation threshold: a native modal dialog the page cannot answer.
      confirm: guardedDialogs(
        nativeConfirm(
          () => window,
          () => words(),
        ),
      ),
      // Start at login (Settings): the OS's login items where Electron can register them.
      loginItem: loginItemAccess(),
      // Price alerts are checked in main on the loan watchdog's pattern while the app runs.
      priceAlerts: { watch: true },
      // Trading desk notifications (fills, cancels, ...) and price alerts: the OS shows them; none where it cannot.
      notify: ({ title, body }) => {
        if (Notification.isSupported()) new Notification({ title, body }).show();
      },
      copyText: (text) => clipboard.writeText(text),
      // Statement exports: the user picks where the workbook or bundle goes (reports service).
      chooseSaveFile: async ({ title, defaultName, extension }) => {
        const options = {
          title: words().format(title),
          defaultPath: `${app.getPath('documents')}/${defaultName}`,
          filters: [{ name: words().t(SAVE_FILTERS[extension]), extensions: [extension] }],
        };
        const chosen = window ? await dialog.showSaveDialog(window, options) : await dialog.showSaveDialog(options);
        return chosen.canceled || !chosen.filePath ? null : chosen.filePath;
      },
      // An export's paper and CSV separator, when not chosen, follow the region of the system's locale (de-CH: A4, ";").
      locale: () => app.getSystemLocale(),
      // "Open" and "Show in folder" after an export: main looked the file up by the export's id (never a path from the page).
      revealFile: async (file, how) => {
        if (how === 'folder') return shell.showItemInFolder(file);
        const problem = await shell.openPath(file);
        if (problem !== '') throw new Error(`The file could not be opened: ${problem}`);
      },
      // Checked at start and daily; downloaded with the user's consent (or the office's), installed at quit.
      ...withUpdates(desktopUpdates()),
      // Native parts (scrollbars, menus, title bar) follow the theme chosen in Settings.
      applyPreferences: (value) => {
        nativeTheme.themeSource = value.theme;
      },
    }),
  );
  const dispatcher = services.then(
    (ready) => createDispatcher(ready),
    (error: unknown) => {
      console.error('services failed to start', error);
      return createFailedDispatcher(error);
    },
  );
  registerIpc(allInvokeChannels(), dispatcher, () => window, location);
  void dispatcher.then((ready) => forwardEvents(ready, () => window));

  const notice = (fields: Parameters<AppServices['notices']['add']>[0]): void =>
    void services.then((ready) => ready.notices.add(fields)).catch(() => undefined);
  // The window opens where it was left, when that display is still connected.
  const memory = windowMemory(app.getPath('userData'), notice);
  const openWindow = (): void => {
    const created = createMainWindow(location, isDev, memory.placement());
    window = created;
    memory.track(created);
    watchRenderer(created, {
      notify: (title, message) => notice({ level: 'warning', title, message }),
      giveUp: (title, message) => dialog.showErrorBox(title, message),
    });
    created.on('closed', () => (window = null));
  };

  const showWindow = (): void => (window ? focusWindow(window) : openWindow());

  void app.whenReady().then(async () => {
    const csp = contentSecurityPolicy(location.kind === 'dev' ? location.url : null);
    if (location.kind === 'app') serveAppScheme(protocol, location.root, csp);
    hardenSession(session.defaultSession, csp);
    const menu = {
      isDev,
      showWindow: () => {
        showWindow();
        return window!;
      },
      // Where main-errors.log and the request log are written.
      logsFolder: () => app.getPath('logs'),
      documentationUrl: documentationUrl(),
      openExternal,
    };
    // The menu in English until main's services are up; then in the user's language with Copy diagnostics, built
    // again when the language changes.
    installAppMenu({ ...menu, translator: ENGLISH });
    void services
      .then((ready) => {
        words = () => ready.language.translator();
        const install = (): void =>
          installAppMenu({
            ...menu,
            translator: ready.language.translator(),
            copyDiagnostics: () =>
              void ready.diagnostics.copy().catch((error: unknown) => console.error('diagnostics not copied', error)),
            checkForUpdates: () => void ready.updates.check(),
          });
        install();
        ready.events.subscribe('preferencesChanged', install);
      })
      .catch(() => undefined);
    await memory.ready;
    // Started at login with Keep watching on: the watchdog runs from the tray, and the window opens from there.
    if (
      startedAtLogin() &&
      (await services.then(
        (ready) => ready.loans.settings().keepRunningInBackground,
        () => false,
      ))
    )
      return;
    openWindow();
  });

  // The tray, while the app runs: the loans' worst state and the orders whose outcome is unknown.
  const tray = wireTray(services, {
    show: showWindow,
    checkLoans: () =>
      void services
        .then((ready) => ready.loans.checkNow())
        .catch((error: unknown) => console.error('loan check failed', error)),
    quit: () => app.quit(),
  });
  // The loan watchdog: notifications and badge; it may keep running with the window closed (a setting).
  const loanMonitor = wireLoanMonitor(services, { show: showWindow, onBadge: (badge) => tray.setLoans(badge) });
  // A laptop that slept: clocks measured again, the watchdog and price alerts checked at once, every screen reloaded.
  wirePowerMonitor(services);

  app.on('second-instance', () => {
    if (window) focusWindow(window);
  });
  app.on('activate', () => {
    if (window === null && app.isReady()) openWindow();
  });
  // Closing the window quits, unless the loan watchdog is to keep watching: then the app stays in the tray.
  app.on('window-all-closed', () => {
    if (!loanMonitor.keepRunning()) app.quit();
  });

  let shutDown = false;
  let shuttingDown = false;
  app.on('before-quit', (event) => {
    if (shutDown) return;
    event.preventDefault();
    if (shuttingDown) return;
    shuttingDown = true;
    const limit = new Promise<void>((resolve) => setTimeout(resolve, SHUTDOWN_LIMIT_MS).unref());
    void Promise.race([services.then((ready) => ready.shutdown()), limit])
      .catch((error: unknown) => console.error('shutdown failed', error))
      .finally(() => {
        shutDown = true;
        app.quit();
      });
  });
}

/** Main's updates options: checked at start and daily, when this platform's updater could be made. */
function withUpdates(updates: ReturnType<typeof desktopUpdates>): Pick<AppServicesOptions, 'updates'> {
  return updates === undefined ? {} : { updates: { ...updates, watch: true } };
}

/** The documentation's address: package.json's "homepage" (https only), read from the app's own manifest. */
function documentationUrl(): string | undefined {
  try {
    const manifest = JSON.parse(readFileSync(join(app.getAppPath(), 'package.json'), 'utf8')) as { homepage?: unknown };
    return typeof manifest.homepage === 'string' && isAllowedExternalUrl(manifest.homepage)
      ? manifest.homepage
      : undefined;
  } catch {
    return undefined;
  }
}
