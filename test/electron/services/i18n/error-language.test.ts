import { describe, expect, it } from 'vitest';
import type { AppError } from '../../../../electron/services/errors';
import { archiveReadError } from '../../../../electron/services/reports/archived-data';
import type { PackedTables } from '../../../../electron/services/reports/packed-tables';
import { ordersOf } from '../../../../electron/services/reports/statement-orders';
import { messages as german } from '../../../../shared/i18n/catalogue/de/index';
import { createTranslator } from '../../../../shared/i18n/translator';
import type { ArchiveManifest } from '../../../../shared/reports/archive-entry';

const de = createTranslator('de', 'de-CH', german);

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
});
