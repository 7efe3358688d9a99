import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { parse } from 'lossless-json';
import { join } from 'node:path';
import { firstJson, runDeskAgainst, type DeskProblem } from './run-desk';
import type { RunningSimulator } from '../../../../electron/simulator/index';
import { startSimulator } from '../../../../electron/simulator/index';
import { useTempDirs } from '../../services/helpers/temp-dir';

/*
 * `desk statements export --format pdf`, read back with poppler (pdftotext, pdfinfo: installed by
 * scripts/setup.mjs test), a reader that shares no code with the writer.
 */

const tempDir = useTempDirs();
let simulator: RunningSimulator;

beforeAll(async () => {
  simulator = await startSimulator({ seed: 42, speed: 60, port: 0 });
}, 120_000);
afterAll(() => simulator?.stop());

async function desk(dataDir: string, args: string[], env: Record<string, string> = {}) {
  const { code, stdout, stderr } = await runDeskAgainst(simulator, dataDir, args, undefined, env);
  return { code, out: firstJson(stdout), err: firstJson(stderr) as DeskProblem | null };
}

const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
const text = (file: string, ...options: string[]) =>
  execFileSync('pdftotext', [...options, file, '-'], { encoding: 'utf8', maxBuffer: 64 << 20 });
const info = (file: string) => execFileSync('pdfinfo', [file], { encoding: 'utf8' });

interface RawOrder {
  clientOrderId: string;
  quantity: string;
  symbol: string;
}

/** "1234.5" as an English statement may write it: grouped with commas, padded with zeros to its asset's places, never cut. */
function exactly(quantity: string, asset: string): RegExp {
  const [integer = '0', fraction = ''] = quantity.split('.');
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return new RegExp(` ${grouped}${fraction === '' ? '(\\.0+)?' : `\\.${fraction}0*`} ${asset}( |$)`);
}

describe('desk statements export --format pdf', () => {
  it('writes an account orders statement whose text holds the customer, the period, every order exactly, page x of N and the SHA-256; A4 in Switzerland', async () => {
    const dir = await tempDir();
    const file = join(dir, 'orders.pdf');
    const [from, to] = [day(-365), day(0)];
    const swiss = { LANG: 'de_CH.UTF-8' };
    const exported = await desk(
      dir,
      [
        'statements',
        'export',
        '--kind',
        'account-orders',
        '--from',
        from,
        '--to',
        to,
        '--format',
        'pdf',
        '--out',
        file,
      ],
      swiss,
    );
    expect(exported.err).toBeNull();
    expect(exported).toMatchObject({ code: 0, out: { format: 'pdf', file } });
    const result = exported.out as { archiveId: string; sha256: string; rows: number };
    // The raw answer as the archive keeps it, its numbers as the text the service wrote.
    const raw = (
      parse(readFileSync(join(dir, 'reports', `${result.archiveId}.json`), 'utf8'), undefined, (text) => text) as {
        reportData: { items: RawOrder[] };
      }
    ).reportData;
    const manifest = JSON.parse(readFileSync(join(dir, 'reports', `${result.archiveId}.manifest.json`), 'utf8')) as {
      customer: string;
      customerName: string | null;
    };
    expect(raw.items.length).toBeGreaterThan(0);

    // A4 (595 x 842 points), the region of de-CH; words in English (the export language left to the app's).
    expect(info(file)).toMatch(/Page size:\s+(595\.28 x 841\.89|841\.89 x 595\.28) pts \(A4\)/);
    const pages = Number(/Pages:\s+(\d+)/.exec(info(file))?.[1]);
    expect(pages).toBeGreaterThan(1);
    const all = text(file, '-layout');
    expect(all).toContain(manifest.customer);
    if (manifest.customerName) expect(all).toContain(manifest.customerName);
    expect(all).toContain(`${from} to ${to}`);
    // Every page: "Page x of N" and the raw report's SHA-256, one page after the other.
    const perPage = all.split('\f').filter((page) => page.trim() !== '');
    expect(perPage).toHaveLength(pages);
    perPage.forEach((page, index) => {
      expect(page).toContain(`Page ${index + 1} of ${pages}`);
      expect(page).toContain(`SHA-256 of the raw report: ${result.sha256}`);
    });
    // Every order: its client order id on a line with its quantity, exactly (at its asset's places or more) and its asset.
    const lines = all.split('\n');
    for (const order of raw.items) {
      const line = lines.find((candidate) => candidate.includes(` ${order.clientOrderId} `));
      expect(line, order.clientOrderId).toBeDefined();
      expect(line, order.clientOrderId).toMatch(exactly(order.quantity, order.symbol));
    }

    // US Letter when the run's region is the US, A4 again when asked; offline from the archive.
    await simulator.stop();
    const letter = join(dir, 'letter.pdf');
    expect(
      await desk(dir, ['statements', 'export', '--archive', result.archiveId, '--format', 'pdf', '--out', letter], {
        LANG: 'en_US.UTF-8',
      }),
    ).toMatchObject({ code: 0 });
    expect(info(letter)).toMatch(/Page size:\s+(612 x 792|792 x 612) pts \(letter\)/);
    const a4 = join(dir, 'a4.pdf');
    expect(
      await desk(
        dir,
        ['statements', 'export', '--archive', result.archiveId, '--format', 'pdf', '--paper', 'a4', '--out', a4],
        { LANG: 'en_US.UTF-8' },
      ),
    ).toMatchObject({ code: 0 });
    expect(info(a4)).toMatch(/\(A4\)/);

    // In French when asked: the title, the headers, the page footer; amounts as French Switzerland writes them.
    const french = join(dir, 'orders-fr.pdf');
    expect(
      await desk(dir, [
        'statements',
        'export',
        '--archive',
        result.archiveId,
        '--format',
        'pdf',
        '--lang',
        'fr',
        '--out',
        french,
      ]),
    ).toMatchObject({ code: 0 });
    const words = text(french, '-layout');
    expect(words).toContain('Relevé des ordres');
    expect(words).toContain('Client');
    expect(words).toContain(`Page 1 sur ${Number(/Pages:\s+(\d+)/.exec(info(french))?.[1])}`);
    expect(words).toContain(`SHA-256 des données brutes du rapport : ${result.sha256}`);
    expect(words).not.toContain('Client order id');
  }, 180_000);

  it('--out must end in .pdf and --paper is refused for CSV (exit 2, nothing sent)', async () => {
    const dir = await tempDir();
    const balance = ['statements', 'export', '--kind', 'balance', '--date', day(0), '--currency', 'CHF'];
    const wrong = await desk(dir, [...balance, '--format', 'pdf', '--out', join(dir, 'b.xlsx')]);
    expect(wrong.code).toBe(2);
    expect(wrong.err?.message).toMatch(/--out FILE\.pdf/);
    const paper = await desk(dir, [...balance, '--format', 'csv', '--paper', 'a4', '--out', join(dir, 'b.csv')]);
    expect(paper.code).toBe(2);
    expect(paper.err?.message).toMatch(/--paper is for the Excel workbook and the PDF/);
  });
});
