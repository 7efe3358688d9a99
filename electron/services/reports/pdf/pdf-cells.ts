import { cellPlaces } from '../../../../shared/reports/cell-places';
import { formatDecimal } from '../../../../shared/format/decimal';
import { placesFor, writtenPlaces } from '../../../../shared/format/precision';
import type { ColumnSpec, ReportTable } from '../../../../shared/reports/table-model';
import type { ExportWords } from '../export-words';

/** What one cell of a statement's table shows: its text, and for an amount the currency written after it. */
export interface CellText {
  readonly text: string;
  readonly currency?: string;
}

const NUMBER = /^-?\d+(\.\d+)?([eE][+-]?\d+)?$/;
const EMPTY: CellText = { text: '' };

/** How an ISO date-time shows on paper: "2025-03-01 14:05:09" (UTC, as the header says), the service's text otherwise. */
export function paperDateTime(value: string): string {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}:\d{2})(?:\.\d+)?(?:Z|[+-]00:?00)$/.exec(value);
  return match ? `${match[1]} ${match[2]}` : value;
}

/**
 * A decimal at the places it shows with on screen and in the workbook
 * (cellPlaces: an amount at its asset's, a price at its instrument's), but
 * never fewer than the service wrote: a filed statement never rounds an
 * amount. Grouped as the export's locale writes numbers; the digits come from
 * the text (big.js), never through a float.
 */
export function paperDecimal(value: string, places: number, locale: string): string {
  return formatDecimal(value, { precision: Math.max(places, writtenPlaces(value)), locale });
}

/** One column's cells: what each row shows, and a stand-in of the same width that is cheaper to make (for measuring). */
export interface ColumnCells {
  readonly cell: (row: number) => CellText;
  readonly sample: (row: number) => CellText;
}

// A decimal's shape: sign, integer digits and places; every digit is as wide as any other in the statement's font.
const SHAPE = /^(-?)(\d+)(?:\.(\d+))?$/;

/**
 * The text of each row of one column, chosen once per column: amounts at
 * their places with their currency, times in UTC, enums in the export's
 * words, anything else as the service sent it.
 */
export function columnCells(table: ReportTable, source: number, words: ExportWords, locale: string): ColumnCells {
  const spec = table.columns[source] as ColumnSpec;
  const values = table.values[source] ?? [];
  switch (spec.type) {
    case 'decimal': {
      const keys = new Map(table.columns.map((column, index) => [column.key, table.values[index] ?? []]));
      const assets = spec.assetColumn === undefined ? undefined : keys.get(spec.assetColumn);
      const shaped = (row: number, value: string, text: (places: number) => string): CellText => {
        const places = Math.max(
          cellPlaces(spec, value, (key) => keys.get(key)?.[row]),
          writtenPlaces(value),
        );
        const currency = spec.asset ?? assets?.[row] ?? undefined;
        return currency ? { text: text(places), currency } : { text: text(places) };
      };
      const samples = new Map<string, string>();
      const sampleText = (value: string, places: number): string => {
        const shape = SHAPE.exec(value);
        if (!shape) return paperDecimal(value, places, locale);
        const integer = (shape[2] as string).replace(/^0+(?=\d)/, '');
        const stand = `${shape[1]}${'8'.repeat(integer.length)}${places > 0 ? `.${'8'.repeat(places)}` : ''}`;
        let text = samples.get(stand);
        if (text === undefined) samples.set(stand, (text = paperDecimal(stand, places, locale)));
        return text;
      };
      const make = (sample: boolean) => (row: number) => {
        const value = values[row];
        if (value === null || value === undefined) return EMPTY;
        if (!NUMBER.test(value)) return { text: words.cell(spec, value) };
        return shaped(row, value, (places) =>
          sample ? sampleText(value, places) : paperDecimal(value, places, locale),
        );
      };
      return { cell: make(false), sample: make(true) };
    }
    case 'datetime': {
      const cell = (row: number) => {
        const value = values[row];
        return value === null || value === undefined ? EMPTY : { text: paperDateTime(value) };
      };
      return { cell, sample: cell };
    }
    default: {
      const cell = (row: number) => {
        const value = values[row];
        return value === null || value === undefined ? EMPTY : { text: words.cell(spec, value) };
      };
      return { cell, sample: cell };
    }
  }
}

/** A total the report states, as its table's totals row shows it (the service's figure, at its currency's places). */
export function totalCell(spec: ColumnSpec, value: string, locale: string): CellText {
  if (!NUMBER.test(value)) return { text: value };
  const places = cellPlaces(spec, value, () => undefined);
  return spec.asset
    ? { text: paperDecimal(value, places, locale), currency: spec.asset }
    : { text: paperDecimal(value, places, locale) };
}

/** A figure the report states for itself (a total value, a P&L), at its currency's places with the currency. */
export function figureCell(value: string, asset: string | undefined, locale: string): CellText {
  if (!NUMBER.test(value)) return { text: value };
  const text = paperDecimal(value, placesFor(asset, value), locale);
  return asset === undefined ? { text } : { text, currency: asset };
}
