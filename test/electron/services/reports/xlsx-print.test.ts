import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { columnTotals } from '../../../../electron/services/reports/export-job';
import { writeWorkbook } from '../../../../electron/services/reports/xlsx/workbook-writer';
import { excelDecimals } from '../../../../shared/reports/excel-decimals';
import { col, tableFromRows } from '../../../../shared/reports/table-model';
import { useTempDirs } from '../helpers/temp-dir';
import { readXlsx } from './xlsx-reader';

const tempDir = useTempDirs();

const balances = tableFromRows(
  'Balances',
  [
    col.text('assetSymbol', 'Asset', 8),
    col.amount('balance', 'Balance', 'assetSymbol'),
    col.money('valueInReferenceCurrency', 'Value (CHF)', 'CHF'),
  ],
  [
    { assetSymbol: 'MATIC', balance: '150308.111896724857143806', valueInReferenceCurrency: '78430.77' },
    { assetSymbol: 'BTC', balance: '12345678.12345678', valueInReferenceCurrency: '987654321098.55' },
  ],
);

async function book() {
  const file = join(await tempDir(), 'statement.xlsx');
  await writeWorkbook(file, {
    tables: [balances],
    manifest: [['Customer', '100101']],
    print: { customer: '100101 · Alpine & Co', kind: 'Balance statement', period: 'at 2025-01-31, CHF' },
    totals: columnTotals({
      tables: [balances],
      figures: [{ label: 'Total value (CHF)', value: '987654399529.32', type: 'decimal', asset: 'CHF' }],
    }),
  });
  return readXlsx(file);
}

describe('Excel that prints', () => {
  it('puts the Manifest sheet first and says the exact-text column is the truth', async () => {
    const read = await book();
    expect(read.sheets.map((sheet) => sheet.name)).toEqual(['Manifest', 'Balances']);
    const fields = new Map(read.sheets[0]!.rows.map((row) => [row[0]?.value, row[1]?.value]));
    expect(fields.get('Exact values')).toMatch(/"\(exact\)" text column .* is the truth/);
  });

  it('prints every sheet landscape, one page wide, with a page header naming customer, kind and period and page numbers', async () => {
    const read = await book();
    for (const sheet of read.sheets) {
      expect(sheet.xml).toMatch(
        /<worksheet[^>]*><sheetPr>(<outlinePr summaryRight="0"\/>)?<pageSetUpPr fitToPage="1"\/><\/sheetPr>/,
      );
      expect(sheet.xml).toContain('<pageSetup paperSize="9" orientation="landscape" fitToWidth="1" fitToHeight="0"/>');
      expect(sheet.xml).toContain(
        '<oddHeader>&amp;L100101 · Alpine &amp;&amp; Co&amp;C&amp;BBalance statement&amp;Rat 2025-01-31, CHF</oddHeader>',
      );
      expect(sheet.xml).toContain('Page &amp;P of &amp;N');
      // Schema order: the page set-up comes after the sheet data and the filter.
      expect(sheet.xml.indexOf('<pageSetup')).toBeGreaterThan(sheet.xml.indexOf('</sheetData>'));
    }
  });

  it('repeats the header row of each data sheet on every printed page', async () => {
    const workbook = (await book()).entries.get('xl/workbook.xml')!.toString('utf8');
    expect(workbook).toContain(
      `<definedName name="_xlnm.Print_Titles" localSheetId="1">'Balances'!$1:$1</definedName>`,
    );
  });

  it('formats numbers at the display precision without promising more digits than a double holds', async () => {
    const sheet = (await book()).sheets[1]!;
    const matic = sheet.rows[1]![1]!;
    expect(matic.value).toBe('150308.111896724857143806');
    expect(matic.format).toBe('#,##0.00000000');
    // 12,345,678 has 8 integer digits: at most 7 places fit in 15 significant digits.
    expect(sheet.rows[2]![1]!.format).toBe('#,##0.0000000');
    expect(excelDecimals(18, '150308.111896724857143806')).toBe(9);
    expect(excelDecimals(8, '0.5')).toBe(8);
  });

  it('sizes every column to its widest formatted value, so no cell shows ###', async () => {
    const sheet = (await book()).sheets[1]!;
    const widths = [...sheet.xml.matchAll(/<col min="(\d+)" max="\d+" width="([\d.]+)"/g)].map((match) =>
      Number(match[2]),
    );
    // "12,345,678.1234568" is 18 characters; "987,654,321,098.55" too.
    expect(widths[1]).toBeGreaterThanOrEqual(18);
    expect(widths[3]).toBeGreaterThanOrEqual(18);
    // The exact text column fits its 25 characters.
    expect(widths[2]).toBeGreaterThanOrEqual('150308.111896724857143806'.length);
  });

  it("ends a table that has a total with a totals row: the service's figure, with its exact text", async () => {
    const sheet = (await book()).sheets[1]!;
    const last = sheet.rows.at(-1)!;
    expect(sheet.rows).toHaveLength(4);
    expect(last[0]).toMatchObject({ value: 'Total', bold: true });
    expect(last[3]).toMatchObject({ type: 'n', value: '987654399529.32', format: '#,##0.00' });
    expect(last[4]).toMatchObject({ type: 'inlineStr', value: '987654399529.32' });
    // The filter covers the data, not the totals row.
    expect(sheet.xml).toContain('<autoFilter ref="A1:E3"/>');
    expect(sheet.xml).toContain('<dimension ref="A1:E4"/>');
  });
});
