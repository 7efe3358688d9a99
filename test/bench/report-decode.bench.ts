// Main-thread stalls around a statement of at least 100,000 rows: while it arrives over HTTP, is decoded, archived
// and its first rows read, and while it is opened from the archive. The statement comes from the simulator at
// --scale 380 (the busiest customer's account orders over the past year), running in its worker thread as in the
// app, so serving 30 MB does not count as our stall. The decode worker (the app's way) is measured beside the same
// work decoded in main (what it was before), and both against an idle loop in the same run.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServiceClient, type ServiceClient } from '../../electron/client/client';
import { startSimulatorInWorker } from '../../electron/services/local-simulator/worker-host';
import { ReportDecoder } from '../../electron/services/reports/decoder';
import { ReportService } from '../../electron/services/reports/report-service';
import type { ActiveClients } from '../../electron/services/clients/client-pool';
import type { BenchReport } from './report';
import { idleGap, longestGap, STALL_BUDGET_MS } from './stall';

const SCALE = 380;
const MIN_ROWS = 100_000;
const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
const YEAR_OF_ORDERS = () => ({ kind: 'account-orders' as const, dateFrom: day(-365), dateTo: day(0) });

function serviceFor(folder: string, client: ServiceClient, decoder: ReportDecoder): ReportService {
  const profile = { id: 'bench', name: 'Bench', builtIn: true, baseUrl: 'http://127.0.0.1' };
  const clients = { activeAs: async () => ({ profile, client }) } as unknown as ActiveClients;
  const events = { emit: () => true, subscribe: () => () => undefined };
  return new ReportService({
    clients,
    events: events as never,
    folder,
    appVersion: 'bench',
    chooseSaveFile: async () => null,
    decoder,
    fetch: { poll: { firstDelayMs: 100, factor: 1, maxDelayMs: 100, maxTransientFailures: 0 } },
  });
}

/** Fetches one statement through the service; its archive id and row count. */
async function fetchStatement(service: ReportService, customer: string): Promise<{ archiveId: string; rows: number }> {
  const job = await service.create({ profileId: 'bench', customer, params: YEAR_OF_ORDERS() });
  const done = await service.wait(job.jobId);
  if (done.stage !== 'completed' || done.archiveId === null)
    throw new Error(`the statement did not complete: ${done.error}`);
  const opened = await service.open(done.archiveId);
  return { archiveId: done.archiveId, rows: opened.tables[0]?.rowCount ?? 0 };
}

/** Fetch (create, poll, decode, archive) and read the first window; then open it again from the archive in a fresh service. */
async function measure(folder: string, client: ServiceClient, customer: string, inWorker: boolean) {
  const decoder = () => new ReportDecoder(inWorker ? {} : { inlineBytes: Number.POSITIVE_INFINITY });
  const service = serviceFor(folder, client, decoder());
  let archiveId = '';
  const fetching = await longestGap(async () => {
    archiveId = (await fetchStatement(service, customer)).archiveId;
    await service.rows({ archiveId, table: 0, offset: 0, limit: 200 });
  });
  await service.close();
  const reopened = serviceFor(folder, client, decoder());
  const opening = await longestGap(async () => {
    const opened = await reopened.open(archiveId);
    await reopened.rows({ archiveId, table: 0, offset: (opened.tables[0]?.rowCount ?? 200) - 200, limit: 200 });
  });
  await reopened.close();
  return { fetching, opening };
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

export async function run(): Promise<BenchReport[]> {
  const folder = await mkdtemp(join(tmpdir(), 'svc-desk-decode-bench-'));
  const generating = performance.now();
  const simulator = await startSimulatorInWorker({ port: 0, seed: 42, speed: 60, scale: SCALE });
  const generated = performance.now() - generating;
  const credential = simulator.credentials[0];
  if (!credential) throw new Error('the simulator has no credentials');
  const client = createServiceClient({
    baseUrl: simulator.baseUrl,
    apiKey: credential.apiKey,
    secret: async () => credential.apiSecret,
  });
  try {
    // Warm-up (module loading, JIT, the first worker's tsx start) over every customer: the busiest is measured.
    const warm = serviceFor(join(folder, 'warm'), client, new ReportDecoder());
    let busiest = { customer: '', rows: 0 };
    for (const customer of credential.customers.map(String)) {
      const { rows } = await fetchStatement(warm, customer);
      if (rows > busiest.rows) busiest = { customer, rows };
    }
    await warm.close();
    if (busiest.rows < MIN_ROWS)
      throw new Error(`--scale ${SCALE} gave at most ${busiest.rows} rows, fewer than ${MIN_ROWS}`);
    const inMain = await measure(join(folder, 'main'), client, busiest.customer, false);
    const inWorker = await measure(join(folder, 'worker'), client, busiest.customer, true);
    const idle = await idleGap(Math.max(inWorker.fetching.ms, inWorker.opening.ms));
    const budget = Math.max(STALL_BUDGET_MS, idle.gap);
    const label = `${busiest.rows.toLocaleString('en-US')}-row statement`;
    const row = (
      what: string,
      worker: { gap: number; ms: number },
      main: { gap: number; ms: number },
    ): BenchReport[] => [
      {
        name: `main-thread stall: ${label} ${what} (decode worker)`,
        measured: `${ms(worker.gap)} in ${(worker.ms / 1000).toFixed(2)} s`,
        baseline: `idle ${ms(idle.gap)} (budget ${STALL_BUDGET_MS} ms)`,
        ratio: worker.gap / budget,
        target: 1,
      },
      {
        name: `  same, decoded in main instead`,
        measured: `${ms(main.gap)} in ${(main.ms / 1000).toFixed(2)} s`,
        baseline: `decode worker ${ms(worker.gap)}`,
        ratio: main.gap / Math.max(1, worker.gap),
      },
    ];
    return [
      {
        name: `simulator --scale ${SCALE}: a new world's year of history`,
        measured: `${(generated / 1000).toFixed(1)} s`,
        baseline: `busiest customer: ${busiest.rows.toLocaleString('en-US')} orders`,
      },
      ...row('fetched, decoded, archived, first rows read', inWorker.fetching, inMain.fetching),
      ...row('opened from the archive', inWorker.opening, inMain.opening),
    ];
  } finally {
    await client.close();
    await simulator.stop();
    await rm(folder, { recursive: true, force: true });
  }
}
