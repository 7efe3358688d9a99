import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Customer } from '../../../../shared/api/schemas/customers';
import { BatchSelections } from '../../../../electron/services/batch/batch-selections';
import { chooseCustomers, filterCustomers, stepParams } from '../../../../electron/services/batch/batch-steps';
import { writeSummary } from '../../../../electron/services/batch/batch-summary';
import type { BatchJob } from '../../../../electron/services/batch/batch-journal';
import { AppError } from '../../../../electron/services/errors';
import { messages as german } from '../../../../shared/i18n/catalogue/de/index';
import { messages as french } from '../../../../shared/i18n/catalogue/fr/index';
import { message } from '../../../../shared/i18n/message';
import { createTranslator } from '../../../../shared/i18n/translator';
import type { BatchRequest, BatchStep } from '../../../../shared/reports/batch';
import { batchStepSchema } from '../../../../shared/reports/batch';
import { readFile } from 'node:fs/promises';
import { useTempDirs } from '../helpers/temp-dir';

const tempDir = useTempDirs();
const de = createTranslator('de', 'de-CH', german);
const BOOK = [{ customerNumber: '100001', name: 'Zürcher Vermögen AG', referenceCurrency: null } as Customer];

async function refusal(run: () => unknown): Promise<AppError> {
  const error = await Promise.resolve()
    .then(run)
    .then(
      () => null,
      (caught: unknown) => caught,
    );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('a month-end run’s refusals in the reader’s language', () => {
  it('says in German why nothing was started; the English text stays for the log and the desk', async () => {
    const noMatch = await refusal(() => filterCustomers(BOOK, ' Genf '));
    expect(noMatch.text(de)).toBe(
      'Keine Kundennummer, kein Kundenname und keine Referenzwährung enthält «Genf». Es wurde nichts gestartet.',
    );
    expect(noMatch.message).toBe(
      'No customer\'s number, name or reference currency contains "Genf". Nothing was started.',
    );
    const unknown = await refusal(() => chooseCustomers(BOOK, ['100001', '999999']));
    expect(unknown.text(de)).toBe(
      'Diese Kunden sind mit dem Schlüssel dieses Profils nicht erreichbar: 999999. Es wurde nichts gestartet.',
    );
    const noCurrency = await refusal(() =>
      stepParams({ currency: null, dateFrom: '2026-10-01', dateTo: '2026-10-31' } as BatchRequest, 'balance', null),
    );
    expect(noCurrency.text(de)).toMatch(/^Dieser Kunde hat keine eigene Referenzwährung/);
  });

  it('says in German that a saved selection is unknown', async () => {
    const selections = new BatchSelections(join(await tempDir(), 'selections.json'));
    const none = await refusal(() => selections.customersOf('Genf'));
    expect(none.text(de)).toBe(
      'Es gibt keine gespeicherte Auswahl «Genf»; es wurde noch keine gespeichert. Es wurde nichts gestartet.',
    );
    await selections.save({ name: 'Zürich', customers: ['100001'] });
    const other = await refusal(() => selections.customersOf('Genf'));
    expect(other.text(de)).toBe(
      'Es gibt keine gespeicherte Auswahl «Genf»; gespeichert sind: Zürich. Es wurde nichts gestartet.',
    );
  });
});

describe('a failed step’s reason', () => {
  const failed: BatchStep = {
    customer: '100002',
    customerName: null,
    referenceCurrency: 'CHF',
    kind: 'balance',
    state: 'failed',
    reportId: null,
    archiveId: null,
    attempts: 3,
    rows: null,
    sha256: null,
    files: [],
    error: message('reports.failure.serviceFailed', { reason: 'timeout' }),
  };

  it('is kept as catalogue words, and a line an older version wrote (text) still reads', () => {
    expect(batchStepSchema.parse(JSON.parse(JSON.stringify(failed))).error).toEqual(failed.error);
    expect(batchStepSchema.parse({ ...failed, error: 'The service could not be reached.' }).error).toBe(
      'The service could not be reached.',
    );
  });

  it('is kept as the error’s catalogue words, so the window can say it in the reader’s language', () => {
    const error = new AppError('service', message('batch.failure.statementNotMade', { reason: 'EPIPE' }));
    expect(error.kept()).toEqual(message('batch.failure.statementNotMade', { reason: 'EPIPE' }));
    expect(new AppError('service', 'Bad gateway').kept()).toBe('Bad gateway');
  });

  it('is written in the export language in the summary', async () => {
    const out = await tempDir();
    const job = {
      batchId: 'b-1',
      createdAt: '2026-11-28T20:00:00.000Z',
      request: { out, dateFrom: '2026-10-01', dateTo: '2026-10-31', currency: null },
    } as unknown as BatchJob;
    await writeSummary(job, [failed], createTranslator('fr', 'fr-CH', french));
    const csv = await readFile(join(out, 'summary.csv'), 'utf8');
    expect(csv).toContain('Le service n’a pas pu produire le rapport : timeout.');
    expect(csv).not.toContain('could not produce');
  });
});
