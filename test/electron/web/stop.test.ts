import { describe, expect, it } from 'vitest';
import { stopBrowserMode } from '../../../electron/web/stop';

/** A promise settled by the test (no timers). */
function gate(): { promise: Promise<void>; open: () => void; fail: (error: Error) => void } {
  let open!: () => void;
  let fail!: (error: Error) => void;
  const promise = new Promise<void>((resolve, reject) => {
    open = resolve;
    fail = reject;
  });
  return { promise, open, fail };
}

describe("browser mode's Ctrl-C", () => {
  it('says it is stopping, waits for the services to close, then says it stopped', async () => {
    const lines: string[] = [];
    const closing = gate();
    const stopped = stopBrowserMode(
      () => closing.promise,
      { promise: new Promise(() => undefined), seconds: 5 },
      (line) => lines.push(line),
    );
    expect(lines).toEqual(['Stopping SVC Desk (saving the simulator state)...']);
    closing.open();
    await stopped;
    expect(lines).toEqual(['Stopping SVC Desk (saving the simulator state)...', 'SVC Desk stopped.']);
  });

  it('says so when closing outlasts the limit, or fails', async () => {
    const late: string[] = [];
    const limit = gate();
    const stopped = stopBrowserMode(
      () => new Promise(() => undefined),
      { promise: limit.promise, seconds: 5 },
      (line) => late.push(line),
    );
    limit.open();
    await stopped;
    expect(late.at(-1)).toBe('SVC Desk stopped without waiting longer than 5 s for the simulator to save.');

    const failed: string[] = [];
    await stopBrowserMode(
      () => Promise.reject(new Error('disk full')),
      { promise: new Promise(() => undefined), seconds: 5 },
      (line) => failed.push(line),
    );
    expect(failed.at(-1)).toBe('SVC Desk stopped, but closing failed: disk full');
  });
});
