import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { buildRenderer } from '../e2e/harness/build-renderer';
import { launchChromium } from '../e2e/harness/chromium';
import { SECTIONS } from '../../renderer/src/shell/sections';
import { openBrowserApp, type BrowserApp, type DispatchedCall } from './browser-app';
import { FIRST_FRAME_PROBE, type ProbeWindow } from './first-frame-probe';
import { percentile, type BenchReport } from './report';

const RUNS = 5;
const FRAME_MS = 1000 / 60;
const ACCOUNTS_CHANNEL = 'custody.accounts';
// Share of the whole renderer's JavaScript the first screen may need (the target).
const TARGET_FIRST_SCREEN_SHARE = 0.45;
// Navigation start to the first balance: the page's own work (scripts, session, customers, render) on top of the
// accounts request may cost this many times the request alone (the embedded simulator answers in a few ms,
// so this is mostly our own cost).
const TARGET_FIRST_BALANCE_RATIO = 20;
// A section's first opening, its chunk included, against the longest request it waited for (at least a frame).
const TARGET_SECTION_RATIO = 30;

/**
 * The first frame as the trader sees it, in Chromium over browser mode (npm run web's server and
 * WebSocket transport, main services, embedded simulator in its worker, built renderer): how much JavaScript arrives before the dashboard's first balance, how
 * long that balance takes from navigation start, and how long each section takes to show its data
 * when first opened. Baselines, measured in the same page: the whole renderer's JavaScript, the
 * duration of the dashboard's first accounts request alone, and the longest request each section
 * waited for (at least one frame).
 */
export async function run(): Promise<BenchReport[]> {
  const rendererDir = await buildRenderer();
  const sizes = await scriptSizes(rendererDir);
  const browser = await launchChromium();
  const firstBalance: number[] = [];
  const accountsAlone: number[] = [];
  const loadedBytes: number[] = [];
  const sections = new Map<string, { shown: number[]; alone: number[] }>();
  try {
    for (let runIndex = 0; runIndex < RUNS; runIndex++) {
      const app = await openBrowserApp(browser, { rendererDir, initScripts: [FIRST_FRAME_PROBE] });
      const { calls } = app;
      try {
        const first = await dashboardFirstBalance(app.page);
        firstBalance.push(first.atMs);
        loadedBytes.push(first.scripts.reduce((sum, name) => sum + (sizes.get(name) ?? 0), 0));
        accountsAlone.push(durationOf(calls, ACCOUNTS_CHANNEL, 0));
        for (const section of SECTIONS.slice(1)) {
          // A fresh page each time, so every section is opened for the first time (its chunk not prefetched yet).
          await app.page.reload();
          await dashboardFirstBalance(app.page);
          const clickedAt = performance.now();
          const shownMs = await openSection(app.page, section.label);
          const entry = sections.get(section.label) ?? { shown: [], alone: [] };
          entry.shown.push(shownMs);
          entry.alone.push(longestRequest(calls, clickedAt, clickedAt + shownMs));
          sections.set(section.label, entry);
        }
        await assertClean(app);
      } finally {
        await app.close();
      }
    }
  } finally {
    await browser.close();
    await rm(rendererDir, { recursive: true, force: true });
  }

  const total = [...sizes.values()].reduce((sum, size) => sum + size, 0);
  const bytes = median(loadedBytes);
  const reports: BenchReport[] = [
    {
      name: "first frame: JavaScript loaded before the dashboard's first balance",
      measured: `${kb(bytes)} (${sizes.size} chunks in all)`,
      baseline: `whole renderer ${kb(total)}`,
      ratio: bytes / total,
      target: TARGET_FIRST_SCREEN_SHARE,
    },
    {
      name: `first frame: navigation start to the dashboard's first balance, median of ${RUNS}`,
      measured: `${median(firstBalance).toFixed(0)} ms`,
      baseline: `its accounts request alone ${median(accountsAlone).toFixed(1)} ms`,
      ratio: median(firstBalance) / median(accountsAlone),
      target: TARGET_FIRST_BALANCE_RATIO,
    },
  ];
  for (const [label, entry] of sections) {
    const alone = median(entry.alone);
    reports.push({
      name: `first frame: opening ${label} the first time to its data, median of ${RUNS}`,
      measured: `${median(entry.shown).toFixed(0)} ms`,
      baseline: `its longest request alone ${alone.toFixed(1)} ms`,
      ratio: median(entry.shown) / alone,
      target: TARGET_SECTION_RATIO,
    });
  }
  return reports;
}

/** Waits for the dashboard's first balance; the probe stamped it (page clock: ms since navigation start). */
async function dashboardFirstBalance(page: Page): Promise<{ atMs: number; scripts: string[] }> {
  const handle = await page.waitForFunction(
    () => (window as unknown as ProbeWindow).__firstBalance ?? null,
    undefined,
    { timeout: 60_000 },
  );
  return (await handle.jsonValue()) as { atMs: number; scripts: string[] };
}

/** Clicks a section in the sidebar and waits until it shows its data; ms from the click (page clock). */
async function openSection(page: Page, label: string): Promise<number> {
  await page.evaluate((name) => (window as unknown as ProbeWindow).__openSection?.(name), label);
  const handle = await page.waitForFunction(
    () => (window as unknown as ProbeWindow).__sectionShown ?? null,
    undefined,
    { timeout: 60_000 },
  );
  return (await handle.jsonValue()) as number;
}

/**
 * The longest request a section waited for (sent after the click, answered before its data showed): what it
 * could not show sooner than. Never less than one frame, for sections whose data main already holds.
 */
function longestRequest(calls: readonly DispatchedCall[], from: number, until: number): number {
  const waited = calls.filter(
    (call) => call.startedAt >= from && call.answeredAt !== undefined && call.answeredAt <= until,
  );
  return Math.max(FRAME_MS, ...waited.map((call) => call.answeredAt! - call.startedAt));
}

function durationOf(calls: readonly DispatchedCall[], channel: string, index: number): number {
  const call = calls.filter((item) => item.channel === channel)[index];
  if (call?.answeredAt === undefined) throw new Error(`No answered ${channel} call was recorded.`);
  return call.answeredAt - call.startedAt;
}

async function assertClean(app: BrowserApp): Promise<void> {
  if (app.pageErrors.length > 0) throw new Error(`The page logged errors: ${app.pageErrors.join(' | ')}`);
}

/** Size on disk of every script of the built renderer, by URL path ("/assets/index-….js"). */
async function scriptSizes(rendererDir: string): Promise<Map<string, number>> {
  const sizes = new Map<string, number>();
  for (const file of await readdir(join(rendererDir, 'assets'))) {
    if (file.endsWith('.js')) sizes.set(`/assets/${file}`, (await stat(join(rendererDir, 'assets', file))).size);
  }
  return sizes;
}

function median(values: readonly number[]): number {
  return percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
}

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KiB`;
}
