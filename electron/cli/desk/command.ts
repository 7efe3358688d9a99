import type { ParseArgsConfig } from 'node:util';
import type { SecretStore } from '../../services/secrets/secret-store';
import type { DeskContext } from './context';

/** Exit statuses of the desk command. */
export const EXIT = {
  ok: 0,
  /** The service refused, or a value was invalid (nothing or a known outcome happened). */
  failed: 1,
  /** The command line was wrong; nothing was sent. */
  usage: 2,
  /** A write may or may not have happened (orders: look it up before retrying). */
  unknown: 3,
} as const;
export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

/** The parsed options of one command, as node:util parseArgs gives them. */
export type CommandValues = Record<string, string | boolean | (string | boolean)[] | undefined>;

/**
 * One command group of `desk` (customers, accounts, trading, ...). parse
 * checks the command's own options (throw UsageError for a bad one; nothing
 * is built or sent then); run does the work through ctx.services and answers
 * the value printed as JSON on stdout.
 */
export interface DeskCommand<O = unknown> {
  /** The word after the global options: `desk <name> ...`. */
  readonly name: string;
  /** One line for `desk --help`. */
  readonly summary: string;
  /** The command's own usage text (options after the name). */
  readonly usage: string;
  /** Its options, for node:util parseArgs (strict: unknown options are usage errors). */
  readonly options?: ParseArgsConfig['options'];
  /** Whether positionals are accepted after the name (default: none). */
  readonly positionals?: boolean;
  parse(values: CommandValues, positionals: string[]): O;
  run(ctx: DeskContext, options: O): Promise<unknown>;
}

/** What a command on the data folder alone runs with (no profile, no connection, no keychain). */
export interface LocalDeskContext {
  /** The data folder (--data-dir, else $SVC_DESK_DATA_DIR, else the app's own). */
  readonly dataDir: string;
  readonly appVersion: string;
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly signal: AbortSignal;
  /** The OS keychain as the desk's deps give it (tests: their own); absent: the app's keytar entries. */
  readonly keychain?: SecretStore;
}

/**
 * A command on the data folder alone (backup, restore, diagnostics): it
 * needs no profile or credentials and opens no service; runLocal replaces run.
 */
export interface LocalDeskCommand<O = unknown> extends Omit<DeskCommand<O>, 'run'> {
  runLocal(ctx: LocalDeskContext, options: O): Promise<unknown>;
}

/** A command in the registry, its option type erased (run only ever gets what its own parse made). */
export type RegisteredCommand = DeskCommand<unknown> | LocalDeskCommand<unknown>;

/** Declares a command (its option type inferred from parse) for the registry. */
export function defineCommand<O>(command: DeskCommand<O>): RegisteredCommand {
  return command as unknown as RegisteredCommand;
}

/** Declares a command on the data folder alone (see LocalDeskCommand). */
export function defineLocalCommand<O>(command: LocalDeskCommand<O>): RegisteredCommand {
  return command as unknown as RegisteredCommand;
}

/** A wrong command line: one JSON problem pointing to --help, exit 2, nothing sent. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

/**
 * A failure a command reports as it is: exit status, and the problem printed
 * as JSON on stderr (kind and message at least). Commands throw it for exit 3
 * ("outcome unknown"); AppErrors and service failures become exit 1 on their own.
 */
export class DeskProblem extends Error {
  constructor(
    readonly exitCode: ExitCode,
    readonly kind: string,
    message: string,
    readonly details?: unknown,
    /** What is known, printed on stdout as the command's answer all the same (a run that ended with some steps failed). */
    readonly answer?: unknown,
  ) {
    super(message);
    this.name = 'DeskProblem';
  }
}
