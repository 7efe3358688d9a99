import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StatementOrder } from '../../../shared/api/schemas/report-data';
import type { ArchiveManifest } from '../../../shared/reports/archive-entry';
import { openingCarried } from '../../../shared/reports/pnl/carry';
import type { ResolvedOpeningLots } from '../../../shared/reports/pnl/opening';
import { reportTables } from '../../../shared/reports/report-tables';
import type { ReportTables } from '../../../shared/reports/table-model';
import { setDateStyle } from '../../../renderer/src/format/datetime';
import { Preview } from '../../../renderer/src/reports/Preview';
import { openReport, resetReportsStore } from '../../../renderer/src/reports/store';
import { type FakeApi, installFakeApi, ok } from '../support/fake-api';

const item = (orderId: number, side: 'Buy' | 'Sell', quantity: string, price: string, at: string): StatementOrder =>
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
    createdAt: `2025-${at}Z`,
  }) as StatementOrder;

// March starts with a sell of 1 @ 300 (no lot: not computable, 300 without cost basis), then buy 1 @ 200, sell 1 @ 250 (+50).
const march = {
  dateFrom: '2025-03-01',
  dateTo: '2025-03-31',
  items: [
    item(3, 'Sell', '1', '300', '03-01T23:30:00'),
    item(4, 'Buy', '1', '200', '03-02T10:00:00'),
    item(5, 'Sell', '1', '250', '03-03T10:00:00'),
  ],
};
// February bought 1 @ 100: with it, March's first sell is +200, and BTC +250 in all.
const february = [item(1, 'Buy', '1', '100', '02-10T10:00:00')];

const manifest = (id: string, dateFrom: string, dateTo: string): ArchiveManifest =>
  ({
    version: 1,
    id,
    kind: 'account-orders',
    params: { kind: 'account-orders', dateFrom, dateTo },
    customer: '100001',
    customerName: null,
    profileId: 'p',
    profileName: 'Simulator',
    environment: 'Local simulator',
    reportId: 'r1',
    serverTime: '2025-04-01T23:30:00.000Z',
    savedAt: '2025-04-01T00:00:00.000Z',
    appVersion: '0.1.0',
    sha256: 'a'.repeat(64),
    bytes: 10,
    rowCounts: {},
  }) as ArchiveManifest;
const MARCH = manifest('report-march', '2025-03-01', '2025-03-31');
const FEBRUARY = manifest('report-february', '2025-02-01', '2025-02-28');

let api: FakeApi;
let shown: ReportTables;
const opened = (tables: ReportTables) => ({
  manifest: MARCH,
  tables: tables.tables.map((t, index) => ({ index, name: t.name, columns: t.columns, rowCount: t.rowCount })),
  figures: tables.figures,
});

beforeEach(() => {
  // happy-dom lays nothing out: the grid's scroll box gets a size, so the virtualized rows are drawn.
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1400);
  api = installFakeApi();
  shown = reportTables('account-orders', march as never);
  api.answerAlways('reports.tables', () => ok(opened(shown)));
  api.answerAlways('reports.rows', (input) => {
    const { table, offset, limit } = input as { table: number; offset: number; limit: number };
    const t = shown.tables[table]!;
    return ok({
      offset,
      rowCount: Math.min(limit, t.rowCount - offset),
      columns: t.columns,
      values: t.values.map((column) => column.slice(offset, offset + limit)),
    });
  });
  api.answerAlways('reports.opening', () =>
    ok({ choice: { statement: null, lots: [] }, damaged: false, candidates: [FEBRUARY] }),
  );
  resetReportsStore();
});
afterEach(() => {
  vi.restoreAllMocks();
  cleanup();
  resetReportsStore();
  setDateStyle('locale');
});

const realizedCells = () => {
  const grid = screen.getByRole('table', { name: /P&L FIFO/ });
  const at = within(grid)
    .getAllByRole('columnheader')
    .findIndex((h) => h.textContent === 'Realized P&L');
  return within(grid)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[at]?.textContent);
};

