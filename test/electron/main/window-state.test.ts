import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WindowState } from '../../../electron/services/window-state/placement';
import { SAVE_DELAY_MS, trackWindowState } from '../../../electron/main/window-state';

/** A window the user drags, resizes and maximizes. */
class UserWindow extends EventEmitter {
  bounds = { x: 100, y: 100, width: 1200, height: 800 };
  maximized = false;
  fullScreen = false;
  getNormalBounds() {
    return { ...this.bounds };
  }
  isMaximized() {
    return this.maximized;
  }
  isFullScreen() {
    return this.fullScreen;
  }
}

let window: UserWindow;
let saved: WindowState[];
beforeEach(() => {
  vi.useFakeTimers();
  window = new UserWindow();
  saved = [];
  trackWindowState(window, (state) => saved.push(state));
});
afterEach(() => vi.useRealTimers());

describe('trackWindowState', () => {
  it('saves once the window has been still for a moment, not on every move of a drag', () => {
    for (let x = 100; x < 400; x += 10) {
      window.bounds.x = x;
      window.emit('move');
      vi.advanceTimersByTime(20);
    }
    expect(saved).toEqual([]);
    vi.advanceTimersByTime(SAVE_DELAY_MS);
    expect(saved).toEqual([{ bounds: { x: 390, y: 100, width: 1200, height: 800 }, maximized: false }]);
  });

  it('remembers the normal bounds and the maximized state (full screen counts as maximized)', () => {
    window.maximized = true;
    window.emit('maximize');
    vi.advanceTimersByTime(SAVE_DELAY_MS);
    window.maximized = false;
    window.fullScreen = true;
    window.emit('enter-full-screen');
    vi.advanceTimersByTime(SAVE_DELAY_MS);
    window.fullScreen = false;
    window.emit('leave-full-screen');
    vi.advanceTimersByTime(SAVE_DELAY_MS);
    // Maximized and full screen are the same state to remember: saved once; then back to normal.
    expect(saved).toEqual([
      { bounds: { x: 100, y: 100, width: 1200, height: 800 }, maximized: true },
      { bounds: { x: 100, y: 100, width: 1200, height: 800 }, maximized: false },
    ]);
  });

  it('saves at once when the window closes, the pending change included', () => {
    window.bounds = { x: 5, y: 6, width: 1000, height: 700 };
    window.emit('resize');
    window.emit('close');
    expect(saved).toEqual([{ bounds: { x: 5, y: 6, width: 1000, height: 700 }, maximized: false }]);
    vi.advanceTimersByTime(SAVE_DELAY_MS);
    expect(saved).toHaveLength(1);
  });
});
