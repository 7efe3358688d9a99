import { create } from 'zustand';
import type { BookRow, BookRowPushed } from '../../../shared/book/book-model';
import Big from 'big.js';
import type { PortfolioRange } from '../../../shared/custody/ranges';
import { desktopApi } from '../api/bridge';
import { createLatestOnly } from '../api/latest-only';
import type { Stale } from '../api/stale';
import { begin, NOTHING_YET, settleStale } from '../api/stale';
import { newUuid } from '../api/uuid';

/** Which book the rows are of: a profile's customers in an office currency, the change over a range. */
export interface BookKey {
  readonly profileId: string;
  readonly officeCurrency: string;
  readonly range: PortfolioRange;
}

/**
 * The Book in the renderer: its rows as main pushes them (bookRow, one per
 * customer as it is ready) and then answers them, with shares and the total
 * row computed by the shared read model; rows of the last load stay until
 * replaced, and are marked stale when a refresh fails. When the last complete
 * load ended, whether one is under way and why the latest failed are the
 * app's one stale-data model (api/stale.ts).
 */
interface BookState {
  key: BookKey | null;
  rows: readonly BookRow[];
  officeTotal: string;
  unvalued: number;
  /** Its value: when the last complete load ended, as main says (null: none yet for this key). */
  freshness: Stale<string>;
}

const EMPTY = { key: null, rows: [], officeTotal: '0', unvalued: 0, freshness: NOTHING_YET } satisfies BookState;
const useStore = create<BookState>(() => EMPTY);

export const useBook = (): BookState => useStore((state) => state);

const sameKey = (a: BookKey | null, b: BookKey): boolean =>
  a !== null && a.profileId === b.profileId && a.officeCurrency === b.officeCurrency && a.range === b.range;

// The one late-answer rule: only the newest load's answer counts.
const latest = createLatestOnly();
/** The load whose pushed rows are taken (main tags each with its loadId; a late row of an older load is dropped), and whether its answer is still awaited. */
let current: { loadId: string; key: BookKey; running: boolean } | null = null;

/**
 * The running total of a load while its rows arrive: the exact sum of the
 * office totals on screen, changed by each arriving row's difference (never a
 * re-sum of 1,000 rows per arrival), and where each customer's row is.
 */
let running = { total: new Big(0), position: new Map<string, number>() };

function runningOf(rows: readonly BookRow[]): typeof running {
  let total = new Big(0);
  for (const row of rows) if (row.officeTotal !== null) total = total.plus(row.officeTotal);
  return { total, position: new Map(rows.map((row, index) => [row.customer, index])) };
}

/** Rows pushed since the last frame: applied together, so 1,000 arrivals are a few dozen renders, not 1,000. */
let queued: BookRow[] = [];
let frame: (() => void) | null = null;

function nextFrame(flush: () => void): () => void {
  if (typeof requestAnimationFrame === 'function') {
    const id = requestAnimationFrame(flush);
    return () => cancelAnimationFrame(id);
  }
  const id = setTimeout(flush, 16);
  return () => clearTimeout(id);
}

function dropQueued(): void {
  frame?.();
  frame = null;
  queued = [];
}

/** Applies the queued rows: each replaces its customer's row or is added; the total moves by each difference. */
function flushQueued(): void {
  frame = null;
  const arrived = queued;
  queued = [];
  if (arrived.length === 0) return;
  useStore.setState((state) => {
    const rows = [...state.rows];
    let { total } = running;
    let unvalued = state.unvalued;
    for (const row of arrived) {
      const at = running.position.get(row.customer);
      const before = at === undefined ? undefined : rows[at];
      if (before !== undefined) {
        if (before.officeTotal === null) unvalued -= 1;
        else total = total.minus(before.officeTotal);
      }
      if (row.officeTotal !== null) total = total.plus(row.officeTotal);
      else unvalued += 1;
      if (at === undefined) {
        running.position.set(row.customer, rows.length);
        rows.push(row);
      } else rows[at] = row;
    }
    running.total = total;
    return { rows, officeTotal: total.toFixed(), unvalued };
  });
}

/**
 * Loads the book: rows arrive one by one (bookRow) while main reads the
 * customers a few at a time; main's final answer replaces them all. Another
 * profile, currency or range starts from an empty table; a refresh of the same
 * book keeps the rows on screen until each is replaced.
 */
export async function loadBook(key: BookKey, options: { ifIdle?: boolean } = {}): Promise<void> {
  // A timed refresh never stacks a second load of the same book on one main is still reading.
  if (options.ifIdle && current?.running && sameKey(current.key, key)) return;
  const loadId = newUuid();
  const mine = { loadId, key, running: true };
  current = mine;
  dropQueued();
  useStore.setState((state) => {
    if (sameKey(state.key, key)) return { freshness: begin(state.freshness) };
    running = runningOf([]);
    return { ...EMPTY, key, freshness: begin(NOTHING_YET) };
  });
  const result = await latest.load('book', () => desktopApi().book.load({ ...key, loadId }));
  mine.running = false;
  if (result === null) return;
  if (result.status === 'ready') {
    const view = result.value;
    const freshness = settleStale(useStore.getState().freshness, {
      status: 'ready',
      value: view.loadedAt,
      loadedAt: Date.parse(view.loadedAt),
    });
    // Main's answer is the whole book (a customer gone since the last load goes with it): what was queued is in it.
    dropQueued();
    running = runningOf(view.rows);
    useStore.setState({ key, rows: view.rows, officeTotal: view.officeTotal, unvalued: view.unvalued, freshness });
  } else if (result.status === 'error') {
    // The whole refresh failed (the customer list or the books): every row on screen is now stale, the error above them.
    useStore.setState((state) => ({
      rows: state.rows.map((row) => ({ ...row, stale: true })),
      freshness: settleStale(state.freshness, result),
    }));
  }
}

/** One customer's row pushed by main (bookRow): replaces that customer's row, or adds it, at the next frame. */
export function bookRowArrived(pushed: BookRowPushed): void {
  if (current === null || pushed.loadId !== current.loadId) return;
  queued.push(pushed.row);
  frame ??= nextFrame(flushQueued);
}

/** For tests. */
export function resetBookStore(): void {
  current = null;
  dropQueued();
  running = runningOf([]);
  latest.reset();
  useStore.setState(EMPTY);
}
