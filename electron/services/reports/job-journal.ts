import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { z } from 'zod';
import { reportParamsSchema } from '../../../shared/reports/kinds';
import { JournalFile } from '../storage/journal-file';
import type { JournalDeps, JournalOpened, JournalSpec } from '../storage/journal-file';
import { legacyEntriesDocument } from '../storage/journal-read';

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
// Version 2: the journal module's lines; version 1 was one `{ version: 1, entries }` document rewritten on every change.
const JOB_JOURNAL: JournalSpec<JournalEntry> = {
  kind: 'report-jobs',
  subject: 'reportJobs',
  version: 2,
  record: entrySchema,
  keyOf: (entry) => entry.jobId,
  legacy: legacyEntriesDocument(1),
};

/**
 * Report creations in flight, written before the create is sent and when
 * the service names the report, removed when it ends: after a crash or
 * restart, a created report is polled again by its id instead of being
 * created twice, and one whose create may not have arrived is said so.
 */
export class ReportJobJournal {
  private readonly keys = new Set<string>();
  private opening: Promise<JournalOpened<JournalEntry>> | null = null;

  constructor(
    private readonly path: string,
    private readonly deps: JournalDeps = {},
  ) {}

  /** The entries a previous run left (missing: none; what cannot be read is set aside with a notice). */
  async load(): Promise<JournalEntry[]> {
    return [...(await this.open()).records];
  }

  /** Adds or replaces an entry, durably. */
  async put(entry: JournalEntry): Promise<void> {
    const { file } = await this.open();
    this.keys.add(entry.jobId);
    // Made on every write, as before: the archive folder may have been removed meanwhile (a test's or the user's).
    await mkdir(dirname(this.path), { recursive: true, mode: 0o700 });
    await file.append([{ put: entry }]);
  }

  /** Removes an entry, durably; once none of this process's is left the file is compacted. */
  async remove(jobId: string): Promise<void> {
    const { file } = await this.open();
    if (!this.keys.delete(jobId)) return;
    // The last of ours: the file is compacted to what other processes on the data folder still have in it (often nothing).
    if (this.keys.size === 0) await file.compact((onDisk) => onDisk.filter((entry) => entry.jobId !== jobId));
    else await file.append([{ remove: jobId }]);
  }

  /** Closes the file after what is queued (shutdown); a later write opens it again. */
  async close(): Promise<void> {
    const opening = this.opening;
    this.opening = null;
    if (opening) await (await opening).file.close();
  }

  private open(): Promise<JournalOpened<JournalEntry>> {
    return (this.opening ??= JournalFile.open(this.path, JOB_JOURNAL, this.deps).then((opened) => {
      for (const entry of opened.records) this.keys.add(entry.jobId);
      return opened;
    }));
  }
}
