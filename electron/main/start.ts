import type { BrowserWindow } from 'electron';
import { app, Menu, session, shell } from 'electron';
import { endpointNames } from '../../shared/api/catalog';
import { allInvokeChannels } from '../../shared/ipc/names';
import { createServiceClient } from '../client/client';
import { createDispatcher, createFailedDispatcher } from '../ipc/dispatch';
import { isAllowedExternalUrl } from '../ipc/external-links';
import type { AppServices } from '../services/app-services';
import { createAppServices } from '../services/app-services';
import { createKeytarSecretStore } from '../services/secrets/keytar-store';
import { startSimulator } from '../simulator/index';
import { APP_ID } from './app-id';
import { contentSecurityPolicy } from './csp';
import { forwardEvents, registerIpc } from './ipc';
import { menuTemplate } from './menu-template';
import { rendererLocation } from './renderer-location';
import { hardenSession, hardenWebContents } from './security';
import { createMainWindow, focusWindow } from './window';

// Quitting waits this long at most for the simulator to save its world and the log to flush.
const SHUTDOWN_LIMIT_MS = 5_000;

function openExternal(url: string): void {
  if (isAllowedExternalUrl(url)) void shell.openExternal(url);
}

/** Wires Electron to the app's services. Call once, after the single-instance lock was acquired. */
export function startApp(): void {
  const location = rendererLocation(import.meta.dirname, process.env, app.isPackaged);
  const isDev = !app.isPackaged;
  // Tests run the app against a fresh folder and keychain service (test/smoke). A shipped app ignores
  // these: the environment must not move a user's data or keychain entries elsewhere.
  const dataDir = isDev ? process.env['SVC_DESK_DATA_DIR'] : undefined;
  if (dataDir) app.setPath('userData', dataDir);
  const keychainService = (isDev && process.env['SVC_DESK_KEYCHAIN_SERVICE']) || APP_ID;

  app.enableSandbox();
  app.setAppUserModelId(APP_ID);
  app.on('web-contents-created', (_event, contents) => hardenWebContents(contents, openExternal));

  let window: BrowserWindow | null = null;
  const services: Promise<AppServices> = app.whenReady().then(() =>
    createAppServices({
      dataDir: app.getPath('userData'),
      secretStore: createKeytarSecretStore(keychainService),
      createClient: createServiceClient,
      startSimulator,
      appInfo: { name: app.getName(), version: app.getVersion(), electron: process.versions.electron ?? null, platform: process.platform },
      openExternal: (url) => shell.openExternal(url),
    }),
  );
  const dispatcher = services.then(
    (ready) => createDispatcher(ready),
    (error: unknown) => {
      console.error('services failed to start', error);
      return createFailedDispatcher(error);
    },
  );
  registerIpc(allInvokeChannels(endpointNames), dispatcher, () => window, location);
  void dispatcher.then((ready) => forwardEvents(ready, () => window));

  void app.whenReady().then(() => {
    hardenSession(session.defaultSession, contentSecurityPolicy(location.kind === 'dev' ? location.url : null));
    Menu.setApplicationMenu(Menu.buildFromTemplate(menuTemplate({ isMac: process.platform === 'darwin', isDev })));
    window = createMainWindow(location);
    window.on('closed', () => (window = null));
  });

  app.on('second-instance', () => {
    if (window) focusWindow(window);
  });
  app.on('activate', () => {
    if (window === null && app.isReady()) {
      window = createMainWindow(location);
      window.on('closed', () => (window = null));
    }
  });
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
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
