/**
 * A timed check spreads its reads over one interval and the next starts an interval after the last one
 * started, so a check normally ends within two intervals of the one before. Past three, the watchdog
 * missed a check (the computer slept, or the checks stall).
 */
export const MISSED_AFTER_INTERVALS = 3;

/** Whether the loan watchdog missed its interval: its last check (ISO time; null: none yet) is too long ago. */
export function missedCheck(lastCheckAt: string | null, intervalSeconds: number, nowMs: number): boolean {
  if (lastCheckAt === null) return false;
  return nowMs - Date.parse(lastCheckAt) > MISSED_AFTER_INTERVALS * intervalSeconds * 1000;
}
