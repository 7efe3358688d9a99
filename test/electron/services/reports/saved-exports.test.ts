import { describe, expect, it, vi } from 'vitest';
import type { ExportRunProgress } from '../../../../shared/ipc/schemas/reports';
import { SavedExports } from '../../../../electron/services/reports/saved-exports';

const ID = '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b';
const progress = (state: ExportRunProgress['state'], exportId = ID): ExportRunProgress => ({
  exportId,
  archiveId: 'a-1',
  file: '/home/u/Documents/x.xlsx',
  state,
  rowsWritten: 1,
  rowsTotal: 1,
  bytes: 10,
  message: null,
});

describe('saved exports (Open / Show in folder)', () => {
  it('opens or shows only a file a finished export of this run saved, found by its id', async () => {
    const reveal = vi.fn(async () => undefined);
    const saved = new SavedExports(reveal);
    saved.observe(progress('running'));
    await expect(saved.open(ID, 'open')).rejects.toMatchObject({ kind: 'not-found' });
    saved.observe(progress('done'));
    await saved.open(ID, 'folder');
    await saved.open(ID, 'open');
    expect(reveal.mock.calls).toEqual([
      ['/home/u/Documents/x.xlsx', 'folder'],
      ['/home/u/Documents/x.xlsx', 'open'],
    ]);
  });

  it('never records a failed or cancelled export', async () => {
    const reveal = vi.fn(async () => undefined);
    const saved = new SavedExports(reveal);
    saved.observe(progress('failed'));
    saved.observe(progress('cancelled', '7f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b'));
    await expect(saved.open(ID, 'open')).rejects.toMatchObject({ kind: 'not-found' });
    expect(reveal).not.toHaveBeenCalled();
  });

  it('says where the file is in browser mode, where it is a browser download', async () => {
    const saved = new SavedExports(undefined);
    saved.observe(progress('done'));
    await expect(saved.open(ID, 'open')).rejects.toMatchObject({
      kind: 'conflict',
      message: expect.stringMatching(/browser's downloads/),
    });
  });
});
