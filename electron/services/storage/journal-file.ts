import { copyFile, lstat, readFile, rename, rm } from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { z } from 'zod';
import { AppError, type ErrorWords } from '../errors';
import { createWriteQueue, syncFolder, writeFileAtomic } from './atomic-file';
import { damagedCopyName } from './damaged-file';
import { withFileLock } from './file-lock';
import { applyLines, readJournalText } from './journal-read';
import type { JournalLine } from './journal-read';
import { openPrivateAppend, type AppendFs } from './private-append';
import { asStorageProblem } from './storage-failure';
import { errorIn, fileSubject, type FileSubject } from './file-words';
import { message, type Message } from '../../../shared/i18n/message';

/** What one journal keeps: its own record schema and format version, never an IPC type. */
export interface JournalSpec<R> {
  /** Written in the file's header: a file of another kind is never read as this one. */
  kind: string;
  /** The journal as the user knows it, for notices ("The trading order journal"). */
  subject: FileSubject;
  /** The format version this app writes; a file with a higher one is a newer app's and set aside. */
  version: number;
  record: z.ZodType<R>;
  /** The key of a record: its latest version wins on load. */
  keyOf: (record: R) => string;
  /** Reads a format from before this module (no header); null when the text is not one. Records are checked like any other. */
  legacy?: (text: string) => unknown[] | null;
}

/**
 * A notice for the user (the app's notice service; tests collect them), in catalogue words: a Message, or words
 * written with the reader's translator (a sentence carrying an error, itself words in the reader's language).
 */
export type JournalNotice = (notice: { level: 'warning'; title: Message; message: ErrorWords }) => void;

/** Where the journal reports what it set aside, and its clock (the aside files' names). */
export interface JournalDeps {
  notice?: JournalNotice;
  now?: () => Date;
  /** The file system appends go through (tests: one whose writes come up short). */
  fs?: AppendFs;
}

/** One change in an append: a record's new version, or a key that is gone. */
export type JournalChange<R> = { put: R } | { remove: string };

/** What opening found: the latest record per key (file order), and how many lines were set aside. */
export interface JournalOpened<R> {
  file: JournalFile<R>;
  records: R[];
  skipped: number;
}

/** What a compaction found on disk (every process's records) and what it kept. */
export interface JournalCompacted<R> {
  found: R[];
  kept: R[];
}

/**
 * A journal on disk: a header line `{"journal":kind,"version":n}`, then one
 * change per line, each fsynced before append() resolves; compact() replaces
 * it atomically. Opening never throws for content: a torn or garbage line, an
 * empty file, an unknown file or a newer app's file is kept aside as
 * `<name>.corrupt-<time>` / `<name>.newer-<time>` with a notice, and what
 * could be read is used, so a damaged journal never stops the app.
 *
 * Several processes may use one journal (the app and the desk command on the
 * same data folder): every append and compaction holds the file's lock
 * (file-lock.ts), a compaction starts from what is on disk (never from one
 * process's memory), and an append reopens the file when another process
 * replaced it, so no process writes into a file that is gone.
 */
export class JournalFile<R> {
  private readonly enqueue = createWriteQueue();
  private handle: FileHandle | null = null;
  private written = 0;
  private tidyFailureTold = false;

  private constructor(
    readonly path: string,
    private readonly spec: JournalSpec<R>,
    private readonly deps: JournalDeps,
  ) {}

