import { fork, type ChildProcess } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import type { CDPSession, Page } from 'playwright-core';
import { buildRenderer } from '../e2e/harness/build-renderer';
import { launchChromium } from '../e2e/harness/chromium';
import { openPages } from './browser-app';
import type { BenchReport } from './report';
import type { SoakReply, SoakRequest } from './soak-main';
import { writeHeapSnapshot } from './heap-snapshot';
import { growth, minutesOption, type FileReport } from './soak-support';

// 20 simulated hours in 20 minutes: the world runs 60 times faster than real time.
const DEFAULT_MINUTES = 20;
const SPEED = 60;
const SIMULATED_HOUR_MS = 3_600_000 / SPEED;
const SAMPLE_EVERY_MS = 10_000;
const TARGET_HEAP_GROWTH = 1.1;
const STALL_BUDGET_MS = 50;

/**
 * A week in a day: the whole app left running with everything a trader leaves on (dashboard
 * auto-refresh, the trading desk's market panel every 2 s and its blotter's live updates, the loan
 * watchdog) while an order is placed and a report created every simulated hour. Main is browser mode
 * in a process of its own (soak-main.ts); the renderer runs in Chromium over its WebSocket transport,
 * in two windows (the trading desk and the dashboard). After a warm-up it compares the first and last
 * quarter of main's heap and the renderer's JS heap (after a GC each time), records the longest stall
 * of main's event loop, counts failed requests, and lists every file in the data folder with its size
 * and rule. Runs only through `npm run bench` (never in `npm test`): `npm run bench -- soak --minutes 2`
 * for a short check.
 */
export async function run(): Promise<BenchReport[]> {
  const minutes = minutesOption(process.argv) ?? DEFAULT_MINUTES;
  const durationMs = minutes * 60_000;
  const warmUpMs = Math.min(120_000, durationMs * 0.2);
  const rendererDir = await buildRenderer();
  const browser = await launchChromium();
  const main = startMain({ rendererDir, speed: SPEED, budgetMs: STALL_BUDGET_MS });
  try {
    const ready = await main.next();
    if (ready.type !== 'ready') throw new Error(`The soak's main process did not start: ${JSON.stringify(ready)}`);
    const pages = await openPages(browser, ready.url);
    const trading = await pages.newPage();
    await openSection(trading, 'Trading');
    // A second window on the dashboard (its own socket; main's events reach both).
    const dashboard = await pages.newPage();
    const sessions = [await pages.context.newCDPSession(trading), await pages.context.newCDPSession(dashboard)];

    const samples = { main: [] as number[], renderer: [] as number[] };
    const started = performance.now();
    let nextHour = started;
    let nextSample = started + warmUpMs;
    let hours = 0;
    while (performance.now() - started < durationMs) {
      const now = performance.now();
      if (now >= nextHour) {
        nextHour += SIMULATED_HOUR_MS;
        hours += 1;
        await main.ask({ type: 'hour' }, 'hour-done');
      }
      if (now >= nextSample) {
        nextSample += SAMPLE_EVERY_MS;
        const reply = await main.ask({ type: 'sample' }, 'sample');
        samples.main.push(reply.heapBytes);
        samples.renderer.push(await rendererHeap(sessions));
        if (samples.renderer.length === 1) await snapshots(sessions, 'warm');
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    await snapshots(sessions, 'end');
    const result = await main.ask({ type: 'finish' }, 'result');
    for (const note of result.stallNotes) console.error(`  ${note}`);
    await pages.context.close();
    return reportsOf({
      minutes,
      hours,
      samples,
      stallMs: result.longestStallMs,
      busyMs: result.longestBusyMs,
      failures: [...result.failures, ...pages.pageErrors],
      files: result.files,
      warmFiles: result.warmFiles,
      alerts: result.alerts,
    });
  } finally {
    await main.kill();
    await browser.close();
    await rm(rendererDir, { recursive: true, force: true });
  }
}

/** The soak's main process and a way to ask it one thing at a time. */
function startMain(options: { rendererDir: string; speed: number; budgetMs: number }) {
  // SOAK_MAIN_PROFILE=DIR writes a CPU profile of main (node --cpu-prof) into DIR, to find what stalls it.
  const profile = process.env.SOAK_MAIN_PROFILE ? ['--cpu-prof', '--cpu-prof-dir', process.env.SOAK_MAIN_PROFILE] : [];
  const child: ChildProcess = fork(new URL('./soak-main.ts', import.meta.url), [JSON.stringify(options)], {
    execArgv: ['--import', 'tsx', ...profile],
    stdio: 'inherit',
  });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const replies: SoakReply[] = [];
  const waiting: ((reply: SoakReply) => void)[] = [];
  child.on('message', (reply: SoakReply) => {
    const wake = waiting.shift();
    if (wake) wake(reply);
    else replies.push(reply);
  });
  child.on('exit', (code) => {
    for (const wake of waiting.splice(0))
      wake({ type: 'failed', message: `the soak's main process exited with ${String(code)}` });
  });
  const next = (): Promise<SoakReply> => {
    const queued = replies.shift();
    return queued ? Promise.resolve(queued) : new Promise((resolve) => waiting.push(resolve));
  };
  return {
    next,
    async ask<T extends SoakReply['type']>(
      request: SoakRequest,
      expected: T,
    ): Promise<Extract<SoakReply, { type: T }>> {
      child.send(request);
      const reply = await next();
      if (reply.type !== expected)
        throw new Error(`The soak's main process answered ${JSON.stringify(reply).slice(0, 2000)}`);
      return reply as Extract<SoakReply, { type: T }>;
    },
    /** Waits up to 10 s for main to exit on its own (it saves its state, and its profile when asked), then ends it. */
    kill: async () => {
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000).unref())]);
      if (child.exitCode === null && child.signalCode === null) child.kill();
    },
  };
}

