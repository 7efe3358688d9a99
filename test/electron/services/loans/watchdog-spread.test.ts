import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ServiceClient } from '../../../../electron/client/client';
import { createEventBus } from '../../../../electron/services/events';
import { loansFiles } from '../../../../electron/services/loans/files';
import { LoanWatchdog } from '../../../../electron/services/loans/watchdog';
import { FakeService, profile, report } from './fake';

const SIM = profile('00000000-0000-4000-8000-000000000001', 'Simulator', true);
const CUSTOMERS = 50;
const INTERVAL_MS = 30_000;

/** When each request was sent (fake time), and a customer whose answers take long and then fail. */
class TimedService extends FakeService {
  sent: { name: string; at: number }[] = [];
  slow = new Set<string>();

  override client(): ServiceClient {
    const inner = super.client();
    const call = ((name: string, input?: { customer?: string }) => {
      this.sent.push({ name: input?.customer ? `${name} ${input.customer}` : name, at: Date.now() });
      if (input?.customer && this.slow.has(input.customer)) {
        return new Promise((resolve) => setTimeout(resolve, 20_000)).then(() => ({
          ok: false,
          error: {
            kind: 'server',
            message: 'The service had a problem (503).',
            endpoint: name,
            method: 'GET',
            path: '/',
          },
        }));
      }
      return inner.call(name as never, input as never);
    }) as ServiceClient['call'];
    return { ...inner, call };
  }
}

describe('the loan watchdog at scale: a timed cycle', () => {
  let dir: string;
  let service: TimedService;
  let watchdog: LoanWatchdog;

  beforeEach(async () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-25T08:00:00Z') });
    dir = await mkdtemp(join(tmpdir(), 'loans-spread-'));
    service = new TimedService();
    service.customers = Array.from({ length: CUSTOMERS }, (_, i) => ({
      customerNumber: `C${i}`,
      name: `Customer ${i}`,
      referenceCurrency: 'CHF',
    }));
    for (const customer of service.customers)
      service.reports.set(customer.customerNumber, [report(`B${customer.customerNumber}`, '0.4')]);
    watchdog = new LoanWatchdog({
      profiles: { records: () => [SIM], onChange: () => () => undefined },
      clientFor: () => Promise.resolve(service.client()),
      files: loansFiles(dir),
      events: createEventBus(),
      maxRequestsPerSecond: 20,
      historyWriteMs: 0,
    });
    await watchdog.init();
  });
  afterEach(async () => {
    await watchdog.stop();
    vi.useRealTimers();
    await rm(dir, { recursive: true, force: true });
  });

  const borrowReads = (from: number, to: number) =>
    service.sent.filter((request) => request.name.startsWith('loans.') && request.at >= from && request.at < to);

  it('spreads one borrow report per customer evenly over the interval, with one customer list: the minimum, never a burst', async () => {
    const start = Date.now();
    watchdog.start();
    await vi.advanceTimersByTimeAsync(INTERVAL_MS - 1);
    expect(service.sent.filter((request) => request.name === 'customers.list')).toHaveLength(1);
    const reads = borrowReads(start, start + INTERVAL_MS);
    expect(reads).toHaveLength(CUSTOMERS);
    expect(new Set(reads.map((request) => request.name)).size).toBe(CUSTOMERS);
    const gaps = reads.slice(1).map((request, i) => request.at - reads[i]!.at);
    // 90 % of 30 s over 50 customers: one every 540 ms, evenly.
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(540);
    expect(Math.max(...gaps)).toBeLessThanOrEqual(541);
    expect(watchdog.overview().portfolios).toHaveLength(CUSTOMERS);
  });

  it('never sends more than the configured rate in any second, not even where a cycle that overran meets the next', async () => {
    service.customers = service.customers.concat(
      Array.from({ length: 950 }, (_, i) => ({
        customerNumber: `D${i}`,
        name: `Customer D${i}`,
        referenceCurrency: 'CHF',
      })),
    );
    const start = Date.now();
    watchdog.start();
    await vi.advanceTimersByTimeAsync(3 * INTERVAL_MS);
    const times = service.sent.map((request) => request.at).sort((a, b) => a - b);
    for (let i = 20; i < times.length; i += 1) expect(times[i]! - times[i - 20]!).toBeGreaterThanOrEqual(1000);
    // 1,000 customers at 20 per second need 50 s (the list, then one every 50 ms): the cycle overruns its 30 s interval
    // and the next follows at once, at the same pace.
    expect(borrowReads(start, start + 50_001)).toHaveLength(1000);
    expect(borrowReads(start + 50_001, start + 50_051)).toHaveLength(1);
  });

  it('backs off a failing customer without delaying the others', async () => {
    service.slow.add('C3');
    const start = Date.now();
    watchdog.start();
    await vi.advanceTimersByTimeAsync(3 * INTERVAL_MS);
    for (const cycle of [0, 1, 2]) {
      const reads = borrowReads(start + cycle * INTERVAL_MS, start + (cycle + 1) * INTERVAL_MS);
      const others = reads.filter((request) => request.name !== 'loans.listBorrow C3');
      expect(others).toHaveLength(CUSTOMERS - 1);
      // The others keep their even pace while C3 hangs for 20 s and fails.
      const gaps = others.slice(1).map((request, i) => request.at - others[i]!.at);
      expect(Math.max(...gaps)).toBeLessThanOrEqual(2 * 541);
    }
    // Tried in the first cycle and once more in the next (a single failure waits no longer than a cycle), then left to wait.
    const tries = service.sent.filter((request) => request.name === 'loans.listBorrow C3');
    expect(tries).toHaveLength(2);
    expect(watchdog.overview().problems.some((problem) => problem.customer === 'C3')).toBe(true);
  });

  it('stops in the middle of a spread cycle at once, without calling the unsent customers failed', async () => {
    watchdog.start();
    await vi.advanceTimersByTimeAsync(5_000);
    const sent = service.sent.length;
    await watchdog.stop();
    await vi.advanceTimersByTimeAsync(INTERVAL_MS);
    expect(service.sent.length).toBe(sent);
    expect(watchdog.overview().portfolios.every((portfolio) => portfolio.lastError === null)).toBe(true);
  });
});

