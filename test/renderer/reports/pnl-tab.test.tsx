import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { StatementOrder } from '../../../shared/api/schemas/report-data';
import type { ArchiveManifest } from '../../../shared/reports/archive-entry';
import english from '../../../shared/i18n/catalogue/en/reports.json';
import { PNL_DEFINITION_WORDS } from '../../../shared/reports/pnl/definitions';
import { reportTables } from '../../../shared/reports/report-tables';
import { Preview } from '../../../renderer/src/reports/Preview';
import { openReport, resetReportsStore } from '../../../renderer/src/reports/store';
import { installFakeApi, ok } from '../support/fake-api';

const item = (orderId: number, side: 'Buy' | 'Sell', quantity: string, price: string, day: string): StatementOrder =>
  ({
    orderId,
    clientOrderId: `c${orderId}`,
    account: 1,
    symbol: 'BTC',
    currency: 'CHF',
    side,
    orderType: 'Limit',
    status: 'Filled',
    quantity,
    cumulativeQuantity: quantity,
    averagePrice: price,
    commission: null,
    commissionCurrency: null,
    createdAt: `2025-03-${day}T10:00:00Z`,
  }) as StatementOrder;

// buy 1 @ 100, buy 1 @ 200, sell 1.5 @ 300: FIFO cost 100 + 200·0.5 = 200, proceeds 450 -> realized 250
const tables = reportTables('account-orders', {
  dateFrom: '2025-03-01',
  dateTo: '2025-03-31',
  items: [item(1, 'Buy', '1', '100', '01'), item(2, 'Buy', '1', '200', '02'), item(3, 'Sell', '1.5', '300', '03')],
} as never);
const manifest = {
  version: 1,
  id: 'report-0001',
  kind: 'account-orders',
  params: { kind: 'account-orders', dateFrom: '2025-03-01', dateTo: '2025-03-31' },
  customer: '100001',
  customerName: null,
  profileId: 'p',
  profileName: 'Simulator',
  environment: 'Local simulator',
  reportId: 'r1',
  serverTime: '2025-04-01T00:00:00.000Z',
  savedAt: '2025-04-01T00:00:00.000Z',
  appVersion: '0.1.0',
  sha256: 'a'.repeat(64),
  bytes: 10,
  rowCounts: {},
} as ArchiveManifest;

// Every test of the file, whatever the order they run in: a preview left mounted by one is found twice by the next.
afterEach(() => {
  cleanup();
  resetReportsStore();
});

describe('P&L tab of an account orders statement', () => {
  beforeEach(() => {
    const api = installFakeApi();
    api.answerAlways('reports.tables', () =>
      ok({
        manifest,
        tables: tables.tables.map((t, index) => ({ index, name: t.name, columns: t.columns, rowCount: t.rowCount })),
        figures: tables.figures,
      }),
    );
    api.answerAlways('reports.rows', (input) => {
      const { table, offset, limit } = input as { table: number; offset: number; limit: number };
      const t = tables.tables[table]!;
      return ok({
        offset,
        rowCount: Math.min(limit, t.rowCount - offset),
        columns: t.columns,
        values: t.values.map((column) => column.slice(offset, offset + limit)),
      });
    });
    resetReportsStore();
  });

  it('shows the FIFO and average tabs, the definitions on screen, and the FIFO total as a figure', async () => {
    await act(() => openReport('report-0001'));
    render(<Preview />);
    expect(screen.getByText('Realized P&L FIFO (CHF)')).toBeTruthy();
    const definition = (at: number): string => english[PNL_DEFINITION_WORDS[at] as keyof typeof english];
    expect(screen.queryByText(definition(0))).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: /P&L FIFO/ }));
    expect(screen.getByText(definition(0))).toBeTruthy();
    expect(screen.getByText(definition(2))).toBeTruthy();
    const grid = screen.getByRole('table', { name: /P&L FIFO: 1 row$/ });
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toContain('Realized P&L');
    fireEvent.click(screen.getByRole('tab', { name: /P&L Average cost/ }));
    expect(screen.getByRole('table', { name: /P&L Average cost: 1 row$/ })).toBeTruthy();
  });
});

