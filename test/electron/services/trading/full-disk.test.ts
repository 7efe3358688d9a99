import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { open, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTradingService, TRADING_FILES } from '../../../../electron/services/trading/trading-service';
import type { TradingOrderRequest } from '../../../../shared/ipc/schemas/trading';
import { passingGuards } from '../helpers/guards';
import { useTempDirs } from '../helpers/temp-dir';
import { fakeClient, orderFor, success } from './fake-client';
import { said } from '../helpers/notice-words';
import type { ErrorWords } from '../../../../electron/services/errors';

const PROFILE = '6f0d8f8e-6b1a-4a43-9d1e-2f4c1c1d0a01';
const CUSTOMER = 'ACME-CUS-100001';
const tempDir = useTempDirs();
const order: TradingOrderRequest = {
  symbol: 'BTC',
  currency: 'CHF',
  side: 'Buy',
  orderType: 'Limit',
  timeInForce: 'GoodTillCancel',
  quantity: '0.5',
  limitPrice: '20000',
  fromAccount: 11,
};

/** Mounts a 64 KiB tmpfs on a fresh folder; null (with the reason) where this user may not mount. */
async function smallDisk(): Promise<{ dir: string; unmount: () => void } | { reason: string }> {
  const dir = await tempDir();
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=64k,mode=0700', 'tmpfs', dir], { stdio: 'pipe' });
  } catch (error) {
    return {
      reason: `cannot mount a small tmpfs here (${String((error as { stderr?: Buffer }).stderr ?? (error as Error).message).trim()})`,
    };
  }
  return { dir, unmount: () => execFileSync('umount', ['-l', dir]) };
}

/** Fills the file system page by page until it refuses: what is left is the free room in pages already used. */
async function fill(dir: string): Promise<void> {
  const filler = await open(join(dir, 'filler'), 'w');
  try {
    for (;;) await filler.write(Buffer.alloc(4096, 120));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
  } finally {
    await filler.close();
  }
}

describe('the order journal on a full disk', () => {
  it('refuses the order before anything is sent, says the disk is full, and leaves the journal as it was', async (context) => {
    const disk = await smallDisk();
    if ('reason' in disk) {
      console.warn(`skipped: ${disk.reason}`);
      context.skip();
      return;
    }
    try {
      const journalPath = join(disk.dir, TRADING_FILES.journal);
      // A journal whose last page has 64 bytes free: an order's pending line (hundreds of bytes) gets only part of it.
      const header = `${JSON.stringify({ journal: 'trading-orders', version: 2 })}\n`;
      await writeFile(journalPath, header + '\n'.repeat(4096 - 64 - header.length), { mode: 0o600 });
      const client = fakeClient({ 'trading.placeOrder': (input) => success(orderFor(input.body ?? {}, 1)) });
      const notices: string[] = [];
      const options = {
        dataDir: disk.dir,
        activeClient: async () => client,
        anyClient: async () => client,
        customerOf: async () => ({ customerNumber: CUSTOMER, name: 'Acme' }),
        notice: (notice: { message: ErrorWords }) => notices.push(said(notice.message)),
        tuning: { sendTimeoutMs: 200, backoff: { baseMs: 5, maxMs: 20 }, startupWaitMs: 200 },
        guards: await passingGuards(disk.dir),
      };
      const service = await createTradingService(options);
      await fill(disk.dir);

      const placed = service.place(PROFILE, CUSTOMER, randomUUID(), order);
      await expect(placed).rejects.toMatchObject({
        kind: 'storage',
        message: expect.stringMatching(new RegExp(`^The order was not sent\\. .*${disk.dir}: the disk is full`)),
      });
      expect(client.calls.filter((call) => call.name === 'trading.placeOrder')).toEqual([]);
      expect((await stat(journalPath)).size).toBe(4096 - 64);
      expect(service.journal(PROFILE)).toEqual([]);
      await service.close();

      // The next start finds the journal whole, with nothing pending and nothing to report.
      const again = await createTradingService(options);
      expect(again.journal(PROFILE)).toEqual([]);
      expect(notices).toEqual([]);
      expect(await readFile(journalPath, 'utf8')).toBe(header + '\n'.repeat(4096 - 64 - header.length));
      await again.close();
    } finally {
      disk.unmount();
    }
  });
});
