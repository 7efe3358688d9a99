import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  MAX_RELOADS,
  RELOAD_WINDOW_MS,
  UNRESPONSIVE_GRACE_MS,
  watchRenderer,
} from '../../../electron/main/renderer-recovery';
import { BrowserWindow } from './electron-mock';

vi.mock('electron', () => import('./electron-mock'));

function setup() {
  const window = new BrowserWindow({});
  const notices: { title: string; message: string }[] = [];
  const giveUp = vi.fn();
  let time = 1_000_000;
  const timers: { run: () => void; ms: number; cancelled: boolean }[] = [];
  watchRenderer(window as never, {
    notify: (title, message) => notices.push({ title, message }),
    giveUp,
    now: () => time,
    setTimer: (run, ms) => {
      const timer = { run, ms, cancelled: false };
      timers.push(timer);
      return { cancel: () => void (timer.cancelled = true) };
    },
  });
  const gone = (reason: string) => window.webContents.emit('render-process-gone', {}, { reason, exitCode: 1 });
  return { window, notices, giveUp, timers, gone, advance: (ms: number) => void (time += ms) };
}

describe('renderer recovery', () => {
  let s: ReturnType<typeof setup>;
  beforeEach(() => {
    s = setup();
  });

  it('reloads a crashed renderer and leaves a notice saying so', () => {
    s.gone('crashed');
    expect(s.window.webContents.reload).toHaveBeenCalledTimes(1);
    expect(s.notices).toEqual([
      { title: 'The window was reloaded', message: expect.stringContaining('crashed and was reloaded') },
    ]);
  });

  it('names the reason: out of memory, killed', () => {
    s.gone('oom');
    s.gone('killed');
    expect(s.notices.map((n) => n.message)).toEqual([
      expect.stringContaining('ran out of memory'),
      expect.stringContaining('was stopped by the system'),
    ]);
  });

  it('does nothing when the renderer exits cleanly (the window closing)', () => {
    s.gone('clean-exit');
    expect(s.window.webContents.reload).not.toHaveBeenCalled();
    expect(s.notices).toEqual([]);
  });

  it('restarts a renderer still unresponsive after the grace period: crash, one reload, one notice', () => {
    s.window.emit('unresponsive');
    s.window.emit('unresponsive');
    expect(s.timers).toHaveLength(1);
    expect(s.timers[0]!.ms).toBe(UNRESPONSIVE_GRACE_MS);
    s.timers[0]!.run();
    expect(s.window.webContents.forcefullyCrashRenderer).toHaveBeenCalledTimes(1);
    // The crash we caused reports itself as killed: it must not reload a second time.
    s.gone('killed');
    expect(s.window.webContents.reload).toHaveBeenCalledTimes(1);
    expect(s.notices).toEqual([
      { title: 'The window was reloaded', message: expect.stringContaining('stopped responding') },
    ]);
  });

  it('leaves a renderer alone that answers again within the grace period', () => {
    s.window.emit('unresponsive');
    s.window.emit('responsive');
    expect(s.timers[0]!.cancelled).toBe(true);
    expect(s.window.webContents.reload).not.toHaveBeenCalled();
  });

  it('stops reloading after repeated crashes within a minute and tells the user once', () => {
    for (let i = 0; i < MAX_RELOADS; i++) s.gone('crashed');
    expect(s.window.webContents.reload).toHaveBeenCalledTimes(MAX_RELOADS);
    s.gone('crashed');
    s.gone('crashed');
    expect(s.window.webContents.reload).toHaveBeenCalledTimes(MAX_RELOADS);
    expect(s.giveUp).toHaveBeenCalledTimes(1);
    expect(s.giveUp.mock.calls[0]![1]).toMatch(/not reloaded again/);
  });

  it('crashes spread over time keep being recovered', () => {
    for (let i = 0; i < MAX_RELOADS * 2; i++) {
      s.gone('crashed');
      s.advance(RELOAD_WINDOW_MS);
    }
    expect(s.window.webContents.reload).toHaveBeenCalledTimes(MAX_RELOADS * 2);
    expect(s.giveUp).not.toHaveBeenCalled();
  });

  it('ignores a destroyed window', () => {
    s.window.destroyed = true;
    s.gone('crashed');
    expect(s.window.webContents.reload).not.toHaveBeenCalled();
  });
});
