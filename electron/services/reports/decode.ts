import { catalog } from '../../../shared/api/catalog';
import type { ReportDataByKind } from '../../../shared/reports/report-tables';
import type { ReportKind } from '../../../shared/reports/kinds';
import { isLegacyKind } from '../../../shared/reports/kinds';
import { ASYNC_REPORT_ENDPOINTS, LEGACY_REPORT_ENDPOINTS } from '../../../shared/reports/endpoints';
import { parseWireJson } from '../../../shared/wire/json';
import type { ReportState } from '../../../shared/api/schemas/reports';
import { reportTables } from '../../../shared/reports/report-tables';
import { packTables, type PackedTables } from './packed-tables';

/** A report read as the service answered it. */
export interface DecodedRead<K extends ReportKind> {
  state: ReportState;
  data: ReportDataByKind[K] | null;
  failureReason: string | null;
}

/**
 * Decodes a report answer's raw JSON with the catalog's own response schema
 * (exact decimals): the same check whether it just arrived or comes from the
 * archive. Throws when it is not valid JSON or not the expected shape.
 */
export function decodeReport<K extends ReportKind>(kind: K, rawJson: string): DecodedRead<K> {
  const wire = parseWireJson(rawJson);
  if (isLegacyKind(kind)) {
    const schema = catalog[LEGACY_REPORT_ENDPOINTS[kind]].response;
    return { state: 'Completed', data: schema.parse(wire) as ReportDataByKind[K], failureReason: null };
  }
  const read = ASYNC_REPORT_ENDPOINTS[kind as keyof typeof ASYNC_REPORT_ENDPOINTS].read;
  const parsed = catalog[read].response.parse(wire) as {
    state: ReportState;
    reportData: unknown;
    failureReason?: string | null;
  };
  return {
    state: parsed.state,
    data: parsed.reportData as ReportDataByKind[K] | null,
    failureReason: parsed.failureReason ?? null,
  };
}

/** A report answer decoded for main: its state and, once Completed, its tables packed. */
export interface DecodedAnswer {
  state: ReportState;
  failureReason: string | null;
  /** Null until the report is Completed. */
  tables: PackedTables | null;
}

const utf8 = new TextDecoder('utf-8');

/** Decodes a report answer's bytes into what main keeps (in the decode worker, or inline when it is small). */
export function decodeAnswer(kind: ReportKind, body: Uint8Array): DecodedAnswer {
  const read = decodeReport(kind, utf8.decode(body));
  return {
    state: read.state,
    failureReason: read.failureReason,
    tables: read.data === null ? null : packTables(reportTables(kind, read.data as never)),
  };
}
