import type { PaperSize } from '../../../../shared/reports/region';

/*
 * Where everything of a PDF statement goes, decided before a page is written:
 * which columns a table shows (and which go to the appendix), the orientation
 * of its pages and which rows land on which page. Known in advance, the page
 * count can be printed as "x of N" on every page while the pages stream out.
 */

export type Orientation = 'portrait' | 'landscape';

/** Paper sizes in points (1/72 in), portrait. */
export const PAPER_POINTS: Readonly<Record<PaperSize, { width: number; height: number }>> = {
  a4: { width: 595.28, height: 841.89 },
  letter: { width: 612, height: 792 },
};

/** Body text size (points): never smaller on paper. */
export const BODY_SIZE = 8;
/** Height of one line of table text, its padding included. */
export const LINE_HEIGHT = 10.5;
/** Page margins: sides, top (above the running head), bottom (below the footer). */
export const MARGIN = { side: 36, top: 30, bottom: 30 } as const;
/** Room the running head and the footer take inside the margins. */
export const HEAD_HEIGHT = 20;
export const FOOT_HEIGHT = 20;

/** The page's size in an orientation. */
export function pageSize(paper: PaperSize, orientation: Orientation): { width: number; height: number } {
  const { width, height } = PAPER_POINTS[paper];
  return orientation === 'portrait' ? { width, height } : { width: height, height: width };
}

/** Width a table may take and height the body may fill on a page. */
export function bodyBox(paper: PaperSize, orientation: Orientation): { width: number; height: number } {
  const { width, height } = pageSize(paper, orientation);
  return {
    width: width - 2 * MARGIN.side,
    height: height - MARGIN.top - MARGIN.bottom - HEAD_HEIGHT - FOOT_HEIGHT,
  };
}

/** The columns a table shows on its pages, their orientation, and those listed in the appendix. */
export interface ColumnChoice {
  readonly orientation: Orientation;
  /** Table column indexes shown, in the table's order. */
  readonly shown: readonly number[];
  /** Table column indexes left for the appendix, in the table's order. */
  readonly rest: readonly number[];
}

/**
 * Chooses a table's columns: all of them on portrait pages when they fit
 * there, else on landscape; a table wider than landscape shows the columns a
 * reader needs most (lowest rank first) that fit, never a smaller font, and
 * leaves the rest for the appendix. The most needed column is always shown.
 */
export function chooseColumns(widths: readonly number[], ranks: readonly number[], paper: PaperSize): ColumnChoice {
  const all = widths.map((_, index) => index);
  const total = widths.reduce((sum, width) => sum + width, 0);
  if (total <= bodyBox(paper, 'portrait').width) return { orientation: 'portrait', shown: all, rest: [] };
  const room = bodyBox(paper, 'landscape').width;
  if (total <= room) return { orientation: 'landscape', shown: all, rest: [] };
  const byNeed = [...all].sort((a, b) => (ranks[a] as number) - (ranks[b] as number) || a - b);
  const taken = new Set<number>();
  let used = 0;
  for (const index of byNeed) {
    const width = widths[index] as number;
    if (taken.size > 0 && used + width > room) continue;
    taken.add(index);
    used += width;
  }
  return {
    orientation: 'landscape',
    shown: all.filter((index) => taken.has(index)),
    rest: all.filter((index) => !taken.has(index)),
  };
}

/** Portrait when the columns fit its width, else landscape. */
export function orientationFor(widths: readonly number[], paper: PaperSize): Orientation {
  return widths.reduce((sum, width) => sum + width, 0) <= bodyBox(paper, 'portrait').width ? 'portrait' : 'landscape';
}

/**
 * The appendix tables of a wide table: each repeats the key columns (what
 * names a row: its id) and lists as many of the remaining columns as fit a
 * landscape page, until every column is shown somewhere.
 */
export function appendixParts(
  keys: readonly number[],
  rest: readonly number[],
  widths: readonly number[],
  paper: PaperSize,
): number[][] {
  const room = bodyBox(paper, 'landscape').width;
  const keyWidth = keys.reduce((sum, index) => sum + (widths[index] as number), 0);
  const parts: number[][] = [];
  let part: number[] = [];
  let used = keyWidth;
  for (const index of rest) {
    const width = widths[index] as number;
    if (part.length > 0 && used + width > room) {
      parts.push([...keys, ...part]);
      part = [];
      used = keyWidth;
    }
    part.push(index);
    used += width;
  }
  if (part.length > 0) parts.push([...keys, ...part]);
  return parts;
}

