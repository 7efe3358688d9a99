import { describe, expect, it, vi } from 'vitest';
import { watchClockJumps } from '../../../../electron/services/power/clock-jumps';
import { createWakeReaction, WAKE_QUIET_MS, type WakePort } from '../../../../electron/services/power/wake';

function port(now: { ms: number }) {
  const order: string[] = [];
  const wakePort = {
    remeasureClocks: vi.fn(() => void order.push('clocks')),
    checkLoans: vi.fn(() => {
      order.push('loans');
      return Promise.resolve();
    }),
    checkAlerts: vi.fn(() => {
      order.push('alerts');
      return Promise.reject(new Error('service unreachable'));
    }),
    announce: vi.fn(() => void order.push('screens')),
    now: () => now.ms,
    onError: vi.fn(),
  } satisfies WakePort;
  return { wakePort, order };
}

describe('the wake reaction', () => {
  it('measures the clocks first, then checks loans and alerts and reloads the screens; a failed check is reported', async () => {
    const now = { ms: Date.parse('2026-11-28T07:00:00Z') };
    const { wakePort, order } = port(now);
    await createWakeReaction(wakePort).wake('resume');
    expect(order).toEqual(['clocks', 'loans', 'alerts', 'screens']);
    expect(wakePort.announce).toHaveBeenCalledWith({ at: '2026-11-28T07:00:00.000Z', cause: 'resume' });
    expect(wakePort.onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'service unreachable' }));
  });

  it('reacts once to a resume and the unlock that follows it, again after a quiet minute or a clock set back', async () => {
    const now = { ms: 1_000_000 };
    const { wakePort } = port(now);
    const reaction = createWakeReaction(wakePort);
    await reaction.wake('resume');
    now.ms += 20_000;
    await reaction.wake('unlock');
    expect(wakePort.checkLoans).toHaveBeenCalledTimes(1);
    now.ms += WAKE_QUIET_MS;
    await reaction.wake('unlock');
    expect(wakePort.checkLoans).toHaveBeenCalledTimes(2);
    now.ms -= 3_600_000;
    await reaction.wake('clock-jump');
    expect(wakePort.checkLoans).toHaveBeenCalledTimes(3);
  });
});

describe('the clock-jump detector (browser mode, the desk)', () => {
  it('tells a tick far later or earlier than planned, not a busy event loop', () => {
    const now = { ms: 0 };
    let tick = (): void => undefined;
    const jumps: number[] = [];
    const stop = vi.fn();
    const stopWatching = watchClockJumps({
      now: () => now.ms,
      every: (run, intervalMs) => {
        expect(intervalMs).toBe(10_000);
        tick = run;
        return stop;
      },
      onJump: (jumpMs) => jumps.push(jumpMs),
    });
    now.ms += 10_000;
    tick();
    // A tick 5 s late: a busy machine, no sleep.
    now.ms += 15_000;
    tick();
    // The laptop slept two hours between two ticks.
    now.ms += 10_000 + 7_200_000;
    tick();
    // The clock was set back ten minutes.
    now.ms += 10_000 - 600_000;
    tick();
    expect(jumps).toEqual([7_200_000, -600_000]);
    stopWatching();
    expect(stop).toHaveBeenCalled();
  });
});
