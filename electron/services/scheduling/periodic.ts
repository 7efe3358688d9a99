/** What a run is told: whether the timer started it (it may spread its work over the interval) and when to give up (stop). */
export interface PeriodicRun {
  readonly timed: boolean;
  /** Aborted by stop(): a run spreading its requests skips the ones not yet sent. */
  readonly signal: AbortSignal;
  /** Timed runs: aborted when a run by hand waits for this one, which then sends the rest at once. */
  readonly hurry?: AbortSignal;
}

/**
 * A task run periodically, never overlapping (the loan watchdog's cycles, the
 * price alerts' checks): the first run at start, each next one an interval
 * after the previous settled, so a slow service never piles runs up; or, with
 * `fromStart` (runs that spread their requests over the interval), an
 * interval after the previous started, at once if that one overran. A run
 * asked for by hand waits for the one in progress, then runs anew with what
 * changed meanwhile; a timed run joins one in progress instead.
 */
export class PeriodicTask<T> {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<T> | null = null;
  private started = false;
  private stopping = new AbortController();
  /** The timed run in progress: hurried when a run by hand waits for it. */
  private hurry: AbortController | null = null;

  /** intervalMs is read before each wait (a settings change applies to the next one). */
  constructor(
    private readonly task: (run: PeriodicRun) => Promise<T>,
    private readonly intervalMs: () => number,
    private readonly onError: (error: unknown) => void,
    private readonly options: { fromStart?: boolean } = {},
  ) {}

  /** Starts the periodic runs (the first at once); a second start changes nothing. */
  start(): void {
    if (this.started) return;
    this.started = true;
    if (this.stopping.signal.aborted) this.stopping = new AbortController();
    this.schedule(0);
  }

  /** Stops the runs and waits for the one in progress, if any. */
  async stop(): Promise<void> {
    this.started = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.stopping.abort(new Error('The monitor stopped.'));
    await this.running?.catch(() => undefined);
  }

  /** Runs the task now, after the run in progress (if any) settled; answers this run's result. */
  async runNow(): Promise<T> {
    this.hurry?.abort();
    await this.running?.catch(() => undefined);
    return this.join(false);
  }

  /**
   * The computer woke from sleep: a started task runs at once (its timer's wait was counted while the
   * machine slept, so the last run may be long ago), as a run by hand that sends at once; the next timed
   * run follows an interval after it. A task not started stays as it is. Answers the run's result, or
   * null when the task was not started.
   */
  async wake(): Promise<T | null> {
    if (!this.started) return null;
    const result = await this.runNow();
    if (this.started) this.schedule(this.intervalMs());
    return result;
  }

  /** Re-plans the next run after the interval changed (a shorter one takes effect now, not after the old wait). */
  reschedule(): void {
    if (this.started && this.timer) this.schedule(this.intervalMs());
  }

  private join(timed: boolean): Promise<T> {
    if (this.running) return this.running;
    const hurry = timed ? new AbortController() : null;
    this.hurry = hurry;
    this.running = this.task({
      timed,
      signal: this.stopping.signal,
      ...(hurry ? { hurry: hurry.signal } : {}),
    }).finally(() => {
      this.running = null;
      if (this.hurry === hurry) this.hurry = null;
    });
    return this.running;
  }

  private schedule(delayMs: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      const startedAt = Date.now();
      void this.join(true)
        .catch(this.onError)
        .finally(() => {
          const interval = this.intervalMs();
          if (this.started && this.timer === null)
            this.schedule(this.options.fromStart ? Math.max(0, interval - (Date.now() - startedAt)) : interval);
        });
    }, delayMs);
    // A pending run never keeps the process alive (the desk command exits when its work is done).
    this.timer.unref();
  }
}
