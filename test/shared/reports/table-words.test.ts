import { describe, expect, it } from 'vitest';
import { messages as english } from '../../../shared/i18n/catalogue/en/index';
import { messages as german } from '../../../shared/i18n/catalogue/de/index';
import { createTranslator } from '../../../shared/i18n/translator';
import { REPORT_KINDS, type ReportKind } from '../../../shared/reports/kinds';
import { reportTables } from '../../../shared/reports/report-tables';
import { pnlCellWords } from '../../../shared/reports/pnl/cell-words';
import { columnHeader, tableWords } from '../../../shared/reports/table-words';
import { enumCellWords, paramsWords, REPORT_KIND_WORDS } from '../../../shared/reports/words';

// Every kind's data with no rows: the tables and their columns are built all the same.
const EMPTY: Record<ReportKind, unknown> = {
  'account-orders': { dateFrom: '2025-01-01', dateTo: '2025-01-31', items: [] },
  account: { referenceCurrency: 'CHF', totalValueInReferenceCurrency: '0', accounts: [] },
  balance: { referenceCurrency: 'CHF', totalValueInReferenceCurrency: '0', balances: [] },
  'exchange-rates': { referenceCurrency: 'CHF', rates: [] },
  guarantee: { referenceCurrency: 'CHF', totalValueInReferenceCurrency: '0', items: [] },
  'staking-rewards': { rewards: [], totals: [] },
  'legacy-account': { accountNumber: '1', assetSymbol: 'BTC', entries: [] },
  'legacy-client': [],
};

const en = createTranslator('en', 'en-CH', english);
const de = createTranslator('de', 'de-CH', german);

