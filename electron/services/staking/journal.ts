import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import type { StakingJournalEntry, StakingJournalState } from '../../../shared/ipc/schemas/staking';
import { AppError } from '../errors';
import { createWriteQueue, writeFileAtomic } from '../storage/atomic-file';

const JOURNAL_VERSION = 1;
/** Settled entries kept for reference; unsettled ones are never dropped. */
const KEEP_SETTLED = 500;

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
const fileSchema = z.object({ version: z.literal(JOURNAL_VERSION), entries: z.array(entrySchema) });

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
  private readonly queue = createWriteQueue();

  private constructor(private readonly path: string) {}

  /** Loads the journal; an entry that was pending when the app stopped has an unknown outcome now. */
  static async open(path: string): Promise<StakingJournal> {
    const journal = new StakingJournal(path);
    let text: string | null = null;
    try {
      text = await readFile(path, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    if (text !== null) {
      const parsed = fileSchema.safeParse(safeJson(text));
      if (!parsed.success) throw new AppError('storage', `The staking order journal ${path} is damaged; it was left untouched. Move it away to start a new one.`);
      for (const entry of parsed.data.entries) {
        journal.entries.set(entry.id, entry.state === 'pending' ? { ...entry, state: 'unknown', message: 'The app stopped before the service answered.' } : entry);
      }
    }
    return journal;
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
    if (this.entries.has(key)) throw new AppError('conflict', `Staking order ${entry.id} is already in the journal; retry it instead of sending it again.`);
    const saved = { ...entry, id: key };
    this.entries.set(key, saved);
    try {
      await this.save();
    } catch (error) {
      // Not saved means not sent: an order the journal cannot remember must never reach the service.
      this.entries.delete(key);
      throw new AppError('storage', `The staking order could not be saved before sending, so nothing was sent: ${(error as Error).message}`);
    }
    return saved;
  }

  /** Updates an entry's state and saves. */
  async update(id: string, change: Partial<Pick<StakingJournalEntry, 'state' | 'message' | 'attempts' | 'profileId'>>, now: Date): Promise<StakingJournalEntry> {
    const key = id.toLowerCase();
    const current = this.entries.get(key);
    if (!current) throw new AppError('not-found', `Staking order ${id} is not in the journal.`);
    const next = { ...current, ...change, updatedAt: now.toISOString() };
    this.entries.set(key, next);
    await this.save();
    return next;
  }

  /** Writes the file; the newest settled entries beyond KEEP_SETTLED are dropped, unsettled ones always kept. */
  private save(): Promise<void> {
    return this.queue(async () => {
      const all = [...this.entries.values()].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
      const settled = all.filter((entry) => isSettled(entry.state));
      const dropped = new Set(settled.slice(0, Math.max(0, settled.length - KEEP_SETTLED)).map((entry) => entry.id));
      for (const id of dropped) this.entries.delete(id);
      const entries = all.filter((entry) => !dropped.has(entry.id));
      await writeFileAtomic(this.path, `${JSON.stringify({ version: JOURNAL_VERSION, entries }, null, 1)}\n`);
    });
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
