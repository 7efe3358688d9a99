/**
 * Per-task exponential backoff after failures in a row (the loan watchdog's and
 * the price alerts' scheduling): after n failures the next try waits
 * interval × 2^(n−1), capped; the first failure waits no longer than a normal
 * cycle, so a single dropped answer does not blind a monitor.
 */
export class Backoff {
  private readonly entries = new Map<string, { failures: number; retryAt: number }>();

  constructor(
    private readonly now: () => number,
    private readonly maxMs: number,
  ) {}

  /** True while the task must wait before trying again. */
  waiting(task: string): boolean {
    const entry = this.entries.get(task);
    return entry !== undefined && entry.retryAt > this.now();
  }

  /** Records a failure of the task (cycles every intervalMs). */
  failed(task: string, intervalMs: number): void {
    const failures = (this.entries.get(task)?.failures ?? 0) + 1;
    const wait = Math.min(intervalMs * 2 ** (failures - 1), this.maxMs);
    this.entries.set(task, { failures, retryAt: failures === 1 ? 0 : this.now() + wait });
  }

  /** The task worked: no more waiting. */
  succeeded(task: string): void {
    this.entries.delete(task);
  }
}
