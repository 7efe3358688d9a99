// `npm run -s desk -- [global options] <command> [options]`: the app's capabilities for scripting (README.md here).
import { appFolders } from '../../services/storage/app-folders';
import { installDeskErrorLog } from './error-log';
import { splitArgs } from './options';
import { runDesk } from './run';
import { deskDataDir } from './services';

const argv = process.argv.slice(2);
// Where the run's data folder is, as far as the command line says (a wrong one is refused by runDesk itself).
const dataDir = (() => {
  try {
    return deskDataDir(splitArgs(argv).global, process.env);
  } catch {
    return deskDataDir({}, process.env);
  }
})();
const errorLog = installDeskErrorLog(() => appFolders(dataDir).logs);

const controller = new AbortController();
process.once('SIGINT', () => controller.abort());

process.exitCode = await runDesk(
  argv,
  process.env,
  {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    // A progress line only for a person at a terminal; a script's stderr stays one JSON problem.
    ...(process.stderr.isTTY ? { progress: (text: string) => process.stderr.write(text) } : {}),
  },
  { signal: controller.signal, errorLog },
);
