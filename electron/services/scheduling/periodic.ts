/**
 * A task run periodically, never overlapping (the loan watchdog's cycles, the
 * price alerts' checks): the first run at start, each next one an interval
 * after the previous settled, so a slow service never piles runs up. A run
 * asked for by hand waits for the one in progress, then runs anew with what
 * changed meanwhile; a timed run joins one in progress instead.
 */
export class PeriodicTask<T> {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<T> | null = null;
  private started = false;

  /** intervalMs is read before each wait (a settings change applies to the next one). */
  constructor(
    private readonly task: () => Promise<T>,
    private readonly intervalMs: () => number,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** Starts the periodic runs (the first at once); a second start changes nothing. */
  start(): void {
    if (this.started) return;
    this.started = true;
    this.schedule(0);
  }

  /** Stops the runs and waits for the one in progress, if any. */
  async stop(): Promise<void> {
    this.started = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running?.catch(() => undefined);
  }

  /** Runs the task now, after the run in progress (if any) settled; answers this run's result. */
  async runNow(): Promise<T> {
    await this.running?.catch(() => undefined);
    return this.join();
  }

  /** Re-plans the next run after the interval changed (a shorter one takes effect now, not after the old wait). */
  reschedule(): void {
    if (this.started && this.timer) this.schedule(this.intervalMs());
  }

  private join(): Promise<T> {
    this.running ??= this.task().finally(() => (this.running = null));
    return this.running;
  }

  private schedule(delayMs: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.join()
        .catch(this.onError)
        .finally(() => {
          if (this.started && this.timer === null) this.schedule(this.intervalMs());
        });
    }, delayMs);
    // A pending run never keeps the process alive (the desk command exits when its work is done).
    this.timer.unref();
  }
}
