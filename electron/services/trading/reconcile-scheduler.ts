/** What the scheduler runs. */
export interface SchedulerDeps {
  /** One reconciliation step of an entry; true once the entry is final. */
  step: (key: string) => Promise<boolean>;
  sleep: (ms: number) => Promise<void>;
  random: () => number;
  backoff: { baseMs: number; maxMs: number };
}

/**
 * Runs reconciliation steps per journal entry: one step of an entry at a
 * time (a background retry and a "reconcile now" never overlap, so an entry
 * is never resent twice), retried with exponential backoff and jitter until
 * the entry is final or the scheduler stops.
 */
export class ReconcileScheduler {
  private readonly locks = new Map<string, Promise<unknown>>();
  private readonly loops = new Map<string, Promise<void>>();
  private readonly waiters = new Map<string, Set<() => void>>();
  private stopped = false;
  private wakeStop: () => void = () => undefined;
  private readonly stopping = new Promise<void>((resolve) => (this.wakeStop = resolve));

  constructor(private readonly deps: SchedulerDeps) {}

  /** Makes sure a background loop works on key (first step at once when immediate, else after one backoff). */
  ensure(key: string, immediate = false): void {
    if (this.stopped || this.loops.has(key)) return;
    const loop = this.loop(key, immediate).finally(() => this.loops.delete(key));
    this.loops.set(key, loop);
  }

  /** Runs one step now (after any step in progress) and keeps a loop going if the entry is not final. */
  async stepNow(key: string): Promise<boolean> {
    const done = await this.exclusive(key).catch(() => false);
    if (!done) this.ensure(key);
    return done;
  }

  /** The start-up pass: like stepNow. */
  firstPass(key: string): Promise<boolean> {
    return this.stepNow(key);
  }

  /** Resolves when notify(key) is called or after ms. */
  changed(key: string, ms: number): Promise<void> {
    return new Promise((resolve) => {
      const set = this.waiters.get(key) ?? new Set();
      this.waiters.set(key, set);
      const done = (): void => {
        clearTimeout(timer);
        set.delete(done);
        resolve();
      };
      const timer = setTimeout(done, Math.max(0, ms));
      set.add(done);
    });
  }

  /** Wakes whoever waits on key. */
  notify(key: string): void {
    for (const wake of [...(this.waiters.get(key) ?? [])]) wake();
  }

  /**
   * Stops every loop after its current step, waiting at most waitMs for steps
   * in flight (a lookup may take a whole request timeout; quitting must not):
   * whatever a step had journaled stays, and the next start goes on from there.
   */
  async stop(waitMs = 1_000): Promise<void> {
    this.stopped = true;
    this.wakeStop();
    let timer: NodeJS.Timeout | undefined;
    const limit = new Promise<void>((resolve) => (timer = setTimeout(resolve, waitMs)));
    await Promise.race([Promise.allSettled([...this.loops.values()]), limit]);
    clearTimeout(timer);
  }

  private async loop(key: string, immediate: boolean): Promise<void> {
    let attempt = immediate ? 0 : 1;
    while (!this.stopped) {
      if (attempt > 0) {
        await Promise.race([this.deps.sleep(this.delay(attempt)), this.stopping]);
        if (this.stopped) return;
      }
      const done = await this.exclusive(key).catch(() => false);
      if (done) return;
      attempt += 1;
    }
  }

  // Equal jitter: at least half the exponential delay, so a flapping service is not hammered.
  private delay(attempt: number): number {
    const { baseMs, maxMs } = this.deps.backoff;
    const ceiling = Math.min(maxMs, baseMs * 2 ** Math.min(attempt - 1, 20));
    return Math.floor(ceiling / 2 + (this.deps.random() * ceiling) / 2);
  }

  private exclusive(key: string): Promise<boolean> {
    const previous = this.locks.get(key) ?? Promise.resolve();
    const run = previous.catch(() => undefined).then(() => this.deps.step(key));
    const tail = run.catch(() => undefined);
    this.locks.set(key, tail);
    void tail.then(() => {
      if (this.locks.get(key) === tail) this.locks.delete(key);
    });
    return run;
  }
}
