import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StatementOrder } from '../../../shared/api/schemas/report-data';
import type { ArchiveManifest } from '../../../shared/reports/archive-entry';
import { reportTables } from '../../../shared/reports/report-tables';
import { setDateStyle } from '../../../renderer/src/format/datetime';
import { showLanguage } from '../../../renderer/src/i18n/store';
import { Preview } from '../../../renderer/src/reports/Preview';
import { ReportsView } from '../../../renderer/src/reports/ReportsView';
import { openReport, resetReportsStore } from '../../../renderer/src/reports/store';
import { installFakeApi, ok } from '../support/fake-api';
import { flush } from '../support/settle';

const order = (orderId: number, side: 'Buy' | 'Sell', status: 'Filled' | 'PartiallyFilled'): StatementOrder =>
  ({
    orderId,
    clientOrderId: `c${orderId}`,
    account: 1,
    symbol: 'BTC',
    currency: 'CHF',
    side,
    orderType: 'Limit',
    status,
    quantity: '1',
    cumulativeQuantity: '1',
    averagePrice: '100',
    commission: null,
    commissionCurrency: null,
    createdAt: '2025-03-02T10:00:00Z',
  }) as StatementOrder;

const manifest = {
  version: 1,
  id: 'report-0001',
  kind: 'account-orders',
  params: { kind: 'account-orders', dateFrom: '2025-03-01', dateTo: '2025-03-31' },
  customer: '100001',
  customerName: 'Alpine Capital AG',
  profileId: 'p',
  profileName: 'Simulator',
  environment: 'simulator',
  reportId: 'r1',
  serverTime: '2025-04-01T00:00:00.000Z',
  savedAt: '2025-04-01T00:00:00.000Z',
  appVersion: '0.1.0',
  sha256: 'a'.repeat(64),
  bytes: 10,
  rowCounts: {},
} as ArchiveManifest;

const tables = reportTables('account-orders', {
  dateFrom: '2025-03-01',
  dateTo: '2025-03-31',
  items: [order(1, 'Buy', 'Filled'), order(2, 'Sell', 'PartiallyFilled')],
} as never);

function serveReport(): void {
  installFakeApi()
    .answerAlways('reports.jobs', () => ok([]))
    .answerAlways('reports.archive', () => ok([{ manifest, intact: true }]))
    .answerAlways('reports.tables', () =>
      ok({
        manifest,
        tables: tables.tables.map((t, index) => ({ index, name: t.name, columns: t.columns, rowCount: t.rowCount })),
        figures: tables.figures,
      }),
    )
    .answerAlways('reports.rows', (input) => {
      const { table, offset, limit } = input as { table: number; offset: number; limit: number };
      const t = tables.tables[table]!;
      return ok({
        offset,
        rowCount: Math.min(limit, t.rowCount - offset),
        columns: t.columns,
        values: t.values.map((column) => column.slice(offset, offset + limit)),
      });
    });
}

describe('the Reports section in German', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    cleanup();
    resetReportsStore();
    setDateStyle('locale');
  });

  it('shows the section, the archive list, a preview and the export menu without an English word of its own', async () => {
    setDateStyle('locale', 'de-CH');
    // happy-dom lays nothing out: the grid's scroll box gets a size, so the virtualized rows are drawn.
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1400);
    serveReport();
    await showLanguage('de');
    render(<ReportsView />);
    await flush();
    expect(screen.getByRole('heading', { name: 'Berichte' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Berichtszentrale' })).toBeTruthy();
    expect(screen.getByText('Diese Sitzung')).toBeTruthy();

    // The archive: its filter, its table and a report's kind and period in German.
    await act(async () => screen.getByRole('tab', { name: 'Archiv' }).click());
    await flush();
    const archive = screen.getByRole('region', { name: 'Archiv' });
    expect(within(archive).getByLabelText('Gespeichert von')).toBeTruthy();
    expect(
      within(archive)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Auswählen', 'Bericht', 'Kunde', 'Umfang', 'Gespeichert', 'Integrität', 'Aktionen']);
    const row = archive.querySelector('tr[data-archive-id="report-0001"]') as HTMLElement;
    expect(within(row).getByRole('cell', { name: 'Auftragsauszug' })).toBeTruthy();
    expect(row.textContent).toContain('01.03.2025 bis 31.03.2025');
    expect(within(row).getByText('geprüft')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Öffnen' })).toBeTruthy();

    // A preview: the kind, the period, the tables' row counts, and the service's enums (side, status) as German words.
    await act(() => openReport('report-0001'));
    const preview = screen.getByRole('region', { name: 'Berichtsvorschau' });
    expect(within(preview).getByRole('heading', { name: 'Auftragsauszug' })).toBeTruthy();
    expect(preview.textContent).toContain('Serverzeit 01.04.2025, 00:00:00');
    expect(preview.textContent).toContain('Zeiten in UTC');
    expect(within(preview).getByText('Realisierter Erfolg FIFO (CHF)')).toBeTruthy();
    const tabs = within(preview).getByRole('tablist', { name: 'Tabellen' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.firstChild?.textContent?.trim()),
    ).toEqual(['Aufträge', 'Erfolg FIFO', 'Erfolg Durchschnittskosten', 'Erfolg Totale', 'Erfolg übrige Kommissionen']);
    expect(tabs.textContent).toContain('2 Zeilen');
    const grid = within(preview).getByRole('table', { name: 'Aufträge: 2 Zeilen' });
    // Headers as the workbook names them, the zone named once in the preview's header.
    const headers = within(grid)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(
      expect.arrayContaining([
        'Auftragsnr.',
        'Richtung',
        'Art',
        'Status',
        'Ausgeführte Menge',
        'Durchschnittskurs',
        'Kommissionswährung',
        'Erfasst',
      ]),
    );
    await waitFor(() => expect(within(grid).getByText('Kauf')).toBeTruthy());
    expect(within(grid).getByText('Verkauf')).toBeTruthy();
    expect(within(grid).getByText('Teilweise ausgeführt')).toBeTruthy();

    // The export menu, whole sentences in German.
    fireEvent.click(within(preview).getByRole('button', { name: 'Exportieren ▾' }));
    const menu = screen.getByRole('menu', { name: 'Exportieren' });
    expect(within(menu).getByRole('menuitem', { name: 'Excel-Arbeitsmappe (.xlsx)…' })).toBeTruthy();
    expect(within(menu).getByRole('menuitem', { name: 'CSV (.zip, eine Datei pro Tabelle)…' })).toBeTruthy();
    expect(menu.textContent).toContain('CSV-Felder durch Semikolon (;) getrennt');

    const shown = document.body.textContent ?? '';
    for (const english of [
      'Report centre',
      'This session',
      'Account orders statement',
      'verified',
      'server time',
      'times in UTC',
      'rows',
      'Excel workbook',
      'separated by',
      'Buy',
      'Partially filled',
      'Orders',
      'Average cost',
      'Filled quantity',
      'Commission currency',
      'Realized P&L',
    ]) {
      expect(shown).not.toContain(english);
    }
  });

  it('says in German that a report could not be opened', async () => {
    installFakeApi().answerAlways(
      'reports.tables',
      () => ({ ok: false, error: { kind: 'not-found', message: 'gone' } }) as never,
    );
    await showLanguage('de');
    await act(() => openReport('report-0001'));
    render(<Preview />);
    await flush();
    expect(screen.getByText('Der Bericht konnte nicht geöffnet werden')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Schliessen' })).toBeTruthy();
  });
});
