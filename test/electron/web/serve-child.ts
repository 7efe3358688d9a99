/*
 * Browser mode's server in a process of its own, with main's error handler
 * installed as `npm run web` does: an uncaught exception lands in
 * <dataDir>/main-errors.log instead of failing the test runner. Prints
 * {"port","token"} as one line once listening; stops on SIGTERM.
 * node --import tsx serve-child.ts <dataDir> <rendererDir>
 */
import { createMainErrorHandler, installMainErrorHandler } from '../../../electron/main/error-log';
import { startWebServer } from '../../../electron/web/server';
import { recordingDispatcher } from './fake-dispatcher';

const [dataDir, rendererDir] = process.argv.slice(2) as [string, string];
installMainErrorHandler(createMainErrorHandler({ logsDir: () => dataDir, show: () => undefined }));
const server = await startWebServer({ dispatcher: recordingDispatcher(), rendererDir });
process.stdout.write(
  `${JSON.stringify({ port: server.port, token: new URL(server.url).hash.replace('#token=', '') })}\n`,
);
process.on('SIGTERM', () => void server.close().finally(() => process.exit(0)));
