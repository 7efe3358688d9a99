import { readFile, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseCsv } from 'csv-parse/sync';
import { describe, expect, it, vi } from 'vitest';
import type { ActiveClients } from '../../../../electron/services/clients/client-pool';
import { ReportDecoder } from '../../../../electron/services/reports/decoder';
import { ReportService } from '../../../../electron/services/reports/report-service';
import type { OpenedReport } from '../../../../shared/ipc/schemas/reports';
import { asDecimal } from '../../../../shared/wire/decimal';
import { useTempDirs } from '../helpers/temp-dir';
import { readXlsx, unzip } from './xlsx-reader';
import { messages as frMessages } from '../../../../shared/i18n/catalogue/fr/index';
import { messages as deMessages } from '../../../../shared/i18n/catalogue/de/index';
import { createTranslator } from '../../../../shared/i18n/translator';
import type { AppError } from '../../../../electron/services/errors';

const tempDir = useTempDirs();

const item = (
  orderId: number,
  symbol: string,
  side: string,
  quantity: string,
  price: string,
  createdAt: string,
  commission = 'null',
) =>
  `{"orderId":${orderId},"clientOrderId":"C-${orderId}","account":100001,"symbol":"${symbol}","currency":"CHF","side":"${side}","orderType":"Limit","status":"Filled","quantity":${quantity},"cumulativeQuantity":${quantity},"averagePrice":${price},"commission":${commission},"commissionCurrency":${commission === 'null' ? 'null' : '"CHF"'},"createdAt":"${createdAt}"}`;
const statement = (dateFrom: string, dateTo: string, items: string[]) =>
  `{"state":"Completed","reportData":{"dateFrom":"${dateFrom}","dateTo":"${dateTo}","items":[${items.join(',')}]},"failureReason":null}`;

// March: ETH sold (2 @ 50 − 1, then 3 @ 60) with only 1 bought in between: 2 sells short of lots, 219 of proceeds
// without cost basis. February (the earlier statement) leaves FIFO lots (1, 30) and (3, 136.5): March's ETH is then 72.5
// (worked out in test/shared/reports/pnl-opening.test.ts); BTC +50 either way.
const MARCH = statement('2025-03-01', '2025-03-31', [
  item(11, 'ETH', 'Sell', '2', '50', '2025-03-01T09:00:00Z', '1'),
  item(12, 'ETH', 'Buy', '1', '40', '2025-03-02T09:00:00Z'),
  item(13, 'ETH', 'Sell', '3', '60', '2025-03-03T09:00:00Z'),
  item(14, 'ETH', 'Buy', '10', '1', '2025-03-04T09:00:00Z'),
  item(15, 'BTC', 'Buy', '1', '100', '2025-03-05T09:00:00Z'),
  item(16, 'BTC', 'Sell', '1', '150', '2025-03-06T09:00:00Z'),
]);
const FEBRUARY = statement('2025-02-01', '2025-02-28', [
  item(1, 'ETH', 'Buy', '2', '30', '2025-02-01T10:00:00Z'),
  item(2, 'ETH', 'Buy', '3', '45', '2025-02-10T10:00:00Z', '1.5'),
  item(3, 'ETH', 'Sell', '1', '50', '2025-02-20T10:00:00Z'),
]);
const JANUARY = statement('2025-01-01', '2025-01-30', []);

async function setUp(inlineBytes?: number) {
  const clients = { activeAs: async () => Promise.reject(new Error('offline')) } as unknown as ActiveClients;
  const decoder = new ReportDecoder(inlineBytes === undefined ? {} : { inlineBytes });
  const service = new ReportService({
    clients,
    events: { emit: vi.fn(), subscribe: () => () => undefined } as never,
    folder: await tempDir(),
    appVersion: 'test',
    chooseSaveFile: async () => null,
    decoder,
  });
  const save = async (raw: string, dateFrom: string, dateTo: string, customer = '100001') =>
    (
      await service.archive.save(Buffer.from(raw), {
        kind: 'account-orders',
        params: { kind: 'account-orders', dateFrom, dateTo },
        customer,
        customerName: null,
        profileId: 'p',
        profileName: 'Local simulator',
        environment: 'Local simulator',
        reportId: '5b0f3c1e-2a4d-4e6f-8a9b-0c1d2e3f4a5b',
        serverTime: '2025-04-01T00:00:00.000Z',
        appVersion: 'test',
        rowCounts: {},
      })
    ).id;
  return { service, save };
}

