// The export's own language (issue #32): an account orders statement exported in French has French sheet names,
// headers, manifest and enum words (read back by openpyxl, a reader sharing nothing with the writer), and the same
// export in English reads exactly as it always did.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runExportJob } from '../../../../electron/services/reports/export-job';
import {
  exportWords,
  PNL_DEFINITION_WORDS,
  ENGLISH_EXPORT_WORDS,
  type ExportLanguage,
} from '../../../../electron/services/reports/export-words';
import { packTables } from '../../../../electron/services/reports/packed-tables';
import { loadMessages } from '../../../../shared/i18n/catalogue/load';
import { createTranslator } from '../../../../shared/i18n/translator';
import { REPORT_KINDS } from '../../../../shared/reports/kinds';
import { PNL_DEFINITIONS } from '../../../../shared/reports/pnl/definitions';
import { reportTables } from '../../../../shared/reports/report-tables';
import { useTempDirs } from '../helpers/temp-dir';
import { openpyxl, type Sheet } from './openpyxl-reader';
import { unzip } from './xlsx-reader';

const tempDir = useTempDirs();

const order = { account: 10, symbol: 'BTC', currency: 'CHF', commission: '10', commissionCurrency: 'CHF' };
// A buy of 1 and a sell of 2: the second coin has no cost basis, so the realized P&L is "not computable".
const statement = {
  dateFrom: '2025-03-01',
  dateTo: '2025-03-31',
  items: [
    {
      ...order,
      orderId: 1,
      clientOrderId: 'c-1',
      side: 'Buy',
      orderType: 'Limit',
      status: 'Filled',
      quantity: '1',
      cumulativeQuantity: '1',
      averagePrice: '50000',
      createdAt: '2025-03-02T10:00:00Z',
    },
    {
      ...order,
      orderId: 2,
      clientOrderId: 'c-2',
      side: 'Sell',
      orderType: 'Market',
      status: 'PartiallyFilled',
      quantity: '3',
      cumulativeQuantity: '2',
      averagePrice: '60000',
      createdAt: '2025-03-03T10:00:00Z',
    },
  ],
};
const manifest = {
  version: 1,
  id: 'abcdefgh-1',
  kind: 'account-orders',
  params: { kind: 'account-orders', dateFrom: '2025-03-01', dateTo: '2025-03-31' },
  customer: '100101',
  customerName: 'Alpine AG',
  profileId: 'p',
  profileName: 'Prod',
  environment: 'Local simulator',
  reportId: 'r1',
  serverTime: '2025-04-01T00:00:00Z',
  savedAt: '2025-04-01T00:00:00Z',
  appVersion: 'test',
  sha256: '0'.repeat(64),
  bytes: 10,
  rowCounts: {},
} as const;

async function exportIn(language: ExportLanguage | undefined, format: 'xlsx' | 'csv' = 'xlsx'): Promise<string> {
  const file = join(await tempDir(), format === 'csv' ? 'orders.zip' : 'orders.xlsx');
  const tables = packTables(reportTables('account-orders', statement as never));
  await runExportJob({
    manifest: manifest as never,
    outPath: file,
    tables,
    format,
    separator: ';',
    ...(language ? { language } : {}),
  });
  return file;
}

const values = (sheet: Sheet, row: number) => (sheet.rows[row] ?? []).map((cell) => cell.value);
const manifestPairs = (sheet: Sheet) => sheet.rows.map((row) => [row[0]?.value, row[1]?.value]);

