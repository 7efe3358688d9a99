import type { RegisteredCommand } from './command';

/** The desk command's general usage, listing every registered command. */
export function deskUsage(commands: readonly RegisteredCommand[]): string {
  const width = Math.max(...commands.map((command) => command.name.length));
  return `Usage: npm run -s desk -- [global options] <command> [options]

The app's capabilities for scripting, through the same services as the window.
JSON on stdout (decimals exact); a failure prints one JSON problem on stderr (nothing else:
unexpected errors' details go to desk-errors.log in the data folder).

Global options:
  --base-url URL      service address (default: $SVC_BASE_URL; with SVC_API_KEY)
  --auth-scheme WORD  X-Auth scheme word (default: the profile's, else SVC)
  --customer NUMBER   act for this customer, exactly as listed (default: the selected one, else the first)
  --profile NAME      use a saved profile and its keychain secret (default: SVC_API_KEY / SVC_API_SECRET);
                      "Local simulator": the app's built-in simulator (the running app's, else started for the run)
  --data-dir DIR      the app's data folder (default: $SVC_DESK_DATA_DIR, else the app's own)
  --proxy URL         send every request through this proxy, e.g. http://user:password@proxy:3128
                      (default: $HTTPS_PROXY / $HTTP_PROXY, except hosts in $NO_PROXY)
  --ca-file FILE      also trust the certificate authorities in this PEM file (Node's and the
                      operating system's are always trusted)
  --version           print the app's version

Commands:
${commands.map((command) => `  ${command.name.padEnd(width)}  ${command.summary}`).join('\n')}

\`npm run -s desk -- <command> --help\` shows a command's options.
Exit status: 0 success, 1 service or validation error, 2 usage error, 3 outcome unknown.`;
}
