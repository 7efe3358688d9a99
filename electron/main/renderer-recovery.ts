import type { BrowserWindow, RenderProcessGoneDetails } from 'electron';

/** What renderer recovery needs: the notice to leave and how to tell the user it gave up. */
export interface RendererRecoveryDeps {
  /** Leaves a notice the reloaded renderer shows (the app's notice service). */
  notify: (title: string, message: string) => void;
  /** Tells the user recovery stopped (a dialog in the app). */
  giveUp: (title: string, message: string) => void;
  now?: () => number;
  setTimer?: (run: () => void, ms: number) => { cancel(): void };
}

// An unresponsive window gets this long to answer again before its renderer is restarted.
export const UNRESPONSIVE_GRACE_MS = 15_000;
// More crashes than this within the window means reloading will not help: stop instead of looping.
export const MAX_RELOADS = 3;
export const RELOAD_WINDOW_MS = 60_000;

const REASONS: Partial<Record<RenderProcessGoneDetails['reason'], string>> = {
  crashed: 'crashed',
  oom: 'ran out of memory',
  killed: 'was stopped by the system',
  'launch-failed': 'could not start',
  'integrity-failure': 'failed a code integrity check',
  'abnormal-exit': 'exited unexpectedly',
  'memory-eviction': 'was closed to free memory',
};

/**
 * Keeps the window usable when its renderer dies or hangs: a gone renderer
 * is reloaded at once, a hung one after a grace period (it is crashed first,
 * as Electron advises, since reload cannot interrupt a busy page). Each
 * recovery leaves a notice the reloaded page shows. Everything saved lives
 * in main, so a reload loses nothing but unsent form input.
 */
export function watchRenderer(window: BrowserWindow, deps: RendererRecoveryDeps): void {
  const now = deps.now ?? Date.now;
  const setTimer =
    deps.setTimer ??
    ((run: () => void, ms: number) => {
      const timer = setTimeout(run, ms);
      return { cancel: () => clearTimeout(timer) };
    });
  const reloads: number[] = [];
  let hang: { cancel(): void } | null = null;
  let stopped = false;
  // Set while we crash a hung renderer ourselves: that crash is already being recovered from.
  let killing = false;

  function recover(what: string): void {
    if (stopped || window.isDestroyed()) return;
    const time = now();
    while (reloads.length > 0 && time - reloads[0]! > RELOAD_WINDOW_MS) reloads.shift();
    if (reloads.length >= MAX_RELOADS) {
      stopped = true;
      deps.giveUp(
        'SVC Desk window keeps failing',
        `The window ${what} ${MAX_RELOADS + 1} times within a minute, so it is not reloaded again. Saved data is not affected. Quit and restart SVC Desk.`,
      );
      return;
    }
    reloads.push(time);
    deps.notify(
      'The window was reloaded',
      `SVC Desk's window ${what} and was reloaded. Everything saved is kept; check any form you were filling in.`,
    );
    window.webContents.reload();
  }

  window.webContents.on('render-process-gone', (_event, details) => {
    hang?.cancel();
    hang = null;
    // A clean exit is the window closing, not a failure.
    if (details.reason === 'clean-exit') return;
    if (killing) {
      killing = false;
      return;
    }
    recover(REASONS[details.reason] ?? `stopped (${details.reason})`);
  });
  window.on('unresponsive', () => {
    if (hang) return;
    hang = setTimer(() => {
      hang = null;
      if (window.isDestroyed()) return;
      // Electron's advice for a hung page: crash its renderer, then reload. The crash's own event is skipped.
      killing = true;
      window.webContents.forcefullyCrashRenderer();
      recover('stopped responding');
    }, UNRESPONSIVE_GRACE_MS);
  });
  window.on('responsive', () => {
    hang?.cancel();
    hang = null;
  });
}