describe('an export in a language of its own', () => {
  it('writes an account orders statement in French: sheet names, headers, enum words, manifest, page footer', async () => {
    const book = await openpyxl(await exportIn({ language: 'fr', locale: 'fr-CH' }));
    expect(book.active).toBe('Informations');
    expect(book.sheets.map((sheet) => sheet.name)).toEqual([
      'Informations',
      'Ordres',
      'Résultat FIFO',
      'Résultat coût moyen',
      'Résultat totaux',
      'Résultat autres commissions',
    ]);
    const [info, orders, fifo] = book.sheets as [Sheet, Sheet, Sheet];
    expect(values(orders, 0).slice(0, 9)).toEqual([
      'N° d’ordre',
      'Réf. client de l’ordre',
      'Compte',
      'Symbole',
      'Monnaie',
      'Sens',
      'Type',
      'Statut',
      'Quantité',
    ]);
    expect(values(orders, 0)).toContain('Quantité (exact)');
    expect(values(orders, 1).slice(5, 8)).toEqual(['Achat', 'Limite', 'Exécuté']);
    expect(values(orders, 2).slice(5, 8)).toEqual(['Vente', 'Au marché', 'Partiellement exécuté']);
    expect(values(fifo, 0).slice(0, 3)).toEqual(['Symbole', 'Monnaie', 'Résultat réalisé']);
    expect(values(fifo, 1)[2]).toBe('non calculable');
    const pairs = manifestPairs(info);
    expect(pairs.slice(0, 6)).toEqual([
      ['Champ', 'Valeur'],
      ['Rapport', 'Relevé des ordres'],
      ['Paramètres', 'du 2025-03-01 au 2025-03-31'],
      ['Paramètres (tels qu’envoyés)', JSON.stringify(manifest.params)],
      ['Client', '100101 (Alpine AG)'],
      ['Profil', 'Prod'],
    ]);
    expect(pairs).toContainEqual(['Environnement', 'Simulateur local']);
    expect(pairs).toContainEqual(['Feuille « Ordres »', '2 lignes du tableau Ordres']);
    expect(pairs).toContainEqual(['Lignes dans Ordres', '2']);
    expect(pairs.find(([field]) => field === 'Définition du résultat 4')?.[1]).toBe(
      'Coût moyen : de même, avec tous les lots d’un instrument regroupés à un coût moyen unique.',
    );
    expect(pairs.find(([field]) => field === 'Résultat réalisé FIFO (CHF)')?.[1]).toBe(
      'non calculable : 1 vente de BTC sans prix de revient',
    );
    for (const sheet of book.sheets) {
      expect(sheet.header).toEqual(['100101 · Alpine AG', '&BRelevé des ordres', 'du 2025-03-01 au 2025-03-31']);
      expect(sheet.footer).toEqual(['&A', null, 'Page &P sur &N']);
    }
    // No English word of the sheets is left.
    const text = JSON.stringify(book.sheets.map((sheet) => [sheet.name, sheet.rows[0]?.map((cell) => cell.value)]));
    for (const english of [
      'Orders',
      'Order id',
      'Symbol',
      'Side',
      'Status',
      'Quantity',
      'Realized P&L',
      'Field',
      'Manifest',
    ])
      expect(text).not.toContain(`"${english}"`);
  });

  it('writes the same export in English exactly as before the language existed, also when none is given', async () => {
    for (const language of [{ language: 'en', locale: 'en-CH' } as const, undefined]) {
      const book = await openpyxl(await exportIn(language));
      expect(book.sheets.map((sheet) => sheet.name)).toEqual([
        'Manifest',
        'Orders',
        'P&L FIFO',
        'P&L Average cost',
        'P&L totals',
        'P&L other commissions',
      ]);
      const [info, orders, fifo] = book.sheets as [Sheet, Sheet, Sheet];
      expect(values(orders, 0).slice(0, 9)).toEqual([
        'Order id',
        'Client order id',
        'Account',
        'Symbol',
        'Currency',
        'Side',
        'Type',
        'Status',
        'Quantity',
      ]);
      expect(values(orders, 2).slice(5, 8)).toEqual(['Sell', 'Market', 'Partially filled']);
      expect(values(fifo, 1)[2]).toBe('not computable');
      const pairs = manifestPairs(info);
      expect(pairs.map(([field]) => field).slice(0, 12)).toEqual([
        'Field',
        'Report',
        'Parameters',
        'Parameters (as sent)',
        'Customer',
        'Profile',
        'Environment',
        'Service report id',
        'Server time of creation (UTC)',
        'Saved in the archive (UTC)',
        'App version',
        'Archive id',
      ]);
      expect(pairs).toContainEqual(['Report', 'Account orders statement']);
      expect(pairs).toContainEqual(['Parameters', '2025-03-01 to 2025-03-31']);
      expect(pairs).toContainEqual(['Environment', 'Local simulator']);
      expect(pairs).toContainEqual(['Sheet "Orders"', '2 rows of table Orders']);
      expect(pairs).toContainEqual(['Sheet "P&L other commissions"', '0 rows of table P&L other commissions']);
      PNL_DEFINITIONS.forEach((definition, index) =>
        expect(pairs).toContainEqual([`P&L definition ${index + 1}`, definition]),
      );
      expect(info.footer).toEqual(['&A', null, 'Page &P of &N']);
    }
  });

  it('writes the CSV files, their headers and manifest.csv in the language too', async () => {
    const zip = unzip(await readFile(await exportIn({ language: 'de', locale: 'de-CH' }, 'csv')));
    expect([...zip.keys()]).toContain('Aufträge.csv');
    const orders = zip.get('Aufträge.csv')?.toString('utf8') ?? '';
    expect(orders.split('\r\n')[0]).toBe(
      'Auftragsnummer;Kunden-Auftragsnummer;Konto;Symbol;Währung;Richtung;Art;Status;Menge;Ausgeführte Menge;Durchschnittskurs;Kommission;Kommissionswährung;Erstellt (UTC)',
    );
    expect(orders.split('\r\n')[1]).toContain(';Kauf;Limitiert;Ausgeführt;');
    const info = zip.get('manifest.csv')?.toString('utf8') ?? '';
    expect(info.split('\r\n')[0]).toBe('Feld;Wert');
    expect(info).toContain('Bericht;Auftragsauszug');
    expect(info).toContain('Datei «Aufträge.csv»;2 Zeilen der Tabelle Aufträge');
    expect(info).toContain('Zahlen;"Exakter Dezimaltext, wie der Dienst ihn gesendet hat');
  });
});

