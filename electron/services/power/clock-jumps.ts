/** How often the wall clock is compared with the timer (ms). */
export const CLOCK_JUMP_INTERVAL_MS = 10_000;
/** A tick this much later (or earlier) than planned is a jump: far beyond a busy event loop's delay. */
export const CLOCK_JUMP_TOLERANCE_MS = 30_000;

/** What the detector runs on (tests inject both). */
export interface ClockJumpDeps {
  /** Wall-clock epoch ms. */
  now: () => number;
  /** Calls tick every intervalMs until the answered stop is called. */
  every?: (tick: () => void, intervalMs: number) => () => void;
  intervalMs?: number;
  toleranceMs?: number;
  /** Called with how far the clock moved beyond the planned interval (negative: it went back). */
  onJump: (jumpMs: number) => void;
}

function everyInterval(tick: () => void, intervalMs: number): () => void {
  const timer = setInterval(tick, intervalMs);
  // Never what keeps a process (the desk command, a test) alive.
  timer.unref?.();
  return () => clearInterval(timer);
}

/**
 * Where no OS tells us the machine slept (browser mode, the desk): a timer's ticks stop while it sleeps
 * but the wall clock goes on, so a tick that comes far later than planned by the wall clock means it
 * slept (or the clock was set). Answers the stop.
 */
export function watchClockJumps(deps: ClockJumpDeps): () => void {
  const intervalMs = deps.intervalMs ?? CLOCK_JUMP_INTERVAL_MS;
  const tolerance = deps.toleranceMs ?? CLOCK_JUMP_TOLERANCE_MS;
  let last = deps.now();
  return (deps.every ?? everyInterval)(() => {
    const now = deps.now();
    const drift = now - last - intervalMs;
    last = now;
    if (Math.abs(drift) > tolerance) deps.onJump(drift);
  }, intervalMs);
}
