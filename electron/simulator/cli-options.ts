import { parseArgs } from 'node:util';
import type { SimulatorOptions } from './server/simulator';
import { MAX_FAULT_DELAY_MS } from './server/control/faults';
import { MAX_CUSTOMERS } from './world/office';

/** A command line the simulator cannot run with; the CLI prints it and exits 2. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

export const USAGE =
  'usage: npm run simulator -- [--port N] [--seed N] [--speed X] [--host ADDRESS] [--state FILE] [--rate-limit N] [--scale N] [--customers N] [--latency MS] [--tls [--tls-ca-file FILE]]\n' +
  '  --port        TCP port, 0 for any free port (default 0)\n' +
  '  --seed        seed of the simulated world, a whole number (default 42)\n' +
  '  --speed       how many times faster than real time the world runs, > 0 (default 1)\n' +
  '  --host        address to bind (default 127.0.0.1)\n' +
  '  --state FILE  keep the world in FILE across restarts\n' +
  '  --rate-limit  requests per second per API key (default: no limit)\n' +
  "  --scale N     a new world's year of history is N times as busy: orders, movements, staking (default 1)\n" +
  '  --customers N a new world gives the first API key N customers of every size (default 3)\n' +
  '  --latency MS  every answer of the API is held back MS milliseconds (default 0)\n' +
  '  --tls         serve HTTPS with a certificate from a certificate authority made at start; its certificate\n' +
  '                is written to a file named in the listening line (caFile)\n' +
  '  --tls-ca-file FILE  where --tls writes that CA certificate (default: a new file in the temporary folder)';

/** The command line's options: the simulator's, and where --tls writes its CA (the certificate is made in cli.ts). */
export type CliOptions = SimulatorOptions & { serveTls?: { caFile?: string } };

/** Parses the simulator's flags strictly; any unknown, missing or malformed value is a UsageError. */
export function parseCliOptions(args: readonly string[]): CliOptions {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args: [...args],
      strict: true,
      allowPositionals: false,
      options: {
        port: { type: 'string' },
        seed: { type: 'string' },
        speed: { type: 'string' },
        host: { type: 'string' },
        state: { type: 'string' },
        'rate-limit': { type: 'string' },
        scale: { type: 'string' },
        customers: { type: 'string' },
        latency: { type: 'string' },
        tls: { type: 'boolean' },
        'tls-ca-file': { type: 'string' },
      },
    }));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const text = (name: string): string | undefined => values[name] as string | undefined;
  const options: CliOptions = {
    host: text('host') ?? '127.0.0.1',
    port: integer('--port', text('port') ?? '0', 0, 65_535),
    seed: integer('--seed', text('seed') ?? '42', -2_147_483_648, 2_147_483_647),
    speed: positiveNumber('--speed', text('speed') ?? '1'),
  };
  if (options.host === '') throw new UsageError('--host needs an address, such as 127.0.0.1.');
  const state = text('state');
  if (state !== undefined) {
    if (state === '') throw new UsageError('--state needs a file name.');
    options.stateFile = state;
  }
  const rateLimit = text('rate-limit');
  if (rateLimit !== undefined) options.rateLimit = integer('--rate-limit', rateLimit, 1, 1_000_000);
  const scale = text('scale');
  if (scale !== undefined) options.scale = integer('--scale', scale, 1, 10_000);
  const customers = text('customers');
  if (customers !== undefined) options.customers = integer('--customers', customers, 1, MAX_CUSTOMERS);
  const latency = text('latency');
  if (latency !== undefined) options.latencyMs = integer('--latency', latency, 0, MAX_FAULT_DELAY_MS);
  const caFile = text('tls-ca-file');
  if (caFile !== undefined && values['tls'] !== true) throw new UsageError('--tls-ca-file goes with --tls.');
  if (caFile === '') throw new UsageError('--tls-ca-file needs a file name.');
  if (values['tls'] === true) options.serveTls = caFile === undefined ? {} : { caFile };
  return options;
}

function integer(flag: string, text: string, min: number, max: number): number {
  const value = Number(text);
  if (!/^-?\d+$/.test(text) || value < min || value > max) {
    throw new UsageError(`${flag} must be a whole number from ${min} to ${max}; got "${text}".`);
  }
  return value;
}

function positiveNumber(flag: string, text: string): number {
  const value = Number(text);
  if (!/^\d+(\.\d+)?$/.test(text) || !(value > 0) || !Number.isFinite(value)) {
    throw new UsageError(`${flag} must be a number greater than 0, such as 1 or 20; got "${text}".`);
  }
  return value;
}
