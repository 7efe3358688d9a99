import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { windowMemory } from '../../../electron/main/window-memory';
import { message } from '../../../shared/i18n/message';
import { BrowserWindow, screen } from './electron-mock';

vi.mock('electron', () => import('./electron-mock'));

const primary = { x: 0, y: 0, width: 1920, height: 1080 };
let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'svc-desk-window-memory-'));
  screen.displays = [{ workArea: primary }];
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

describe('windowMemory', () => {
  it('opens centred at the default size on a first start, and remembers where the window is closed', async () => {
    const notice = vi.fn();
    const memory = windowMemory(dataDir, notice);
    await memory.ready;
    expect(memory.placement()).toEqual({ bounds: { x: 240, y: 90, width: 1440, height: 900 }, maximized: false });
    const window = new BrowserWindow({ ...memory.placement().bounds });
    memory.track(window as never);
    window.bounds = { x: 10, y: 20, width: 1000, height: 700 };
    window.emit('close');
    expect(memory.placement()).toEqual({ bounds: { x: 10, y: 20, width: 1000, height: 700 }, maximized: false });
    await vi.waitFor(() =>
      expect(JSON.parse(readFileSync(join(dataDir, 'window-state.json'), 'utf8'))).toMatchObject({
        bounds: window.bounds,
      }),
    );
    expect(notice).not.toHaveBeenCalled();
  });

  it('a damaged file never stops the window: it is set aside with a notice and the default place applies', async () => {
    writeFileSync(join(dataDir, 'window-state.json'), '{"version":1,"bou');
    const notice = vi.fn();
    const memory = windowMemory(dataDir, notice);
    await memory.ready;
    expect(memory.placement().bounds).toEqual({ x: 240, y: 90, width: 1440, height: 900 });
    expect(notice).toHaveBeenCalledWith(expect.objectContaining({ title: message('files.title.windowReset') }));
    expect(existsSync(join(dataDir, 'window-state.json'))).toBe(false);
    expect(readdirSync(dataDir).some((name) => name.startsWith('window-state.json.corrupt-'))).toBe(true);
  });
});
