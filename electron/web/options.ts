import { parseArgs } from 'node:util';

export const USAGE = `Usage: npm run web -- [--port N] [--host 127.0.0.1|::1] [--no-open] [--data-dir DIR]

Runs SVC Desk in the default browser: the same services and built renderer as the desktop app,
over a WebSocket on loopback guarded by a fresh access token (in the printed address's #fragment).

  --port N        port to listen on (default: any free port)
  --host ADDRESS  127.0.0.1 (default) or ::1; other addresses are refused (use an SSH tunnel)
  --no-open       only print the address, do not open a browser
  --data-dir DIR  user data folder (default: the desktop app's, or $SVC_DESK_DATA_DIR)`;

/** A web invocation, checked. */
export interface WebOptions {
  port: number;
  host: string;
  open: boolean;
  dataDir?: string;
}

/** Thrown for bad arguments (exit 2 with the usage). */
export class WebUsageError extends Error {}

/** Parses `npm run web` arguments. */
export function parseWebOptions(argv: readonly string[]): WebOptions | 'help' {
  let values: { port?: string; host?: string; 'no-open'?: boolean; 'data-dir'?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        port: { type: 'string' },
        host: { type: 'string' },
        'no-open': { type: 'boolean' },
        'data-dir': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new WebUsageError((error as Error).message);
  }
  if (values.help) return 'help';
  const port = values.port === undefined ? 0 : Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535 || (values.port !== undefined && !/^\d+$/.test(values.port)))
    throw new WebUsageError(`--port must be a whole number from 0 to 65535, not "${values.port}"`);
  const host = values.host ?? '127.0.0.1';
  if (host !== '127.0.0.1' && host !== '::1')
    throw new WebUsageError(`--host must be 127.0.0.1 or ::1 (loopback only), not "${host}"`);
  return { port, host, open: !values['no-open'], ...(values['data-dir'] ? { dataDir: values['data-dir'] } : {}) };
}