describe('the export words', () => {
  it('give the P&L definitions in the order and English words of shared/reports (the preview and desk pnl show those)', () => {
    expect(PNL_DEFINITION_WORDS.map((key) => ENGLISH_EXPORT_WORDS.t(key))).toEqual(PNL_DEFINITIONS);
  });

  it('know every table name and column header of every report kind (none stays in English)', async () => {
    // The pseudo-locale changes every letter of every message: a name or header it leaves alone has no message.
    const pseudo = exportWords(createTranslator('pseudo', 'en', await loadMessages('pseudo')));
    const empty = {
      dateFrom: '2025-03-01',
      dateTo: '2025-03-31',
      referenceCurrency: 'CHF',
      totalValueInReferenceCurrency: '0',
      items: [],
      accounts: [],
      balances: [],
      rates: [],
      rewards: [],
      totals: [],
    };
    // One typed lot, so the opening lots table is there too.
    const lot = {
      symbol: 'BTC',
      currency: 'CHF',
      quantity: '1',
      cost: '1',
      date: '2025-01-01',
      source: { kind: 'typed' },
    };
    const opening = { fifo: [lot], average: [lot], problem: null };
    for (const kind of REPORT_KINDS) {
      const data =
        kind === 'legacy-client'
          ? []
          : kind === 'legacy-account'
            ? { accountNumber: '1', assetSymbol: 'BTC', entries: [] }
            : empty;
      const { tables } = reportTables(kind, data as never, { opening: opening as never });
      for (const table of tables) {
        expect({ kind, table: table.name, shown: pseudo.tableName(table.name) !== table.name }).toEqual({
          kind,
          table: table.name,
          shown: true,
        });
        for (const column of table.columns)
          expect({ kind, header: column.header, shown: pseudo.header(column) !== column.header }).toEqual({
            kind,
            header: column.header,
            shown: true,
          });
      }
    }
  });
});
