// An office of 1,000 customers (simulator --customers 1000, in a worker thread) behind 50 ms of service latency:
// the Book read with bounded concurrency as the window asks for it (book.load through main's dispatcher, every row
// pushed and encoded for the page as browser mode's socket does, the answer checked against its output schema and
// encoded): time to the last row vs the least the latency and the limit allow, requests vs the minimum, main's
// longest stall, heap after vs before; and one timed loan-watchdog cycle (requests per second vs the configured
// rate, wall time vs the interval).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { ServiceClient } from '../../electron/client/client';
import { createServiceClient } from '../../electron/client/client';
import { CONNECTIONS_PER_SERVICE } from '../../electron/client/transport';
import { createBookFeature } from '../../electron/services/book/feature';
import { createDispatcher } from '../../electron/ipc/dispatch';
import type { AppServices } from '../../electron/services/app-services';
import { createEventBus } from '../../electron/services/events';
import { loansFiles } from '../../electron/services/loans/files';
import { LoanWatchdog } from '../../electron/services/loans/watchdog';
import type { ProfileRecord } from '../../electron/services/profiles/profile-record';
import type { SimulatorCredential } from '../../electron/simulator/contract';
import { formatMicros, type BenchReport } from './report';
import { collectGarbage } from './soak-support';
import { idleGap, longestGap, STALL_BUDGET_MS } from './stall';

const CUSTOMERS = 1000;
const LATENCY_MS = 50;
/** Customers the Book reads at once (its default), each with its four reads in parallel. */
const BOOK_CUSTOMERS_AT_ONCE = 4;
const READS_PER_CUSTOMER = 4;
/** The watchdog's cycle under test: 1,000 customers within 10 s at most 120 requests per second. */
const INTERVAL_SECONDS = 10;
const RATE = 120;

/** The client, every request counted and stamped with when it was sent. */
function counted(client: ServiceClient, sent: number[]): ServiceClient {
  const call = ((name: never, input: never) => {
    sent.push(performance.now());
    return client.call(name, input);
  }) as ServiceClient['call'];
  return { ...client, call };
}

function heapUsed(): number {
  collectGarbage();
  return process.memoryUsage().heapUsed;
}

/** The most requests sent within any one second (a half-open window from each request). */
function busiestSecond(times: readonly number[]): number {
  const sorted = [...times].sort((a, b) => a - b);
  let most = 0;
  let from = 0;
  for (let to = 0; to < sorted.length; to += 1) {
    while (sorted[to]! - sorted[from]! >= 1000) from += 1;
    most = Math.max(most, to - from + 1);
  }
  return most;
}

