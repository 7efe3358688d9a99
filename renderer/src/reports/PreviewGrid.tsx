import { useVirtualizer } from '@tanstack/react-virtual';
import { useMemo, useReducer, useRef } from 'react';
import type { ReportTableInfo } from '../../../shared/ipc/schemas/reports';
import { formatCount } from '../../../shared/format/count';
import { useT } from '../i18n/store';
import { cellTitle, columnTitle, formatCell, isNumeric, tableTitle } from './cell-format';
import { RowsCache } from './rows-cache';

const ROW_HEIGHT = 26;

/** A column's header in the preview: the zone the workbook names in every time column ("Created (UTC)") is named once, in the preview's header. */
const previewHeader = (column: ReportTableInfo['columns'][number], header: string): string =>
  column.type === 'datetime' ? header.replace(/ \(UTC\)$/, '') : header;

/** One table of a report, virtualized: only the rows on screen are drawn, their windows fetched from main as they scroll in. */
export function PreviewGrid(props: {
  archiveId: string;
  table: ReportTableInfo;
  referenceCurrency: string | null;
}): React.JSX.Element {
  const { archiveId, table, referenceCurrency } = props;
  const t = useT();
  const [, redraw] = useReducer((n: number) => n + 1, 0);
  const cache = useMemo(() => new RowsCache(archiveId, table.index, redraw), [archiveId, table.index]);
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: table.rowCount,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 20,
  });
  const columnIndex = new Map(table.columns.map((column, c) => [column.key, c]));
  // Amounts at 18 decimals (ETH) need room: their columns get at least 200 px; the cell's title holds the exact text.
  const widths = table.columns.map((column) => Math.max(column.type === 'decimal' ? 200 : 70, column.width * 7));
  const template = widths.map((px) => `minmax(${px}px, 1fr)`).join(' ');
  const width = widths.reduce((sum, px) => sum + px, 0);

  return (
    <div
      className="reports-grid"
      role="table"
      aria-label={t('reports.grid.label', {
        table: tableTitle(table.name),
        count: table.rowCount,
        shown: formatCount(table.rowCount),
      })}
      aria-rowcount={table.rowCount + 1}
    >
      {/* The focusable scroll box is the rows' group itself: a table may hold only rows and row groups. */}
      <div
        className="reports-grid-scroll"
        ref={scroller}
        tabIndex={0}
        role="rowgroup"
        aria-label={t('reports.grid.rows', { table: tableTitle(table.name) })}
      >
        <div
          className="reports-grid-row reports-grid-head"
          role="row"
          aria-rowindex={1}
          style={{ gridTemplateColumns: template, minWidth: width }}
        >
          {table.columns.map((column) => {
            const header = columnTitle(table.name, column, referenceCurrency);
            return (
              <span
                key={column.key}
                role="columnheader"
                className={isNumeric(column) ? 'num' : undefined}
                title={header}
              >
                {previewHeader(column, header)}
              </span>
            );
          })}
        </div>
        <div className="reports-grid-canvas" style={{ height: virtualizer.getTotalSize(), minWidth: width }}>
          {virtualizer.getVirtualItems().map((item) => (
            <div
              key={item.key}
              className="reports-grid-row"
              role="row"
              aria-rowindex={item.index + 2}
              style={{ transform: `translateY(${item.start}px)`, gridTemplateColumns: template }}
            >
              {table.columns.map((column, c) => {
                const value = cache.cell(item.index, c);
                if (value === undefined) return <span key={column.key} role="cell" className="reports-cell-loading" />;
                const shown = formatCell(column, value, (key) => {
                  const other = columnIndex.get(key);
                  return other === undefined ? undefined : cache.cell(item.index, other);
                });
                return (
                  <span
                    key={column.key}
                    role="cell"
                    className={isNumeric(column) ? 'num' : 'truncate'}
                    title={value === null ? undefined : cellTitle(column, value, shown)}
                  >
                    {shown}
                  </span>
                );
              })}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
