/**
 * Simulated time: `sim = simAnchor + (wall - wallAnchor) * speed`. Time-based
 * processes (market, orders, staking, rewards, reports) follow simulated
 * time; quote validity and request timestamps follow the wall clock.
 */
export interface Clock {
  /** Wall clock, epoch ms (never sped up). */
  wall(): number;
  /** Simulated time, epoch ms. */
  sim(): number;
  readonly speed: number;
  /** Moves simulated time forward by `ms` at once (the control plane's clock jump); the wall clock is untouched. */
  jump(ms: number): void;
}

/** Creates a clock that starts at `simAnchor` when the wall clock reads `wallAnchor`. */
export function createClock(options: {
  now: () => number;
  speed: number;
  simAnchor: number;
  wallAnchor: number;
}): Clock {
  const { now, speed, simAnchor, wallAnchor } = options;
  if (!Number.isFinite(speed) || speed <= 0) throw new RangeError(`Speed must be a positive number, got ${speed}.`);
  let jumped = 0;
  return {
    speed,
    wall: now,
    sim: () => Math.floor(simAnchor + jumped + (now() - wallAnchor) * speed),
    jump: (ms) => {
      if (!Number.isFinite(ms) || ms < 0)
        throw new RangeError(`A clock jump must be a non-negative number of ms, got ${ms}.`);
      jumped += ms;
    },
  };
}

export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
export const YEAR = 365 * DAY;

/** Start of a world's history: a year before its origin (the moment it was created). */
export function historyStart(origin: number): number {
  return origin - YEAR;
}

/** ISO 8601 UTC with Z. */
export function iso(ms: number): string {
  return new Date(ms).toISOString();
}

/** YYYY-MM-DD of a UTC time. */
export function isoDate(ms: number): string {
  return iso(ms).slice(0, 10);
}

/** Start of the UTC day containing ms. */
export function startOfDay(ms: number): number {
  return Math.floor(ms / DAY) * DAY;
}
