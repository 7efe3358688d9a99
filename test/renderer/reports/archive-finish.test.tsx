import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setDateStyle } from '../../../renderer/src/format/datetime';
import { ArchiveList } from '../../../renderer/src/reports/ArchiveList';
import { ExportStatus } from '../../../renderer/src/reports/ExportStatus';
import { ReportsView } from '../../../renderer/src/reports/ReportsView';
import { exportArrived, resetReportsStore } from '../../../renderer/src/reports/store';
import { installFakeApi, ok } from '../support/fake-api';
import { flush } from '../support/settle';

const EXPORT_ID = '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b';
const MANIFEST = {
  id: 'a-1',
  kind: 'account-orders',
  params: { kind: 'account-orders', dateFrom: '2026-01-01', dateTo: '2026-03-31' },
  customer: '100101',
  customerName: 'Alpine Capital AG',
  savedAt: new Date(2026, 10, 5, 14, 3, 7).toISOString(),
  environment: 'simulator',
  sha256: 'ab',
};

describe('reports archive finish', () => {
  afterEach(() => {
    cleanup();
    resetReportsStore();
    setDateStyle('locale');
  });

  it("filters by days typed in the app's date style and shows when each report was saved in it", async () => {
    setDateStyle('locale', 'de-CH');
    const filters: unknown[] = [];
    installFakeApi().answerAlways(
      'reports.archive',
      (input) => (filters.push(input), ok([{ manifest: MANIFEST, intact: true }])),
    );
    render(<ArchiveList />);
    await flush();
    expect(document.querySelector('.reports-archive-table tbody td.tabular')?.textContent).toBe('05.11.2026, 14:03:07');
    expect(document.querySelector('.reports-archive-table tbody td[title]')?.textContent).toBe(
      '01.01.2026 to 31.03.2026',
    );
    const from = screen.getByLabelText('Saved from') as HTMLInputElement;
    expect(from.type).toBe('text');
    expect(from.placeholder).toBe('dd.mm.yyyy');
    fireEvent.change(from, { target: { value: '05.11.2026' } });
    await flush();
    expect(filters.at(-1)).toMatchObject({ from: '2026-11-05' });
    // Half a date is not sent, and the field says it is not one yet.
    fireEvent.change(screen.getByLabelText('to'), { target: { value: '31.02' } });
    await flush();
    expect(filters.at(-1)).not.toHaveProperty('to', '31.02');
    expect(screen.getByLabelText('to').getAttribute('aria-invalid')).toBe('true');
    act(() => setDateStyle('iso', 'de-CH'));
    expect(from.value).toBe('2026-11-05');
  });

  it('offers Open and Show in folder once an export is saved, through main by export id, and the line can be dismissed', async () => {
    const asked: unknown[] = [];
    installFakeApi().answerAlways('reports.revealExport', (input) => (asked.push(input), ok(null)));
    render(<ExportStatus />);
    act(() =>
      exportArrived({
        exportId: EXPORT_ID,
        archiveId: 'a-1',
        file: '100101 - statement.xlsx',
        delivery: 'file',
        state: 'running',
        rowsWritten: 0,
        rowsTotal: 10,
        bytes: null,
        message: null,
      }),
    );
    expect(screen.queryByRole('button', { name: 'Open' })).toBeNull();
    act(() =>
      exportArrived({
        exportId: EXPORT_ID,
        archiveId: 'a-1',
        file: '100101 - statement.xlsx',
        delivery: 'file',
        state: 'done',
        rowsWritten: 10,
        rowsTotal: 10,
        bytes: 100,
        message: null,
      }),
    );
    await act(async () => screen.getByRole('button', { name: 'Open' }).click());
    await act(async () => screen.getByRole('button', { name: 'Show in folder' }).click());
    expect(asked).toEqual([
      { exportId: EXPORT_ID, how: 'open' },
      { exportId: EXPORT_ID, how: 'folder' },
    ]);
    act(() => screen.getByRole('button', { name: 'Dismiss 100101 - statement.xlsx' }).click());
    expect(document.querySelector('.reports-export')).toBeNull();
  });

  it('in browser mode, shows a finished export as the browser download it became: no Open or Show in folder, no path', async () => {
    const asked: unknown[] = [];
    installFakeApi().answerAlways('reports.revealExport', (input) => (asked.push(input), ok(null)));
    render(<ExportStatus />);
    act(() =>
      exportArrived({
        exportId: EXPORT_ID,
        archiveId: 'a-1',
        file: '100101 - statement.xlsx',
        delivery: 'download',
        state: 'done',
        rowsWritten: 10,
        rowsTotal: 10,
        bytes: 100,
        message: null,
      }),
    );
    const line = document.querySelector<HTMLElement>('.reports-export')!;
    expect(line.textContent).toContain('100101 - statement.xlsx');
    expect(line.textContent).toContain('Downloaded · 10 rows');
    expect(line.textContent).toContain('in your browser’s downloads');
    expect(screen.queryByRole('button', { name: 'Open' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Show in folder' })).toBeNull();
    expect(asked).toEqual([]);
  });

  it('leaves no finished export line behind when the user moves to another tab; a running export stays', async () => {
    installFakeApi()
      .answerAlways('reports.jobs', () => ok([]))
      .answerAlways('reports.archive', () => ok([]));
    render(<ReportsView />);
    await flush();
    const line = (state: 'done' | 'running', exportId: string) =>
      exportArrived({
        exportId,
        archiveId: 'a-1',
        file: `${exportId}.xlsx`,
        delivery: 'file',
        state,
        rowsWritten: 1,
        rowsTotal: 2,
        bytes: null,
        message: null,
      });
    act(() => (line('done', EXPORT_ID), line('running', '7f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b')));
    expect(document.querySelectorAll('.reports-export')).toHaveLength(2);
    await act(async () => screen.getByRole('tab', { name: 'Archive' }).click());
    await flush();
    expect([...document.querySelectorAll('.reports-export')].map((item) => item.getAttribute('data-state'))).toEqual([
      'running',
    ]);
    // Above the archive, never under its table.
    const exports = document.querySelector('.reports-exports');
    const archive = document.querySelector('.reports-archive');
    expect(
      exports && archive && exports.compareDocumentPosition(archive) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });
});
