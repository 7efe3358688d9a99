import { placesFor, statementPricePlaces } from '../format/precision';
import type { ColumnSpec } from './table-model';

/** Another cell of the same row, by column key. */
export type RowCell = (key: string) => string | null | undefined;

/**
 * The places a decimal cell of a report shows with, the same on screen and in
 * the workbook: a price at its instrument's places (never fewer than the
 * service wrote), an amount at its asset's, else as written (at least 2).
 */
export function cellPlaces(column: ColumnSpec, value: string, row: RowCell): number {
  const asset = column.asset ?? (column.assetColumn === undefined ? undefined : row(column.assetColumn));
  if (column.instrumentColumn !== undefined) {
    const symbol = row(column.instrumentColumn);
    if (symbol && asset) return statementPricePlaces(symbol, asset, value);
  }
  return placesFor(asset, value);
}
