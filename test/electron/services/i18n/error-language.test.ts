import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AppError } from '../../../../electron/services/errors';
import { archiveReadError } from '../../../../electron/services/reports/archived-data';
import type { PackedTables } from '../../../../electron/services/reports/packed-tables';
import { ordersOf } from '../../../../electron/services/reports/statement-orders';
import { StakingJournal } from '../../../../electron/services/staking/journal';
import { asStorageProblem } from '../../../../electron/services/storage/storage-failure';
import { whyCustomerCannotTrade } from '../../../../electron/services/trading/trading-access';
import type { Customer } from '../../../../shared/api/schemas/customers';
import { messages as german } from '../../../../shared/i18n/catalogue/de/index';
import { createTranslator } from '../../../../shared/i18n/translator';
import type { ArchiveManifest } from '../../../../shared/reports/archive-entry';
import { useTempDirs } from '../helpers/temp-dir';

const de = createTranslator('de', 'de-CH', german);
const tempDir = useTempDirs();

function thrown(run: () => unknown): AppError {
  try {
    run();
  } catch (error) {
    return error as AppError;
  }
  throw new Error('nothing was thrown');
}

describe('main’s errors in the user’s language', () => {
  it('says an archived report cannot be read in German, and keeps English for the log and the desk', () => {
    const error = archiveReadError(new Error('EACCES'));
    expect(error.text(de)).toBe('Der archivierte Bericht konnte nicht gelesen werden: EACCES');
    expect(error.message).toBe('The archived report could not be read: EACCES');
  });

  it('names the report whose orders table is missing, in German', () => {
    const error = thrown(() => ordersOf({ tables: [] } as unknown as PackedTables, { id: 'r-7' } as ArchiveManifest));
    expect(error.text(de)).toBe('Der archivierte Bericht r-7 enthält keine Auftragstabelle.');
    expect(error.message).toBe('Archived report r-7 has no orders table.');
  });

  it('says a staking order is not in the journal in German, with its id', async () => {
    const journal = await StakingJournal.open(join(await tempDir(), 'staking-orders.json'));
    const error = (await journal.update('abc-1', { state: 'sent' }, new Date(0)).catch((e: unknown) => e)) as AppError;
    expect(error.text(de)).toBe('Der Staking-Auftrag abc-1 ist nicht im Journal.');
    expect(error.message).toBe('Staking order abc-1 is not in the journal.');
  });

  it('says a full disk in German, naming the file and folder, and what to do', () => {
    const full = Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC', path: '/data/x.json' });
    const error = asStorageProblem(full) as AppError;
    expect(error.text(de)).toBe(
      'x.json konnte in /data nicht gespeichert werden: der Datenträger ist voll. Geben Sie auf diesem Datenträger Speicherplatz frei und versuchen Sie es erneut.',
    );
    expect(error.message).toBe(
      'x.json could not be saved in /data: the disk is full. Free some space on that disk and try again.',
    );
  });

  it('says why a customer cannot trade in German', () => {
    const why = whyCustomerCannotTrade({
      name: 'Acme AG',
      accessRight: 'Read Only',
      eligibleForTrading: true,
    } as Customer);
    expect(why && de.format(why)).toBe(
      'Der API-Schlüssel hat für Acme AG nur Lesezugriff: Er kann anzeigen, aber weder handeln noch Staking ausführen.',
    );
    expect(why && de.format(why)).not.toContain('The API key');
  });
});
