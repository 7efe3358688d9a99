import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ArchiveManifest } from '../../../../shared/reports/archive-entry';
import { col, type ReportTables } from '../../../../shared/reports/table-model';
import { ReportArchive } from '../../../../electron/services/reports/archive';
import { decodeAnswer } from '../../../../electron/services/reports/decode';
import { InvalidReportError, ReportDecoder } from '../../../../electron/services/reports/decoder';
import { HashMismatchError } from '../../../../electron/services/reports/archived-data';
import { packedWindow, packTables } from '../../../../electron/services/reports/packed-tables';
import { useTempDirs } from '../helpers/temp-dir';

const tempDir = useTempDirs();
const bytes = (text: string) => new TextEncoder().encode(text);

function order(r: number, clientOrderId: string): string {
  return `{"orderId":${10_000_000 + r},"clientOrderId":${JSON.stringify(clientOrderId)},"account":100001,"symbol":"ETH","currency":"CHF","side":"Buy","orderType":"Market","status":"Filled","quantity":0.123456789012345678,"cumulativeQuantity":0.123456789012345678,"averagePrice":3012.5,"commission":1.25,"commissionCurrency":"CHF","createdAt":"2025-03-0${1 + (r % 9)}T10:00:00Z"}`;
}
const completed = (items: string[]) =>
  `{"state":"Completed","reportData":{"dateFrom":"2025-01-01","dateTo":"2025-12-31","items":[${items.join(',')}]},"failureReason":null}`;
const ORDERS = completed([order(0, 'CO-0'), order(1, 'Zürich Ω 🙂'), order(2, '=HYPERLINK("x")'), order(3, '')]);

describe('packed tables', () => {
  const report: ReportTables = {
    tables: [
      {
        name: 'T',
        columns: [col.text('a', 'A'), col.number('b', 'B')],
        rowCount: 5,
        values: [
          ['x', null, '', 'Zürich 🙂', 'last'],
          ['0.123456789012345678', '1', null, '-2', '3e-40'],
        ],
      },
    ],
    figures: [{ label: 'Total', value: '7.5', type: 'decimal' }],
  };

  it('gives back every value exactly, nulls as null and empty text as empty text', () => {
    const packed = packTables(report);
    const window = packedWindow(packed.tables[0]!, 0, 100);
    expect(window).toEqual({
      offset: 0,
      rowCount: 5,
      columns: report.tables[0]!.columns,
      values: report.tables[0]!.values,
    });
    expect(packed.figures).toEqual(report.figures);
    // A column without nulls carries no null map.
    expect(
      packTables({
        tables: [
          {
            ...report.tables[0]!,
            values: [
              ['a', 'b', 'c', 'd', 'e'],
              ['1', '2', '3', '4', '5'],
            ],
          },
        ],
        figures: [],
      }).tables[0]!.packed[0]!.nulls,
    ).toBeNull();
  });

  it('clamps a window to the table and slices from the middle', () => {
    const table = packTables(report).tables[0]!;
    expect(packedWindow(table, 2, 2).values).toEqual([
      ['', 'Zürich 🙂'],
      [null, '-2'],
    ]);
    expect(packedWindow(table, 4, 10)).toMatchObject({ offset: 4, rowCount: 1, values: [['last'], ['3e-40']] });
    expect(packedWindow(table, 9, 10)).toMatchObject({ offset: 5, rowCount: 0, values: [[], []] });
    expect(packedWindow(table, -3, 1)).toMatchObject({
      offset: 0,
      rowCount: 1,
      values: [['x'], ['0.123456789012345678']],
    });
  });

  it('grows its buffer for long values', () => {
    const long = 'é'.repeat(50_000);
    const table = packTables({
      tables: [{ name: 'L', columns: [col.text('a', 'A')], rowCount: 3, values: [['a', long, 'b']] }],
      figures: [],
    }).tables[0]!;
    expect(packedWindow(table, 0, 3).values[0]).toEqual(['a', long, 'b']);
  });
});

