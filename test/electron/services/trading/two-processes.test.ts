import { fork, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readJournalFile } from '../../../../electron/services/trading/journal';
import { useTempDirs } from '../helpers/temp-dir';

const tempDir = useTempDirs();
const root = join(__dirname, '../../../..');
const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill();
});

/** A child process with its own OrderJournal on path; ask() sends one command and waits for its answer. */
async function journalProcess(
  path: string,
): Promise<{ ask: (command: object) => Promise<void>; exited: Promise<void> }> {
  const child = fork(join(__dirname, 'children/journal-process.ts'), [path], {
    cwd: root,
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  children.push(child);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const next = () =>
    new Promise<void>((resolve, reject) => {
      child.once('message', (message: { error?: string }) =>
        message.error ? reject(new Error(message.error)) : resolve(),
      );
      child.once('exit', (code) => reject(new Error(`journal process exited (${code})`)));
    });
  await next();
  return {
    exited,
    ask: (command) => {
      const answered = next();
      child.send(command);
      return answered;
    },
  };
}

const ids = (prefix: string, from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => `${prefix}${from + index}`);

describe('two processes on one order journal (the app and the desk command on one data folder)', () => {
  it("keeps every pending entry of both: a compaction keeps the other process's entries, and the other appends into the new file", async () => {
    const path = join(await tempDir(), 'order-journal.jsonl');
    const [app, desk] = await Promise.all([journalProcess(path), journalProcess(path)]);
    await app.ask({ put: ids('app-', 1, 3) });
    await desk.ask({ put: ids('desk-', 1, 3) });
    await app.ask({ compact: true });
    await desk.ask({ put: ids('desk-', 4, 6) });
    await app.ask({ put: ids('app-', 4, 4) });
    await Promise.all([app.ask({ close: true }), desk.ask({ close: true })]);
    await Promise.all([app.exited, desk.exited]);
    const found = await readJournalFile(path);
    expect(found.map((entry) => entry.id).sort()).toEqual([...ids('app-', 1, 4), ...ids('desk-', 1, 6)].sort());
    expect(found.every((entry) => entry.state === 'pending-send')).toBe(true);
  });

  it('loses nothing while both append and compact at the same time', async () => {
    const path = join(await tempDir(), 'order-journal.jsonl');
    const [app, desk] = await Promise.all([journalProcess(path), journalProcess(path)]);
    await Promise.all([
      app.ask({ stress: { prefix: 'app-', count: 60, every: 7 } }),
      desk.ask({ stress: { prefix: 'desk-', count: 60, every: 5 } }),
    ]);
    await Promise.all([app.ask({ close: true }), desk.ask({ close: true })]);
    const found = new Set((await readJournalFile(path)).map((entry) => entry.id));
    const missing = [...ids('app-', 1, 60), ...ids('desk-', 1, 60)].filter((id) => !found.has(id));
    expect(missing).toEqual([]);
  });
});
