import type { ColumnWindow } from '../../../shared/reports/table-model';
import { settle } from '../api/loadable';
import { desktopApi } from '../api/bridge';

/** Rows fetched per window: a screenful many times over, still a few KB over IPC. */
export const WINDOW_ROWS = 200;

/**
 * Column windows of one table of one report, fetched on demand as the
 * preview scrolls, a bounded number kept. Rows stay in main; only the
 * windows being looked at cross IPC.
 */
export class RowsCache {
  private readonly windows = new Map<number, ColumnWindow>();
  private readonly pending = new Set<number>();

  constructor(
    private readonly archiveId: string,
    private readonly table: number,
    private readonly onLoaded: () => void,
    private readonly keep = 40,
  ) {}

  /** The value of a cell, or undefined while its window is loading (and starts loading it). */
  cell(row: number, column: number): string | null | undefined {
    const start = Math.floor(row / WINDOW_ROWS) * WINDOW_ROWS;
    const window = this.windows.get(start);
    if (!window) {
      this.load(start);
      return undefined;
    }
    return window.values[column]?.[row - start];
  }

  private load(start: number): void {
    if (this.pending.has(start)) return;
    this.pending.add(start);
    void settle(() =>
      desktopApi().reports.rows({ archiveId: this.archiveId, table: this.table, offset: start, limit: WINDOW_ROWS }),
    ).then((result) => {
      this.pending.delete(start);
      if (!result.ok) return;
      this.windows.set(start, result.value);
      while (this.windows.size > this.keep) this.windows.delete(this.windows.keys().next().value as number);
      this.onLoaded();
    });
  }
}
