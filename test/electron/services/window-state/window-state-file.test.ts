import { existsSync, readdirSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  loadWindowState,
  saveWindowState,
  WINDOW_STATE_FILE,
  windowStateFileAt,
} from '../../../../electron/services/window-state/window-state-file';
import { said } from '../helpers/notice-words';
import type { NoticeFields } from '../../../../electron/services/notices/notice-service';

let folder: string;
let path: string;
beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'svc-desk-window-state-'));
  path = join(folder, WINDOW_STATE_FILE);
});
afterEach(() => rm(folder, { recursive: true, force: true }));

const state = { bounds: { x: -1200, y: 40, width: 1300, height: 800 }, maximized: true };

/** A notice as the reader sees it, in English. */
const shown = (notice: NoticeFields | null) =>
  notice && { level: notice.level, title: said(notice.title), message: said(notice.message) };

describe('window-state.json', () => {
  it('round-trips the state through an atomic save, leaving no temp file behind', async () => {
    await saveWindowState(windowStateFileAt(path), state);
    expect(JSON.parse(await readFile(path, 'utf8'))).toEqual({ version: 1, ...state });
    expect(readdirSync(folder)).toEqual([WINDOW_STATE_FILE]);
    expect(await loadWindowState(windowStateFileAt(path))).toEqual({ state, notice: null });
  });

  it('has nothing to restore on a first start, and says nothing about it', async () => {
    expect(await loadWindowState(windowStateFileAt(path))).toEqual({ state: null, notice: null });
  });

  it.each([
    ['truncated', '{"version":1,"bounds":{"x":1'],
    ['garbage', '\u0000\u0001 not json'],
    ['of the wrong shape', '{"version":1,"bounds":{"x":0,"y":0,"width":-5,"height":10},"maximized":false}'],
  ])('sets a %s file aside and opens at the default place, with a notice', async (_what, text) => {
    await writeFile(path, text);
    const loaded = await loadWindowState(windowStateFileAt(path));
    expect(loaded.state).toBeNull();
    expect(shown(loaded.notice)).toMatchObject({
      level: 'info',
      title: 'Window position reset',
      message: expect.stringContaining('.corrupt-'),
    });
    expect(existsSync(path)).toBe(false);
    const aside = readdirSync(folder).find((name) => name.startsWith(`${WINDOW_STATE_FILE}.corrupt-`));
    expect(aside).toBeDefined();
    expect(await readFile(join(folder, aside!), 'utf8')).toBe(text);
  });

  it("uses what it can of a newer version's file, read-only: saves leave it untouched", async () => {
    const newer = JSON.stringify({ version: 2, ...state, displayId: 'DELL-42' });
    await writeFile(path, newer);
    const file = windowStateFileAt(path);
    const loaded = await loadWindowState(file);
    expect(loaded.state).toEqual(state);
    expect(shown(loaded.notice)).toMatchObject({ level: 'info', title: 'Window position opened read-only' });
    await saveWindowState(file, { bounds: { x: 0, y: 0, width: 1000, height: 700 }, maximized: false });
    expect(await readFile(path, 'utf8')).toBe(newer);
  });

  it('never throws on a file it cannot read at all', async () => {
    // A folder where the file should be: reading fails with EISDIR, not a parse error.
    await mkdir(path);
    const loaded = await loadWindowState(windowStateFileAt(path));
    expect(loaded.state).toBeNull();
    expect(shown(loaded.notice)).toMatchObject({ title: 'Window position reset' });
  });
});
