import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { CDPSession, Page } from 'playwright-core';
import { startSimulatorInWorker } from '../../electron/services/local-simulator/worker-host';
import { buildRenderer } from '../e2e/harness/build-renderer';
import { launchChromium } from '../e2e/harness/chromium';
import { openBrowserApp, type BrowserApp, type DispatchedCall } from './browser-app';
import type { BenchReport } from './report';
import { collectGarbage, dataFiles, growth, minutesOption, watchStalls, type FileReport, type Stall } from './soak-support';

// 20 simulated hours in 20 minutes: the world runs 60 times faster than real time.
const DEFAULT_MINUTES = 20;
const SPEED = 60;
const SIMULATED_HOUR_MS = 3_600_000 / SPEED;
const SAMPLE_EVERY_MS = 10_000;
const TARGET_HEAP_GROWTH = 1.1;
const STALL_BUDGET_MS = 50;
const DASHBOARD_REFRESH_SECONDS = 5;

/**
 * A week in a day: the whole app left running with everything a trader leaves on (dashboard
 * auto-refresh, the trading desk's market panel every 2 s and its blotter's live updates, the loan
 * watchdog) while an order is placed and a report created every simulated hour. After a warm-up it
 * compares the first and last quarter of main's heap and the renderer's JS heap (after a GC each
 * time), records the longest stall of main's event loop, counts failed requests, and lists every
 * file in the data folder with its size. Runs only through `npm run bench` (never in `npm test`):
 * `npm run bench -- soak --minutes 2` for a short check.
 */