export async function run(): Promise<BenchReport[]> {
  const worker = new Worker(new URL('./simulator-worker.ts', import.meta.url), {
    workerData: { unsignedPrefix: '/__bench_unsigned', customers: CUSTOMERS, latencyMs: LATENCY_MS },
  });
  const ready = await new Promise<{ baseUrl: string; credentials: SimulatorCredential[] }>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  const credential = ready.credentials[0]!;
  const client = createServiceClient({
    baseUrl: ready.baseUrl,
    apiKey: credential.apiKey,
    secret: () => Promise.resolve(credential.apiSecret),
  });
  const dir = await mkdtemp(join(tmpdir(), 'scale-bench-'));
  try {
    // The Book: rows as they are read; the load's own two reads (customers, market data) come first.
    const bookSent: number[] = [];
    const bookEvents = createEventBus();
    const book = await createBookFeature({
      clientFor: () => Promise.resolve(counted(client, bookSent)),
      events: bookEvents,
      worstLoanState: () => null,
      basis: () => 'mid',
      concurrency: BOOK_CUSTOMERS_AT_ONCE,
      officeCurrency: () => 'CHF',
    });
    const dispatcher = createDispatcher({
      handlers: book.handlers as AppServices['handlers'],
      events: bookEvents,
    });
    let rows = 0;
    let lastRowMs = 0;
    let started = 0;
    // What the window's port does with each pushed row: encodes it for the page.
    bookEvents.subscribe('bookRow', (pushed) => {
      JSON.stringify(pushed);
      rows += 1;
      lastRowMs = performance.now() - started;
    });
    const loadBook = async (loadId: string): Promise<void> => {
      const answer = await dispatcher.dispatch('book.load', { profileId: 'bench', officeCurrency: 'CHF', loadId });
      if (!answer.ok) throw new Error(`book.load failed: ${answer.error.message}`);
      JSON.stringify(answer);
    };
    await loadBook('warm-up');
    bookSent.length = 0;
    rows = 0;
    const heapBefore = heapUsed();
    started = performance.now();
    const { gap, ms } = await longestGap(() => loadBook('measured'));
    const heapAfter = heapUsed();
    const idle = await idleGap(Math.min(ms, 5000));
    // What the Book asks at once, as far as the client's connections carry it (more wait in its pool).
    const inFlight = Math.min(BOOK_CUSTOMERS_AT_ONCE * READS_PER_CUSTOMER, CONNECTIONS_PER_SERVICE);
    const least = (CUSTOMERS * READS_PER_CUSTOMER * LATENCY_MS) / inFlight;
    const minimum = CUSTOMERS * READS_PER_CUSTOMER + 2;
    const stallBudget = Math.max(STALL_BUDGET_MS, idle.gap);

    // One timed watchdog cycle: started as the app starts it, ended by its loansUpdated event.
    const watchSent: number[] = [];
    const profile = {
      id: '00000000-0000-4000-8000-0000000000c1',
      name: 'Bench',
      builtIn: true,
      baseUrl: ready.baseUrl,
      secretOrigin: ready.baseUrl,
      apiKey: credential.apiKey,
    } as ProfileRecord;
    const events = createEventBus();
    const watchdog = new LoanWatchdog({
      profiles: { records: () => [profile], onChange: () => () => undefined },
      clientFor: () => Promise.resolve(counted(client, watchSent)),
      files: loansFiles(dir),
      events,
      maxRequestsPerSecond: RATE,
      // As many at once as the client's connections carry: at 50 ms a request, 8 carry 160 per second, above the rate.
      concurrency: CONNECTIONS_PER_SERVICE,
      historyWriteMs: 0,
    });
    await watchdog.init();
    await watchdog.settings.update({ intervalSeconds: INTERVAL_SECONDS });
    const cycleEnded = new Promise<void>((resolve) => events.subscribe('loansUpdated', () => resolve()));
    const cycleStarted = performance.now();
    watchdog.start();
    await cycleEnded;
    const cycleMs = performance.now() - cycleStarted;
    await watchdog.stop();
    const busiest = busiestSecond(watchSent);

    return [
      {
        name: `Book, ${CUSTOMERS} customers at ${LATENCY_MS} ms latency: time to the last row`,
        measured: `${(lastRowMs / 1000).toFixed(2)} s, ${rows} rows`,
        baseline: `${(least / 1000).toFixed(2)} s (${CUSTOMERS} × ${READS_PER_CUSTOMER} reads × ${LATENCY_MS} ms ÷ ${inFlight} in flight: the client's connections)`,
        ratio: lastRowMs / least,
        target: 1.3,
      },
      {
        name: 'Book: requests sent',
        measured: `${bookSent.length}`,
        baseline: `${minimum} (${READS_PER_CUSTOMER} per customer, customers and market data once)`,
        ratio: bookSent.length / minimum,
        target: 1,
      },
      {
        name: 'Book: longest main stall',
        measured: formatMicros(gap),
        baseline: `budget ${formatMicros(stallBudget)} (idle ${formatMicros(idle.gap)})`,
        ratio: gap / stallBudget,
        target: 1,
      },
      {
        name: 'Book: main heap after vs before',
        measured: `${(heapAfter / 1e6).toFixed(1)} MB`,
        baseline: `${(heapBefore / 1e6).toFixed(1)} MB`,
        ratio: heapAfter / heapBefore,
        target: 1.2,
      },
      {
        name: `loan watchdog, one timed cycle over ${CUSTOMERS} customers: busiest second`,
        measured: `${busiest} requests`,
        baseline: `configured ${RATE}/s`,
        ratio: busiest / RATE,
        target: 1,
      },
      {
        name: 'loan watchdog cycle: wall time vs interval',
        measured: `${(cycleMs / 1000).toFixed(2)} s, ${watchSent.length} requests`,
        baseline: `${INTERVAL_SECONDS} s`,
        ratio: cycleMs / (INTERVAL_SECONDS * 1000),
        target: 1,
      },
    ];
  } finally {
    await client.close();
    await rm(dir, { recursive: true, force: true });
    worker.postMessage('stop');
    await new Promise((resolve) => worker.once('message', resolve));
    await worker.terminate();
  }
}
