import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { createServiceClient } from '../../../electron/client/client';
import type { Dispatcher } from '../../../electron/ipc/dispatch';
import { createDispatcher } from '../../../electron/ipc/dispatch';
import type { AppServices, AppServicesOptions } from '../../../electron/services/app-services';
import { createAppServices } from '../../../electron/services/app-services';
import { approvingNewOrigins } from '../../electron/services/helpers/confirm';
import type { ConfirmPort } from '../../../electron/services/confirm/confirm-port';
import { createKeytarSecretStore } from '../../../electron/services/secrets/keytar-store';
import { startSimulator } from '../../../electron/simulator/index';
import type { Downloads } from '../../../electron/web/downloads';
import type { WebServer } from '../../../electron/web/server';
import { startWebServer } from '../../../electron/web/server';
import { ipcEventChannel, ipcEvents } from '../../../shared/ipc/names';
import type { TransportHooks } from './hooks';
import { withHooks } from './hooks';

/** Options of one app instance. */
export interface OpenAppOptions {
  rendererDir: string;
  /** The embedded simulator's new world: an office of many customers, a service latency (the scale tests). */
  localSimulator?: AppServicesOptions['localSimulator'];
  colorScheme?: 'light' | 'dark';
  /** BCP 47 locale of the page (number formatting); default en-US. */
  locale?: string;
  viewport?: { width: number; height: number };
  hooks?: TransportHooks;
  /** Browser mode's download folder (tests offering files to the page); default: the server's own. */
  downloads?: Downloads;
  /** Stands in for the native save dialog (statement exports); default: every save is cancelled. */
  chooseSaveFile?: AppServicesOptions['chooseSaveFile'];
  /** Stands in for Electron's shell (Open / Show in folder after an export); default: none, as in browser mode. */
  revealFile?: AppServicesOptions['revealFile'];
  /** Main's native dialog; default: a desktop user who confirms the new service addresses the tests add (CANNOT_CONFIRM: browser mode as it runs). */
  confirm?: ConfirmPort;
  /**
   * A restart of the app: the user-data folder and keychain name of an earlier app (from `restartable()`), kept
   * when this one closes. Default: a fresh folder and keychain, removed on close.
   */
  restart?: RestartableData;
}

/** A user-data folder and keychain that outlive one app, for a restart over the same data; `remove` after the last. */
export interface RestartableData {
  readonly dataDir: string;
  readonly keychain: string;
  /** Removes the folder and the secrets of the profiles named (the last app's `services.profiles.records()`). */
  remove(profileIds: readonly string[]): Promise<void>;
}

/** A data folder and keychain for apps opened one after the other over the same data (a restart). */
export async function restartable(): Promise<RestartableData> {
  const dataDir = await mkdtemp(join(tmpdir(), 'svc-desk-e2e-'));
  const keychain = `svc-desk-e2e-${randomUUID()}`;
  return {
    dataDir,
    keychain,
    remove: async (profileIds) => {
      const secretStore = createKeytarSecretStore(keychain);
      for (const id of profileIds) await secretStore.delete(id).catch(() => false);
      await rm(dataDir, { recursive: true, force: true, maxRetries: 5 });
    },
  };
}

/** A running app: main-process services with their real simulator and keychain, and the renderer in Chromium. */
export interface AppHandle {
  readonly page: Page;
  readonly context: BrowserContext;
  readonly services: AppServices;
  readonly dispatcher: Dispatcher;
  /** Browser mode's server the page talks to (its URL carries the token). */
  readonly server: WebServer;
  /** The embedded simulator's address and credential (tests make profiles of their own, and check the secret never leaks). */
  readonly simulator: { baseUrl: string; apiKey: string; apiSecret: string };
  /** Every answer and event that crossed to the page, serialized (secret-leak checks). */
  readonly transcript: string[];
  /** Uncaught page errors and console errors. */
  readonly pageErrors: string[];
  /** Content-Security-Policy violations the page reported. */
  cspViolations(): Promise<string[]>;
  close(): Promise<void>;
}

/** The main-process side: services over a fresh user-data folder, with the embedded simulator connected. */
interface MainSide {
  readonly services: AppServices;
  readonly simulator: { baseUrl: string; apiKey: string; apiSecret: string };
  close(): Promise<void>;
}

