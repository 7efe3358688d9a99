import { open, readFile } from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';
import { dirname } from 'node:path';
import { z } from 'zod';
import type { TradingOrder } from '../../../shared/api/schemas/orders';
import type { JournalState, TradingJournalEntry } from '../../../shared/ipc/schemas/trading';
import { FINAL_JOURNAL_STATES, JOURNAL_STATES } from '../../../shared/ipc/schemas/trading';
import { createWriteQueue, writeFileAtomic } from '../storage/atomic-file';

/** One journaled order or cancel (the file holds these, one JSON object per line; the last line of an id wins). */
export type JournalRecord = TradingJournalEntry;

// Shape check on load only: a line written by this code always matches; anything else (a torn last line, an
// edit by hand) is skipped rather than trusted.
const recordSchema = z.object({
  kind: z.enum(['order', 'cancel']),
  id: z.string().min(1),
  profileId: z.string(),
  customer: z.string(),
  state: z.enum(JOURNAL_STATES),
  clientOrderId: z.string().nullable(),
  cancelRequestId: z.string().nullable(),
  request: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
  updatedAt: z.string(),
  sends: z.number().int().nonnegative(),
  order: z.record(z.string(), z.unknown()).nullable(),
  message: z.string().nullable(),
  connection: z.string().nullish(),
  value: z.object({ amount: z.string(), currency: z.string() }).nullish(),
});

/** A write after close (the app is shutting down): nothing was written. */
export class JournalClosedError extends Error {
  constructor() {
    super('The order journal is closed (the app is shutting down); nothing was written.');
    this.name = 'JournalClosedError';
  }
}

/** Whether an entry needs nothing more. */
export function isFinal(state: JournalState): boolean {
  return FINAL_JOURNAL_STATES.includes(state);
}

/** The key of an entry: orders and cancels have separate id spaces. */
export function journalKey(kind: JournalRecord['kind'], id: string): string {
  return `${kind}:${id}`;
}

/** A lazy write waits at most this long for a durable one to ride along with. */
const LAZY_FLUSH_MS = 100;

/** What a journal keeps after compaction besides unfinished entries (and every entry of the last 24 hours, which the limits add up). */
const KEEP_FINAL = 200;
const KEEP_RECENT_MS = 24 * 60 * 60_000;

/**
 * An append-only journal of orders and cancels (JSON lines). Every write is
 * fsynced before put() resolves, so the order service can journal an order
 * before its first byte is sent: a crash at any point leaves the entry, and
 * the reconciler finds out what became of it. A torn last line (crash during
 * a write) is skipped on load. Compaction rewrites the file atomically with
 * the unfinished entries and the latest finished ones.
 */
export class OrderJournal {
  private readonly entries = new Map<string, JournalRecord>();
  private readonly enqueue = createWriteQueue();
  private handle: FileHandle | null = null;
  private lines = 0;
  private skipped = 0;
  private closed = false;
  private readonly buffer: string[] = [];
  private lazy: Promise<void> | null = null;
  private lazyNow: (() => Promise<void>) | null = null;
  private lazyTimer: NodeJS.Timeout | undefined;

  private constructor(readonly path: string) {}

  /** Opens (or creates) the journal at path and loads its entries. */
  static async open(path: string): Promise<OrderJournal> {
    const journal = new OrderJournal(path);
    await journal.load();
    return journal;
  }

  /** Lines that could not be read at load (torn or foreign). */
  get skippedLines(): number {
    return this.skipped;
  }

  /** The entry of an id, if journaled. */
  get(kind: JournalRecord['kind'], id: string): JournalRecord | undefined {
    const entry = this.entries.get(journalKey(kind, id));
    return entry ? structuredClone(entry) : undefined;
  }

  /** Every entry (copies), oldest first. */
  all(): JournalRecord[] {
    return [...this.entries.values()].map((entry) => structuredClone(entry));
  }

  /** Entries not in a final state. */
  unfinished(): JournalRecord[] {
    return this.all().filter((entry) => !isFinal(entry.state));
  }

  /**
   * Records an entry's new version: readers see it at once. A durable put
   * resolves once the line is written and fsynced; lines waiting by then go
   * in the same write (group commit). A lazy put (an outcome that may be
   * lost without harm: the pending entry is looked up again at the next
   * start) rides along with the next durable put, or is flushed within
   * LAZY_FLUSH_MS, or at close.
   */
  put(entry: JournalRecord, durability: 'durable' | 'lazy' = 'durable'): Promise<void> {
    if (this.closed) return Promise.reject(new JournalClosedError());
    const copy = structuredClone(entry);
    this.entries.set(journalKey(copy.kind, copy.id), copy);
    this.buffer.push(`${JSON.stringify(copy)}\n`);
    if (durability === 'durable') return this.flush();
    this.lazy ??= new Promise<void>((resolve, reject) => {
      this.lazyTimer = setTimeout(() => this.flushLazy().then(resolve, reject), LAZY_FLUSH_MS);
      this.lazyTimer.unref?.();
      this.lazyNow = () => this.flushLazy().then(resolve, reject);
    });
    return this.lazy;
  }

