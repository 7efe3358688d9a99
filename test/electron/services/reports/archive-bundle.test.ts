import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ReportArchive } from '../../../../electron/services/reports/archive';
import { useTempDirs } from '../helpers/temp-dir';

const tempDir = useTempDirs();

async function archiveWithOne(maxBundleBytes?: number) {
  const dir = await tempDir();
  const archive = new ReportArchive(
    join(dir, 'reports'),
    undefined,
    maxBundleBytes === undefined ? {} : { maxBundleBytes },
  );
  const manifest = await archive.save(
    Buffer.from(`{"state":"Completed","reportData":{"items":[${'1,'.repeat(50_000)}1]}}`),
    {
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
      rowCounts: {},
    },
  );
  return { dir, archive, id: manifest.id };
}

describe('archive bundle', () => {
  it('packs a repeated id once', async () => {
    const { dir, archive, id } = await archiveWithOne();
    const once = await archive.exportBundle([id], join(dir, 'one.zip'));
    const repeated = await archive.exportBundle(
      Array.from({ length: 1000 }, () => id),
      join(dir, 'many.zip'),
    );
    expect(repeated.entries).toBe(1);
    expect((await stat(join(dir, 'many.zip'))).size).toBe((await stat(join(dir, 'one.zip'))).size);
    expect(once.entries).toBe(1);
  });

  it('refuses a bundle above the size cap with a clear error, writing nothing', async () => {
    const { dir, archive, id } = await archiveWithOne(50_000);
    await expect(archive.exportBundle([id], join(dir, 'big.zip'))).rejects.toThrow(/too large.*at most/);
    await expect(stat(join(dir, 'big.zip'))).rejects.toThrow();
  });
});
