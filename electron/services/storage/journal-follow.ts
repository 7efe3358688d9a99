import { open, type FileHandle } from 'node:fs/promises';
import { createWriteQueue } from './atomic-file';
import type { JournalSpec } from './journal-file';
import { applyLines, readChangeLines, readJournalText } from './journal-read';

const NEWLINE = 0x0a;

/** Where the last read stopped: the file (device and inode), the byte after its last whole line, and that line. */
interface ReadUpTo {
  dev: number;
  ino: number;
  offset: number;
  lastLine: Buffer;
}

/**
 * Follows a journal file as it is on disk, for a reader that must see every
 * process's writes (the pre-trade counts: the app and the desk command share
 * the order journal) without reading the whole file each time. The first
 * read, and any read after the file was replaced (a compaction by any
 * process), removed, cut back (a failed append undone) or found in an old
 * format, reads the whole file; otherwise only the lines appended since the
 * last read are parsed. A torn last line is left for the next read, when it
 * may be whole. Read-only: unreadable lines are left out (opening the journal
 * sets them aside); a file that is not this journal reads as empty.
 */
export class JournalFollower<R> {
  private byKey = new Map<string, R>();
  private upTo: ReadUpTo | null = null;
  // One read at a time: two interleaved reads could apply an older line over a newer one of the same key.
  private readonly serial = createWriteQueue();

  constructor(
    readonly path: string,
    private readonly spec: JournalSpec<R>,
  ) {}

  /** The latest record of each key in the file now (shared: not to be changed), in the order they were first journaled. */
  records(): Promise<readonly R[]> {
    return this.serial(async () => {
      let handle: FileHandle;
      try {
        handle = await open(this.path, 'r');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        this.forget();
        return [];
      }
      try {
        const { dev, ino, size } = await handle.stat();
        const upTo = this.upTo;
        if (!(
          upTo &&
          upTo.dev === dev &&
          upTo.ino === ino &&
          size >= upTo.offset &&
          (await this.readAppended(handle, upTo, size))
        )) {
          await this.readWhole(handle, dev, ino, size);
        }
      } finally {
        await handle.close();
      }
      return [...this.byKey.values()];
    });
  }

  private forget(): void {
    this.byKey = new Map();
    this.upTo = null;
  }

  private async readWhole(handle: FileHandle, dev: number, ino: number, size: number): Promise<void> {
    this.forget();
    const bytes = await readRange(handle, 0, size);
    const whole = bytes.lastIndexOf(NEWLINE) + 1;
    const read = readJournalText(bytes.subarray(0, whole).toString('utf8'), this.spec);
    if (read.status !== 'current' && read.status !== 'legacy') return;
    applyLines(this.byKey, read.lines, this.spec.keyOf);
    // An old format is written again whole when the journal opens: read whole until then.
    if (read.status === 'current' && whole > 0)
      this.upTo = { dev, ino, offset: whole, lastLine: lastLineOf(bytes, whole) };
  }

  /**
   * Reads from the start of the last line read to the end: false (nothing applied) when that line is no longer
   * there, as after an append undone after a failed write (a full disk) and written over by another one in the
   * same file (same or greater size).
   */
  private async readAppended(handle: FileHandle, upTo: ReadUpTo, size: number): Promise<boolean> {
    const from = upTo.offset - upTo.lastLine.length;
    const bytes = await readRange(handle, from, size - from);
    if (!bytes.subarray(0, upTo.lastLine.length).equals(upTo.lastLine)) return false;
    const whole = bytes.lastIndexOf(NEWLINE) + 1;
    if (whole <= upTo.lastLine.length) return true;
    const { lines } = readChangeLines(
      bytes.subarray(upTo.lastLine.length, whole).toString('utf8').split('\n'),
      this.spec,
    );
    applyLines(this.byKey, lines, this.spec.keyOf);
    upTo.lastLine = lastLineOf(bytes, whole);
    upTo.offset = from + whole;
    return true;
  }
}

/** The last whole line of bytes up to end (with its newline). */
function lastLineOf(bytes: Buffer, end: number): Buffer {
  const start = end >= 2 ? bytes.lastIndexOf(NEWLINE, end - 2) + 1 : 0;
  return Buffer.from(bytes.subarray(start, end));
}

async function readRange(handle: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  let filled = 0;
  while (filled < length) {
    const { bytesRead } = await handle.read(buffer, filled, length - filled, position + filled);
    if (bytesRead === 0) break;
    filled += bytesRead;
  }
  return buffer.subarray(0, filled);
}
