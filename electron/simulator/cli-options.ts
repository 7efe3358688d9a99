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
  'usage: npm run simulator -- [--port N] [--seed N] [--speed X] [--host ADDRESS] [--state FILE] [--rate-limit N] [--scale N] [--customers N] [--latency MS]\n' +
  '  --port        TCP port, 0 for any free port (default 0)\n' +
  '  --seed        seed of the simulated world, a whole number (default 42)\n' +
  '  --speed       how many times faster than real time the world runs, > 0 (default 1)\n' +
  '  --host        address to bind (default 127.0.0.1)\n' +
  '  --state FILE  keep the world in FILE across restarts\n' +
  '  --rate-limit  requests per second per API key (default: no limit)\n' +
  '  --scale N     a new world\'s year of history is N times as busy: orders, movements, staking (default 1)\n' +
  '  --customers N a new world gives the first API key N customers of every size (default 3)\n' +
  '  --latency MS  every answer of the API is held back MS milliseconds (default 0)';

/** Parses the simulator's flags strictly; any unknown, missing or malformed value is a UsageError. */
export function parseCliOptions(args: readonly string[]): SimulatorOptions {
  let values: Record<string, string | undefined>;
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
      },
    }));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const options: SimulatorOptions = {
    host: values.host ?? '127.0.0.1',
    port: integer('--port', values.port ?? '0', 0, 65_535),
    seed: integer('--seed', values.seed ?? '42', -2_147_483_648, 2_147_483_647),
    speed: positiveNumber('--speed', values.speed ?? '1'),
  };
  if (options.host === '') throw new UsageError('--host needs an address, such as 127.0.0.1.');
  if (values.state !== undefined) {
    if (values.state === '') throw new UsageError('--state needs a file name.');
    options.stateFile = values.state;
  }
  if (values['rate-limit'] !== undefined) options.rateLimit = integer('--rate-limit', values['rate-limit'], 1, 1_000_000);
  if (values.scale !== undefined) options.scale = integer('--scale', values.scale, 1, 10_000);
  if (values.customers !== undefined) options.customers = integer('--customers', values.customers, 1, MAX_CUSTOMERS);
  if (values.latency !== undefined) options.latencyMs = integer('--latency', values.latency, 0, MAX_FAULT_DELAY_MS);
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
