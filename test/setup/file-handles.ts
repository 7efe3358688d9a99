import { afterAll } from 'vitest';

// A FileHandle left open is closed by the garbage collector with Node's "Closing file descriptor N on
// garbage collection" warning (DEP0137), which a future Node turns into an error: every file handle the
// app opens must be closed where it is opened (or by the owner's close/shutdown, which tests call).
// Each test file ends with a full collection (workers run with --expose-gc), so a handle its code left
// open fails that file here instead of printing a warning in some later worker.
const leaks: string[] = [];
const onWarning = (warning: Error & { code?: string }): void => {
  if (warning.code === 'DEP0137' || / on garbage collection$/.test(warning.message)) leaks.push(warning.message);
};
process.on('warning', onWarning);

afterAll(async () => {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (gc) {
    gc();
    // The handle's finalizer closes it and emits the warning on a later turn.
    await new Promise((resolve) => setImmediate(resolve));
    gc();
    await new Promise((resolve) => setImmediate(resolve));
  }
  process.off('warning', onWarning);
  const found = leaks.splice(0);
  if (found.length > 0) {
    throw new Error(
      `A file handle was left open and closed by the garbage collector (DEP0137): ${[...new Set(found)].join('; ')}. Close it where it is opened.`,
    );
  }
});
