import { readFile } from 'node:fs/promises';
import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { z } from 'zod';
import { reportParamsSchema } from '../../../shared/reports/kinds';
import { createWriteQueue, writeFileAtomic } from '../storage/atomic-file';

const entrySchema = z.object({
  jobId: z.string(),
  profileId: z.string(),
  customer: z.string(),
  customerName: z.string().nullable(),
  params: reportParamsSchema,
  /** 'sending': the create may or may not have reached the service; 'created': the service named it. */
  state: z.enum(['sending', 'created']),
  reportId: z.string().nullable(),
  startedAt: z.string(),
});
export type JournalEntry = z.output<typeof entrySchema>;
const fileSchema = z.object({ version: z.literal(1), entries: z.array(entrySchema) });

/**
 * Report creations in flight, written before the create is sent and when
 * the service names the report, removed when it ends: after a crash or
 * restart, a created report is polled again by its id instead of being
 * created twice, and one whose create may not have arrived is said so.
 */
export class ReportJobJournal {
  private entries: JournalEntry[] = [];
  private readonly queue = createWriteQueue();

  constructor(private readonly path: string) {}

  /** Reads the journal (a missing or unreadable one is empty). */
  async load(): Promise<JournalEntry[]> {
    try {
      const parsed = fileSchema.safeParse(JSON.parse(await readFile(this.path, 'utf8')));
      this.entries = parsed.success ? parsed.data.entries : [];
    } catch {
      this.entries = [];
    }
    return [...this.entries];
  }

  /** Adds or replaces an entry, durably. */
  put(entry: JournalEntry): Promise<void> {
    this.entries = [...this.entries.filter((e) => e.jobId !== entry.jobId), entry];
    return this.save();
  }

  /** Removes an entry, durably. */
  remove(jobId: string): Promise<void> {
    if (!this.entries.some((e) => e.jobId === jobId)) return Promise.resolve();
    this.entries = this.entries.filter((e) => e.jobId !== jobId);
    return this.save();
  }

  private save(): Promise<void> {
    const text = `${JSON.stringify({ version: 1, entries: this.entries }, null, 2)}\n`;
    return this.queue(async () => {
      await mkdir(dirname(this.path), { recursive: true, mode: 0o700 });
      await writeFileAtomic(this.path, text);
    });
  }
}
