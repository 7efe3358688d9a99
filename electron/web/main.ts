/*
 * npm run web -- [--port N] [--host 127.0.0.1|::1] [--no-open] [--data-dir DIR]
 *
 * Browser mode: builds the app when out/renderer is missing or stale, starts
 * the services and the loopback server, prints exactly one line with the
 * address (the only place the token is ever printed), and opens the default
 * browser when there is one, through a private launch file (never with the
 * address on a command line). Ctrl-C or SIGTERM stops cleanly.
 */
import { join, resolve } from 'node:path';
import { defaultDataDir } from '../cli/desk/data-dir';
import { appFolders } from '../services/storage/app-folders';
import { createMainErrorHandler, installMainErrorHandler } from '../main/error-log';
import type { BrowserMode } from './browser-mode';
import { startBrowserMode } from './browser-mode';
import { openInBrowser } from './open-browser';
import { parseWebOptions, USAGE, WebUsageError } from './options';
import { buildApp, rendererNeedsBuild } from './renderer-build';
import { stopBrowserMode } from './stop';
import { feedFromEnvironment } from '../services/updates/feed-url';

// As in the desktop app: quitting waits this long at most for the simulator to save and the logs to flush.
const SHUTDOWN_LIMIT_MS = 5_000;
const root = resolve(import.meta.dirname, '../..');

async function main(): Promise<void> {
  let options;
  try {
    options = parseWebOptions(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof WebUsageError)) throw error;
    process.stderr.write(`web: ${error.message}\n${USAGE}\n`);
    process.exit(2);
  }
  if (options === 'help') {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const dataDir = resolve(options.dataDir ?? (process.env['SVC_DESK_DATA_DIR'] || defaultDataDir()));
  installMainErrorHandler(
    createMainErrorHandler({
      logsDir: () => appFolders(dataDir).logs,
      show: (title, message) => process.stderr.write(`${title}: ${message}\n`),
    }),
  );

  if (await rendererNeedsBuild(root)) {
    process.stderr.write('Building SVC Desk (out/)...\n');
    await buildApp(root);
  }
  let mode: BrowserMode;
  try {
    mode = await startBrowserMode({
      dataDir,
      rendererDir: join(root, 'out', 'renderer'),
      host: options.host,
      port: options.port,
      version: process.env['npm_package_version'] ?? 'dev',
      updateFeed: feedFromEnvironment(process.env['SVC_DESK_UPDATE_FEED'], (line) =>
        process.stderr.write(`web: ${line}\n`),
      ),
    });
  } catch (error) {
    process.stderr.write(`web: could not start: ${(error as Error).message}\n`);
    process.exit(1);
  }
  process.stdout.write(`SVC Desk is running at ${mode.server.url}\n`);
  const opened = options.open ? await openInBrowser(mode.server.url) : null;

  let stopping = false;
  const stop = (): void => {
    if (stopping) return;
    stopping = true;
    const limit = new Promise<void>((done) => setTimeout(done, SHUTDOWN_LIMIT_MS).unref());
    void stopBrowserMode(
      () => Promise.all([mode.close(), opened?.close()]).then(() => undefined),
      { promise: limit, seconds: SHUTDOWN_LIMIT_MS / 1000 },
      (line) => process.stderr.write(`${line}\n`),
    ).finally(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

await main();
