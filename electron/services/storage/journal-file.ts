import { copyFile, open, readFile, rename } from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { z } from 'zod';
import { createWriteQueue, syncFolder, writeFileAtomic } from './atomic-file';
import { readJournalText } from './journal-read';
import type { JournalLine } from './journal-read';

/** What one journal keeps: its own record schema and format version, never an IPC type. */
export interface JournalSpec<R> {
  /** Written in the file's header: a file of another kind is never read as this one. */
  kind: string;
  /** The journal as the user knows it, for notices ("The trading order journal"). */
  title: string;
  /** The format version this app writes; a file with a higher one is a newer app's and set aside. */
  version: number;
  record: z.ZodType<R>;
  /** The key of a record: its latest version wins on load. */
  keyOf: (record: R) => string;
  /** Reads a format from before this module (no header); null when the text is not one. Records are checked like any other. */
  legacy?: (text: string) => unknown[] | null;
}

/** A notice for the user (the app's notice service; tests collect them). */
export type JournalNotice = (notice: { level: 'warning'; title: string; message: string }) => void;

/** Where the journal reports what it set aside, and its clock (the aside files' names). */
export interface JournalDeps {
  notice?: JournalNotice;
  now?: () => Date;
}

/** One change in an append: a record's new version, or a key that is gone. */
export type JournalChange<R> = { put: R } | { remove: string };

/** What opening found: the latest record per key (file order), and how many lines were set aside. */
export interface JournalOpened<R> {
  file: JournalFile<R>;
  records: R[];
  skipped: number;
}

/**
 * A journal on disk: a header line `{"journal":kind,"version":n}`, then one
 * change per line, each fsynced before append() resolves; rewrite() replaces
 * it atomically (compaction). Opening never throws for content: a torn or
 * garbage line, an unknown file or a newer app's file is kept aside as
 * `<name>.corrupt-<time>` / `<name>.newer-<time>` with a notice, and what
 * could be read is used, so a damaged journal never stops the app.
 */
export class JournalFile<R> {
  private readonly enqueue = createWriteQueue();
  private handle: FileHandle | null = null;
  private written = 0;

  private constructor(
    readonly path: string,
    private readonly spec: JournalSpec<R>,
  ) {}

  /** Opens (creating on first write) the journal at path and reads what it holds. */
  static async open<R>(path: string, spec: JournalSpec<R>, deps: JournalDeps = {}): Promise<JournalOpened<R>> {
    const file = new JournalFile(path, spec);
    const now = deps.now ?? (() => new Date());
    const stamp = () => now().toISOString().replace(/[:.]/g, '-');
    const tell = (message: string) => deps.notice?.({ level: 'warning', title: `${spec.title} set aside`, message });
    let text: string;
    try {
      text = await readFile(path, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { file, records: [], skipped: 0 };
      const aside = `${path}.corrupt-${stamp()}`;
      const moved = await rename(path, aside).then(() => true, () => false);
      tell(`${spec.title} could not be read (${(error as Error).message})${moved ? `; it was kept as ${aside}` : ''} and a new one was started.`);
      return { file, records: [], skipped: 0 };
    }
    const read = readJournalText(text, spec);
    if (read.status === 'newer' || read.status === 'unknown') {
      const aside = `${path}.${read.status === 'newer' ? 'newer' : 'corrupt'}-${stamp()}`;
      // Even a file that cannot be moved must not stop the start: the notice says where it is.
      if (!(await rename(path, aside).then(() => true, () => false))) tell(`${spec.title} could not be moved aside to ${aside}.`);
      tell(
        read.status === 'newer'
          ? `${spec.title} was written by a newer version of SVC Desk (format version ${read.version}); it was kept as ${aside} and a new one was started.`
          : `${spec.title} could not be read (${read.reason}); it was kept as ${aside} and a new one was started.`,
      );
      return { file, records: [], skipped: 0 };
    }
    const records = latest(read.lines, spec.keyOf);
    if (read.skipped > 0) {
      const aside = `${path}.corrupt-${stamp()}`;
      if (!(await copyFile(path, aside).then(() => true, () => false))) tell(`${spec.title} could not be copied to ${aside} before its unreadable lines were dropped.`);
      tell(`${read.skipped} line(s) of ${spec.title.toLowerCase()} could not be read (cut short by a crash, or damaged); the file as it was is kept as ${aside}, the rest is used.`);
    }
    // An old format, or lines set aside: written again whole in this format, so appends start on a clean file.
    if (read.status === 'legacy' || read.skipped > 0) {
      // A failed rewrite leaves the old file, which the next start reads the same way: worth a notice, never a stop.
      await file.rewrite(records).catch((error: unknown) => tell(`${spec.title} could not be written again in this version's format: ${(error as Error).message}`));
    } else file.written = read.lines.length;
    return { file, records, skipped: read.skipped };
  }

  /** Change lines written since the last rewrite (a journal compacts when this grows well past its records). */
  get lines(): number {
    return this.written;
  }

  /** Appends changes in one write and fsyncs it before resolving. */
  append(changes: readonly JournalChange<R>[]): Promise<void> {
    if (changes.length === 0) return Promise.resolve();
    return this.enqueue(async () => {
      const fresh = this.handle === null && this.written === 0;
      const handle = await this.appendHandle();
      const header = fresh && (await handle.stat()).size === 0 ? this.header() : '';
      await handle.write(header + changes.map((change) => `${JSON.stringify(change)}\n`).join(''));
      await handle.datasync();
      if (fresh) await syncFolder(dirname(this.path));
      this.written += changes.length;
    });
  }

  /** Replaces the file with these records (atomic: the old file or the new one survives a crash). */
  rewrite(records: readonly R[]): Promise<void> {
    return this.enqueue(async () => {
      await this.handle?.close();
      this.handle = null;
      await writeFileAtomic(this.path, this.header() + records.map((record) => `${JSON.stringify({ put: record })}\n`).join(''));
      this.written = records.length;
    });
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

  private async appendHandle(): Promise<FileHandle> {
    this.handle ??= await open(this.path, 'a', 0o600);
    return this.handle;
  }
}

function latest<R>(lines: readonly JournalLine<R>[], keyOf: (record: R) => string): R[] {
  const byKey = new Map<string, R>();
  for (const line of lines) {
    // A key keeps the place of its first line: records come back in the order they were first journaled.
    if ('put' in line) byKey.set(keyOf(line.put), line.put);
    else byKey.delete(line.remove);
  }
  return [...byKey.values()];
}
