import type { ColumnSpec, ColumnWindow, ReportFigure, ReportTables } from '../../../shared/reports/table-model';

/**
 * One column of a report table as three flat arrays: the values' UTF-8 bytes
 * end to end, where each value ends, and which are null. A decode worker
 * builds them and transfers the buffers to main without copying, and main
 * keeps a 100,000-row statement in a few MB with no per-value objects (a
 * table of JS strings cost main hundreds of ms to receive, and more to keep).
 */
export interface PackedColumn {
  readonly bytes: Uint8Array;
  /** ends[r]: the byte offset just past row r's value (its start is ends[r - 1], or 0). */
  readonly ends: Uint32Array;
  /** nulls[r] === 1: row r has no value. Null when no row lacks one. */
  readonly nulls: Uint8Array | null;
}

/** A report table packed column by column (same columns and row count as its ReportTable). */
export interface PackedTable {
  readonly name: string;
  readonly columns: readonly ColumnSpec[];
  readonly rowCount: number;
  readonly packed: readonly PackedColumn[];
}

/** Every table of a report, packed, and its headline figures. */
export interface PackedTables {
  readonly tables: readonly PackedTable[];
  readonly figures: readonly ReportFigure[];
}

const encoder = new TextEncoder();

// Packed columns live in shared memory: the decode worker hands them to main, and main to an export worker, with no copy
// (a clone of a 100,000-row statement's 16 MB stalled main ~30 ms) while main keeps them for the preview. Never written after packing.
function shared<T extends Uint8Array | Uint32Array>(View: new (buffer: SharedArrayBuffer) => T, bytes: number): T {
  return new View(new SharedArrayBuffer(bytes));
}

function packColumn(values: readonly (string | null)[], rowCount: number): PackedColumn {
  let bytes = new Uint8Array(Math.max(64, rowCount * 16));
  const ends = shared(Uint32Array, rowCount * 4);
  let nulls: Uint8Array | null = null;
  let length = 0;
  for (let r = 0; r < rowCount; r += 1) {
    const value = values[r];
    if (value === null || value === undefined) {
      (nulls ??= shared(Uint8Array, rowCount))[r] = 1;
    } else {
      // A UTF-8 character takes at most 3 bytes per UTF-16 unit: make room for the worst case, then write in place.
      if (length + value.length * 3 > bytes.length) {
        const grown = new Uint8Array(Math.max(bytes.length * 2, length + value.length * 3));
        grown.set(bytes.subarray(0, length));
        bytes = grown;
      }
      length += encoder.encodeInto(value, bytes.subarray(length)).written;
    }
    ends[r] = length;
  }
  const packed = shared(Uint8Array, length);
  packed.set(bytes.subarray(0, length));
  return { bytes: packed, ends, nulls };
}

/** Packs a report's tables (in the decode worker). */
export function packTables(report: ReportTables): PackedTables {
  return {
    tables: report.tables.map((table) => ({
      name: table.name,
      columns: table.columns,
      rowCount: table.rowCount,
      packed: table.values.map((values) => packColumn(values, table.rowCount)),
    })),
    figures: report.figures,
  };
}

/** The buffers to transfer with a postMessage of these tables (each is then unusable in the sender); shared ones are shared, not transferred. */
export function transferablesOf(report: PackedTables): ArrayBuffer[] {
  const buffers = report.tables.flatMap((table) =>
    table.packed.flatMap((column) => [
      column.bytes.buffer,
      column.ends.buffer,
      ...(column.nulls ? [column.nulls.buffer] : []),
    ]),
  );
  return buffers.filter((buffer): buffer is ArrayBuffer => buffer instanceof ArrayBuffer);
}

/** Rows offset..offset+limit of a packed table as a columnar window (the shape sent to the renderer). */
export function packedWindow(table: PackedTable, offset: number, limit: number): ColumnWindow {
  const start = Math.min(Math.max(0, offset), table.rowCount);
  const end = Math.min(table.rowCount, start + Math.max(0, limit));
  const values = table.packed.map((column) => {
    const text = Buffer.from(column.bytes.buffer, column.bytes.byteOffset, column.bytes.byteLength);
    const out = new Array<string | null>(end - start);
    for (let r = start; r < end; r += 1) {
      out[r - start] =
        column.nulls?.[r] === 1 ? null : text.toString('utf8', r === 0 ? 0 : column.ends[r - 1], column.ends[r]);
    }
    return out;
  });
  return { offset: start, rowCount: end - start, columns: table.columns, values };
}

/** The tables as the workbook writer reads them (in the export worker: main never unpacks a whole report). */
export function unpackTables(report: PackedTables): ReportTables {
  return {
    tables: report.tables.map((table) => ({
      name: table.name,
      columns: table.columns,
      rowCount: table.rowCount,
      values: packedWindow(table, 0, table.rowCount).values,
    })),
    figures: report.figures,
  };
}
