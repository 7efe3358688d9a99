import { describe, expect, it } from 'vitest';
import { archiveReadError, HashMismatchError } from '../../../../electron/services/reports/archived-data';
import { exportError, exportFailureOf } from '../../../../electron/services/reports/export-failure';
import { ReportFailedError } from '../../../../electron/services/reports/fetch-report';
import { SavedExports } from '../../../../electron/services/reports/saved-exports';
import type { AppError } from '../../../../electron/services/errors';
import { messages as french } from '../../../../shared/i18n/catalogue/fr/index';
import { messages as german } from '../../../../shared/i18n/catalogue/de/index';
import { createTranslator } from '../../../../shared/i18n/translator';
import { issueWords } from '../../../../electron/ipc/validation-words';
import { DECIMAL_COMMA_NEEDS_SEMICOLON } from '../../../../shared/reports/export-format';

const fr = createTranslator('fr', 'fr-CH', french);
const de = createTranslator('de', 'de-CH', german);

describe('reports’ failures in the reader’s language', () => {
  it('says a failed or unwritten export in French; the English text stays for the log', () => {
    const cancelled = exportError(exportFailureOf(new Error('aborted'), true));
    expect(cancelled.text(fr)).toBe('L’export a été annulé ; aucun fichier n’a été écrit.');
    expect(cancelled.details).toEqual({ reason: 'cancelled' });
    const unwritten = exportError(exportFailureOf(new Error('ENOSPC'), false));
    expect(unwritten.text(fr)).toBe('L’export n’a pas pu être écrit : ENOSPC');
    expect(unwritten.message).toBe('The export could not be written: ENOSPC');
    const changed = exportError(exportFailureOf(new HashMismatchError('aa', 'bb'), false));
    expect(changed.text(fr)).toBe(
      'Le rapport archivé a été modifié après son enregistrement : son SHA-256 est bb, et non aa. Il n’a pas été exporté.',
    );
    expect(changed.details).toEqual({ reason: 'hash-mismatch' });
  });

  it('says a changed archived report and a report the service failed in German', () => {
    const changed = archiveReadError(new HashMismatchError('aa', 'bb'));
    expect(changed.text(de)).toBe(
      'Der archivierte Bericht wurde nach dem Speichern verändert: Sein SHA-256 ist bb, nicht aa. Er wurde nicht exportiert.',
    );
    expect(new ReportFailedError('Timeout', 'r-1').text(de)).toBe(
      'Der Dienst konnte den Bericht nicht erstellen: Timeout.',
    );
    expect(new ReportFailedError(null, 'r-1').message).toBe(
      'The service could not produce the report: it gave no reason.',
    );
  });

  it('tells a browser-mode user in German where the file went', async () => {
    const refused = await new SavedExports(undefined).open('x', 'open').catch((error: unknown) => error as AppError);
    expect(refused).toMatchObject({ kind: 'not-found' });
    const saved = new SavedExports(undefined);
    saved.observe({
      exportId: 'e-1',
      archiveId: 'a-1',
      file: '/tmp/x.xlsx',
      state: 'done',
      rowsWritten: 1,
      rowsTotal: 1,
      bytes: 1,
      message: null,
    });
    const browser = await saved.open('e-1', 'open').catch((error: unknown) => error as AppError);
    expect((browser as AppError).text(de)).toMatch(/^Im Browsermodus ist die Datei ein Download des Browsers/);
  });

  it('refuses a decimal comma with commas between fields in German, in the sentence and beside the field', () => {
    expect(issueWords(DECIMAL_COMMA_NEEDS_SEMICOLON, de)).toBe(
      'Ein Dezimalkomma kann nur mit dem Semikolon als Trennzeichen geschrieben werden: Mit Kommas zwischen den Feldern würde 1,5 als zwei Felder gelesen.',
    );
  });
});
