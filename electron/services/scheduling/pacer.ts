import { createLimiter } from './limit';
import type { PeriodicRun } from './periodic';

/**
 * Spreads requests over time (the loan watchdog's and the price alerts' timed
 * cycles): each turn comes at least `stepMs` after the one before, so a
 * cycle's requests start evenly over its interval instead of in a burst, and
 * never faster than the rate the monitors are allowed. A turn is taken right
 * before a request is sent (inside the limiter), so a queue of waiting
 * requests can never bunch up into a burst either.
 */
export class Pacer {
  private next = Number.NEGATIVE_INFINITY;
  /** Aborted by hurry(): the turns waiting now come at once. */
  private wake = new AbortController();

  constructor(
    /** Shortest gap between two turns (ms); changed once a cycle knows how many requests it has. */
    public stepMs: number,
    private readonly now: () => number = () => Date.now(),
    private readonly wait: (ms: number, signal?: AbortSignal) => Promise<void> = delay,
  ) {}

  /** Waits for this caller's turn; rejects with the signal's reason once it is aborted (a stopping monitor). */
  async turn(signal?: AbortSignal): Promise<void> {
    signal?.throwIfAborted();
    const now = this.now();
    const at = Math.max(now, this.next);
    this.next = at + this.stepMs;
    if (at > now) {
      const wake = this.wake.signal;
      await this.wait(at - now, signal ? AbortSignal.any([signal, wake]) : wake).catch((error: unknown) => {
        if (!wake.aborted || signal?.aborted) throw error;
      });
    }
    signal?.throwIfAborted();
  }

  /** No more spacing: the waiting turns and the next ones come at once (a check asked for by hand waits for this cycle). */
  hurry(): void {
    this.stepMs = 0;
    this.next = Number.NEGATIVE_INFINITY;
    this.wake.abort();
    this.wake = new AbortController();
  }
}

/** Requests per second the background monitors send at most by default: a share of a key's budget, not all of it. */
export const MONITOR_REQUESTS_PER_SECOND = 20;

/** Of the interval, the share a cycle's requests are spread over: the last answers arrive before the next cycle. */
const SPREAD_SHARE = 0.9;

/** The gap between a cycle's requests: `count` of them evenly over the interval, never faster than `maxPerSecond`. */
export function spreadStep(count: number, intervalMs: number, maxPerSecond: number): number {
  return Math.max((intervalMs * SPREAD_SHARE) / Math.max(1, count), 1000 / maxPerSecond);
}

/** Resolves after ms, or rejects with the signal's reason once aborted; never keeps the process alive. */
export function delay(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason as Error);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    timer.unref();
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** How one monitor cycle sends its requests (the loan watchdog's and the price alerts' one way). */
export interface CycleSender {
  /** Sends through the limiter and, in a timed cycle, at the pacer's turn. */
  send<T>(request: () => Promise<T>): Promise<T>;
  /** Spreads the cycle's `count` remaining requests over the interval (timed cycles only). */
  spread(count: number, intervalMs: number): void;
  /** True once a timed cycle was stopped: what it did not send is skipped, not a failure. */
  stopped(): boolean;
}

/**
 * A cycle's sender: bounded concurrency always; a timed cycle's requests also
 * paced (at most maxPerSecond until spread() knows how many there are); one
 * asked for by hand answers as fast as the limiter allows. The monitor keeps
 * one `pacer` for all its cycles, so the rate holds across a cycle's end too.
 */
export function cycleSender(
  run: PeriodicRun,
  concurrency: number,
  maxPerSecond: number,
  monitorPacer: Pacer,
): CycleSender {
  const limit = createLimiter(concurrency);
  const pacer = run.timed ? monitorPacer : null;
  if (pacer) pacer.stepMs = 1000 / maxPerSecond;
  let hurried = false;
  run.hurry?.addEventListener(
    'abort',
    () => {
      hurried = true;
      pacer?.hurry();
    },
    { once: true },
  );
  return {
    send: (request) =>
      limit(async () => {
        await pacer?.turn(run.signal);
        return request();
      }),
    spread: (count, intervalMs) => {
      if (pacer && !hurried) pacer.stepMs = spreadStep(count, intervalMs, maxPerSecond);
    },
    stopped: () => run.timed && run.signal.aborted,
  };
}