/** Something that flows over pages: a table (heading, header row repeated on each page, rows, totals) or lines of text. */
export type Flow =
  | {
      readonly kind: 'table';
      readonly orientation: Orientation;
      readonly headingHeight: number;
      readonly headerHeight: number;
      readonly rowCount: number;
      /** Height of a row (its lines of wrapped text). */
      readonly rowHeight: (row: number) => number;
      /** Height of the totals row after the last row; 0 when the table has none. */
      readonly totalsHeight: number;
    }
  | {
      readonly kind: 'text';
      readonly orientation: Orientation;
      readonly headingHeight: number;
      readonly lineHeights: readonly number[];
    };

/** A piece of one flow on one page. */
export type PagePiece =
  | { readonly flow: number; readonly kind: 'heading' }
  | {
      readonly flow: number;
      readonly kind: 'rows';
      readonly start: number;
      readonly end: number;
      /** The totals row follows the rows on this page. */
      readonly totals: boolean;
    }
  | { readonly flow: number; readonly kind: 'lines'; readonly start: number; readonly end: number };

export interface PlannedPage {
  readonly orientation: Orientation;
  readonly pieces: PagePiece[];
}

/** Gap after a flow before the next one on the same page. */
export const FLOW_GAP = 14;
/** Rows a table must be able to put on a page under its heading to start there. */
const LEAST_ROWS = 3;

/**
 * Lays the flows out on pages: a flow starts on the page in hand when it has
 * the same orientation and room for its heading, header and first rows, else
 * on a new page; a table's header row is repeated on every page it continues
 * on; its totals row stays with its last row. The first page keeps `titleHeight` for the title block.
 */
export function paginate(flows: readonly Flow[], paper: PaperSize, titleHeight: number): PlannedPage[] {
  const pages: PlannedPage[] = [];
  let page: PlannedPage | null = null;
  let free = 0;
  const newPage = (orientation: Orientation): PlannedPage => {
    page = { orientation, pieces: [] };
    pages.push(page);
    free = bodyBox(paper, orientation).height - (pages.length === 1 ? titleHeight : 0);
    return page;
  };
  for (const [index, flow] of flows.entries()) {
    if (flow.kind === 'table') {
      const first = Math.min(LEAST_ROWS, flow.rowCount);
      let opening = flow.headingHeight + flow.headerHeight;
      for (let row = 0; row < first; row += 1) opening += flow.rowHeight(row);
      if (flow.rowCount === 0) opening += LINE_HEIGHT + flow.totalsHeight;
      let current: PlannedPage =
        page !== null && (page as PlannedPage).orientation === flow.orientation && free >= opening + FLOW_GAP
          ? (page as PlannedPage)
          : newPage(flow.orientation);
      if (current.pieces.length > 0) free -= FLOW_GAP;
      current.pieces.push({ flow: index, kind: 'heading' });
      free -= flow.headingHeight + flow.headerHeight;
      if (flow.rowCount === 0) {
        current.pieces.push({ flow: index, kind: 'rows', start: 0, end: 0, totals: flow.totalsHeight > 0 });
        free -= LINE_HEIGHT + flow.totalsHeight;
        continue;
      }
      let start = 0;
      let row = 0;
      while (row < flow.rowCount) {
        const height = flow.rowHeight(row);
        const last = row === flow.rowCount - 1;
        const needed = height + (last ? flow.totalsHeight : 0);
        if (needed > free && row > start) {
          current.pieces.push({ flow: index, kind: 'rows', start, end: row, totals: false });
          current = newPage(flow.orientation);
          free -= flow.headerHeight;
          start = row;
          continue;
        }
        free -= height;
        row += 1;
      }
      current.pieces.push({ flow: index, kind: 'rows', start, end: row, totals: flow.totalsHeight > 0 });
      free -= flow.totalsHeight;
    } else {
      const opening = flow.headingHeight + (flow.lineHeights[0] ?? 0);
      let current: PlannedPage =
        page !== null && (page as PlannedPage).orientation === flow.orientation && free >= opening + FLOW_GAP
          ? (page as PlannedPage)
          : newPage(flow.orientation);
      if (current.pieces.length > 0) free -= FLOW_GAP;
      current.pieces.push({ flow: index, kind: 'heading' });
      free -= flow.headingHeight;
      let start = 0;
      for (let line = 0; line < flow.lineHeights.length; line += 1) {
        const height = flow.lineHeights[line] as number;
        if (height > free && line > start) {
          current.pieces.push({ flow: index, kind: 'lines', start, end: line });
          current = newPage(flow.orientation);
          start = line;
        }
        free -= height;
      }
      current.pieces.push({ flow: index, kind: 'lines', start, end: flow.lineHeights.length });
    }
  }
  return pages.length > 0 ? pages : [newPage('portrait')];
}