async function openSection(page: Page, label: string): Promise<void> {
  await page.locator('.sidebar .nav-item', { hasText: label }).click();
  await page.locator('#view-title', { hasText: label }).waitFor();
}

/**
 * SOAK_RENDERER_SNAPSHOTS=DIR: heap snapshots of both windows after the warm-up and at the end, to see what
 * grew (`npx tsx test/bench/heap-snapshot.ts DIR/trading-warm.heapsnapshot DIR/trading-end.heapsnapshot`).
 */
async function snapshots(sessions: readonly CDPSession[], moment: string): Promise<void> {
  const dir = process.env.SOAK_RENDERER_SNAPSHOTS;
  if (!dir) return;
  for (const [index, session] of sessions.entries())
    await writeHeapSnapshot(session, join(dir, `${index === 0 ? 'trading' : 'dashboard'}-${moment}.heapsnapshot`));
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
  busyMs: number;
  failures: string[];
  files: FileReport[];
  /** The same right after the warm-up. */
  warmFiles: FileReport[];
  /** Price alert rules left on, and how many times they fired (the alert log). */
  alerts: { rules: number; fired: number };
}

function reportsOf(result: SoakResult): BenchReport[] {
  const mb = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  const kib = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KiB`;
  const label = `soak ${result.minutes} min (${result.hours} simulated h at ${SPEED}x)`;
  const main = growth(result.samples.main);
  const renderer = growth(result.samples.renderer);
  for (const failure of result.failures.slice(0, 10)) console.error(`  unexpected: ${failure}`);
  const reports: BenchReport[] = [
    {
      name: `${label}: main heap, last vs first quarter after warm-up`,
      measured: mb(main.last),
      baseline: `first quarter ${mb(main.first)}`,
      ratio: main.last / main.first,
      target: TARGET_HEAP_GROWTH,
    },
    {
      name: `${label}: renderer JS heap (2 windows), last vs first quarter`,
      measured: mb(renderer.last),
      baseline: `first quarter ${mb(renderer.first)}`,
      ratio: renderer.last / renderer.first,
      target: TARGET_HEAP_GROWTH,
    },
    {
      name: `${label}: longest main event-loop stall, main's own CPU time in it`,
      measured: `${result.busyMs.toFixed(1)} ms`,
      baseline: `budget ${STALL_BUDGET_MS} ms`,
      ratio: result.busyMs / STALL_BUDGET_MS,
      target: 1,
    },
    // Wall clock, for the record: on a machine with more runnable threads than cores it is mostly time spent waiting for a core.
    {
      name: `${label}: longest main event-loop stall, wall clock (load ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores)`,
      measured: `${result.stallMs.toFixed(1)} ms`,
      baseline: `budget ${STALL_BUDGET_MS} ms`,
      ratio: result.stallMs / STALL_BUDGET_MS,
    },
    {
      name: `${label}: price alerts checked by main every 30 s`,
      measured: `${result.alerts.fired} fired`,
      baseline: `${result.alerts.rules} rules (levels, moves)`,
    },
    {
      name: `${label}: unexpected request errors and page errors`,
      measured: String(result.failures.length),
      baseline: 'none allowed',
      ratio: result.failures.length,
      target: 0,
    },
  ];
  for (const file of result.files) {
    const warm = result.warmFiles.find((candidate) => candidate.path === file.path);
    const since = warm === undefined ? 'new since warm-up' : `${kib(warm.bytes)} after warm-up`;
    reports.push({
      name: `${label}: data file ${file.path}`,
      measured: kib(file.bytes),
      ...(file.limitBytes === undefined
        ? { baseline: `${since}; ${file.rule}` }
        : {
            baseline: `${since}; ${file.rule}: ${kib(file.limitBytes)}`,
            ratio: file.bytes / file.limitBytes,
            target: 1,
          }),
    });
  }
  return reports;
}
