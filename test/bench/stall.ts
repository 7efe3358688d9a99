/** The stall budget of main's event loop (IPC, orders and the loan watchdog wait behind any longer task). */
export const STALL_BUDGET_MS = 50;

/**
 * The longest gap between 5 ms ticks of this thread's event loop while
 * `during` runs, and how long it ran. On a shared machine the scheduler alone
 * causes gaps, so benchmarks measure an idle period of the same length too
 * (idleGap) and judge against the larger of that and the budget.
 */
export async function longestGap(during: () => Promise<unknown>): Promise<{ gap: number; ms: number }> {
  let longest = 0;
  const started = performance.now();
  let last = started;
  const timer = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last - 5);
    last = now;
  }, 5);
  try {
    await during();
  } finally {
    clearInterval(timer);
  }
  return { gap: longest, ms: performance.now() - started };
}

/** The same measurement over an idle period as long as `ms`. */
export function idleGap(ms: number): Promise<{ gap: number; ms: number }> {
  return longestGap(() => new Promise((resolve) => setTimeout(resolve, ms)));
}