describe('the loan watchdog at scale: a check asked for by hand during a timed cycle', () => {
  it('hurries the cycle in progress: its remaining requests go at once, and the check answers without waiting out the interval', async () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-25T08:00:00Z') });
    const dir = await mkdtemp(join(tmpdir(), 'loans-hurry-'));
    const service = new TimedService();
    service.customers = Array.from({ length: CUSTOMERS }, (_, i) => ({
      customerNumber: `C${i}`,
      name: `Customer ${i}`,
      referenceCurrency: 'CHF',
    }));
    const watchdog = new LoanWatchdog({
      profiles: { records: () => [SIM], onChange: () => () => undefined },
      clientFor: () => Promise.resolve(service.client()),
      files: loansFiles(dir),
      events: createEventBus(),
      historyWriteMs: 0,
    });
    try {
      await watchdog.init();
      const start = Date.now();
      watchdog.start();
      await vi.advanceTimersByTimeAsync(2_000);
      const early = service.sent.length;
      expect(early).toBeLessThan(10);
      let answered = false;
      const check = watchdog.checkNow().then(() => (answered = true));
      // The spread cycle's remaining reads at once (the 20 per second cap is lifted too), then the check's own.
      await vi.advanceTimersByTimeAsync(10);
      expect(answered).toBe(true);
      await check;
      expect(Date.now() - start).toBeLessThan(2_100);
      expect(service.sent.filter((request) => request.name.startsWith('loans.'))).toHaveLength(2 * CUSTOMERS);
    } finally {
      await watchdog.stop();
      vi.useRealTimers();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
