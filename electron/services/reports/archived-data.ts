import { message, type Message } from '../../../shared/i18n/message';
import { ENGLISH } from '../i18n/english';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { ExchangeRatesStatement } from '../../../shared/api/schemas/report-data';
import type { ArchiveManifest } from '../../../shared/reports/archive-entry';
import type { ResolvedOpeningLots } from '../../../shared/reports/pnl/opening';
import { reportTables } from '../../../shared/reports/report-tables';
import type { ReportTables } from '../../../shared/reports/table-model';
import { AppError, isAppError } from '../errors';
import type { ArchivedFile } from './companions';
import { decodeReport } from './decode';

/*
 * The one reader of an archived report's raw file: read, hash checked against
 * the manifest, decoded with the catalog's schema. Plain functions over a
 * path, so the decode worker runs the same code as main.
 */

/** Thrown when an archived report's bytes no longer match the SHA-256 saved with them. */
export class HashMismatchError extends Error {
  constructor(
    readonly expected: string,
    readonly actual: string,
  ) {
    super(ENGLISH.format(hashMismatchWords(expected, actual)));
    this.name = 'HashMismatchError';
  }
}

/** What the user is told when an archived report's bytes no longer match its SHA-256. */
export function hashMismatchWords(expected: string, actual: string): Message {
  return message('reports.failure.hashMismatch', { actual, expected });
}

/** SHA-256 (hex) of the raw bytes. */
function sha256Hex(bytes: Uint8Array | string): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** Reads an archived report's decoded data, checking its hash first; never answers changed bytes. */
export async function readArchivedData(rawPath: string, manifest: ArchiveManifest): Promise<unknown> {
  const raw = await readFile(rawPath);
  const actual = sha256Hex(raw);
  if (actual !== manifest.sha256) throw new HashMismatchError(manifest.sha256, actual);
  const decoded = decodeReport(manifest.kind, raw.toString('utf8'));
  if (decoded.data === null) throw new Error('The archived report has no data.');
  return decoded.data;
}

/** An archived exchange rates statement's data (hash checked), or null when it can no longer be read (changed since it was found). */
export function readArchivedRates(rates: ArchivedFile): Promise<ExchangeRatesStatement | null> {
  return (readArchivedData(rates.rawPath, rates.manifest) as Promise<ExchangeRatesStatement>).catch(() => null);
}

/**
 * Reads an archived report's tables (hash checked); with `rates`, an account orders statement's P&L gets its
 * reference-currency total, and with `opening` it starts from those lots.
 */
export async function readArchivedTables(
  rawPath: string,
  manifest: ArchiveManifest,
  rates: ArchivedFile | null = null,
  opening: ResolvedOpeningLots | null = null,
): Promise<ReportTables> {
  const data = await readArchivedData(rawPath, manifest);
  // A rates statement that cannot be read only costs the converted total, never the report.
  const statement = rates ? await readArchivedRates(rates) : null;
  return reportTables(manifest.kind, data as never, {
    exchangeRates: statement && rates ? { id: rates.manifest.id, statement } : null,
    opening,
  });
}

/** What the user is told when an archived report cannot be read: changed bytes say so (details.reason 'hash-mismatch'). */
export function archiveReadError(error: unknown): AppError {
  if (error instanceof HashMismatchError)
    return new AppError('storage', hashMismatchWords(error.expected, error.actual), {
      reason: 'hash-mismatch',
      expected: error.expected,
      actual: error.actual,
    });
  if (isAppError(error)) return error;
  return new AppError(
    'storage',
    message('reports.failure.archiveUnreadable', { reason: (error as Error).message.slice(0, 300) }),
  );
}
