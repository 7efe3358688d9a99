import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { BatchWindowView } from '../../../shared/reports/batch';
import { showLanguage } from '../../../renderer/src/i18n/store';
import { message } from '../../../shared/i18n/message';
import { BatchRun } from '../../../renderer/src/reports/BatchRun';
import { batchArrived, resetBatchStore } from '../../../renderer/src/reports/batch-store';
import { installFakeApi, ok } from '../support/fake-api';
import { flush, resetStores } from '../support/settle';

const step = (customer: string, state: BatchWindowView['steps'][number]['state'], error: string | null = null) => ({
  customer,
  customerName: `Kunde ${customer} AG`,
  referenceCurrency: 'CHF',
  kind: 'balance' as const,
  state,
  reportId: null,
  archiveId: null,
  attempts: 1,
  rows: null,
  sha256: null,
  files: [],
  error,
});

const RUN: BatchWindowView = {
  batchId: '2026-11-28-abcd1234',
  request: {
    profileId: 'p',
    kinds: ['balance'],
    dateFrom: '2026-10-01',
    dateTo: '2026-10-31',
    currency: 'CHF',
    customers: null,
    format: 'csv',
    out: 'month-end',
  },
  state: 'finished',
  live: false,
  createdAt: '2026-11-28T08:00:00.000Z',
  done: 1,
  failed: 1,
  remaining: 0,
  etaMs: null,
  steps: [step('100001', 'done'), step('100002', 'failed', 'The service could not be reached.')],
  summary: ['summary.xlsx', 'summary.csv'],
};

describe('Run for many customers', () => {
  afterEach(async () => {
    cleanup();
    resetStores();
    resetBatchStore();
    await showLanguage('en');
  });

  it('lists a failed statement with its reason and retries that one alone', async () => {
    const retried: unknown[] = [];
    installFakeApi()
      .answerAlways('batch.status', () => ok(RUN))
      .answerAlways('batch.retry', (input) => {
        retried.push(input);
        return ok({
          ...RUN,
          state: 'running',
          live: true,
          failed: 0,
          remaining: 1,
          steps: [step('100001', 'done'), step('100002', 'pending')],
        });
      });
    render(<BatchRun profileId="p" />);
    await flush();
    expect(screen.getByText(/Done: 1\. Failed: 1\. Remaining: 0\./)).toBeTruthy();
    expect(screen.getByText('The service could not be reached.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await flush();
    expect(retried).toEqual([{ steps: ['100002/balance'] }]);
    // Running again: its progress as main pushes it, with a cancel.
    act(() =>
      batchArrived({
        ...RUN,
        state: 'running',
        live: true,
        failed: 0,
        done: 1,
        remaining: 1,
        etaMs: 90_000,
        steps: [step('100001', 'done'), step('100002', 'created')],
      }),
    );
    expect(screen.getByText('About 2 minutes left.')).toBeTruthy();
    expect(screen.getByText('Customer 100002, Balance statement: being produced')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel the run' })).toBeTruthy();
  });

  it('speaks German: the form and the progress, no English words left', async () => {
    installFakeApi().answerAlways('batch.status', () => ok({ ...RUN, state: 'cancelled' }));
    await showLanguage('de');
    render(<BatchRun profileId="p" />);
    await flush();
    fireEvent.click(screen.getByRole('button', { name: 'Für viele Kunden erstellen…' }));
    const text = document.body.textContent ?? '';
    for (const words of [
      'Für viele Kunden erstellen',
      'Erledigt: 1. Fehlgeschlagen: 1. Ausstehend: 0.',
      'Fehlgeschlagene Auszüge',
      'Lauf fortsetzen',
      'Saldoauszug',
      'Referenzwährung',
      'Die eigene jedes Kunden',
      'Lauf starten',
    ])
      expect(text).toContain(words);
    for (const words of [
      'Run for many customers',
      'Done:',
      'Statements that failed',
      'Resume the run',
      'Balance statement',
      'Reference currency',
      'Start the run',
    ])
      expect(text).not.toContain(words);
  });

  it('says a failed statement’s reason in German when main kept it as catalogue words', async () => {
    const failed = {
      ...step('100002', 'failed'),
      error: message('reports.failure.serviceFailed', { reason: 'Timeout' }),
    };
    installFakeApi().answerAlways('batch.status', () => ok({ ...RUN, steps: [step('100001', 'done'), failed] }));
    await showLanguage('de');
    render(<BatchRun profileId="p" />);
    await flush();
    expect(screen.getByText('Der Dienst konnte den Bericht nicht erstellen: Timeout.')).toBeTruthy();
    expect(document.body.textContent).not.toContain('could not produce');
  });

  it('runs for the customers matching a filter, or for a selection saved from typed numbers', async () => {
    const started: unknown[] = [];
    const saved: unknown[] = [];
    let selections: { name: string; customers: string[] }[] = [];
    installFakeApi()
      .answerAlways('batch.status', () => ok(RUN))
      .answerAlways('batch.selections', () => ok(selections))
      .answerAlways('batch.saveSelection', (input) => {
        saved.push(input);
        selections = [input as { name: string; customers: string[] }];
        return ok(selections);
      })
      .answerAlways('batch.start', (input) => {
        started.push(input);
        return ok(RUN);
      });
    render(<BatchRun profileId="p" />);
    await flush();
    fireEvent.click(screen.getByRole('button', { name: 'Run for many customers…' }));
    await flush();
    expect(screen.getByText('A saved selection')).toBeTruthy();

    // Typed numbers (commas, spaces or lines), saved under a name: then chosen as the selection.
    fireEvent.click(screen.getByLabelText('Customer numbers'));
    fireEvent.change(screen.getByLabelText('Customer numbers, separated by commas'), {
      target: { value: '100001, 100002\n100003 100001' },
    });
    fireEvent.change(screen.getByLabelText('Name of the selection'), { target: { value: 'Zurich desk' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save as selection' }));
    await flush();
    expect(saved).toEqual([{ name: 'Zurich desk', customers: ['100001', '100002', '100003'] }]);
    expect((screen.getByLabelText('Saved selection') as HTMLSelectElement).value).toBe('Zurich desk');
    expect(screen.getByText('Zurich desk (3 customers)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Start the run' }));
    await flush();
    expect(started[0]).toMatchObject({ customers: null, selection: 'Zurich desk' });
    expect(started[0]).not.toHaveProperty('filter');

    // A filter over number, name and reference currency.
    fireEvent.click(screen.getByRole('button', { name: 'Run for many customers…' }));
    await flush();
    fireEvent.click(screen.getByLabelText('Customers matching a filter'));
    const start = screen.getByRole('button', { name: 'Start the run' }) as HTMLButtonElement;
    expect(start.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Number, name or reference currency contains'), {
      target: { value: 'EUR' },
    });
    expect(start.disabled).toBe(false);
    fireEvent.click(start);
    await flush();
    expect(started[1]).toMatchObject({ customers: null, filter: 'EUR' });
  });

  it('zips a finished run’s output folder on request and says what the zip holds', async () => {
    installFakeApi()
      .answerAlways('batch.status', () => ok(RUN))
      .answerAlways('batch.zip', () =>
        ok({ file: 'month-end-run-2026-11-28-abcd1234.zip', bytes: 2048, files: 3, delivery: 'file' }),
      );
    render(<BatchRun profileId="p" />);
    await flush();
    fireEvent.click(screen.getByRole('button', { name: 'Zip the output folder' }));
    await flush();
    expect(screen.getByText('The zip month-end-run-2026-11-28-abcd1234.zip holds 3 files.')).toBeTruthy();
  });
});
