import type { ArchiveManifest } from '../../../shared/reports/archive-entry';
import { message } from '../../../shared/i18n/message';
import type { ResolvedOpeningLots } from '../../../shared/reports/pnl/opening';
import { AppError } from '../errors';
import type { ReportArchive } from './archive';
import type { ReportDecoder } from './decoder';
import { archiveReadError } from './archived-data';
import type { PackedTables } from './packed-tables';
import type { ArchivedFile } from './companions';

// A 100,000-row statement is still several MB packed: only the last few stay in memory.
const KEPT = 3;

/**
 * The packed tables of the reports the user is looking at: decoded from the
 * archive (in the decode worker when large) on first use, the last few kept.
 */
export class OpenedReports {
  private readonly opened = new Map<string, PackedTables>();
  private readonly loading = new Map<string, Promise<PackedTables>>();

  constructor(
    private readonly archive: ReportArchive,
    private readonly decoder: ReportDecoder,
    /** The other archived report a report's tables draw on (an account orders statement's exchange rates), if any. */
    private readonly companion: (manifest: ArchiveManifest) => Promise<ArchivedFile | null> = async () => null,
    /** The opening lots an account orders statement's P&L starts from (kept with it in the archive), if any. */
    private readonly opening: (manifest: ArchiveManifest) => Promise<ResolvedOpeningLots | null> = async () => null,
  ) {}

  /** A report's tables; the preview asks for them and their first rows at once, and one decode serves both. */
  tablesOf(manifest: ArchiveManifest): Promise<PackedTables> {
    const cached = this.opened.get(manifest.id);
    if (cached) return Promise.resolve(cached);
    let loading = this.loading.get(manifest.id);
    if (!loading) {
      loading = this.load(manifest).finally(() => this.loading.delete(manifest.id));
      this.loading.set(manifest.id, loading);
    }
    return loading;
  }

  /**
   * A report's packed tables once the archive found its bytes intact (hashed as a stream, remembered while the
   * file is unchanged): the preview and the export share them, so a statement is decoded and hashed once.
   */
  async intactTablesOf(manifest: ArchiveManifest): Promise<PackedTables> {
    const checked = await this.archive.check(manifest.id);
    if (!checked.intact) {
      // Never served from memory either: what is on disk no longer is what was received.
      this.forget(manifest.id);
      const actual = checked.actualSha256 ?? 'missing';
      throw new AppError(
        'storage',
        message('reports.failure.damaged', { actual: actual.slice(0, 12), expected: manifest.sha256.slice(0, 12) }),
        {
          reason: 'hash-mismatch',
          expected: manifest.sha256,
          actual: checked.actualSha256,
        },
      );
    }
    return this.tablesOf(checked.manifest);
  }

  /** Keeps tables just decoded (a report that completed), as the most recent. */
  remember(id: string, tables: PackedTables): void {
    this.opened.delete(id);
    this.opened.set(id, tables);
    while (this.opened.size > KEPT) this.opened.delete(this.opened.keys().next().value as string);
  }

  /** Drops a report (deleted, or its bytes no longer match). */
  forget(id: string): void {
    this.opened.delete(id);
  }

  /** Drops every report kept: a statement's opening lots changed, and any later statement built on it changes with it. */
  forgetAll(): void {
    this.opened.clear();
  }

  private async load(manifest: ArchiveManifest): Promise<PackedTables> {
    let tables: PackedTables;
    try {
      tables = await this.decoder.archived(
        this.archive.rawPath(manifest.id),
        manifest,
        await this.companion(manifest),
        await this.opening(manifest),
      );
    } catch (error) {
      throw archiveReadError(error);
    }
    this.remember(manifest.id, tables);
    return tables;
  }
}
