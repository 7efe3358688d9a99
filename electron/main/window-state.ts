import type { Rect, WindowState } from '../services/window-state/placement';

/** The parts of a BrowserWindow the tracker uses (structural, so tests pass a plain emitter). */
export interface TrackedWindow {
  on(
    event: 'resize' | 'move' | 'maximize' | 'unmaximize' | 'enter-full-screen' | 'leave-full-screen' | 'close',
    listener: () => void,
  ): unknown;
  getNormalBounds(): Rect;
  isMaximized(): boolean;
  isFullScreen(): boolean;
}

/** While a window is being dragged or resized it fires many events: save once it has been still this long. */
export const SAVE_DELAY_MS = 500;

/** The window's state now: its normal bounds (what un-maximizing returns to) and whether it fills the screen. */
export function windowStateOf(window: TrackedWindow): WindowState {
  const { x, y, width, height } = window.getNormalBounds();
  // Full screen is remembered as maximized: reopening in full screen surprises more than it helps.
  return {
    bounds: { x: Math.round(x), y: Math.round(y), width: Math.round(width), height: Math.round(height) },
    maximized: window.isMaximized() || window.isFullScreen(),
  };
}

/**
 * Follows a window's size, position and maximized state and hands each
 * change to save: after the window has been still for SAVE_DELAY_MS, and at
 * once when it closes (the pending one included). The same state is not
 * saved twice.
 */
export function trackWindowState(
  window: TrackedWindow,
  save: (state: WindowState) => void,
  delayMs = SAVE_DELAY_MS,
): void {
  let timer: NodeJS.Timeout | null = null;
  let last = '';
  const flush = (): void => {
    if (timer) clearTimeout(timer);
    timer = null;
    const state = windowStateOf(window);
    const text = JSON.stringify(state);
    if (text === last) return;
    last = text;
    save(state);
  };
  const later = (): void => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(flush, delayMs);
  };
  for (const event of ['resize', 'move', 'maximize', 'unmaximize', 'enter-full-screen', 'leave-full-screen'] as const)
    window.on(event, later);
  window.on('close', flush);
}