export async function run(): Promise<BenchReport[]> {
  const minutes = minutesOption(process.argv) ?? DEFAULT_MINUTES;
  const durationMs = minutes * 60_000;
  const warmUpMs = Math.min(120_000, durationMs * 0.2);
  const rendererDir = await buildRenderer();
  const browser = await launchChromium();
  const failures: string[] = [];
  let app: BrowserApp | undefined;
  try {
    app = await openBrowserApp(browser, { rendererDir, startSimulator: (options) => startSimulatorInWorker({ ...options, speed: SPEED }) });
    const main = app;
    const trading = main.page;
    await value(main, 'preferences.update', { dashboard: { refreshSeconds: DASHBOARD_REFRESH_SECONDS } });
    await value(main, 'trading.updateSettings', { marketRefreshSeconds: 2 });
    // A second window on the dashboard (its own socket; main's events reach both).
    const dashboard = await main.newPage();
    await openSection(trading, 'Trading');
    const sessions = [await main.context.newCDPSession(trading), await main.context.newCDPSession(dashboard)];
    const { profileId, selectedCustomer } = await value<{ profileId: string; selectedCustomer: string }>(main, 'customers.reachable', {});
    const accounts = await value<{ assetSymbol: string; account: number }[]>(main, 'service:trading.listAccounts', { profileId });
    const chf = accounts.find((account) => account.assetSymbol === 'CHF')?.account;
    if (chf === undefined) throw new Error('The simulator customer has no CHF trading account.');

    const samples = { main: [] as number[], renderer: [] as number[] };
    const stalls = monitorEventLoopDelay({ resolution: 10 });
    stalls.enable();
    const moments = watchStalls(STALL_BUDGET_MS);
    const sampling: { from: number; to: number }[] = [];
    const started = performance.now();
    let nextHour = started;
    let nextSample = started + warmUpMs;
    let hours = 0;
    let warmFiles: FileReport[] = [];
    let longestStallNs = 0;
    while (performance.now() - started < durationMs) {
      const now = performance.now();
      if (now >= nextHour) {
        nextHour += SIMULATED_HOUR_MS;
        hours += 1;
        const hourCall: DispatchedCall = { channel: 'soak: order + report', startedAt: performance.now() };
        main.calls.push(hourCall);
        await tradingHour(main, profileId, selectedCustomer, chf, failures);
        hourCall.answeredAt = performance.now();
      }
      if (now >= nextSample) {
        if (samples.main.length === 0) warmFiles = await dataFiles(main.dataDir);
        else longestStallNs = Math.max(longestStallNs, stalls.max);
        nextSample += SAMPLE_EVERY_MS;
        const from = performance.now();
        samples.main.push(await mainHeap());
        samples.renderer.push(await rendererHeap(sessions));
        // The forced collections are the benchmark's own pauses, not the app's: once the loop has ticked past
        // them, they are dropped (disable/enable instead would record the paused time as one long delay).
        await new Promise((resolve) => setTimeout(resolve, 30));
        stalls.reset();
        sampling.push({ from, to: performance.now() });
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    longestStallNs = Math.max(longestStallNs, stalls.max);
    stalls.disable();
    moments.stop();
    describeStalls(moments.stalls, sampling, main.calls, started + warmUpMs);
    const files = await dataFiles(main.dataDir);
    failures.push(...main.calls.filter((call) => call.ok === false).map((call) => `${call.channel}: ${JSON.stringify(call.error).slice(0, 300)}`));
    return reportsOf({ minutes, hours, samples, stallMs: longestStallNs / 1e6, failures, files, warmFiles, pageErrors: main.pageErrors });
  } finally {
    await app?.close();
    await browser.close();
    await rm(rendererDir, { recursive: true, force: true });
  }
}

/** What a trader does in an hour: one resting order (it shows in the blotter live) and one report. */
async function tradingHour(app: BrowserApp, profileId: string, customer: string, chf: number, failures: string[]): Promise<void> {
  const order = { symbol: 'BTC', currency: 'CHF', side: 'Buy', orderType: 'Limit', timeInForce: 'GoodTillCancel', quantity: '0.001', limitPrice: '1', fromAccount: chf };
  const placed = await app.dispatcher.dispatch('trading.place', { profileId, customer, ticketId: randomUUID(), order });
  if (!placed.ok || (placed.value as { outcome?: string }).outcome !== 'acknowledged') failures.push(`trading.place: ${JSON.stringify(placed).slice(0, 300)}`);
  const today = new Date().toISOString().slice(0, 10);
  const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
  const report = await app.dispatcher.dispatch('reports.create', { profileId, customer, params: { kind: 'account-orders', dateFrom: monthAgo, dateTo: today } });
  if (!report.ok) failures.push(`reports.create: ${JSON.stringify(report.error).slice(0, 300)}`);
}

async function value<T>(app: BrowserApp, channel: string, input: unknown): Promise<T> {
  const result = (await app.dispatcher.dispatch(channel, input)) as { ok: boolean; value?: T; error?: unknown };
  if (!result.ok) throw new Error(`${channel} failed: ${JSON.stringify(result.error)}`);
  return result.value as T;
}

async function openSection(page: Page, label: string): Promise<void> {
  await page.locator('.sidebar .nav-item', { hasText: label }).click();
  await page.locator('#view-title', { hasText: label }).waitFor();
}

/** Prints the app's own stalls after the warm-up (not the benchmark's GCs) with the calls that were in flight. */
function describeStalls(stalls: readonly Stall[], sampling: readonly { from: number; to: number }[], calls: readonly DispatchedCall[], after: number): void {
  const own = stalls.filter((stall) => stall.endedAt > after && !sampling.some((window) => stall.endedAt >= window.from && stall.endedAt <= window.to + 40));
  for (const stall of [...own].sort((a, b) => b.lateMs - a.lateMs).slice(0, 5)) {
    const began = stall.endedAt - stall.lateMs;
    const around = calls.filter((call) => call.startedAt <= stall.endedAt && (call.answeredAt ?? Infinity) >= began - 5).map((call) => call.channel);
    console.error(`  stall ${stall.lateMs.toFixed(0)} ms at +${((began - after) / 1000).toFixed(1)} s; calls in flight: ${[...new Set(around)].join(', ') || 'none'}`);
  }
}

/** main's heap after a full collection, in bytes. */
async function mainHeap(): Promise<number> {
  collectGarbage();
  await new Promise((resolve) => setImmediate(resolve));
  return process.memoryUsage().heapUsed;
}

/** The renderer pages' JS heaps after a collection in each, in bytes. */
async function rendererHeap(sessions: readonly CDPSession[]): Promise<number> {
  let total = 0;
  for (const session of sessions) {
    await session.send('HeapProfiler.collectGarbage');
    total += (await session.send('Runtime.getHeapUsage')).usedSize;
  }
  return total;
}

interface SoakResult {
  minutes: number;
  hours: number;
  samples: { main: number[]; renderer: number[] };
  stallMs: number;
  failures: string[];
  files: FileReport[];
  /** The same right after the warm-up. */
  warmFiles: FileReport[];
  pageErrors: string[];
}

function reportsOf(result: SoakResult): BenchReport[] {
  const mb = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  const label = `soak ${result.minutes} min (${result.hours} simulated h at ${SPEED}x)`;
  const main = growth(result.samples.main);
  const renderer = growth(result.samples.renderer);
  const unexpected = [...result.failures, ...result.pageErrors];
  for (const failure of unexpected.slice(0, 10)) console.error(`  unexpected: ${failure}`);
  const reports: BenchReport[] = [
    { name: `${label}: main heap, last vs first quarter after warm-up`, measured: mb(main.last), baseline: `first quarter ${mb(main.first)}`, ratio: main.last / main.first, target: TARGET_HEAP_GROWTH },
    { name: `${label}: renderer JS heap, last vs first quarter`, measured: mb(renderer.last), baseline: `first quarter ${mb(renderer.first)}`, ratio: renderer.last / renderer.first, target: TARGET_HEAP_GROWTH },
    { name: `${label}: longest main event-loop stall`, measured: `${result.stallMs.toFixed(1)} ms`, baseline: `budget ${STALL_BUDGET_MS} ms`, ratio: result.stallMs / STALL_BUDGET_MS, target: 1 },
    { name: `${label}: unexpected request errors and page errors`, measured: String(unexpected.length), baseline: 'none allowed', ratio: unexpected.length, target: 0 },
  ];
  const kib = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KiB`;
  for (const file of result.files) {
    const warm = result.warmFiles.find((candidate) => candidate.path === file.path);
    const since = warm === undefined ? 'new since warm-up' : `${kib(warm.bytes)} after warm-up`;
    reports.push({
      name: `${label}: data file ${file.path}`,
      measured: kib(file.bytes),
      ...(file.limitBytes === undefined
        ? { baseline: `${since}; ${file.rule}` }
        : { baseline: `${since}; ${file.rule}: ${kib(file.limitBytes)}`, ratio: file.bytes / file.limitBytes, target: 1 }),
    });
  }
  return reports;
}
