import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeSummary } from '../../../../electron/services/batch/batch-summary';
import type { BatchJob } from '../../../../electron/services/batch/batch-journal';
import { messages as french } from '../../../../shared/i18n/catalogue/fr/index';
import { createTranslator } from '../../../../shared/i18n/translator';
import type { BatchStep } from '../../../../shared/reports/batch';
import { useTempDirs } from '../helpers/temp-dir';

const tempDir = useTempDirs();

const step: BatchStep = {
  customer: '100001',
  customerName: 'Alpine Treuhand AG',
  referenceCurrency: 'CHF',
  kind: 'balance',
  state: 'done',
  reportId: 'r-1',
  archiveId: 'a-1',
  attempts: 1,
  rows: 3,
  sha256: 'ab'.repeat(32),
  files: ['100001/balance.csv'],
  error: null,
  total: '1234.5',
  totalCurrency: 'CHF',
  totalNote: null,
};

describe('the month-end summary in the export language', () => {
  it('writes French headers, statement kinds, statuses; the figures stay exact text', async () => {
    const out = await tempDir();
    const job = {
      batchId: 'b-1',
      createdAt: '2026-11-28T20:00:00.000Z',
      request: { out, dateFrom: '2026-10-01', dateTo: '2026-10-31', currency: null },
    } as unknown as BatchJob;
    await writeSummary(
      job,
      [step, { ...step, customer: '100002', state: 'failed', error: 'x' }],
      createTranslator('fr', 'fr-CH', french),
    );
    const csv = await readFile(join(out, 'summary.csv'), 'utf8');
    expect(csv).toContain('Client,Nom,Relevé,État,Lignes,Total en monnaie de référence,Monnaie de référence');
    expect(csv).toContain('100001,Alpine Treuhand AG,Relevé des soldes,Terminée,3,1234.5,CHF');
    expect(csv).toContain('Échouée');
    expect(csv).not.toMatch(/Customer|Statement|Done|Failed|Reference currency/);
  });
});
