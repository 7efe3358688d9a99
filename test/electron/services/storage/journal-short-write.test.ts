import * as fsPromises from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../../../../electron/services/errors';
import { JournalFile, type JournalSpec } from '../../../../electron/services/storage/journal-file';
import type { AppendFs } from '../../../../electron/services/storage/private-append';
import { StakingJournal } from '../../../../electron/services/staking/journal';
import { OrderJournal, newJournalRecord } from '../../../../electron/services/trading/journal';
import { useTempDirs } from '../helpers/temp-dir';

const tempDir = useTempDirs();

interface Item {
  id: string;
  amount: string;
}
const SPEC: JournalSpec<Item> = {
  kind: 'items',
  subject: 'tradingJournal',
  version: 2,
  record: z.object({ id: z.string(), amount: z.string() }),
  keyOf: (item) => item.id,
};

/** A file system whose appends take only `take` bytes once armed, then fail as a full disk does. */
function shortWritingFs(take: number): AppendFs & { armed: boolean; writes: number } {
  const fs = {
    armed: false,
    writes: 0,
    open: (async (...args: Parameters<typeof fsPromises.open>) => {
      const handle = await fsPromises.open(...args);
      const write = handle.write.bind(handle) as (
        buffer: Buffer,
        offset: number,
        length: number,
      ) => Promise<{ bytesWritten: number; buffer: Buffer }>;
      return new Proxy(handle, {
        get(target, name) {
          if (name !== 'write') return Reflect.get(target, name, target) as unknown;
          return async (buffer: Buffer, offset: number, length: number) => {
            if (!fs.armed) return write(buffer, offset, length);
            fs.writes += 1;
            if (fs.writes > 1)
              throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
            return write(buffer, offset, Math.min(take, length));
          };
        },
      }) as FileHandle;
    }) as typeof fsPromises.open,
  };
  return fs;
}

describe('a journal write that comes up short (a full disk)', () => {
  it('fails with a storage problem naming the folder and cuts the file back to its previous length', async () => {
    const dir = await tempDir();
    const path = join(dir, 'items.journal');
    const fs = shortWritingFs(7);
    const { file } = await JournalFile.open(path, SPEC, { fs });
    await file.append([{ put: { id: 'a', amount: '1' } }]);
    const before = await readFile(path, 'utf8');

    fs.armed = true;
    const failed = file.append([{ put: { id: 'b', amount: '2' } }]);
    await expect(failed).rejects.toBeInstanceOf(AppError);
    await expect(failed).rejects.toMatchObject({
      kind: 'storage',
      message: expect.stringContaining(`could not be saved in ${dir}: the disk is full`),
    });
    expect(fs.writes).toBe(2);
    expect(await readFile(path, 'utf8')).toBe(before);

    // Space again: the next append lands on a clean line, and the file reads back whole.
    fs.armed = false;
    await file.append([{ put: { id: 'c', amount: '3' } }]);
    await file.close();
    expect((await JournalFile.open(path, SPEC)).records).toEqual([
      { id: 'a', amount: '1' },
      { id: 'c', amount: '3' },
    ]);
  });

  it('leaves no trace of an order entry the disk did not take: not in the journal, not unfinished in memory', async () => {
    const dir = await tempDir();
    const path = join(dir, 'order-journal.jsonl');
    const fs = shortWritingFs(40);
    const journal = await OrderJournal.open(path, { fs });
    const entry = newJournalRecord(
      {
        kind: 'order',
        id: 'svco-1',
        profileId: 'p',
        customer: 'c',
        clientOrderId: 'svco-1',
        request: { symbol: 'BTC' },
      },
      new Date(),
      null,
    );
    fs.armed = true;
    await expect(journal.put(entry)).rejects.toMatchObject({ kind: 'storage' });
    expect(journal.get('order', 'svco-1')).toBeUndefined();
    expect(journal.unfinished()).toEqual([]);
    // The file this write started is gone again: no empty journal is left to be reported as damaged at the next start.
    await expect(stat(path)).rejects.toMatchObject({ code: 'ENOENT' });
    await journal.close();
  });

  it('refuses a staking order the disk did not take whole: nothing is sent, nothing is left in the journal', async () => {
    const dir = await tempDir();
    const path = join(dir, 'staking-orders.json');
    const fs = shortWritingFs(25);
    const journal = await StakingJournal.open(path, { fs });
    fs.armed = true;
    const entry = {
      id: '0f8e4c1a-9b2d-4e6f-8a1b-2c3d4e5f6a7b',
      profileId: 'p',
      origin: 'https://api.example.com',
      customer: '1',
      type: 'Entry' as const,
      body: {
        fromAccountNumber: '000000000001',
        toAccountNumber: null,
        productId: null,
        amount: '1',
        externalReference: null,
      },
      state: 'pending' as const,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
      attempts: 0,
      message: null,
    };
    await expect(journal.add(entry)).rejects.toMatchObject({
      kind: 'storage',
      message: expect.stringMatching(/nothing was sent: .*the disk is full/),
    });
    expect(journal.get(entry.id)).toBeUndefined();
    await expect(stat(path)).rejects.toMatchObject({ code: 'ENOENT' });
    await journal.close();
  });
});
