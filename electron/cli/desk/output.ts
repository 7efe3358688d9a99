import { stringify } from 'lossless-json';
import { isAppError } from '../../services/errors';
import { asStorageProblem } from '../../services/storage/storage-failure';
import { DeskProblem, EXIT, UsageError, type ExitCode } from './command';

/** Where the desk command writes. */
export interface DeskIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  /** Where a progress line is drawn: stderr, given only when stderr is a terminal (progress.ts). */
  progress?: (text: string) => void;
}

/**
 * JSON as the desk prints it: indented, decimals exactly as they came (app
 * values carry them as text; a LosslessNumber, as `npm run api` prints wire
 * values, keeps its digits), no float ever.
 */
export function formatJson(value: unknown): string {
  return `${stringify(value, undefined, 2) ?? 'null'}\n`;
}

/** One problem, printed on stderr as one JSON object. */
export interface Problem {
  kind: string;
  message: string;
  details?: unknown;
}

/** The problem and exit status of anything a command threw: usage 2, known failures 1, DeskProblem its own; the unexpected 1 without internals. */
export function problemOf(error: unknown): { exitCode: ExitCode; problem: Problem } {
  if (error instanceof UsageError) return { exitCode: EXIT.usage, problem: { kind: 'usage', message: error.message } };
  if (error instanceof DeskProblem) {
    return {
      exitCode: error.exitCode,
      problem: withDetails({ kind: error.kind, message: error.message }, error.details),
    };
  }
  // A file-system failure (full disk, read-only or forbidden folder) is the user's storage problem, not a bug.
  error = asStorageProblem(error);
  if (isAppError(error))
    return { exitCode: EXIT.failed, problem: withDetails({ kind: error.kind, message: error.message }, error.details) };
  return {
    exitCode: EXIT.failed,
    problem: {
      kind: 'internal',
      message: `Something unexpected went wrong: ${error instanceof Error ? error.message : String(error)}`,
    },
  };
}

function withDetails(problem: Problem, details: unknown): Problem {
  return details === undefined ? problem : { ...problem, details };
}