describe('report decoder', () => {
  const decoders: ReportDecoder[] = [];
  const make = (inlineBytes: number) => {
    const decoder = new ReportDecoder({ inlineBytes });
    decoders.push(decoder);
    return decoder;
  };
  afterEach(async () => {
    await Promise.all(decoders.splice(0).map((decoder) => decoder.close()));
  });

  it('decodes a completed answer in the worker exactly as in place, and hands the same bytes back', async () => {
    const body = bytes(ORDERS);
    const inline = decodeAnswer('account-orders', body);
    const viaWorker = await make(0).answer('account-orders', bytes(ORDERS));
    expect(Buffer.from(viaWorker.body).equals(Buffer.from(body))).toBe(true);
    expect(viaWorker.decoded.state).toBe('Completed');
    const table = viaWorker.decoded.tables!.tables[0]!;
    expect(table.rowCount).toBe(4);
    expect(packedWindow(table, 0, 4)).toEqual(packedWindow(inline.tables!.tables[0]!, 0, 4));
    const window = packedWindow(table, 0, 4);
    const column = (key: string) => window.values[table.columns.findIndex((c) => c.key === key)];
    expect(column('clientOrderId')).toEqual(['CO-0', 'Zürich Ω 🙂', '=HYPERLINK("x")', '']);
    expect(column('quantity')).toEqual(Array(4).fill('0.123456789012345678'));
  });

  it('answers a processing report with its state and no tables, in the worker and in place', async () => {
    const processing = '{"state":"Processing","reportData":null,"failureReason":null}';
    for (const decoder of [make(0), make(1 << 20)]) {
      expect((await decoder.answer('balance', bytes(processing))).decoded).toEqual({
        state: 'Processing',
        failureReason: null,
        tables: null,
      });
      // A small Buffer is a view into Node's pool, which cannot be transferred: it is copied, and the caller's stays whole.
      const pooled = Buffer.from(processing);
      expect((await decoder.answer('balance', pooled)).decoded.state).toBe('Processing');
      expect(pooled.toString()).toBe(processing);
    }
  });

  it('refuses an answer that is not JSON or not the schema, saying what is wrong, and keeps working', async () => {
    const decoder = make(0);
    await expect(decoder.answer('account-orders', bytes('{"state":"Completed","reportData":'))).rejects.toBeInstanceOf(
      InvalidReportError,
    );
    await expect(decoder.answer('account-orders', bytes(completed(['{"orderId":"nope"}'])))).rejects.toThrow(
      /orderId|items/,
    );
    await expect(make(1 << 20).answer('account-orders', bytes('not json'))).rejects.toBeInstanceOf(InvalidReportError);
    expect((await decoder.answer('account-orders', bytes(ORDERS))).decoded.tables?.tables[0]?.rowCount).toBe(4);
  });

  it('opens an archived report in the worker with its hash checked, and refuses changed bytes', async () => {
    const archive = new ReportArchive(join(await tempDir(), 'reports'));
    const manifest: ArchiveManifest = await archive.save(bytes(ORDERS), {
      kind: 'account-orders',
      params: { kind: 'account-orders', dateFrom: '2025-01-01', dateTo: '2025-12-31' },
      customer: '100001',
      customerName: null,
      profileId: 'p',
      profileName: 'Local simulator',
      environment: 'Local simulator',
      reportId: 'r-1',
      serverTime: '2025-12-31T00:00:00.000Z',
      appVersion: 'test',
      rowCounts: { Orders: 4 },
    });
    const decoder = make(0);
    const tables = await decoder.archived(archive.rawPath(manifest.id), manifest);
    expect(tables.tables[0]!.rowCount).toBe(4);
    await writeFile(archive.rawPath(manifest.id), ORDERS.replace('CO-0', 'CO-9'));
    const refused = decoder.archived(archive.rawPath(manifest.id), manifest);
    await expect(refused).rejects.toBeInstanceOf(HashMismatchError);
    await expect(refused).rejects.toMatchObject({ expected: manifest.sha256 });
    expect((await archive.check(manifest.id)).intact).toBe(false);
  });

  it('starts a new worker after the idle one was ended, and after being closed', async () => {
    // The idle clock is faked: the test moves it past idleMs instead of waiting for it.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const decoder = new ReportDecoder({ inlineBytes: 0, idleMs: 10 });
      decoders.push(decoder);
      expect(decoder.workerThreadId).toBeNull();
      expect((await decoder.answer('account-orders', bytes(ORDERS))).decoded.state).toBe('Completed');
      const first = decoder.workerThreadId;
      expect(first).not.toBeNull();
      vi.advanceTimersByTime(9);
      expect(decoder.workerThreadId).toBe(first);
      vi.advanceTimersByTime(1);
      expect(decoder.workerThreadId).toBeNull();
      expect((await decoder.answer('account-orders', bytes(ORDERS))).decoded.state).toBe('Completed');
      const second = decoder.workerThreadId;
      expect(second).not.toBeNull();
      expect(second).not.toBe(first);
      await decoder.close();
      expect(decoder.workerThreadId).toBeNull();
      expect((await decoder.answer('account-orders', bytes(ORDERS))).decoded.state).toBe('Completed');
      expect([first, second]).not.toContain(decoder.workerThreadId);
    } finally {
      vi.useRealTimers();
    }
  });
});
