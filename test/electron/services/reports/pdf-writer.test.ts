import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { col, tableFromRows } from '../../../../shared/reports/table-model';
import type { ArchiveManifest } from '../../../../shared/reports/archive-entry';
import { writePdfStatement, type PdfInput } from '../../../../electron/services/reports/pdf/pdf-writer';
import { ENGLISH_EXPORT_WORDS, exportWordsFor } from '../../../../electron/services/reports/export-words';
import { useTempDirs } from '../helpers/temp-dir';

const tempDir = useTempDirs();

const manifest: ArchiveManifest = {
  version: 1,
  id: 'test-report-0001',
  kind: 'account',
  params: { kind: 'account', dateFrom: '2025-01-01', dateTo: '2025-03-31', referenceCurrency: 'CHF' },
  customer: '100042',
  customerName: 'Crème Brûlée Sàrl',
  profileId: 'p1',
  profileName: 'Zürich desk',
  environment: 'Local simulator',
  reportId: 'r-42',
  serverTime: '2025-04-01T06:00:00.000Z',
  savedAt: '2025-04-01T06:00:01.000Z',
  appVersion: '0.1.0',
  sha256: '0123456789abcdef'.repeat(4),
  bytes: 1,
  rowCounts: {},
};

const rows = Array.from({ length: 400 }, (_, i) => ({
  accountId: 7000 + i,
  assetSymbol: i % 2 ? 'ETH' : 'CHF',
  time: `2025-02-0${(i % 9) + 1}T10:00:0${i % 10}.000Z`,
  type: i % 3 ? 'Trade' : 'StakingReward',
  amount: i % 2 ? `1.${String(i).padStart(18, '0')}` : `-12345.5`,
  balanceAfter: '1000000.25',
  reference: `Zahlung ${i}: 5 € / 3 £ / 7 ¥ / 9 ₹ à Genève, Straße`,
  extraA: `ref-${i}-aaaaaaaaaaaaaaaaaaaa`,
  extraB: `ref-${i}-bbbbbbbbbbbbbbbbbbbb`,
  extraC: `ref-${i}-cccccccccccccccccccc`,
}));
const wide = tableFromRows(
  'Movements',
  [
    col.int('accountId', 'Account'),
    col.text('assetSymbol', 'Asset', 8),
    col.time('time', 'Time (UTC)'),
    col.enum('type', 'Type'),
    col.amount('amount', 'Amount', 'assetSymbol'),
    col.amount('balanceAfter', 'Balance after', 'assetSymbol'),
    col.text('reference', 'Reference', 24),
    col.text('extraA', 'Extra A', 30),
    col.text('extraB', 'Extra B', 30),
    col.text('extraC', 'Extra C', 30),
  ],
  rows,
);
const accounts = tableFromRows(
  'Accounts',
  [col.int('accountId', 'Account'), col.money('closingValueInReferenceCurrency', 'Closing value (CHF)', 'CHF')],
  [
    { accountId: 1, closingValueInReferenceCurrency: '10.5' },
    { accountId: 2, closingValueInReferenceCurrency: '0.125' },
  ],
);

const input = (words = ENGLISH_EXPORT_WORDS, locale = 'en'): PdfInput => ({
  manifest,
  tables: [accounts, wide],
  figures: [],
  totals: [{ table: 'Accounts', column: 'closingValueInReferenceCurrency', value: '10.625' }],
  notes: [],
  paper: 'a4',
  words,
  locale,
});
const pdfText = (file: string) => execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
const pages = (file: string) =>
  Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))?.[1]);

describe('PDF statement writer', () => {
  it('shows what a wide table can on landscape pages, the rest in an appendix keyed by the row; text wraps, never shrinks; the font writes the currency signs', async () => {
    const file = join(await tempDir(), 'wide.pdf');
    const progress: number[] = [];
    const written = await writePdfStatement(file, input(), { onProgress: (done) => progress.push(done) });
    expect(written.rows).toBe(402);
    expect(progress.at(-1)).toBe(402);
    const text = pdfText(file);
    expect(text).toContain('Crème Brûlée Sàrl');
    expect(text).toContain('Zürich desk');
    expect(text).toContain('2025-01-01 to 2025-03-31');
    // Totals where the statement has them, at the currency's places, with the currency.
    expect(text).toMatch(/Total\s+10\.625 CHF/);
    expect(text).toMatch(/\b10\.50 CHF/);
    // Amounts exact: 18 places kept, grouped, and signed.
    expect(text).toContain('1.000000000000000399 ETH');
    expect(text).toContain('-12,345.50 CHF');
    // The enum in words.
    expect(text).toContain('Staking reward');
    // The columns past the page: in the appendix, each row by its account, asset and time.
    expect(text).toContain('Appendix: Movements, further columns');
    expect(text).toMatch(/7399\s+ETH\s+2025-02-04 10:00:09\s+ref-399-b{20}\s+ref-399-c{20}/);
    for (const sign of ['€', '£', '¥', '₹', 'Genève', 'Straße']) expect(text).toContain(sign);
    // Every page numbered, the fonts embedded (text selectable), at least 8 pt.
    const count = pages(file);
    expect(text).toContain(`Page ${count} of ${count}`);
    // No word smaller than 8 pt: poppler's box of a word is its font's size (ascent to descent, 1.16 em in DejaVu).
    const boxes = execFileSync('pdftotext', ['-bbox', file, '-'], { encoding: 'utf8', maxBuffer: 64 << 20 });
    const heights = [...boxes.matchAll(/yMin="([\d.]+)" xMax="[\d.]+" yMax="([\d.]+)"/g)].map(
      (match) => Number(match[2]) - Number(match[1]),
    );
    expect(heights.length).toBeGreaterThan(1000);
    expect(Math.min(...heights)).toBeGreaterThanOrEqual(8);
    const fonts = execFileSync('pdffonts', [file], { encoding: 'utf8' });
    expect(fonts).toMatch(/DejaVuSansCondensed\s+CID TrueType\s+Identity-H\s+yes\s+yes\s+yes/);
  });

  it('writes the words of the export language, numbers as its locale writes them', async () => {
    const file = join(await tempDir(), 'de.pdf');
    const words = await exportWordsFor({ language: 'de', locale: 'de-CH' });
    await writePdfStatement(file, input(words, 'de-CH'));
    const text = pdfText(file);
    expect(text).toContain('Kontoauszug');
    expect(text).toContain(`Seite 1 von ${pages(file)}`);
    expect(text).toMatch(/-12['’]345\.50 CHF/);
    expect(text).toContain('Anhang: Bewegungen, weitere Spalten');
    expect(text).not.toContain('Appendix');
  });

  it('leaves no file when cancelled', async () => {
    const dir = await tempDir();
    const file = join(dir, 'cancelled.pdf');
    const controller = new AbortController();
    await expect(
      writePdfStatement(file, input(), { signal: controller.signal, onProgress: () => controller.abort() }),
    ).rejects.toThrow();
    expect(existsSync(file)).toBe(false);
    expect(readdirSync(dir)).toEqual([]);
  });
});
