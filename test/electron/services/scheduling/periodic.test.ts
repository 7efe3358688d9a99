import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PeriodicTask } from '../../../../electron/services/scheduling/periodic';

/** A task whose runs are settled by the test: `finish()` ends the oldest run still going. */
function controlledTask() {
  const pending: (() => void)[] = [];
  let started = 0;
  return {
    task: () => {
      started += 1;
      const run = started;
      return new Promise<number>((resolve) => pending.push(() => resolve(run)));
    },
    started: () => started,
    finish: () => pending.shift()?.(),
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('a periodic task (the loan watchdog and the price alerts run on it)', () => {
  it('runs at once, never overlaps a slow run, and waits a full interval after each run settled', async () => {
    const runs = controlledTask();
    const periodic = new PeriodicTask(
      runs.task,
      () => 1000,
      () => undefined,
    );
    periodic.start();
    periodic.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(runs.started()).toBe(1);
    // Still running after many intervals: no second run piles up.
    await vi.advanceTimersByTimeAsync(5000);
    expect(runs.started()).toBe(1);
    runs.finish();
    await vi.advanceTimersByTimeAsync(999);
    expect(runs.started()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs.started()).toBe(2);
    runs.finish();
    await periodic.stop();
  });

  it('runs by hand after the run in progress, with a result of its own', async () => {
    const runs = controlledTask();
    const periodic = new PeriodicTask(
      runs.task,
      () => 60_000,
      () => undefined,
    );
    periodic.start();
    await vi.advanceTimersByTimeAsync(0);
    const byHand = periodic.runNow();
    await vi.advanceTimersByTimeAsync(0);
    expect(runs.started()).toBe(1);
    runs.finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(runs.started()).toBe(2);
    runs.finish();
    expect(await byHand).toBe(2);
    await periodic.stop();
  });

  it('stops: waits for the run in progress and starts no other; a failed run is reported and the next still comes', async () => {
    const errors: unknown[] = [];
    let calls = 0;
    const periodic = new PeriodicTask(
      async () => {
        calls += 1;
        if (calls === 1) throw new Error('service unreachable');
        return calls;
      },
      () => 1000,
      (error) => errors.push(error),
    );
    periodic.start();
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toBe(2);
    expect(errors).toEqual([new Error('service unreachable')]);
    await periodic.stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls).toBe(2);
  });

  it('applies a shorter interval to the wait in progress when rescheduled', async () => {
    let interval = 60_000;
    let calls = 0;
    const periodic = new PeriodicTask(
      async () => (calls += 1),
      () => interval,
      () => undefined,
    );
    periodic.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toBe(1);
    interval = 1000;
    periodic.reschedule();
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toBe(2);
    await periodic.stop();
  });
});

describe('a periodic task woken from sleep', () => {
  it('runs a started task at once and the next timed run an interval after it; a stopped one stays still', async () => {
    const runs = controlledTask();
    const periodic = new PeriodicTask(
      runs.task,
      () => 60_000,
      () => undefined,
    );
    const idle = periodic.wake();
    expect(await idle).toBeNull();
    expect(runs.started()).toBe(0);
    periodic.start();
    await vi.advanceTimersByTimeAsync(0);
    runs.finish();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(runs.started()).toBe(1);
    // Woken 10 s into a 60 s wait: the check runs now, not 50 s later.
    const woken = periodic.wake();
    await vi.advanceTimersByTimeAsync(0);
    expect(runs.started()).toBe(2);
    runs.finish();
    expect(await woken).toBe(2);
    await vi.advanceTimersByTimeAsync(59_999);
    expect(runs.started()).toBe(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs.started()).toBe(3);
    runs.finish();
    await periodic.stop();
  });
});
