import { parseArgs } from 'node:util';
import type { RegisteredCommand } from './command';
import { DeskProblem, EXIT, UsageError, type ExitCode } from './command';
import { deskCommands } from './commands/index';
import { createContext } from './context';
import { formatJson, problemOf, type DeskIo } from './output';
import { progressLine } from './progress';
import { splitArgs } from './options';
import { deskDataDir, openDesk, type DeskDeps } from './services';
import { deskUsage } from './usage';
import { appVersion } from './version';
import { PRODUCT_NAME } from './data-dir';
import { DESK_ERROR_LOG, type DeskErrorLog } from './error-log';

/** Runs one `desk` invocation and answers its exit status (0 ok, 1 failed, 2 usage, 3 outcome unknown). */
export async function runDesk(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
  io: DeskIo,
  options: {
    signal?: AbortSignal;
    deps?: DeskDeps;
    commands?: readonly RegisteredCommand[];
    errorLog?: DeskErrorLog;
  } = {},
): Promise<ExitCode> {
  const commands = options.commands ?? deskCommands;
  const usage = deskUsage(commands);
  // stderr carries exactly one JSON problem (scripts parse it); the usage only comes with --help,
  // and an unexpected error's stack goes to the desk's error log.
  const fail = (error: unknown): ExitCode => {
    const { exitCode, problem } = problemOf(error);
    if (problem.kind === 'internal' && options.errorLog) {
      options.errorLog('unexpected error', error);
      problem.message += ` The details are in ${DESK_ERROR_LOG} in the logs folder (desk diagnostics names it).`;
    }
    io.stderr(formatJson(problem));
    return exitCode;
  };

  let parsed;
  let command: RegisteredCommand | undefined;
  let commandOptions: unknown;
  try {
    const split = splitArgs(argv);
    if (split.command === null) {
      if (split.global.help) {
        io.stdout(`${usage}\n`);
        return EXIT.ok;
      }
      if (split.global.version) {
        io.stdout(formatJson({ name: PRODUCT_NAME, version: appVersion(env) }));
        return EXIT.ok;
      }
      throw new UsageError('No command given.');
    }
    command = commands.find((candidate) => candidate.name === split.command);
    if (!command)
      throw new UsageError(
        `Unknown command "${split.command}"; commands: ${commands.map((candidate) => candidate.name).join(', ')}.`,
      );
    const own = parseArgs({
      args: split.rest,
      options: { ...command.options, help: { type: 'boolean', short: 'h' } },
      allowPositionals: command.positionals ?? false,
      strict: true,
    });
    if (own.values['help'] || split.global.help) {
      io.stdout(`${command.usage}\n`);
      return EXIT.ok;
    }
    commandOptions = command.parse(own.values, own.positionals);
    parsed = split;
  } catch (error) {
    // node:util parseArgs throws TypeErrors with a code for unknown options and missing values.
    const usageError = error instanceof TypeError && 'code' in error ? new UsageError(error.message) : error;
    return fail(withHelpHint(usageError, command?.name));
  }

  const controller = new AbortController();
  const abort = (): void => controller.abort();
  if ('runLocal' in command) {
    options.signal?.addEventListener('abort', abort, { once: true });
    try {
      const value = await command.runLocal(
        {
          dataDir: deskDataDir(parsed.global, env),
          appVersion: appVersion(env),
          env,
          signal: controller.signal,
          ...(options.deps?.keychain ? { keychain: options.deps.keychain } : {}),
        },
        commandOptions,
      );
      io.stdout(formatJson(value));
      return EXIT.ok;
    } catch (error) {
      return fail(error);
    } finally {
      options.signal?.removeEventListener('abort', abort);
    }
  }
  let opened;
  try {
    opened = await openDesk(parsed.global, env, options.deps);
  } catch (error) {
    return fail(withHelpHint(error));
  }
  options.signal?.addEventListener('abort', abort, { once: true });
  const progress = progressLine(io.progress);
  try {
    const context = createContext(opened.services, opened.profile, parsed.global, controller.signal, progress.update);
    const value = await command.run(context, commandOptions);
    // A streaming command (loans watch) has printed its lines already and answers nothing more.
    if (value !== undefined) io.stdout(formatJson(value));
    return EXIT.ok;
  } catch (error) {
    // Outcome unknown is an answer too: what is known ({clientOrderId, outcome: "unknown"}) goes to stdout for scripts, the problem to stderr.
    if (error instanceof DeskProblem && error.answer !== undefined) io.stdout(formatJson(error.answer));
    else if (error instanceof DeskProblem && error.exitCode === EXIT.unknown && error.details !== undefined)
      io.stdout(formatJson(error.details));
    return fail(error);
  } finally {
    progress.end();
    options.signal?.removeEventListener('abort', abort);
    await opened.close();
  }
}

/** A usage error's message, ending with where the usage is (it is never printed unasked). */
function withHelpHint(error: unknown, command?: string): unknown {
  if (!(error instanceof UsageError)) return error;
  return new UsageError(
    `${error.message} See \`npm run -s desk -- ${command === undefined ? '' : `${command} `}--help\`.`,
  );
}
