import type { ArchiveManifest } from '../../../shared/reports/archive-entry';
import { ratesCover } from '../../../shared/reports/pnl/reference';
import type { ReportArchive } from './archive';

/** An archived report's raw file and manifest: plain data, so it can cross to a worker. */
export interface ArchivedFile {
  readonly rawPath: string;
  readonly manifest: ArchiveManifest;
}

/**
 * The exchange rates statement an account orders statement's P&L is converted
 * with: the newest intact one in the archive for the same customer and
 * environment (service address) whose range covers the orders' range; null when none does.
 */
export async function exchangeRatesFor(
  archive: ReportArchive,
  manifest: ArchiveManifest,
): Promise<ArchivedFile | null> {
  if (manifest.params.kind !== 'account-orders') return null;
  const range = manifest.params;
  const candidates = (await archive.list({ customer: manifest.customer, kind: 'exchange-rates' })).filter(
    (m) => m.environment === manifest.environment && m.params.kind === 'exchange-rates' && ratesCover(m.params, range),
  );
  for (const candidate of candidates) {
    if ((await archive.check(candidate.id)).intact)
      return { rawPath: archive.rawPath(candidate.id), manifest: candidate };
  }
  return null;
}
