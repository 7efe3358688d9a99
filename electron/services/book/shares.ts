import type { BookRow } from '../../../shared/book/book-model';
import { bookTotal, shareOf } from '../../../shared/book/book-model';

/** Rows whose shares are worked out in one go: about 3 ms of divisions, well inside main's 50 ms stall budget. */
const SLICE = 100;

/**
 * withShares (shared/book/book-model.ts) for main: the same total and the
 * same figures, but the shares of a 1,000-row book are divided a slice at a
 * time with the event loop served in between, so IPC, orders and the loan
 * watchdog never wait behind the end of a Book load.
 */
export async function sharesInSlices(
  rows: readonly BookRow[],
): Promise<{ rows: BookRow[]; officeTotal: string; unvalued: number }> {
  const { total, unvalued } = bookTotal(rows);
  const shared: BookRow[] = [];
  for (let from = 0; from < rows.length; from += SLICE) {
    if (from > 0) await new Promise((resolve) => setImmediate(resolve));
    for (const row of rows.slice(from, from + SLICE)) shared.push({ ...row, share: shareOf(row.officeTotal, total) });
  }
  return { rows: shared, officeTotal: total.toFixed(), unvalued };
}