  private flushLazy(): Promise<void> {
    clearTimeout(this.lazyTimer);
    this.lazy = null;
    this.lazyNow = null;
    return this.flush();
  }

  private flush(): Promise<void> {
    return this.enqueue(async () => {
      if (this.buffer.length === 0) return;
      const lines = this.buffer.splice(0);
      const handle = await this.appendHandle();
      await handle.write(lines.join(''));
      await handle.datasync();
      this.lines += lines.length;
      if (this.lines > 1000 && this.lines > 4 * this.entries.size) await this.compactNow();
    });
  }

  /** Rewrites the file with only what must be kept (atomic: the old file or the new one survives a crash). */
  compact(): Promise<void> {
    return this.enqueue(() => this.compactNow());
  }

  /** Writes what is waiting and closes the file. */
  async close(): Promise<void> {
    this.closed = true;
    await (this.lazyNow?.() ?? this.flush()).catch(() => undefined);
    return this.enqueue(async () => {
      await this.handle?.close();
      this.handle = null;
    });
  }

  private async compactNow(): Promise<void> {
    const all = [...this.entries.values()];
    const finished = all.filter((entry) => isFinal(entry.state));
    const recent = Date.now() - KEEP_RECENT_MS;
    const keep = new Set([...all.filter((entry) => !isFinal(entry.state) || Date.parse(entry.createdAt) > recent), ...finished.slice(-KEEP_FINAL)]);
    const kept = all.filter((entry) => keep.has(entry));
    await this.handle?.close();
    this.handle = null;
    await writeFileAtomic(this.path, kept.map((entry) => `${JSON.stringify(entry)}\n`).join(''));
    this.entries.clear();
    for (const entry of kept) this.entries.set(journalKey(entry.kind, entry.id), entry);
    this.lines = kept.length;
  }

  private async appendHandle(): Promise<FileHandle> {
    if (this.handle) return this.handle;
    this.handle = await open(this.path, 'a', 0o600);
    if (this.lines === 0) await syncFolder(dirname(this.path));
    return this.handle;
  }

  private async load(): Promise<void> {
    let text: string;
    try {
      text = await readFile(this.path, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    const { records, lines, skipped } = parseJournal(text);
    this.lines += lines;
    this.skipped += skipped;
    for (const entry of records) this.entries.set(journalKey(entry.kind, entry.id), entry);
    // A torn last line has no newline: start the next append on a fresh line.
    if (text.length > 0 && !text.endsWith('\n')) {
      const handle = await this.appendHandle();
      await handle.write('\n');
      await handle.datasync();
    }
  }
}

/** The entries of journal text, in file order (a later line of an id replaces the earlier one), and the lines that could not be read. */
function parseJournal(text: string): { records: JournalRecord[]; lines: number; skipped: number } {
  const byKey = new Map<string, JournalRecord>();
  let lines = 0;
  let skipped = 0;
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    lines += 1;
    let parsed: unknown;
    try {
      parsed = JSON.parse(line);
    } catch {
      skipped += 1;
      continue;
    }
    const result = recordSchema.safeParse(parsed);
    if (!result.success) {
      skipped += 1;
      continue;
    }
    const entry = { ...result.data, order: result.data.order as TradingOrder | null } as JournalRecord;
    byKey.set(journalKey(entry.kind, entry.id), entry);
  }
  return { records: [...byKey.values()], lines, skipped };
}

/**
 * Every entry in the journal file as it is on disk now, including what
 * another process on the same data folder (the desk command, a second
 * window) wrote since this one opened it. Read-only; none if it is absent.
 */
export async function readJournalFile(path: string): Promise<JournalRecord[]> {
  try {
    return parseJournal(await readFile(path, 'utf8')).records;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

async function syncFolder(folder: string): Promise<void> {
  if (process.platform === 'win32') return;
  const handle = await open(folder, 'r').catch(() => undefined);
  if (!handle) return;
  try {
    await handle.sync();
  } catch {
    // Some file systems refuse fsync on folders; the entry itself is synced.
  } finally {
    await handle.close();
  }
}