describe('P&L tab with a sell before the first buy', () => {
  it('says "not computable" with the sells and proceeds; choosing an earlier statement as opening lots shows the computed figure', async () => {
    await act(() => openReport('report-march'));
    render(<Preview />);
    expect(screen.getByText('not computable: 1 sell of BTC without cost basis')).toBeTruthy();
    expect(screen.getByText('Proceeds without cost basis (CHF)')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: /P&L FIFO/ }));
    await waitFor(() => expect(realizedCells()).toEqual(['not computable']));

    const select = await screen.findByRole('combobox', { name: 'Opening lots from an earlier statement' });
    fireEvent.change(select, { target: { value: 'report-february' } });
    // Main rebuilds the tables from the earlier statement's lots; the page only shows what it answers.
    const carried = openingCarried(
      february,
      { fifo: [], average: [] },
      { kind: 'statement', archiveId: 'report-february', dateFrom: '2025-02-01', dateTo: '2025-02-28' },
      '2025-03-01',
    );
    const withOpening: ResolvedOpeningLots = { ...carried, problem: null };
    const sent: unknown[] = [];
    api.answerAlways('reports.setOpening', (input) => {
      sent.push(input);
      shown = reportTables('account-orders', march as never, { opening: withOpening });
      return ok(opened(shown));
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Use these opening lots' })));
    expect(sent).toEqual([{ archiveId: 'report-march', statement: 'report-february', lots: [] }]);
    await waitFor(() => expect(realizedCells()).toEqual(['250.00']));
    expect(screen.getByRole('status').textContent).toMatch(/Saved with the statement/);
    expect(screen.getByRole('tab', { name: /P&L opening lots/ })).toBeTruthy();
  });

  it('typed lots are checked before they are sent: bought before the first day, a quantity above 0', async () => {
    setDateStyle('iso');
    await act(() => openReport('report-march'));
    render(<Preview />);
    fireEvent.click(screen.getByRole('tab', { name: /P&L FIFO/ }));
    const form = await screen.findByRole('form', { name: 'Add an opening lot' });
    // By name: a field's label also holds its error once one shows.
    const field = (name: string) =>
      form.querySelector(
        `input[name="${{ Coin: 'symbol', Currency: 'currency', Quantity: 'quantity', 'Total cost': 'cost', 'Bought on': 'date' }[name]}"]`,
      )!;
    expect(within(form).getByLabelText('Total cost')).toBe(field('Total cost'));
    fireEvent.change(field('Coin'), { target: { value: 'btc' } });
    fireEvent.change(field('Currency'), { target: { value: 'CHF' } });
    fireEvent.change(field('Quantity'), { target: { value: '0' } });
    fireEvent.change(field('Total cost'), { target: { value: '1,000.50' } });
    fireEvent.change(field('Bought on'), { target: { value: '2025-03-01' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add lot' }));
    expect(within(form).getByText('Must be more than 0')).toBeTruthy();
    fireEvent.change(field('Quantity'), { target: { value: '1' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add lot' }));
    expect(within(form).getByText('Must be before this statement’s first day (2025-03-01)')).toBeTruthy();
    fireEvent.change(field('Bought on'), { target: { value: '2025-02-27' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add lot' }));
    const sent: unknown[] = [];
    api.answerAlways('reports.setOpening', (input) => {
      sent.push(input);
      return ok(opened(shown));
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Use these opening lots' })));
    expect(sent).toEqual([
      {
        archiveId: 'report-march',
        statement: null,
        lots: [{ symbol: 'BTC', currency: 'CHF', quantity: '1', cost: '1000.50', date: '2025-02-27' }],
      },
    ]);
  });
});

describe('report preview times', () => {
  it("are in UTC in the app's date style, the zone named once in the header", async () => {
    setDateStyle('locale', 'de-CH');
    await act(() => openReport('report-march'));
    render(<Preview />);
    const header = screen.getByRole('region', { name: 'Report preview' }).querySelector('header')!;
    // 23:30 UTC, not the next day in Zurich; one style for the server time and the table's times.
    expect(header.textContent).toContain('server time 01.04.2025, 23:30:00');
    expect(header.textContent?.match(/UTC/g)).toHaveLength(1);
    const grid = screen.getByRole('table', { name: /^Orders/ });
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toContain('Created');
    await waitFor(() => expect(within(grid).getAllByText('01.03.2025, 23:30:00')).toHaveLength(1));
  });
});
