import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import type { ArchiveManifest } from '../../../shared/reports/archive-entry';
import { openingCarried } from '../../../shared/reports/pnl/carry';
import type { OpeningChoice, OpeningLot, ResolvedOpeningLots } from '../../../shared/reports/pnl/opening';
import { NO_OPENING_CHOICE, openingChoiceSchema } from '../../../shared/reports/pnl/opening';
import { AppError, isAppError } from '../errors';
import { ENGLISH } from '../i18n/english';
import { message, type Message } from '../../../shared/i18n/message';
import { writeFileAtomic } from '../storage/atomic-file';
import type { ReportArchive } from './archive';
import type { PackedTables } from './packed-tables';
import { ordersOf } from './statement-orders';

/*
 * The opening lots of an archived account orders statement: what the user chose (an earlier statement of the
 * same customer, typed lots, or both) is kept beside the archived report as <id>.opening.json, written
 * atomically; the raw report and its manifest are never touched, so their SHA-256 still holds. The lots
 * themselves are worked out from the chosen statement each time its tables are built (see carry.ts).
 */

const fileSchema = z.strictObject({ version: z.literal(1), choice: openingChoiceSchema });

/** What is kept for a statement: the choice, and whether a file was there but unreadable (then nothing is used). */
export interface StoredOpening {
  readonly choice: OpeningChoice;
  readonly damaged: boolean;
}

const dayBefore = (day: string): string =>
  new Date(Date.parse(`${day}T00:00:00.000Z`) - 86_400_000).toISOString().slice(0, 10);

/** Why an archived statement cannot give another its opening lots, in catalogue words; null when it can. */
export function earlierStatementProblem(manifest: ArchiveManifest, earlier: ArchiveManifest): Message | null {
  if (manifest.params.kind !== 'account-orders') return message('reports.openingProblem.notAccountOrders');
  const id = earlier.id;
  if (earlier.params.kind !== 'account-orders')
    return message('reports.openingProblem.earlierNotAccountOrders', { id });
  if (earlier.customer !== manifest.customer)
    return message('reports.openingProblem.otherCustomer', {
      id,
      customer: earlier.customer,
      expected: manifest.customer,
    });
  if (earlier.environment !== manifest.environment)
    return message('reports.openingProblem.otherService', {
      id,
      environment: earlier.environment,
      expected: manifest.environment,
    });
  const first = manifest.params.dateFrom;
  if (earlier.params.dateFrom >= first)
    return message('reports.openingProblem.notBefore', { id, from: earlier.params.dateFrom, first });
  // A gap would leave the trades between the two out of the lots.
  if (earlier.params.dateTo < dayBefore(first))
    return message('reports.openingProblem.gap', { id, to: earlier.params.dateTo, dayBefore: dayBefore(first) });
  return null;
}

/** Opening lots with why some are missing: in catalogue words, and in English for the desk and the files' English text. */
function withProblem(fifo: OpeningLot[], average: OpeningLot[], problem: Message | null): ResolvedOpeningLots {
  return { fifo, average, problem: problem && ENGLISH.format(problem), problemWords: problem };
}

export class OpeningLotsStore {
  constructor(
    private readonly archive: ReportArchive,
    /** An archived statement's decoded tables, hash checked (the ones the preview and export share). */
    private readonly tablesOf: (manifest: ArchiveManifest) => Promise<PackedTables>,
  ) {}

  private path(id: string): string {
    return join(this.archive.folder, `${id}.opening.json`);
  }

  /** The choice kept for a statement; none when there is no file. */
  async read(id: string): Promise<StoredOpening> {
    let text: string;
    try {
      text = await readFile(this.path(id), 'utf8');
    } catch {
      return { choice: NO_OPENING_CHOICE, damaged: false };
    }
    try {
      return { choice: fileSchema.parse(JSON.parse(text)).choice, damaged: false };
    } catch {
      return { choice: NO_OPENING_CHOICE, damaged: true };
    }
  }

