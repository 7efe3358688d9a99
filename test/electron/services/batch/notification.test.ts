import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../../../shared/i18n/translator';
import { loadMessages } from '../../../../shared/i18n/catalogue/load';
import type { BatchView } from '../../../../shared/reports/batch';
import { finishedNotification, windowView } from '../../../../electron/services/batch/feature';

const step = (state: 'done' | 'failed') => ({
  customer: '100001',
  customerName: null,
  referenceCurrency: 'CHF',
  kind: 'balance' as const,
  state,
  reportId: null,
  archiveId: null,
  attempts: 1,
  rows: null,
  sha256: null,
  files: [],
  error: null,
});
const view = (failed: number, total: number): BatchView => ({
  batchId: 'b',
  request: {
    profileId: 'p',
    kinds: ['balance'],
    dateFrom: '2026-10-01',
    dateTo: '2026-10-31',
    currency: null,
    customers: null,
    format: 'csv',
    out: '/home/someone/runs/2026-11-28',
  },
  state: 'finished',
  live: false,
  createdAt: '2026-11-28T08:00:00.000Z',
  done: total - failed,
  failed,
  remaining: 0,
  etaMs: null,
  steps: Array.from({ length: total }, (_, index) => step(index < failed ? 'failed' : 'done')),
  summary: [],
});

describe('the month-end run, as the window and the desktop hear of it', () => {
  it('notifies when it finishes, in the user’s language, saying how many failed', async () => {
    const english = createTranslator('en', 'en-CH', await loadMessages('en'));
    const german = createTranslator('de', 'de-CH', await loadMessages('de'));
    expect(finishedNotification(view(0, 2000), english)).toEqual({
      title: 'Month-end run finished',
      body: "All 2'000 statements were made and exported.",
    });
    expect(finishedNotification(view(1, 40), english).body).toBe(
      '1 of 40 statements failed; see Reports for the reason.',
    );
    expect(finishedNotification(view(3, 40), german)).toEqual({
      title: 'Monatsabschluss beendet',
      body: '3 von 40 Auszügen sind fehlgeschlagen; die Gründe finden Sie unter Berichte.',
    });
  });

  it('shows the window the output folder’s name, never its path on this machine', () => {
    expect(windowView(view(0, 1)).request.out).toBe('2026-11-28');
  });
});
