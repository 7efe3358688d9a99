import { z } from 'zod';
import type { TradingOrder } from '../../../shared/api/schemas/orders';
import type { JournalState } from '../../../shared/ipc/schemas/trading';
import { FINAL_JOURNAL_STATES, tradingJournalEntry } from '../../../shared/ipc/schemas/trading';
import { createWriteQueue } from '../storage/atomic-file';
import { JournalFollower } from '../storage/journal-follow';
import type { JournalDeps, JournalSpec } from '../storage/journal-file';
import { JournalFile } from '../storage/journal-file';
import { legacyJsonLines } from '../storage/journal-read';

// The journal's record format (version 2 with the journal module; version 1 was headerless JSON lines of the same
// records): the entry the desk is shown (tradingJournalEntry), plus what only main keeps. Checked on load: a line
// written by this code always matches; anything else (a torn line, an edit by hand) is set aside rather than trusted.
export const journalRecordSchema = tradingJournalEntry.extend({
  /** The order as the service sent it: kept whole, so a field this version does not know never costs the entry. */
  order: z.record(z.string(), z.unknown()).nullable(),
  /** When an acknowledged order still open was confirmed with the service after a restart (done once: it may have lost it in a crash). */
  confirmedAt: z.string().nullish(),
});

/** One journaled order or cancel (the last change of an id wins); the order is kept as the service sent it. */
export type JournalRecord = Omit<z.output<typeof journalRecordSchema>, 'order'> & { order: TradingOrder | null };

const ORDER_JOURNAL: JournalSpec<JournalRecord> = {
  kind: 'trading-orders',
  subject: 'tradingJournal',
  version: 2,
  record: journalRecordSchema as unknown as z.ZodType<JournalRecord>,
  keyOf: (record) => journalKey(record.kind, record.id),
  legacy: legacyJsonLines,
};

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

/** A new entry, about to be sent for the first time. */
export function newJournalRecord(
  fields: Pick<JournalRecord, 'kind' | 'id' | 'profileId' | 'customer' | 'clientOrderId'> & { request: object },
  now: Date,
  connection: string | null,
): JournalRecord {
  const time = now.toISOString();
  return {
    ...fields,
    state: 'pending-send',
    cancelRequestId: fields.kind === 'cancel' ? fields.id : null,
    request: fields.request as Record<string, unknown>,
    createdAt: time,
    updatedAt: time,
    sends: 1,
    order: null,
    message: null,
    connection,
  };
}

/** A lazy write waits at most this long for a durable one to ride along with. */
const LAZY_FLUSH_MS = 100;

/** What a journal keeps after compaction besides unfinished entries. */
const KEEP_FINAL = 200;
/** Every entry of the last 24 hours is kept too: the pre-trade limits add them up. */
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
  private closed = false;
  private readonly buffer: JournalRecord[] = [];
  private lazy: Promise<void> | null = null;
  private lazyNow: (() => Promise<void>) | null = null;
  private lazyTimer: NodeJS.Timeout | undefined;

  private constructor(
    private readonly file: JournalFile<JournalRecord>,
    private readonly skipped: number,
  ) {}

  /** Opens (or creates) the journal at path and loads its entries; damaged lines are set aside with a notice. */
  static async open(path: string, deps: JournalDeps = {}): Promise<OrderJournal> {
    const opened = await JournalFile.open(path, ORDER_JOURNAL, deps);
    const journal = new OrderJournal(opened.file, opened.skipped);
    for (const entry of opened.records) journal.entries.set(journalKey(entry.kind, entry.id), entry);
    return journal;
  }

  /** The journal's file. */
  get path(): string {
    return this.file.path;
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
    const key = journalKey(copy.kind, copy.id);
    const previous = this.entries.get(key);
    this.entries.set(key, copy);
    this.buffer.push(copy);
    if (durability === 'durable') {
      return this.flush().catch((error: unknown) => {
        // Not on disk means it never happened: a pending entry left in memory would be reconciled and sent later.
        if (this.entries.get(key) === copy) {
          if (previous) this.entries.set(key, previous);
          else this.entries.delete(key);
        }
        throw error;
      });
    }
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
      await this.file.append(this.buffer.splice(0).map((put) => ({ put })));
      // Housekeeping: the lines are on disk already, so a failed compaction never fails this put.
      if (this.file.lines > 1000 && this.file.lines > 4 * this.entries.size) await this.compactNow('tidy');
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
    return this.enqueue(() => this.file.close());
  }

  /**
   * Keeps the unfinished entries, every entry of the last 24 hours and the latest finished ones, chosen from
   * the file on disk: another process's entries (the desk command's, a second window's) are kept like ours.
   */
  private async compactNow(how: 'compact' | 'tidy' = 'compact'): Promise<void> {
    const recent = Date.now() - KEEP_RECENT_MS;
    const compacted = await this.file[how]((onDisk) => {
      const finished = onDisk.filter((entry) => isFinal(entry.state));
      const keep = new Set([
        ...onDisk.filter((entry) => !isFinal(entry.state) || Date.parse(entry.createdAt) > recent),
        ...finished.slice(-KEEP_FINAL),
      ]);
      return onDisk.filter((entry) => keep.has(entry));
    });
    if (compacted === null) return;
    const { found, kept } = compacted;
    const keptKeys = new Set(kept.map(ORDER_JOURNAL.keyOf));
    for (const entry of found) {
      const key = ORDER_JOURNAL.keyOf(entry);
      if (!keptKeys.has(key)) this.entries.delete(key);
    }
  }
}

/**
 * Follows the journal file as it is on disk, including what another process on the same data folder (the desk
 * command, a second window) wrote since this one opened it: every read sees the file now, parsing only what was
 * appended since the last one. Read-only: lines that cannot be read are left out (opening the journal sets them aside).
 */
export function followJournalFile(path: string): JournalFollower<JournalRecord> {
  return new JournalFollower(path, ORDER_JOURNAL);
}

/** Every order and cancel in the journal file as it is on disk now (see followJournalFile); none if absent. */
export async function readJournalFile(path: string): Promise<JournalRecord[]> {
  return [...(await followJournalFile(path).records())];
}
