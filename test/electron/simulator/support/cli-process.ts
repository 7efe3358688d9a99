import { spawn, type ChildProcessByStdio } from 'node:child_process';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../../', import.meta.url));

/** The simulator's command line running as a child process. */
export interface Run {
  child: ChildProcessByStdio<null, Readable, Readable>;
  stdout: () => string;
  stderr: () => string;
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Node itself runs the simulator (tsx as a loader, not its launcher): a signal reaches the simulator's own process. */
export function runCli(args: string[]): Run {
  const child = spawn(process.execPath, ['--import', 'tsx', 'electron/simulator/cli.ts', ...args], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, stdout: () => stdout, stderr: () => stderr, exit };
}

/** Resolves with the first stdout line, or rejects when the process exits first. */
export function firstLine(run: Run): Promise<string> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const newline = run.stdout().indexOf('\n');
      if (newline >= 0) resolve(run.stdout().slice(0, newline));
    };
    run.child.stdout.on('data', check);
    void run.exit.then(({ code }) => reject(new Error(`exited with ${code} before listening: ${run.stderr()}`)));
  });
}
