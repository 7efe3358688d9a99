import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { createDispatcher, type Dispatcher } from '../../electron/ipc/dispatch';
import type { AppServices } from '../../electron/services/app-services';
import type { StartSimulator } from '../../electron/services/local-simulator/local-simulator';
import { createKeytarSecretStore } from '../../electron/services/secrets/keytar-store';
import { startBrowserMode } from '../../electron/web/browser-mode';

/** One IPC call as main's dispatcher saw it (monotonic ms of this process). */
export interface DispatchedCall {
  channel: string;
  startedAt: number;
  answeredAt?: number;
  ok?: boolean;
  error?: unknown;
}

/** The app in browser mode (npm run web's own code) with one Chromium page on it. */
export interface BrowserApp extends Omit<BenchServer, 'close'> {
  readonly context: BrowserContext;
  readonly page: Page;
  /** Uncaught page errors and console errors. */
  readonly pageErrors: string[];
  /** A further page on the same app (its own socket). */
  newPage(): Promise<Page>;
  close(): Promise<void>;
}

/** Times every call the page makes through the dispatcher. */
function timed(dispatcher: Dispatcher, calls: DispatchedCall[]): Dispatcher {
  return {
    channels: dispatcher.channels,
    subscribe: dispatcher.subscribe,
    async dispatch(channel, input) {
      const call: DispatchedCall = { channel, startedAt: performance.now() };
      calls.push(call);
      const answer = await dispatcher.dispatch(channel, input);
      call.answeredAt = performance.now();
      call.ok = answer.ok;
      if (!answer.ok) call.error = answer.error;
      return answer;
    },
  };
}

/** Browser mode over a fresh data folder and a keychain service of its own, every page call timed. */
export interface BenchServer {
  readonly services: AppServices;
  /** A dispatcher of its own over the same services, for the benchmark's own actions (orders, reports). */
  readonly dispatcher: Dispatcher;
  readonly dataDir: string;
  /** The page address, token included. */
  readonly url: string;
  /** Every call the pages made, in order. */
  readonly calls: DispatchedCall[];
  /** Stops browser mode, removes the data folder and the keychain entries. */
  close(): Promise<void>;
}

/** Starts browser mode (npm run web's own code) serving `rendererDir`; fails unless the embedded simulator is connected. */
export async function startBenchServer(options: {
  rendererDir: string;
  startSimulator?: StartSimulator;
}): Promise<BenchServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'svc-desk-bench-'));
  const keychainService = `svc-desk-bench-${randomUUID()}`;
  const calls: DispatchedCall[] = [];
  const mode = await startBrowserMode({
    dataDir,
    rendererDir: options.rendererDir,
    host: '127.0.0.1',
    port: 0,
    version: 'bench',
    keychainService,
    ...(options.startSimulator ? { startSimulator: options.startSimulator } : {}),
    instrument: (dispatcher) => timed(dispatcher, calls),
  });
  const services = mode.services;
  const close = async (): Promise<void> => {
    const secrets = createKeytarSecretStore(keychainService);
    for (const profile of services?.profiles.records() ?? []) await secrets.delete(profile.id).catch(() => false);
    await mode.close();
    await rm(dataDir, { recursive: true, force: true });
  };
  if (!services || !(await services.simulator)) {
    await close();
    throw new Error(
      'Browser mode did not start its services with the embedded simulator (is a keychain running? npm run bench provides one).',
    );
  }
  return { services, dispatcher: createDispatcher(services), dataDir, url: mode.server.url, calls, close };
}

/** A Chromium context on a running app; `initScripts` run in every page before the app's own scripts. */
export async function openPages(
  browser: Browser,
  url: string,
  initScripts: readonly string[] = [],
): Promise<{ context: BrowserContext; pageErrors: string[]; newPage: () => Promise<Page> }> {
  const pageErrors: string[] = [];
  const context = await browser.newContext({
    locale: 'en-US',
    viewport: { width: 1440, height: 900 },
    reducedMotion: 'reduce',
  });
  for (const content of initScripts) await context.addInitScript({ content });
  const newPage = async (): Promise<Page> => {
    const page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(`pageerror: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') pageErrors.push(`console: ${message.text()}`);
    });
    await page.goto(url);
    return page;
  };
  return { context, pageErrors, newPage };
}

/** Browser mode in this process with one Chromium page on it. */
export async function openBrowserApp(
  browser: Browser,
  options: { rendererDir: string; startSimulator?: StartSimulator; initScripts?: string[] },
): Promise<BrowserApp> {
  const server = await startBenchServer(options);
  const pages = await openPages(browser, server.url, options.initScripts).catch(async (error: unknown) => {
    await server.close();
    throw error;
  });
  try {
    const page = await pages.newPage();
    return {
      ...server,
      context: pages.context,
      page,
      pageErrors: pages.pageErrors,
      newPage: pages.newPage,
      async close() {
        await pages.context.close().catch(() => undefined);
        await server.close();
      },
    };
  } catch (error) {
    await pages.context.close().catch(() => undefined);
    await server.close();
    throw error;
  }
}
