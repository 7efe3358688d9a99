import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { firstJson, runDeskAgainst, type DeskProblem } from './run-desk';
import type { RunningSimulator } from '../../../../electron/simulator/index';
import { startSimulator } from '../../../../electron/simulator/index';
import { useTempDirs } from '../../services/helpers/temp-dir';
import { readXlsx, unzip } from '../../services/reports/xlsx-reader';
import { readFileSync } from 'node:fs';

const tempDir = useTempDirs();
let simulator: RunningSimulator;
let stopped = false;

beforeAll(async () => {
  simulator = await startSimulator({ seed: 42, speed: 60, port: 0 });
}, 120_000);
afterAll(() => (stopped ? undefined : simulator?.stop()));

async function desk(dataDir: string, ...args: string[]) {
  const { code, stdout, stderr } = await runDeskAgainst(simulator, dataDir, args);
  return { code, out: firstJson(stdout), err: firstJson(stderr) as DeskProblem | null };
}

const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

describe('desk statements', () => {
  it('exports a statement, lists the archive, and re-exports it offline with the simulator stopped', async () => {
    const dir = await tempDir();
    const file = join(dir, 'orders.xlsx');
    const exported = await desk(
      dir,
      'statements',
      'export',
      '--kind',
      'account-orders',
      '--from',
      day(-365),
      '--to',
      day(0),
      '--out',
      file,
    );
    expect(exported.err).toBeNull();
    expect(exported.code).toBe(0);
    const result = exported.out as { archiveId: string; file: string; rows: number; sha256: string };
    expect(result).toMatchObject({ file, sha256: expect.stringMatching(/^[0-9a-f]{64}$/) });
    // Every data sheet (the orders and the P&L tables computed from them), header rows aside.
    const data = readXlsx(file).sheets.filter((s) => s.name !== 'Manifest');
    expect(data.map((s) => s.name)).toContain('Orders');
    expect(data.reduce((sum, s) => sum + s.rows.length - 1, 0)).toBe(result.rows);

    // The same report as CSV: a zip of one file per table plus manifest.csv.
    const zip = join(dir, 'orders.zip');
    const csv = await desk(dir, 'statements', 'export', '--archive', result.archiveId, '--format', 'csv', '--out', zip);
    expect(csv).toMatchObject({ code: 0, out: { format: 'csv', rows: result.rows } });
    expect([...unzip(readFileSync(zip)).keys()]).toEqual([
      'Orders.csv',
      'P&L FIFO.csv',
      'P&L Average cost.csv',
      'P&L totals.csv',
      'P&L other commissions.csv',
      'manifest.csv',
    ]);
    // With semicolons, as Excel in Switzerland reads CSV: the same columns, the quantities exactly as in the comma file.
    const semicolons = join(dir, 'orders-semicolon.zip');
    expect(
      await desk(
        dir,
        'statements',
        'export',
        '--archive',
        result.archiveId,
        '--format',
        'csv',
        '--separator',
        ';',
        '--out',
        semicolons,
      ),
    ).toMatchObject({ code: 0 });
    const commaLines = unzip(readFileSync(zip)).get('Orders.csv')!.toString('utf8').split('\r\n');
    const semicolonLines = unzip(readFileSync(semicolons)).get('Orders.csv')!.toString('utf8').split('\r\n');
    expect(semicolonLines[0]).toBe(commaLines[0]?.replaceAll(',', ';'));
    expect(semicolonLines.map((line) => line.split(';').length)).toEqual(
      semicolonLines.map((line) => (line === '' ? 1 : commaLines[0]!.split(',').length)),
    );
    const quantity = commaLines[0]!.split(',').indexOf('Quantity');
    expect(semicolonLines.slice(1, -1).map((line) => line.split(';')[quantity])).toEqual(
      commaLines.slice(1, -1).map((line) => line.split(',')[quantity]),
    );
    // The workbook on US Letter when asked.
    const letter = join(dir, 'letter.xlsx');
    expect(
      await desk(dir, 'statements', 'export', '--archive', result.archiveId, '--paper', 'letter', '--out', letter),
    ).toMatchObject({ code: 0 });
    expect(readXlsx(letter).sheets[1]?.xml).toContain('<pageSetup paperSize="1" ');
    // In French when asked, whatever the app's language: sheet names, headers, manifest; the CSV files too.
    const french = join(dir, 'orders-fr.xlsx');
    expect(
      await desk(dir, 'statements', 'export', '--archive', result.archiveId, '--lang', 'fr', '--out', french),
    ).toMatchObject({ code: 0, out: { rows: result.rows } });
    const book = readXlsx(french);
    expect(book.sheets.map((s) => s.name)).toEqual([
      'Informations',
      'Ordres',
      'Résultat FIFO',
      'Résultat coût moyen',
      'Résultat totaux',
      'Résultat autres commissions',
    ]);
    expect(book.sheets[1]?.rows[0]?.slice(0, 3).map((cell) => cell.value)).toEqual([
      'N° d’ordre',
      'Réf. client de l’ordre',
      'Compte',
    ]);
    expect(book.sheets[0]?.rows.slice(0, 2).map((row) => row.map((cell) => cell.value))).toEqual([
      ['Champ', 'Valeur'],
      ['Rapport', 'Relevé des ordres'],
    ]);
    const frenchZip = join(dir, 'orders-fr.zip');
    expect(
      await desk(
        dir,
        'statements',
        'export',
        '--archive',
        result.archiveId,
        '--format',
        'csv',
        '--lang',
        'fr',
        '--out',
        frenchZip,
      ),
    ).toMatchObject({ code: 0 });
    expect([...unzip(readFileSync(frenchZip)).keys()]).toEqual([
      'Ordres.csv',
      'Résultat FIFO.csv',
      'Résultat coût moyen.csv',
      'Résultat totaux.csv',
      'Résultat autres commissions.csv',
      'manifest.csv',
    ]);

    const archive = (await desk(dir, 'statements', 'archive', '--kind', 'account-orders')).out as {
      archiveId: string;
      intact: boolean;
    }[];
    expect(archive).toEqual([expect.objectContaining({ archiveId: result.archiveId, intact: true })]);

    await simulator.stop();
    stopped = true;
    const again = join(dir, 'again.xlsx');
    const offline = await desk(dir, 'statements', 'export', '--archive', result.archiveId, '--out', again);
    expect(offline).toMatchObject({
      code: 0,
      out: { archiveId: result.archiveId, rows: result.rows, sha256: result.sha256 },
    });
  }, 120_000);

  it('--lang takes one of the four languages, and only for an export (exit 2, nothing sent)', async () => {
    const dir = await tempDir();
    const wrong = await desk(
      dir,
      'statements',
      'export',
      '--kind',
      'account-orders',
      '--from',
      day(-3),
      '--to',
      day(0),
      '--lang',
      'es',
      '--out',
      join(dir, 'o.xlsx'),
    );
    expect(wrong.code).toBe(2);
    expect(wrong.err?.message).toMatch(/^--lang must be one of de, fr, it, en; got "es"\./);
    const archive = await desk(dir, 'statements', 'archive', '--lang', 'fr');
    expect(archive.code).toBe(2);
    expect(archive.err?.message).toMatch(/--lang/);
  });

  it('a missing parameter is a usage error (exit 2), nothing sent', async () => {
    const dir = await tempDir();
    const result = await desk(dir, 'statements', 'export', '--kind', 'balance', '--out', join(dir, 'b.xlsx'));
    expect(result.code).toBe(2);
    expect(result.err?.message).toMatch(/--date/);
  });

  it('CSV: a report of several tables must go to a .zip, and --bom is only for CSV (exit 2, nothing sent)', async () => {
    const dir = await tempDir();
    const single = await desk(
      dir,
      'statements',
      'export',
      '--kind',
      'account-orders',
      '--from',
      day(-3),
      '--to',
      day(0),
      '--format',
      'csv',
      '--out',
      join(dir, 'o.csv'),
    );
    expect(single.code).toBe(2);
    expect(single.err?.message).toMatch(/\.zip/);
    expect(
      (
        await desk(
          dir,
          'statements',
          'export',
          '--kind',
          'balance',
          '--date',
          day(-1),
          '--currency',
          'CHF',
          '--bom',
          '--out',
          join(dir, 'b.xlsx'),
        )
      ).code,
    ).toBe(2);
  });

  it('CSV separator: "," or ";" only, for CSV only; a decimal comma only with ";" (exit 2, nothing sent)', async () => {
    const dir = await tempDir();
    const balance = ['statements', 'export', '--kind', 'balance', '--date', day(-1), '--currency', 'CHF'];
    const pipe = await desk(dir, ...balance, '--format', 'csv', '--separator', '|', '--out', join(dir, 'b.csv'));
    expect(pipe.code).toBe(2);
    expect(pipe.err?.message).toMatch(/--separator must be "," or ";"/);
    const comma = await desk(
      dir,
      ...balance,
      '--format',
      'csv',
      '--separator',
      ',',
      '--decimal-comma',
      '--out',
      join(dir, 'b.csv'),
    );
    expect(comma.code).toBe(2);
    expect(comma.err?.message).toMatch(/decimal comma can only be written with the semicolon separator/);
    expect((await desk(dir, ...balance, '--separator', ';', '--out', join(dir, 'b.xlsx'))).code).toBe(2);
    expect((await desk(dir, ...balance, '--paper', 'a3', '--out', join(dir, 'b.xlsx'))).code).toBe(2);
    expect((await desk(dir, 'statements', 'archive')).out).toEqual([]);
  });
});
