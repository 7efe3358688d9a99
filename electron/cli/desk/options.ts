import type { CustomerNumber } from '../../../shared/api/schemas/customers';
import { authScheme, baseUrl, customerNumber } from '../../../shared/ipc/schemas/common';
import { proxyUrlProblem } from '../../client/network';
import { UsageError } from './command';

/** The options every desk command takes, before the command's name. */
export interface GlobalOptions {
  baseUrl?: string;
  authScheme?: string;
  customer?: CustomerNumber;
  /** A saved profile's name (its keychain secret is used). */
  profile?: string;
  dataDir?: string;
  /** --proxy URL: every request goes through it (default: the environment's proxy variables). */
  proxy?: string;
  /** --ca-file FILE: certificate authorities trusted besides Node's and the OS's. */
  caFile?: string;
  help: boolean;
  /** --version: print the app's version. */
  version: boolean;
}

/** The command line split: global options, the command's name (null: none given), and everything after it. */
export interface SplitArgs {
  global: GlobalOptions;
  command: string | null;
  rest: string[];
}

const VALUED = new Set(['base-url', 'auth-scheme', 'customer', 'profile', 'data-dir', 'proxy', 'ca-file']);

/**
 * Reads the global options up to the command's name; each is checked here
 * (a bad value is a usage error before anything is built or sent).
 */
export function splitArgs(argv: readonly string[]): SplitArgs {
  const global: GlobalOptions = { help: false, version: false };
  let index = 0;
  while (index < argv.length) {
    const arg = argv[index]!;
    if (arg === '--help' || arg === '-h') {
      global.help = true;
      index += 1;
      continue;
    }
    if (arg === '--version') {
      global.version = true;
      index += 1;
      continue;
    }
    if (!arg.startsWith('-')) break;
    if (arg === '--') {
      index += 1;
      break;
    }
    const eq = arg.indexOf('=');
    const name = arg.slice(2, eq < 0 ? undefined : eq);
    if (!arg.startsWith('--') || !VALUED.has(name)) throw new UsageError(`Unknown option "${arg}" before the command.`);
    let value: string | undefined;
    if (eq >= 0) value = arg.slice(eq + 1);
    else {
      value = argv[index + 1];
      index += 1;
    }
    if (value === undefined) throw new UsageError(`--${name} needs a value.`);
    setGlobal(global, name, value);
    index += 1;
  }
  const command = argv[index] ?? null;
  return { global, command, rest: argv.slice(index + 1) };
}

function setGlobal(global: GlobalOptions, name: string, value: string): void {
  switch (name) {
    case 'base-url': {
      const parsed = baseUrl.safeParse(value);
      if (!parsed.success)
        throw new UsageError(`--base-url: ${parsed.error.issues[0]?.message ?? 'not a service address'}.`);
      global.baseUrl = parsed.data;
      return;
    }
    case 'auth-scheme': {
      const parsed = authScheme.safeParse(value);
      if (!parsed.success)
        throw new UsageError(`--auth-scheme must be one word of letters, digits or symbols, such as SVC.`);
      global.authScheme = parsed.data;
      return;
    }
    case 'customer': {
      const parsed = customerNumber.safeParse(value);
      if (!parsed.success)
        throw new UsageError(
          `--customer must be a customer number as listed (such as 100234 or ACME-CUS-100001), not "${value}".`,
        );
      global.customer = parsed.data;
      return;
    }
    case 'profile':
      if (value.trim() === '') throw new UsageError('--profile needs a profile name.');
      global.profile = value;
      return;
    case 'data-dir':
      if (value.trim() === '') throw new UsageError('--data-dir needs a folder.');
      global.dataDir = value;
      return;
    case 'proxy': {
      const problem = proxyUrlProblem(value);
      if (problem !== undefined) throw new UsageError(`--proxy: ${problem}`);
      global.proxy = value;
      return;
    }
    case 'ca-file':
      if (value.trim() === '') throw new UsageError('--ca-file needs a file of certificates (PEM).');
      global.caFile = value;
      return;
  }
}
