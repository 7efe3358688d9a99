import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TRADING_SETTINGS_VERSION, TradingSettingsStore } from '../../../../electron/services/trading/settings';
import { DEFAULT_TRADING_SETTINGS } from '../../../../shared/ipc/schemas/trading';
import { useTempDirs } from '../helpers/temp-dir';
import { said } from '../helpers/notice-words';

const tempDir = useTempDirs();

type Notice = { level: 'warning'; title: string; message: string };

async function open(content: string | null) {
  const dir = await tempDir();
  const path = join(dir, 'trading-settings.json');
  if (content !== null) await writeFile(path, content);
  const notices: Notice[] = [];
  const store = await TradingSettingsStore.open(path, (notice) =>
    notices.push({ level: notice.level, title: said(notice.title), message: said(notice.message) }),
  );
  return { dir, path, store, notices };
}

describe('trading settings file', () => {
  it('reads a file written before the format had a version, and writes the version from then on', async () => {
    const { path, store, notices } = await open(
      JSON.stringify({ ...DEFAULT_TRADING_SETTINGS, marketRefreshSeconds: 9 }),
    );
    expect(store.get().marketRefreshSeconds).toBe(9);
    expect(notices).toEqual([]);
    await store.update({ orderRefreshSeconds: 4 });
    expect(JSON.parse(await readFile(path, 'utf8'))).toEqual({
      ...DEFAULT_TRADING_SETTINGS,
      marketRefreshSeconds: 9,
      orderRefreshSeconds: 4,
      version: TRADING_SETTINGS_VERSION,
    });
    // What the desk is given never carries the file's version.
    expect(store.get()).toEqual({ ...DEFAULT_TRADING_SETTINGS, marketRefreshSeconds: 9, orderRefreshSeconds: 4 });
  });

  it("a newer version's file is left where it is, used as far as it fits, and never written", async () => {
    const newer = JSON.stringify({
      ...DEFAULT_TRADING_SETTINGS,
      marketRefreshSeconds: 11,
      version: TRADING_SETTINGS_VERSION + 1,
      futureField: true,
    });
    const { dir, path, store, notices } = await open(newer);
    expect(store.get().marketRefreshSeconds).toBe(11);
    expect(notices).toHaveLength(1);
    expect(notices[0]?.title).toBe('Trading settings opened read-only');
    expect(notices[0]?.message).toContain('trading-settings.json');
    const changed = await store.update({ marketRefreshSeconds: 5 });
    // The change lasts for the session; the newer version's file is untouched and nothing was set aside.
    expect(changed.marketRefreshSeconds).toBe(5);
    expect(store.get().marketRefreshSeconds).toBe(5);
    expect(await readFile(path, 'utf8')).toBe(newer);
    expect(await readdir(dir)).toEqual(['trading-settings.json']);
  });

  it('an unreadable file is kept aside with a notice, and the defaults apply', async () => {
    const { dir, store, notices } = await open('{"notifications": {"fil');
    expect(store.get()).toEqual(DEFAULT_TRADING_SETTINGS);
    expect(notices).toHaveLength(1);
    expect(notices[0]?.title).toBe('Trading settings set aside');
    const names = await readdir(dir);
    expect(names).toHaveLength(1);
    expect(names[0]).toMatch(/^trading-settings\.json\.corrupt-/);
    expect(notices[0]?.message).toContain(names[0]);
  });

  it('a missing file means the defaults, without a notice', async () => {
    const { store, notices } = await open(null);
    expect(store.get()).toEqual(DEFAULT_TRADING_SETTINGS);
    expect(notices).toEqual([]);
  });
});