async function startMain(
  chooseSaveFile: AppServicesOptions['chooseSaveFile'] = async () => null,
  revealFile?: AppServicesOptions['revealFile'],
  confirm: ConfirmPort = approvingNewOrigins(),
  systemLanguages?: AppServicesOptions['systemLanguages'],
  restart?: RestartableData,
  localSimulator?: AppServicesOptions['localSimulator'],
): Promise<MainSide> {
  const dataDir = restart?.dataDir ?? (await mkdtemp(join(tmpdir(), 'svc-desk-e2e-')));
  // A keychain service name of its own per run: parallel tests never see each other's secrets.
  const secretStore = createKeytarSecretStore(restart?.keychain ?? `svc-desk-e2e-${randomUUID()}`);
  let services: AppServices;
  try {
    services = await createAppServices({
      dataDir,
      secretStore,
      createClient: (clientOptions) => createServiceClient(clientOptions),
      startSimulator,
      appInfo: { name: 'SVC Desk', version: 'e2e', electron: null, platform: process.platform },
      openExternal: async () => undefined,
      // The page's copy buttons reach main; tests read what was copied from the transcript of calls.
      copyText: () => undefined,
      chooseSaveFile,
      ...(revealFile ? { revealFile } : {}),
      // Main's native dialog as a desktop user answers it: the new service addresses the tests add are confirmed,
      // anything else (raising a limit, a large order, an unknown link) is declined.
      confirm,
      ...(systemLanguages ? { systemLanguages } : {}),
      ...(localSimulator ? { localSimulator } : {}),
    });
  } catch (error) {
    if (!restart) await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  const close = async (): Promise<void> => {
    if (restart) {
      // Closed as the app quits: its data and secrets stay for the next start.
      await services.shutdown();
      return;
    }
    for (const profile of services.profiles.records()) await secretStore.delete(profile.id).catch(() => false);
    await services.shutdown();
    // Retried: a lock folder a journal releases at shutdown can still be going away when the removal starts.
    await rm(dataDir, { recursive: true, force: true, maxRetries: 5 });
  };

  const simulator = await services.simulator;
  const credential = simulator?.credentials[0];
  const builtIn = services.profiles.records().find((profile) => profile.builtIn);
  if (!simulator || !credential || !builtIn || !(await secretStore.get(builtIn.id).catch(() => null))) {
    const notices = services.notices.list().map((notice) => `${notice.title}: ${notice.message}`);
    await close();
    throw new Error(
      `The embedded simulator is not connected (run the tests through test/run.sh for a keychain). ${notices.join(' | ')}`,
    );
  }
  return {
    services,
    simulator: { baseUrl: simulator.baseUrl, apiKey: credential.apiKey, apiSecret: credential.apiSecret },
    close,
  };
}

/**
 * Starts the app as a user does in browser mode, minus the command line: the
 * main-process services (profiles, keychain, client, embedded simulator on
 * loopback) in a fresh user-data folder, the IPC dispatcher behind browser
 * mode's real server (WebSocket + token), and the built renderer in a new
 * Chromium context opened at the server's URL.
 */
export async function openApp(browser: Browser, options: OpenAppOptions): Promise<AppHandle> {
  // "As the system" as browser mode means it: the languages of the browser whose page connected last (its locale).
  const pageLanguages: { tags: readonly string[] } = { tags: [] };
  const main = await startMain(
    options.chooseSaveFile,
    options.revealFile,
    options.confirm,
    () => pageLanguages.tags,
    options.restart,
    options.localSimulator,
  );
  try {
    return await openWindow(browser, main, options, (tags) => (pageLanguages.tags = tags));
  } catch (error) {
    await main.close();
    throw error;
  }
}

async function openWindow(
  browser: Browser,
  main: MainSide,
  options: OpenAppOptions,
  onPageLanguages: (tags: readonly string[]) => void,
): Promise<AppHandle> {
  let closing: Promise<void> | undefined;
  const dispatcher = createDispatcher(main.services);
  const transcript: string[] = [];
  const pageErrors: string[] = [];
  const served = withHooks(dispatcher, {
    ...options.hooks,
    onAnswer: (channel, input, answer) => {
      transcript.push(`${channel} ${JSON.stringify(answer)}`);
      options.hooks?.onAnswer?.(channel, input, answer);
    },
  });
  const stopEvents = ipcEvents.map((event) =>
    dispatcher.subscribe(event, (payload) => transcript.push(`${ipcEventChannel(event)} ${JSON.stringify(payload)}`)),
  );
  const server = await startWebServer({
    dispatcher: served,
    rendererDir: options.rendererDir,
    onPageLanguages,
    ...(options.downloads ? { downloads: options.downloads } : {}),
  });
  const context = await browser.newContext({
    colorScheme: options.colorScheme ?? 'light',
    locale: options.locale ?? 'en-US',
    viewport: options.viewport ?? { width: 1440, height: 900 },
    reducedMotion: 'reduce',
  });
  const stop = async (): Promise<void> => {
    for (const unsubscribe of stopEvents) unsubscribe();
    await context.close().catch(() => undefined);
    await server.close();
  };
  try {
    // Anything but the app's own server fails loudly: the page reaches main only through its socket.
    await context.route(
      (url) => url.origin !== server.origin,
      (route) => route.abort('blockedbyclient'),
    );
    await context.addInitScript({ path: join(import.meta.dirname, 'page', 'record-csp.js') });
    const page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(`pageerror: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') pageErrors.push(`console: ${message.text()}`);
    });
    await page.goto(server.url);
    return {
      page,
      context,
      services: main.services,
      dispatcher,
      server,
      simulator: main.simulator,
      transcript,
      pageErrors,
      cspViolations: () =>
        page.evaluate(() => [...((window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [])]),
      // Once, however often asked (a test that restarts the app closes it before the fixture does).
      close() {
        closing ??= (async () => {
          await stop();
          await main.close();
        })();
        return closing;
      },
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
