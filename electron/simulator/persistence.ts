import { randomBytes } from 'node:crypto';
import { open, readFile, rename, unlink } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

/** A state file that exists but cannot be used; the simulator refuses to start and leaves the file as it is. */
export class StateFileError extends Error {
  constructor(
    readonly file: string,
    /** Why, without the file name (the message has both). */
    readonly reason: string,
  ) {
    super(
      `The simulator state file ${file} cannot be used: ${reason}. It was left unchanged; move it away to start a new world.`,
    );
    this.name = 'StateFileError';
  }
}

/** Reads a state file: undefined when it does not exist, the parsed JSON otherwise; StateFileError when it is not JSON. */
export async function readStateFile(file: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new StateFileError(file, `it cannot be read (${(error as Error).message})`);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new StateFileError(file, `it is not valid JSON (${(error as Error).message})`);
  }
}

/**
 * Replaces a file atomically: the text goes to a temporary file in the same
 * folder, is flushed to disk, then renamed over the target, so a crash leaves
 * either the old or the new content, never a mix.
 */
export async function writeFileAtomic(file: string, text: string): Promise<void> {
  const temp = join(dirname(file), `.${basename(file)}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`);
  const handle = await open(temp, 'wx', 0o600);
  try {
    await handle.writeFile(text, 'utf8');
    await handle.sync();
  } catch (error) {
    await handle.close();
    await unlink(temp).catch(() => undefined);
    throw error;
  }
  await handle.close();
  try {
    await rename(temp, file);
  } catch (error) {
    await unlink(temp).catch(() => undefined);
    throw error;
  }
  await syncDirectory(dirname(file));
}

// The rename itself is durable only once the directory entry is flushed; not every platform allows opening a directory.
async function syncDirectory(directory: string): Promise<void> {
  try {
    const handle = await open(directory, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch {
    // Windows cannot fsync a directory; the rename is still atomic there.
  }
}

/**
 * Saves snapshots of a world: `changed()` schedules one save after `delayMs`
 * (changes in between are coalesced, so a busy world is still saved every
 * `delayMs`), saves never overlap, and `flush()` writes the latest state now.
 * `serialize` must return the whole state as text in one synchronous call:
 * that is what makes a save consistent while the file is written asynchronously.
 */
export class StateSaver {
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> = Promise.resolve();
  /** A save queued but not begun: whoever needs the state as of now on disk can wait for it too. */
  private queued: Promise<void> | null = null;
  private closed = false;

  constructor(
    private readonly file: string,
    private readonly serialize: () => string,
    private readonly delayMs: number,
    private readonly logError: (message: string) => void,
  ) {}

  /** The world changed: save soon. */
  changed(): void {
    if (this.closed || this.timer !== null) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.durable().catch(() => undefined);
    }, this.delayMs);
    // A pending save must not keep a finished process alive; stop() flushes.
    this.timer.unref();
  }

  /** Writes the current state now (after any save in progress); rejects when the write fails. */
  async flush(): Promise<void> {
    if (this.timer !== null) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    await this.save();
  }

  /**
   * Resolves once a save begun after this call is on disk, so what the world
   * holds now survives a crash (an answer acknowledging a change waits for
   * it). Callers while a save is being written share the next one: a busy
   * world is written back to back, never once per request.
   */
  durable(): Promise<void> {
    if (this.queued !== null) return this.queued;
    if (this.timer !== null) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    const next = this.save();
    this.queued = next;
    return next;
  }

  /** Final save; later changes are ignored. */
  async close(): Promise<void> {
    this.closed = true;
    await this.flush();
  }

  private save(): Promise<void> {
    const next: Promise<void> = this.writing
      .catch(() => undefined)
      .then(async () => {
        // Serialized from here on: a change made after this point needs the next save.
        if (this.queued === next) this.queued = null;
        try {
          await writeFileAtomic(this.file, `${this.serialize()}\n`);
        } catch (error) {
          this.logError(`simulator: could not save state to ${this.file}: ${(error as Error).message}`);
          throw error;
        }
      });
    this.writing = next;
    return next;
  }
}
