// A small export is written in place, a large one in a worker: starting a worker costs more than writing a handful
// of rows (a month-end run writes thousands of small statements, each of which used to start its own worker).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type * as WorkerThreads from 'node:worker_threads';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INLINE_EXPORT_ROWS, runExport } from '../../../../electron/services/reports/export-runner';
import { packTables } from '../../../../electron/services/reports/packed-tables';
import { reportTables } from '../../../../shared/reports/report-tables';
import { useTempDirs } from '../helpers/temp-dir';

const started = vi.hoisted(() => ({ workers: 0 }));
vi.mock('node:worker_threads', async (original) => {
  const real = await original<typeof WorkerThreads>();
  class CountedWorker extends real.Worker {
    constructor(...args: ConstructorParameters<typeof real.Worker>) {
      super(...args);
      started.workers += 1;
    }
  }
  return { ...real, Worker: CountedWorker };
});

const tempDir = useTempDirs();
afterEach(() => {
  started.workers = 0;
});

const order = (orderId: number) => ({
  account: 10,
  symbol: 'BTC',
  currency: 'CHF',
  commission: '10',
  commissionCurrency: 'CHF',
  orderId,
  clientOrderId: `c-${orderId}`,
  side: 'Buy',
  orderType: 'Limit',
  status: 'Filled',
  quantity: '1',
  cumulativeQuantity: '1',
  averagePrice: '50000',
  createdAt: '2025-03-02T10:00:00Z',
});
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

async function exportOrders(count: number): Promise<{ file: string; rows: number }> {
  const items = Array.from({ length: count }, (_, index) => order(index + 1));
  const tables = packTables(
    reportTables('account-orders', { dateFrom: '2025-03-01', dateTo: '2025-03-31', items } as never),
  );
  const file = join(await tempDir(), 'orders.zip');
  const outcome = await runExport({ manifest: manifest as never, outPath: file, tables, format: 'csv' });
  return { file, rows: outcome.rows };
}

describe('where an export runs', () => {
  it('writes a small statement in place, with no worker started', async () => {
    const { file, rows } = await exportOrders(3);
    expect(started.workers).toBe(0);
    expect(rows).toBeGreaterThanOrEqual(3);
    expect((await readFile(file)).byteLength).toBeGreaterThan(0);
  });

  it('writes a large statement in a worker, off main', async () => {
    const { rows } = await exportOrders(INLINE_EXPORT_ROWS + 1);
    expect(started.workers).toBe(1);
    expect(rows).toBeGreaterThan(INLINE_EXPORT_ROWS);
  }, 60_000);
});
