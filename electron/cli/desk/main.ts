// `npm run -s desk -- [global options] <command> [options]`: the app's capabilities for scripting (README.md here).
import { runDesk } from './run';

const controller = new AbortController();
process.once('SIGINT', () => controller.abort());

process.exitCode = await runDesk(
  process.argv.slice(2),
  process.env,
  { stdout: (text) => process.stdout.write(text), stderr: (text) => process.stderr.write(text) },
  { signal: controller.signal },
);