  /** Keeps a statement's opening choice (checked first: a refused choice changes nothing); an empty choice removes the file. */
  async choose(archiveId: string, choice: OpeningChoice): Promise<void> {
    const manifest = await this.archive.manifest(archiveId);
    if (manifest.params.kind !== 'account-orders')
      throw new AppError('validation', message('reports.openingProblem.wrongKind', { id: archiveId }));
    const first = manifest.params.dateFrom;
    const late = choice.lots.find((lot) => lot.date >= first);
    if (late)
      throw new AppError(
        'validation',
        message('reports.openingProblem.lateLot', { symbol: late.symbol, date: late.date, first }),
      );
    if (choice.statement !== null) await this.earlier(manifest, choice.statement);
    if (choice.statement === null && choice.lots.length === 0) {
      await rm(this.path(archiveId), { force: true });
      return;
    }
    await writeFileAtomic(this.path(archiveId), `${JSON.stringify({ version: 1, choice }, null, 2)}\n`);
  }

  /** Drops what was kept for a statement (it is deleted). */
  async forget(archiveId: string): Promise<void> {
    await rm(this.path(archiveId), { force: true });
  }

  /** The archived statements that can give this one its opening lots, newest first, intact ones only. */
  async candidates(archiveId: string): Promise<ArchiveManifest[]> {
    const manifest = await this.archive.manifest(archiveId);
    const fitting = (await this.archive.list({ customer: manifest.customer, kind: 'account-orders' })).filter(
      (earlier) => earlier.id !== archiveId && earlierStatementProblem(manifest, earlier) === null,
    );
    const intact = await Promise.all(fitting.map(async (earlier) => (await this.archive.check(earlier.id)).intact));
    return fitting.filter((_, index) => intact[index]);
  }

  /** The earlier statement's manifest when it fits; a validation error saying why not. */
  private async earlier(manifest: ArchiveManifest, earlierId: string): Promise<ArchiveManifest> {
    const earlier = await this.archive.manifest(earlierId);
    const problem = earlierStatementProblem(manifest, earlier);
    if (problem) throw new AppError('validation', message('reports.openingProblem.notSaved', { problem }));
    return earlier;
  }

  /**
   * The opening lots a statement's P&L starts from: the chosen (or, for `desk pnl --opening`, the given) earlier
   * statement's lots carried to its first day, then the typed lots. A chosen statement that can no longer be read
   * leaves its lots out and says why (the statement still opens: a damaged file never stops the app).
   */
  async resolve(manifest: ArchiveManifest, statementOverride?: string): Promise<ResolvedOpeningLots> {
    if (manifest.params.kind !== 'account-orders') return withProblem([], [], null);
    const stored = await this.read(manifest.id);
    const typed: OpeningLot[] = stored.choice.lots.map((lot) => ({ ...lot, source: { kind: 'typed' } }));
    const statementId = statementOverride ?? stored.choice.statement;
    const damaged = stored.damaged
      ? message('reports.openingProblem.damaged', { file: `${manifest.id}.opening.json` })
      : null;
    if (statementId === null) return withProblem(typed, typed, damaged);
    const unusable = (reason: Message) =>
      withProblem(typed, typed, message('reports.openingProblem.earlierUnusable', { id: statementId, reason }));
    let earlier: ArchiveManifest;
    try {
      earlier = await this.archive.manifest(statementId);
    } catch (error) {
      if (statementOverride !== undefined) throw error;
      return unusable(
        message(
          isAppError(error) && error.kind === 'not-found'
            ? 'reports.openingProblem.gone'
            : 'reports.openingProblem.unreadable',
        ),
      );
    }
    const problem = earlierStatementProblem(manifest, earlier);
    if (problem || earlier.params.kind !== 'account-orders') {
      const why = problem ?? message('reports.openingProblem.notAccountOrders');
      if (statementOverride !== undefined) throw new AppError('validation', why);
      return unusable(why);
    }
    try {
      // Its own opening lots first (ranges only go back in time, so this ends); then its orders up to our first day.
      const own = await this.resolve(earlier);
      const carried = openingCarried(
        ordersOf(await this.tablesOf(earlier), earlier),
        own,
        { kind: 'statement', archiveId: earlier.id, dateFrom: earlier.params.dateFrom, dateTo: earlier.params.dateTo },
        manifest.params.dateFrom,
      );
      return withProblem(
        [...carried.fifo, ...typed],
        [...carried.average, ...typed],
        damaged ?? own.problemWords ?? null,
      );
    } catch (error) {
      if (statementOverride !== undefined) throw error;
      return unusable(message('reports.openingProblem.unreadable'));
    }
  }
}
