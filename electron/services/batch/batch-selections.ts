import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { z } from 'zod';
import { batchSelection, type BatchSelection } from '../../../shared/reports/batch';
import { AppError } from '../errors';
import { createWriteQueue } from '../storage/atomic-file';
import type { JournalNotice } from '../storage/journal-file';
import { setAsideMessage } from '../storage/file-words';
import { message } from '../../../shared/i18n/message';
import { versionedJsonFile, type VersionedJsonFile } from '../storage/versioned-json-file';

const FILE_VERSION = 1;
const fileSchema = z.object({ version: z.literal(FILE_VERSION), selections: z.array(batchSelection) });

/** At most this many saved selections (a list to choose from, not a customer database). */
export const MAX_SELECTIONS = 200;

/** The same name whatever its case and spacing: "Month end" and "month  END" are one selection. */
const sameName = (a: string, b: string): boolean =>
  a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * The saved selections of the month-end run: named lists of customer numbers,
 * one JSON file replaced atomically on every change. A damaged file is set
 * aside (with a notice) and the list starts empty: it never stops a run.
 */
export class BatchSelections {
  private readonly file: VersionedJsonFile<z.output<typeof fileSchema>>;
  private cached: BatchSelection[] | null = null;
  /** Changes one after the other: two saves at once never lose one. */
  private readonly queue = createWriteQueue();

  constructor(
    path: string,
    private readonly notice?: JournalNotice,
  ) {
    this.file = versionedJsonFile(path, fileSchema, { version: FILE_VERSION, newer: 'read-only' });
  }

  /** Every saved selection, by name. */
  async list(): Promise<BatchSelection[]> {
    if (this.cached) return [...this.cached];
    const outcome = await this.file.load();
    if (outcome.status === 'corrupt')
      this.notice?.({
        level: 'warning',
        title: message('files.title.selectionsSetAside'),
        message: setAsideMessage('batchSelections', this.file.path, outcome, 'files.after.emptyList'),
      });
    const found = outcome.status === 'loaded' || outcome.status === 'newer' ? (outcome.data?.selections ?? []) : [];
    this.cached = sortByName(found);
    return [...this.cached];
  }

  /** The customers of the selection named so; an unknown name is refused with the names there are. */
  async customersOf(name: string): Promise<string[]> {
    const all = await this.list();
    const found = all.find((selection) => sameName(selection.name, name));
    if (!found)
      throw new AppError(
        'not-found',
        all.length === 0
          ? message('batch.failure.noSelectionYet', { name })
          : message('batch.failure.noSelection', { name, names: all.map((selection) => selection.name).join(', ') }),
      );
    return [...found.customers];
  }

  /** Saves a selection (a selection of the same name is replaced); answers them all. */
  async save(input: BatchSelection): Promise<BatchSelection[]> {
    const selection = batchSelection.parse({ ...input, customers: [...new Set(input.customers)] });
    return this.queue(async () => {
      const others = (await this.list()).filter((kept) => !sameName(kept.name, selection.name));
      if (others.length >= MAX_SELECTIONS)
        throw new AppError('validation', message('batch.failure.tooManySelections', { max: String(MAX_SELECTIONS) }));
      return this.write(sortByName([...others, selection]));
    });
  }

  /** Deletes a selection (an unknown name changes nothing); answers the rest. */
  delete(name: string): Promise<BatchSelection[]> {
    return this.queue(async () => {
      const all = await this.list();
      const rest = all.filter((kept) => !sameName(kept.name, name));
      return rest.length === all.length ? all : this.write(rest);
    });
  }

  private async write(selections: BatchSelection[]): Promise<BatchSelection[]> {
    await mkdir(dirname(this.file.path), { recursive: true, mode: 0o700 });
    await this.file.save({ version: FILE_VERSION, selections });
    this.cached = selections;
    return [...selections];
  }
}

function sortByName(selections: readonly BatchSelection[]): BatchSelection[] {
  return [...selections].sort((a, b) => a.name.localeCompare(b.name));
}
