// `npm run api -- METHOD PATH [--body JSON] [--customer NUMBER] [--base-url URL] [--auth-scheme WORD]`: one signed request, like `gh api`.
import { runApi } from './run-api';

const controller = new AbortController();
process.once('SIGINT', () => controller.abort());

process.exitCode = await runApi(
  process.argv.slice(2),
  process.env,
  { stdout: (text) => process.stdout.write(text), stderr: (text) => process.stderr.write(text) },
  controller.signal,
);
