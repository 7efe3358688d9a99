import { message } from '../../../shared/i18n/message';
import { z } from 'zod';
import type { StakingJournalEntry, StakingJournalState } from '../../../shared/ipc/schemas/staking';
import { AppError } from '../errors';
import { JournalFile } from '../storage/journal-file';
import type { JournalDeps, JournalSpec } from '../storage/journal-file';
import { legacyEntriesDocument } from '../storage/journal-read';

/** Settled entries kept for reference; unsettled ones are never dropped. */
const KEEP_SETTLED = 500;
/** Change lines beyond this many per entry (and at least 200) make the next write compact the file. */
const LINES_PER_ENTRY = 4;

const entrySchema = z.object({
  id: z.string(),
  profileId: z.string(),
  origin: z.string(),
  customer: z.string(),
  type: z.enum(['Entry', 'Exit']),
  body: z.object({
    fromAccountNumber: z.string(),
    toAccountNumber: z.string().nullable(),
    productId: z.string().nullable(),
    amount: z.string(),
    externalReference: z.string().nullable(),
  }),
  state: z.enum(['pending', 'sent', 'unknown', 'refused', 'conflict']),
  createdAt: z.string(),
  updatedAt: z.string(),
  attempts: z.number().int(),
  message: z.string().nullable(),
});

// Version 2: the journal module's lines; version 1 was one `{ version: 1, entries }` document rewritten on every save.
const STAKING_JOURNAL: JournalSpec<StakingJournalEntry> = {
  kind: 'staking-orders',
  subject: 'stakingJournal',
  version: 2,
  record: entrySchema,
  keyOf: (entry) => entry.id,
  legacy: legacyEntriesDocument(1),
};

/** States after which nothing is left to find out. */
export function isSettled(state: StakingJournalState): boolean {
  return state === 'sent' || state === 'refused' || state === 'conflict';
}

/**
 * The staking order journal: every order id with its body, saved atomically
 * (temp file, fsync, rename) BEFORE the first send, so after a crash or a
 * timeout the same id and body can be sent again (the PUT is idempotent) and
 * never a second order. Holds no secret: ids, account numbers, amounts.
 */
export class StakingJournal {
  private readonly entries = new Map<string, StakingJournalEntry>();

  private constructor(private readonly file: JournalFile<StakingJournalEntry>) {}

  /**
   * Loads the journal; an entry that was pending when the app stopped has an unknown outcome now. A damaged
   * file never stops the app: what cannot be read is set aside with a notice.
   */
  static async open(path: string, deps: JournalDeps = {}): Promise<StakingJournal> {
    const opened = await JournalFile.open(path, STAKING_JOURNAL, deps);
    const journal = new StakingJournal(opened.file);
    for (const entry of opened.records) {
      journal.entries.set(
        entry.id,
        entry.state === 'pending'
          ? { ...entry, state: 'unknown', message: 'The app stopped before the service answered.' }
          : entry,
      );
    }
    return journal;
  }

  /** Closes the file after what is queued (shutdown): its append handle is not left to the garbage collector. */
  close(): Promise<void> {
    return this.file.close();
  }

  /** One entry by order id. */
  get(id: string): StakingJournalEntry | undefined {
    return this.entries.get(id.toLowerCase());
  }

  /** Entries sent through a profile or to its service's origin, newest first. */
  list(profileId: string, origin: string): StakingJournalEntry[] {
    return [...this.entries.values()]
      .filter((entry) => entry.profileId === profileId || entry.origin === origin)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  }

  /** Saves a new entry (durably) before anything is sent for it. */
  async add(entry: StakingJournalEntry): Promise<StakingJournalEntry> {
    const key = entry.id.toLowerCase();
    if (this.entries.has(key))
      throw new AppError('conflict', message('staking.failure.alreadyInJournal', { id: entry.id }));
    const saved = { ...entry, id: key };
    this.entries.set(key, saved);
    try {
      await this.save(saved);
    } catch (error) {
      // Not saved means not sent: an order the journal cannot remember must never reach the service.
      this.entries.delete(key);
      throw new AppError('storage', message('staking.failure.notSaved', { reason: (error as Error).message }));
    }
    return saved;
  }

  /** Updates an entry's state and saves. */
  async update(
    id: string,
    change: Partial<Pick<StakingJournalEntry, 'state' | 'message' | 'attempts' | 'profileId'>>,
    now: Date,
  ): Promise<StakingJournalEntry> {
    const key = id.toLowerCase();
    const current = this.entries.get(key);
    if (!current) throw new AppError('not-found', message('staking.failure.notInJournal', { id }));
    const next = { ...current, ...change, updatedAt: now.toISOString() };
    this.entries.set(key, next);
    await this.save(next);
    return next;
  }

  /** Appends the entry's new version (fsynced); now and then compacts, dropping the oldest settled entries beyond KEEP_SETTLED. */
  private async save(entry: StakingJournalEntry): Promise<void> {
    await this.file.append([{ put: entry }]);
    if (this.file.lines <= Math.max(200, LINES_PER_ENTRY * this.entries.size)) return;
    // Chosen from the file on disk: another process's entries on the same data folder are kept like ours.
    // Housekeeping: the entry is on disk already, so a failed compaction (a notice) never fails this save.
    const compacted = await this.file.tidy((onDisk) => {
      const settled = [...onDisk]
        .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
        .filter((candidate) => isSettled(candidate.state));
      const dropped = new Set(
        settled.slice(0, Math.max(0, settled.length - KEEP_SETTLED)).map((candidate) => candidate.id),
      );
      return onDisk.filter((candidate) => !dropped.has(candidate.id));
    });
    if (compacted === null) return;
    const { found, kept } = compacted;
    const keptIds = new Set(kept.map((candidate) => candidate.id));
    for (const candidate of found) if (!keptIds.has(candidate.id)) this.entries.delete(candidate.id);
  }
}
