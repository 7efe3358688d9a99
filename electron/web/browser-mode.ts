import { createServiceClient } from '../client/client';
import { createDispatcher, createFailedDispatcher } from '../ipc/dispatch';
import type { Dispatcher } from '../ipc/dispatch';
import { APP_ID } from '../main/app-id';
import type { AppServices } from '../services/app-services';
import { environmentLanguages } from '../services/preferences/language';
import { createAppServices } from '../services/app-services';
import { appFolders } from '../services/storage/app-folders';
import { CANNOT_CONFIRM } from '../services/confirm/confirm-port';
import type { StartSimulator } from '../services/local-simulator/local-simulator';
import { startSimulatorInWorker } from '../services/local-simulator/worker-host';
import { createKeytarSecretStore } from '../services/secrets/keytar-store';
import { Downloads } from './downloads';
import type { PageBounds } from './page-bounds';
import { createWebPorts } from './ports';
import type { WebServer } from './server';
import { startWebServer } from './server';
import { join } from 'node:path';
import { feedReaderPort } from '../services/updates/feed-reader';

/** How to run browser mode. */
export interface BrowserModeOptions {
  dataDir: string;
  rendererDir: string;
  host: string;
  port: number;
  version: string;
  /** The OS keychain's service name (the desktop app's by default, so both modes share profiles and secrets). */
  keychainService?: string;
  /** Benchmarks: the embedded simulator's start (default in its worker at real time; the soak runs it faster). */
  startSimulator?: StartSimulator;
  /** Benchmarks: wraps the dispatcher the page talks to (timing each call, counting failures). */
  instrument?: (dispatcher: Dispatcher) => Dispatcher;
  /** The update feed when the office names none (web/main.ts: SVC_DESK_UPDATE_FEED, as electron-builder.js); checked at start and daily. */
  updateFeed?: string | null;
  /** Tests and benchmarks: other bounds per page than PAGE_BOUNDS (a fuzz sends far more calls than a person). */
  bounds?: Partial<PageBounds>;
}

/** A running browser mode: the app's services behind the web server. */
export interface BrowserMode {
  readonly server: WebServer;
  readonly services: AppServices | null;
  /** Stops the server, then the services (simulator state saved, journals closed, request log flushed). */
  close(): Promise<void>;
}

/**
 * The desktop app's main process without Electron: the same services
 * (createAppServices, embedded simulator in its worker, OS keychain), the
 * same dispatcher (zod validation of every argument), browser stand-ins for
 * the native parts, and the web server as the transport.
 */
export async function startBrowserMode(options: BrowserModeOptions): Promise<BrowserMode> {
  const downloads = await Downloads.create();
  const ports = createWebPorts(downloads);
  let services: AppServices | null = null;
  // "As the system" in browser mode: the languages of the browser whose page connected last (none yet: the environment's).
  let pageLanguages: readonly string[] = [];
  let dispatcher: Dispatcher;
  try {
    services = await createAppServices({
      dataDir: options.dataDir,
      // As the window keeps them (the same logs folder for Help → Open logs folder and `desk diagnostics`).
      folders: appFolders(options.dataDir),
      secretStore: createKeytarSecretStore(options.keychainService ?? APP_ID),
      createClient: createServiceClient,
      startSimulator: options.startSimulator ?? startSimulatorInWorker,
      appInfo: { name: 'SVC Desk', version: options.version, electron: null, platform: process.platform },
      ...ports.options,
      // The desktop app's feed, read by main: the page is told a newer version exists and where to get it.
      updates: {
        port: feedReaderPort({
          currentVersion: options.version,
          platform: process.platform,
          stagingIdFile: join(options.dataDir, '.updaterId'),
        }),
        buildFeedUrl: options.updateFeed ?? null,
        watch: true,
      },
      systemLanguages: () => (pageLanguages.length > 0 ? pageLanguages : environmentLanguages()),
      // No dialog outside the page exists here: raising limits, large orders, new service addresses and unknown
      // links are refused with the reason (use the desktop app or desk).
      confirm: CANNOT_CONFIRM,
      // No powerMonitor here: a wall-clock jump tells that the machine slept (clocks, checks and screens as on resume).
      clockJumps: true,
    });
    dispatcher = createDispatcher(services);
  } catch (error) {
    // As in the window: every call then answers why the app could not start.
    dispatcher = createFailedDispatcher(error);
  }
  let server: WebServer;
  try {
    server = await startWebServer({
      dispatcher: options.instrument?.(dispatcher) ?? dispatcher,
      rendererDir: options.rendererDir,
      host: options.host,
      port: options.port,
      downloads,
      onPageLanguages: (tags) => (pageLanguages = tags),
      ...(options.bounds ? { bounds: options.bounds } : {}),
    });
  } catch (error) {
    await services?.shutdown().catch(() => undefined);
    await downloads.close();
    throw error;
  }
  ports.bind(server.broadcast);
  let closing: Promise<void> | undefined;
  return {
    server,
    services,
    close: () =>
      (closing ??= (async () => {
        await server.close();
        await services?.shutdown();
      })()),
  };
}