  /** Opens (creating on first write) the journal at path and reads what it holds. */
  static async open<R>(path: string, spec: JournalSpec<R>, deps: JournalDeps = {}): Promise<JournalOpened<R>> {
    const file = new JournalFile(path, spec, deps);
    const now = deps.now ?? (() => new Date());
    const what = fileSubject(spec.subject);
    const tell = (words: ErrorWords) =>
      deps.notice?.({ level: 'warning', title: message('files.journal.setAside', { what }), message: words });
    let text: string;
    try {
      text = await readFile(path, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { file, records: [], skipped: 0 };
      const aside = damagedCopyName(path, now());
      const moved = await rename(path, aside).then(
        () => true,
        () => false,
      );
      tell(
        message('files.journal.unreadable', {
          what,
          detail: (error as Error).message,
          kept: moved ? 'yes' : 'no',
          aside,
        }),
      );
      return { file, records: [], skipped: 0 };
    }
    if (text.length === 0) {
      // Every journal starts with its header: an empty file lost what it held (a full disk, a crash of the file system).
      const aside = damagedCopyName(path, now());
      const moved = await rename(path, aside).then(
        () => true,
        () => false,
      );
      tell(message('files.journal.empty', { what, kept: moved ? 'yes' : 'no', aside }));
      return { file, records: [], skipped: 0 };
    }
    const read = readJournalText(text, spec);
    if (read.status === 'newer' || read.status === 'unknown') {
      const aside = damagedCopyName(path, now(), read.status === 'newer' ? 'newer' : 'corrupt');
      // Even a file that cannot be moved must not stop the start: the notice says where it is.
      if (
        !(await rename(path, aside).then(
          () => true,
          () => false,
        ))
      )
        tell(message('files.journal.notMoved', { what, aside }));
      tell(
        read.status === 'newer'
          ? message('files.journal.newer', { what, version: String(read.version), aside })
          : message('files.journal.unknown', { what, reason: read.reason, aside }),
      );
      return { file, records: [], skipped: 0 };
    }
    const records = latest(read.lines, spec.keyOf);
    if (read.skipped > 0) {
      const aside = damagedCopyName(path, now());
      if (
        !(await copyFile(path, aside).then(
          () => true,
          () => false,
        ))
      )
        tell(message('files.journal.notCopied', { what, aside }));
      tell(message('files.journal.skipped', { what, count: read.skipped, aside }));
    }
    // An old format, or lines set aside: written again whole in this format, so appends start on a clean file.
    if (read.status === 'legacy' || read.skipped > 0) {
      // A failed rewrite leaves the old file, which the next start reads the same way: worth a notice, never a stop.
      // From the file as it is under the lock: another process may have appended since it was read above.
      const compacted = await file
        .compact((found) => found)
        .catch((error: unknown) => {
          tell((translator) =>
            translator.t('files.journal.notRewritten', { what, detail: errorIn(error, translator) }),
          );
          return null;
        });
      return { file, records: compacted?.kept ?? records, skipped: read.skipped };
    }
    file.written = read.lines.length;
    return { file, records, skipped: read.skipped };
  }

  /** Change lines written since the last compaction (a journal compacts when this grows well past its records). */
  get lines(): number {
    return this.written;
  }

  /**
   * Appends changes in one write and fsyncs it before resolving. Every byte
   * is written or none: a write that fails or comes up short (a full disk)
   * is cut back to the file's previous length and rejects with a storage
   * problem, so a caller never goes on (never sends) on a line the disk
   * did not take.
   */
  append(changes: readonly JournalChange<R>[]): Promise<void> {
    if (changes.length === 0) return Promise.resolve();
    const text = changes.map((change) => `${JSON.stringify(change)}\n`).join('');
    // The caller goes on once the lines are on disk; the lock's release (a folder removed) is left to the queue,
    // which waits for it before the next write, so it never delays an order's send.
    let durable = (): void => undefined;
    const onDisk = new Promise<void>((resolve) => (durable = resolve));
    const written = this.enqueue(() =>
      withFileLock(this.path, this.spec.subject, async () => {
        const { handle, size: before } = await this.currentHandle();
        const bytes = Buffer.from((before === 0 ? this.header() : '') + text, 'utf8');
        try {
          await writeAll(handle, bytes);
          await handle.datasync();
        } catch (error) {
          await this.undo(handle, before);
          throw this.writeFailure(error);
        }
        if (before === 0) await syncFolder(dirname(this.path));
        this.written += changes.length;
        durable();
      }),
    );
    return Promise.race([onDisk, written]);
  }

  /**
   * Rewrites the file (atomic: the old file or the new one survives a crash)
   * with select's choice of the records on disk now, under the lock: the
   * records of every process sharing the journal, not only this one's.
   */
  compact(select: (found: R[]) => readonly R[]): Promise<JournalCompacted<R>> {
    return this.enqueue(() =>
      withFileLock(this.path, this.spec.subject, async () => {
        const found = await this.readRecords();
        const kept = [...select(found)];
        await this.handle?.close();
        this.handle = null;
        try {
          await writeFileAtomic(
            this.path,
            this.header() + kept.map((record) => `${JSON.stringify({ put: record })}\n`).join(''),
          );
        } catch (error) {
          throw this.writeFailure(error);
        }
        this.written = kept.length;
        return { found, kept };
      }),
    );
  }

  /**
   * compact() as housekeeping after appends that already succeeded: a failure
   * (a full disk) must not turn a write that is on disk into one the caller
   * believes failed, so it is said once in a notice and answered as null.
   */
  async tidy(select: (found: R[]) => readonly R[]): Promise<JournalCompacted<R> | null> {
    try {
      return await this.compact(select);
    } catch (error) {
      if (!this.tidyFailureTold) {
        this.tidyFailureTold = true;
        const what = fileSubject(this.spec.subject);
        this.deps.notice?.({
          level: 'warning',
          title: message('files.journal.notCompactedTitle', { what }),
          message: (translator) =>
            translator.t('files.journal.notCompacted', { what, detail: errorIn(error, translator) }),
        });
      }
      return null;
    }
  }

  /** Closes the file after what is queued. */
  close(): Promise<void> {
    return this.enqueue(async () => {
      await this.handle?.close();
      this.handle = null;
    });
  }

  private header(): string {
    return `${JSON.stringify({ journal: this.spec.kind, version: this.spec.version })}\n`;
  }

  /** The latest record per key of the file on disk (none when it is missing); a file that is not this journal is refused. */
  private async readRecords(): Promise<R[]> {
    let text: string;
    try {
      text = await readFile(this.path, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw this.writeFailure(error);
    }
    const read = readJournalText(text, this.spec);
    if (read.status === 'newer' || read.status === 'unknown') {
      throw new AppError(
        'storage',
        message('files.journal.replaced', { what: fileSubject(this.spec.subject), path: this.path }),
      );
    }
    return latest(read.lines, this.spec.keyOf);
  }

  /** The append handle, opened again when another process replaced (compacted) or removed the file since. */
  private async currentHandle(): Promise<{ handle: FileHandle; size: number }> {
    if (this.handle) {
      const [open, onDisk] = await Promise.all([this.handle.stat(), lstat(this.path).catch(() => null)]);
      if (onDisk && onDisk.ino === open.ino && onDisk.dev === open.dev) return { handle: this.handle, size: open.size };
      await this.handle.close().catch(() => undefined);
      this.handle = null;
    }
    try {
      this.handle = await openPrivateAppend(this.path, this.deps.fs);
    } catch (error) {
      throw this.writeFailure(error);
    }
    return { handle: this.handle, size: (await this.handle.stat()).size };
  }

  /** Cuts the file back to what it held before a failed append; one this append started is removed (an empty journal reads as damaged). */
  private async undo(handle: FileHandle, before: number): Promise<void> {
    if (before > 0) {
      await handle
        .truncate(before)
        .then(() => handle.datasync())
        .catch(() => undefined);
      return;
    }
    await handle.close().catch(() => undefined);
    this.handle = null;
    await rm(this.path, { force: true }).catch(() => undefined);
  }

  private writeFailure(error: unknown): unknown {
    return asStorageProblem(error, { what: fileSubject(this.spec.subject), path: this.path });
  }
}

/** Writes every byte (a write may take fewer than asked); a write that takes none fails as a full disk. */
async function writeAll(handle: FileHandle, bytes: Buffer): Promise<void> {
  for (let offset = 0; offset < bytes.length;) {
    const { bytesWritten } = await handle.write(bytes, offset, bytes.length - offset);
    if (bytesWritten <= 0)
      throw Object.assign(new Error(`no space left: only ${offset} of ${bytes.length} bytes were written`), {
        code: 'ENOSPC',
      });
    offset += bytesWritten;
  }
}

function latest<R>(lines: readonly JournalLine<R>[], keyOf: (record: R) => string): R[] {
  return [...applyLines(new Map<string, R>(), lines, keyOf).values()];
}