describe('the words of the report tables (shared by the preview and the files)', () => {
  // The opening lots table appears only with lots: every kind is built with one typed in.
  const lot = {
    symbol: 'BTC',
    currency: 'CHF',
    quantity: '1',
    cost: '100',
    date: '2024-12-01',
    source: { kind: 'typed' },
  } as const;
  const tables = REPORT_KINDS.flatMap(
    (kind) =>
      reportTables(kind, EMPTY[kind] as never, { opening: { fifo: [lot], average: [lot], problem: null } }).tables,
  );

  it('covers the opening lots table too', () => {
    expect(tables.map((table) => table.name)).toContain('P&L opening lots');
  });

  it('names every table and column of every kind, in English exactly as the model does', () => {
    for (const table of tables) {
      const name = tableWords(table.name);
      expect(name, table.name).not.toBeNull();
      expect(en.t(name!)).toBe(table.name);
      for (const column of table.columns) {
        const header = columnHeader(table.name, column, 'CHF');
        expect(header, `${table.name} / ${column.key}`).not.toBeNull();
        expect(en.format(header!)).toBe(column.header);
      }
    }
  });

  it('says them in German, the reference currency in its place', () => {
    const balances = tables.find((table) => table.name === 'Balances')!;
    expect(de.t(tableWords(balances.name)!)).toBe('Saldi');
    expect(balances.columns.map((column) => de.format(columnHeader(balances.name, column, 'CHF')!))).toEqual([
      'Konto',
      'Anlage',
      'Saldo',
      'Kurs (CHF)',
      'Wert (CHF)',
    ]);
    const commissions = tables.find((table) => table.name === 'P&L other commissions')!;
    expect(commissions.columns.map((column) => de.format(columnHeader(commissions.name, column, null)!))).toEqual([
      'Kommissionswährung',
      'Kommission',
    ]);
  });

  it("names report kinds, what they cover and the service's enums; a value the service added is Unknown, a column no map names keeps its value", () => {
    expect(de.t(REPORT_KIND_WORDS['account-orders'])).toBe('Auftragsauszug');
    expect(paramsWords({ kind: 'balance', date: '2025-06-30', referenceCurrency: 'EUR' }, (day) => day, de.t)).toBe(
      'per 2025-06-30, EUR',
    );
    expect(
      paramsWords(
        { kind: 'legacy-account', accountNumber: '42', dateFrom: '2025-01-01', dateTo: '2025-01-31' },
        (day) => day,
        en.t,
      ),
    ).toBe('account 42, 2025-01-01 to 2025-01-31');
    expect(de.t(enumCellWords('status', 'PartiallyFilled')!)).toBe('Teilweise ausgeführt');
    expect(de.t(enumCellWords('type', 'StakingReward')!)).toBe('Staking-Ertrag');
    expect(de.t(enumCellWords('side', 'Short')!)).toBe('Unbekannt');
    expect(enumCellWords('symbol', 'BTC')).toBeNull();
  });

  it('puts the figures in words, English exactly as the model writes them', () => {
    const sell = {
      orderId: 1,
      clientOrderId: 'c1',
      account: 1,
      symbol: 'BTC',
      currency: 'CHF',
      side: 'Sell',
      orderType: 'Limit',
      status: 'Filled',
      quantity: '1',
      cumulativeQuantity: '1',
      averagePrice: '300',
      commission: null,
      commissionCurrency: null,
      createdAt: '2025-01-02T10:00:00Z',
    };
    const { figures } = reportTables('account-orders', {
      dateFrom: '2025-01-01',
      dateTo: '2025-01-31',
      items: [sell],
    } as never);
    for (const figure of figures) {
      expect(en.format(figure.labelWords!)).toBe(figure.label);
      if (figure.valueWords) expect(en.format(figure.valueWords)).toBe(figure.value);
    }
    expect(figures.map((figure) => de.format(figure.labelWords!))).toEqual([
      'Realisierter Erfolg FIFO (CHF)',
      'Erlös ohne Einstandswert (CHF)',
    ]);
    expect(de.format(figures[0]!.valueWords!)).toBe('nicht berechenbar: 1 Verkauf von BTC ohne Einstandswert');
  });

  it('names the P&L cells the model writes in words (method, not computable, typed in), English exactly as in the files', () => {
    const sell = {
      orderId: 1,
      clientOrderId: 'c1',
      account: 1,
      symbol: 'ETH',
      currency: 'CHF',
      side: 'Sell',
      orderType: 'Limit',
      status: 'Filled',
      quantity: '5',
      cumulativeQuantity: '5',
      averagePrice: '300',
      commission: null,
      commissionCurrency: null,
      createdAt: '2025-01-02T10:00:00Z',
    };
    const { tables: pnl } = reportTables(
      'account-orders',
      { dateFrom: '2025-01-01', dateTo: '2025-01-31', items: [sell] } as never,
      { opening: { fifo: [lot], average: [lot], problem: null } },
    );
    const cells = pnl.flatMap((table) =>
      table.columns.flatMap((column, c) =>
        table.values[c]!.map((value) => ({ table: table.name, key: column.key, value })),
      ),
    );
    const worded = cells.flatMap(({ table, key, value }) => {
      const words = value === null ? null : pnlCellWords(key, value);
      return words === null ? [] : [{ table, key, value, en: en.format(words), de: de.format(words) }];
    });
    for (const cell of worded) expect(cell.en).toBe(cell.value);
    expect(worded.filter((cell) => cell.table === 'P&L totals').map((cell) => cell.de)).toEqual([
      'FIFO',
      'Durchschnittskosten',
      'nicht berechenbar (ETH)',
      'nicht berechenbar (ETH)',
    ]);
    expect(worded.filter((cell) => cell.table === 'P&L FIFO').map((cell) => cell.de)).toEqual(['nicht berechenbar']);
    expect(worded.filter((cell) => cell.key === 'source').map((cell) => cell.de)).toEqual([
      'Von Hand erfasst',
      'Von Hand erfasst',
    ]);
    expect(pnlCellWords('realized', '37')).toBeNull();
  });
});
