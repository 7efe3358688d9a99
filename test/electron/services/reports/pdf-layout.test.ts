import { describe, expect, it } from 'vitest';
import {
  appendixParts,
  bodyBox,
  chooseColumns,
  LINE_HEIGHT,
  paginate,
  type Flow,
  type PlannedPage,
} from '../../../../electron/services/reports/pdf/pdf-layout';

const portrait = bodyBox('a4', 'portrait');
const landscape = bodyBox('a4', 'landscape');

const table = (rowCount: number, orientation: Flow['orientation'], totals = false): Flow => ({
  kind: 'table',
  orientation,
  headingHeight: 18,
  headerHeight: 2 * LINE_HEIGHT,
  rowCount,
  rowHeight: (row) => (row % 10 === 9 ? 2 : 1) * LINE_HEIGHT,
  totalsHeight: totals ? LINE_HEIGHT : 0,
});

/** Every row of a flow, in the order the pages hold them. */
function rowsOf(pages: readonly PlannedPage[], flow: number): number[] {
  return pages.flatMap((page) =>
    page.pieces.flatMap((piece) =>
      piece.flow === flow && piece.kind === 'rows'
        ? Array.from({ length: piece.end - piece.start }, (_, i) => piece.start + i)
        : [],
    ),
  );
}

describe('PDF statement layout: columns', () => {
  it('puts a narrow table on portrait pages and a wider one on landscape, every column shown', () => {
    expect(chooseColumns([100, 100, 100], [0, 1, 2], 'a4')).toEqual({
      orientation: 'portrait',
      shown: [0, 1, 2],
      rest: [],
    });
    const wide = [200, 200, 200];
    expect(wide.reduce((a, b) => a + b)).toBeGreaterThan(portrait.width);
    expect(chooseColumns(wide, [0, 1, 2], 'a4')).toEqual({ orientation: 'landscape', shown: [0, 1, 2], rest: [] });
  });

  it('shows the columns a reader needs most of a table wider than landscape, in the table order, and leaves the rest for the appendix', () => {
    // Ranks: the id (column 3) first, then 0, then 4; the others after.
    const widths = [300, 250, 250, 100, 300, 120];
    const choice = chooseColumns(widths, [1, 5, 4, 0, 2, 3], 'a4');
    expect(choice.orientation).toBe('landscape');
    expect(choice.shown).toEqual([0, 3, 4]);
    expect(choice.rest).toEqual([1, 2, 5]);
    expect(choice.shown.reduce((sum, index) => sum + widths[index]!, 0)).toBeLessThanOrEqual(landscape.width);
    // A column too wide for any page still shows: the most needed one always does.
    expect(chooseColumns([2000, 50], [0, 1], 'a4').shown).toEqual([0]);
  });

  it('lists the rest in appendix tables that each repeat the key column and fit a landscape page; every column once', () => {
    const widths = [80, 300, 300, 300, 300, 100];
    const parts = appendixParts([0], [1, 2, 3, 4, 5], widths, 'a4');
    expect(parts).toEqual([
      [0, 1, 2],
      [0, 3, 4],
      [0, 5],
    ]);
    for (const part of parts)
      expect(part.reduce((sum, index) => sum + widths[index]!, 0)).toBeLessThanOrEqual(landscape.width);
  });
});

describe('PDF statement layout: pages', () => {
  it('paginates a long table with its header on every page, every row once and in order, the totals after the last row', () => {
    const pages = paginate([table(1000, 'landscape', true)], 'a4', 100);
    expect(pages.length).toBeGreaterThan(10);
    expect(rowsOf(pages, 0)).toEqual(Array.from({ length: 1000 }, (_, i) => i));
    const pieces = pages.flatMap((page) => page.pieces.filter((piece) => piece.kind === 'rows'));
    expect(pieces.map((piece) => piece.kind === 'rows' && piece.totals)).toEqual([
      ...Array<boolean>(pieces.length - 1).fill(false),
      true,
    ]);
    // Each page is filled up to its height: the header (repeated), the rows, and on the first the title block.
    for (const [index, page] of pages.entries()) {
      const piece = page.pieces.find((p) => p.kind === 'rows')!;
      if (piece.kind !== 'rows') throw new Error('rows');
      let used = (index === 0 ? 100 + 18 : 0) + 2 * LINE_HEIGHT + (piece.totals ? LINE_HEIGHT : 0);
      for (let row = piece.start; row < piece.end; row += 1) used += (row % 10 === 9 ? 2 : 1) * LINE_HEIGHT;
      expect(used).toBeLessThanOrEqual(landscape.height);
      if (index < pages.length - 1) expect(used + 2 * LINE_HEIGHT).toBeGreaterThan(landscape.height);
    }
  });

  it('starts a table on the page in hand when it fits there in the same orientation, else on a new page', () => {
    const pages = paginate(
      [table(5, 'portrait'), table(5, 'portrait'), table(5, 'landscape'), table(0, 'landscape')],
      'a4',
      100,
    );
    expect(pages.map((page) => page.orientation)).toEqual(['portrait', 'landscape']);
    expect(
      pages.map((page) => page.pieces.filter((piece) => piece.kind === 'heading').map((piece) => piece.flow)),
    ).toEqual([
      [0, 1],
      [2, 3],
    ]);
    // A table without rows keeps its heading and header (and says so on the page).
    expect(pages[1]!.pieces.at(-1)).toEqual({ flow: 3, kind: 'rows', start: 0, end: 0, totals: false });
  });

  it('flows text lines over pages', () => {
    const lines: Flow = {
      kind: 'text',
      orientation: 'portrait',
      headingHeight: 18,
      lineHeights: Array<number>(200).fill(LINE_HEIGHT),
    };
    const pages = paginate([lines], 'letter', 0);
    expect(pages.length).toBe(Math.ceil((18 + 200 * LINE_HEIGHT) / bodyBox('letter', 'portrait').height));
    const shown = pages.flatMap((page) =>
      page.pieces.flatMap((piece) => (piece.kind === 'lines' ? [piece.end - piece.start] : [])),
    );
    expect(shown.reduce((a, b) => a + b)).toBe(200);
  });
});