describe('Export ▾', () => {
  it("exports to Excel or PDF on the region's paper or the one picked, or to CSV with the region's separator, a decimal comma only with semicolons, the byte-order mark only when ticked", async () => {
    const api = installFakeApi();
    api.answerAlways('reports.tables', () =>
      ok({
        manifest,
        tables: tables.tables.map((t, index) => ({ index, name: t.name, columns: t.columns, rowCount: t.rowCount })),
        figures: tables.figures,
      }),
    );
    api.answerAlways('reports.rows', () => ok({ offset: 0, rowCount: 0, columns: [], values: [] }));
    const exports: unknown[] = [];
    api.answerAlways('reports.export', (input) => {
      exports.push(input);
      return ok(null);
    });
    resetReportsStore();
    await act(() => openReport('report-0001'));
    render(<Preview />);
    const menu = () => fireEvent.click(screen.getByRole('button', { name: 'Export ▾' }));
    menu();
    expect(screen.getByRole('menuitem', { name: /CSV \(\.zip, one file per table\)/ })).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('menuitem', { name: /Excel workbook/ })));
    menu();
    fireEvent.click(screen.getByRole('menuitemcheckbox', { name: /byte-order mark/ }));
    // The window's region (en-US here) picks the separator: commas; a decimal comma cannot be ticked with them.
    expect(screen.getByRole('menuitemradio', { name: /separated by commas/ }).getAttribute('aria-checked')).toBe(
      'true',
    );
    fireEvent.click(screen.getByRole('menuitemcheckbox', { name: /decimals with a comma/ }));
    expect(screen.getByRole('menuitemcheckbox', { name: /decimals with a comma/ }).getAttribute('aria-checked')).toBe(
      'false',
    );
    await act(async () => fireEvent.click(screen.getByRole('menuitem', { name: /CSV/ })));
    menu();
    fireEvent.click(screen.getByRole('menuitemradio', { name: /separated by semicolons/ }));
    fireEvent.click(screen.getByRole('menuitemcheckbox', { name: /decimals with a comma/ }));
    await act(async () => fireEvent.click(screen.getByRole('menuitem', { name: /CSV/ })));
    // A PDF statement on the region's paper (Letter in en-US), then on A4 once the user picks it (the workbook too).
    menu();
    expect(screen.getByRole('menuitemradio', { name: /on US Letter paper/ }).getAttribute('aria-checked')).toBe('true');
    await act(async () => fireEvent.click(screen.getByRole('menuitem', { name: /PDF statement/ })));
    menu();
    fireEvent.click(screen.getByRole('menuitemradio', { name: /on A4 paper/ }));
    await act(async () => fireEvent.click(screen.getByRole('menuitem', { name: /PDF statement/ })));
    menu();
    await act(async () => fireEvent.click(screen.getByRole('menuitem', { name: /Excel workbook/ })));
    expect(exports).toEqual([
      { archiveId: 'report-0001', format: 'xlsx', paper: 'letter' },
      { archiveId: 'report-0001', format: 'csv', bom: true, separator: ',', decimalComma: false },
      { archiveId: 'report-0001', format: 'csv', bom: true, separator: ';', decimalComma: true },
      { archiveId: 'report-0001', format: 'pdf', paper: 'letter' },
      { archiveId: 'report-0001', format: 'pdf', paper: 'a4' },
      { archiveId: 'report-0001', format: 'xlsx', paper: 'a4' },
    ]);
    // The choices are kept for the session: the next preview's menu shows them.
    cleanup();
    render(<Preview />);
    menu();
    expect(screen.getByRole('menuitemradio', { name: /separated by semicolons/ }).getAttribute('aria-checked')).toBe(
      'true',
    );
    expect(screen.getByRole('menuitemcheckbox', { name: /decimals with a comma/ }).getAttribute('aria-checked')).toBe(
      'true',
    );
    // Back to commas, the decimal comma goes too.
    fireEvent.click(screen.getByRole('menuitemradio', { name: /separated by commas/ }));
    expect(screen.getByRole('menuitemcheckbox', { name: /decimals with a comma/ }).getAttribute('aria-checked')).toBe(
      'false',
    );
  });
});