const figure = (report: OpenedReport, label: string) => report.figures.find((f) => f.label === label)?.value;

describe('opening lots kept with an archived account orders statement', () => {
  it('not computable until an earlier statement is chosen; then FIFO and average start from its lots, the CSV and the workbook say where each lot came from', async () => {
    const { service, save } = await setUp(0);
    const february = await save(FEBRUARY, '2025-02-01', '2025-02-28');
    const march = await save(MARCH, '2025-03-01', '2025-03-31');
    const otherCustomer = await save(FEBRUARY, '2025-02-01', '2025-02-28', '100002');
    const gap = await save(JANUARY, '2025-01-01', '2025-01-30');

    const alone = await service.open(march);
    expect(figure(alone, 'Realized P&L FIFO (CHF)')).toBe('not computable: 2 sells of ETH without cost basis');
    expect(figure(alone, 'Proceeds without cost basis (CHF)')).toBe('219');
    const csvFile = join(service.archive.folder, 'march.zip');
    await service.exportTo(march, csvFile, undefined, undefined, { format: 'csv' });
    const fifoCsv = parseCsv(
      unzip(await readFile(csvFile))
        .get('P&L FIFO.csv')!
        .toString('utf8'),
      { columns: true },
    ) as Record<string, string>[];
    expect(
      fifoCsv.map((row) => [
        row['Symbol'],
        row['Realized P&L'],
        row['Sells without cost basis'],
        row['Unmatched proceeds'],
      ]),
    ).toEqual([
      ['BTC', '50', '0', '0'],
      ['ETH', 'not computable', '2', '219'],
    ]);

    // Only the earlier statements of the same customer, from the same service, reaching the day before the first day.
    const offered = await service.opening(march);
    expect(offered.choice).toEqual({ statement: null, lots: [] });
    expect(offered.candidates.map((m) => m.id)).toEqual([february]);
    for (const refused of [otherCustomer, gap]) {
      await expect(service.setOpening(march, { statement: refused, lots: [] })).rejects.toMatchObject({
        kind: 'validation',
      });
      expect(existsSync(join(service.archive.folder, `${march}.opening.json`))).toBe(false);
    }
    await expect(service.setOpening(february, { statement: march, lots: [] })).rejects.toThrow(
      /not before this statement’s first day/,
    );

    const chosen = await service.setOpening(march, { statement: february, lots: [] });
    // FIFO: ETH 72.5 + BTC 50.
    expect(figure(chosen, 'Realized P&L FIFO (CHF)')).toBe('122.5');
    expect(chosen.tables.map((t) => t.name)).toContain('P&L opening lots');
    expect((await service.opening(march)).choice).toEqual({ statement: february, lots: [] });
    // Kept beside the report, which is untouched (its hash still holds).
    expect(JSON.parse(await readFile(join(service.archive.folder, `${march}.opening.json`), 'utf8'))).toEqual({
      version: 1,
      choice: { statement: february, lots: [] },
    });
    expect((await service.archive.check(march)).intact).toBe(true);

    const book = join(service.archive.folder, 'march.xlsx');
    await service.exportTo(march, book);
    const sheets = readXlsx(book).sheets;
    const rows = (name: string) => {
      const [header, ...rest] = sheets.find((s) => s.name === name)!.rows.map((row) => row.map((cell) => cell.value));
      return rest.map((row) => Object.fromEntries(header!.map((h, i) => [h, row[i]])));
    };
    expect(rows('P&L FIFO').map((row) => [row['Symbol'], row['Realized P&L (exact)']])).toEqual([
      ['BTC', '50'],
      ['ETH', '72.5'],
    ]);
    // Average: ETH 81.8 + BTC 50.
    expect(rows('P&L totals').map((row) => [row['Method'], row['Realized P&L (exact)']])).toEqual([
      ['FIFO', '122.5'],
      ['Average cost', '131.8'],
    ]);
    expect(
      rows('P&L opening lots').map((row) => [
        row['Method'],
        row['Quantity (exact)'],
        row['Cost (exact)'],
        row['Source'],
      ]),
    ).toEqual([
      ['FIFO', '1', '30', `Earlier statement ${february} (2025-02-01 to 2025-02-28)`],
      ['FIFO', '3', '136.5', `Earlier statement ${february} (2025-02-01 to 2025-02-28)`],
      ['Average cost', '4', '157.2', `Earlier statement ${february} (2025-02-01 to 2025-02-28)`],
    ]);
    await service.close();
  });

  it('typed lots are checked (bought before the first day) and kept; a damaged file or a deleted statement never stops the report opening', async () => {
    const { service, save } = await setUp();
    const february = await save(FEBRUARY, '2025-02-01', '2025-02-28');
    const march = await save(MARCH, '2025-03-01', '2025-03-31');
    const lot = {
      symbol: 'ETH',
      currency: 'CHF',
      quantity: asDecimal('4'),
      cost: asDecimal('160'),
      date: '2025-01-15',
    };
    await expect(
      service.setOpening(march, { statement: null, lots: [{ ...lot, date: '2025-03-01' }] }),
    ).rejects.toThrow(/not before this statement’s first day \(2025-03-01\).*Nothing was saved/);
    const refused = await service.setOpening(march, { statement: null, lots: [{ ...lot, date: '2025-03-01' }] }).then(
      () => null,
      (error: unknown) => error as AppError,
    );
    expect(refused?.text(createTranslator('de', 'de-CH', deMessages))).toBe(
      'Der ETH-Bestand vom 2025-03-01 liegt nicht vor dem ersten Tag dieses Auszugs (2025-03-01): Ein Anfangsbestand wurde vorher gekauft. Es wurde nichts gespeichert.',
    );
    expect(existsSync(join(service.archive.folder, `${march}.opening.json`))).toBe(false);

    // (4, 160): 19 + 60 = 79 on ETH, 50 on BTC.
    const typed = await service.setOpening(march, { statement: null, lots: [lot] });
    expect(figure(typed, 'Realized P&L FIFO (CHF)')).toBe('129');
    expect((await service.opening(march)).choice.lots).toEqual([lot]);

    await writeFile(join(service.archive.folder, `${march}.opening.json`), '{"version":1,"choice":{"statement":nul');
    service.opened.forgetAll();
    const damaged = await service.open(march);
    expect(figure(damaged, 'Realized P&L FIFO (CHF)')).toMatch(/^not computable/);
    expect(figure(damaged, 'Opening lots')).toMatch(/could not be read; choose them again/);
    expect((await service.opening(march)).damaged).toBe(true);

    await service.setOpening(march, { statement: february, lots: [] });
    await service.deleteArchived(february);
    const orphan = await service.open(march);
    expect(figure(orphan, 'Realized P&L FIFO (CHF)')).toMatch(/^not computable/);
    expect(figure(orphan, 'Opening lots')).toMatch(
      new RegExp(
        `earlier statement ${february} chosen for opening lots could not be used: it is no longer in the archive`,
      ),
    );
    // In the reader's language, the reason too.
    const words = orphan.figures.find((f) => f.label === 'Opening lots')?.valueWords;
    const fr = createTranslator('fr', 'fr-CH', frMessages);
    expect(words && fr.format(words)).toBe(
      `Le relevé antérieur ${february} choisi pour les lots d’ouverture n’a pas pu être utilisé : il ne se trouve plus dans l’archive.`,
    );

    // Clearing the choice removes the file.
    await service.setOpening(march, { statement: null, lots: [] });
    expect(existsSync(join(service.archive.folder, `${march}.opening.json`))).toBe(false);
    await service.close();
  });
});
