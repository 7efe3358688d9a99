import { lstat, rename, rm } from 'node:fs/promises';
import { createWriteQueue } from '../storage/atomic-file';
import { appendPrivate } from '../storage/private-append';

/** Options of a size-rotated append-only file. */
export interface RotatingFileOptions {
  /** Rotate before a write would make the file larger than this. */
  maxBytes: number;
  /** How many rotated files (<path>.1 newest .. <path>.N oldest) to keep. */
  keep: number;
}

/** An append-only text file rotated by size: path, path.1, ..., path.<keep>. */
export interface RotatingFile {
  append(text: string): Promise<void>;
  /** Resolves when every append so far is on disk. */
  flush(): Promise<void>;
}

/** Appends lines in order (one writer per file), rotating when the size limit would be passed. */
export function createRotatingFile(path: string, options: RotatingFileOptions): RotatingFile {
  const enqueue = createWriteQueue();
  let size: number | undefined;
  let last: Promise<void> = Promise.resolve();

  async function currentSize(): Promise<number> {
    if (size === undefined)
      size = await lstat(path).then(
        (s) => s.size,
        () => 0,
      );
    return size;
  }

  async function rotate(): Promise<void> {
    await rm(`${path}.${options.keep}`, { force: true });
    for (let index = options.keep - 1; index >= 1; index -= 1) {
      await rename(`${path}.${index}`, `${path}.${index + 1}`).catch(ignoreMissing);
    }
    await rename(path, `${path}.1`).catch(ignoreMissing);
    size = 0;
  }

  return {
    append(text) {
      const bytes = Buffer.byteLength(text);
      last = enqueue(async () => {
        const existing = await currentSize();
        if (existing > 0 && existing + bytes > options.maxBytes) await rotate();
        // Never through a link, and private (0600) even when the file was made with looser modes.
        await appendPrivate(path, text);
        size = (size ?? 0) + bytes;
      });
      return last;
    },
    flush: () => last.catch(() => undefined),
  };
}

function ignoreMissing(error: NodeJS.ErrnoException): void {
  if (error.code !== 'ENOENT') throw error;
}
