import { afterAll, describe, expect, it } from 'vitest';
import { controlClient } from '../../electron/simulator/control-client';
import type { AppHandle, RestartableData } from './harness/app';
import { restartable } from './harness/app';
import { useApp } from './harness/fixture';
import { ipcEventChannel } from '../../shared/ipc/names';

const CUSTOMERS = 20;
const KINDS = ['Balance statement', 'Guarantee statement'];
const STEPS = CUSTOMERS * KINDS.length;
const data: RestartableData[] = [];
let lastProfiles: string[] = [];
afterAll(() => Promise.all(data.map((each) => each.remove(lastProfiles))));

/** The run's progress line as the panel writes it, e.g. "Done: 3. Failed: 0. Remaining: 37.". */
async function counts(app: AppHandle): Promise<{ done: number; failed: number; remaining: number } | null> {
  const text = (await app.page.locator('.reports-batch-progress p').first().textContent()) ?? '';
  const match = /Done: (\d+)\. Failed: (\d+)\. Remaining: (\d+)\./.exec(text);
  return match ? { done: Number(match[1]), failed: Number(match[2]), remaining: Number(match[3]) } : null;
}

/** Moves the simulator's clock on (its statements take 30 simulated seconds) and reads the progress again. */
async function advanced(app: AppHandle): Promise<{ done: number; failed: number; remaining: number } | null> {
  const running = await app.services.simulator;
  if (running) await controlClient(running).advanceClock('1m');
  return counts(app);
}

async function openBatch(app: AppHandle): Promise<void> {
  await app.page
    .getByRole('button', { name: /Reports/ })
    .first()
    .click();
  await app.page.getByRole('heading', { name: 'Run for many customers', level: 2 }).waitFor();
}

describe('the month-end run in the window', () => {
  const apps = useApp();

  it('runs 20 customers × 2 kinds to completion, with a restart of the app in the middle', async () => {
    const kept = await restartable();
    data.push(kept);
    const options = { restart: kept, localSimulator: { customers: CUSTOMERS } };
    const first = await apps.open(options);
    await openBatch(first);
    const { page } = first;
    await page.getByRole('button', { name: 'Run for many customers…' }).click();
    await page.getByLabel('Account orders statement').uncheck();
    for (const kind of KINDS) await page.getByLabel(kind).check();
    await page.getByLabel('One for all customers').check();
    await page.getByRole('button', { name: 'Start the run' }).click();
    await expect.poll(() => counts(first), { timeout: 20_000 }).toMatchObject({ remaining: expect.any(Number) });
    // Part of the way: some statements made, others not yet.
    await expect
      .poll(async () => (await advanced(first))?.done ?? 0, { timeout: 120_000, interval: 300 })
      .toBeGreaterThanOrEqual(6);
    expect((await counts(first))!.remaining).toBeGreaterThan(0);
    await first.close();

    // The app again over the same data: the run is there, stopped where it was; resumed from the window.
    const second = await apps.open(options);
    lastProfiles = second.services.profiles.records().map((profile) => profile.id);
    await openBatch(second);
    await second.page.getByText('The run was stopped before its end; resume it to go on where it stopped.').waitFor();
    await second.page.getByRole('button', { name: 'Resume the run' }).click();
    await expect
      .poll(async () => await advanced(second), { timeout: 180_000, interval: 300 })
      .toEqual({ done: STEPS, failed: 0, remaining: 0 });
    await second.page.getByText(/^The run is finished; the exports and the summary are in the folder/).waitFor();

    // One archived statement per (customer, kind), none twice.
    const archive = await second.services.reports.listArchive();
    const keys = archive.map((entry) => `${entry.manifest.customer}/${entry.manifest.kind}`);
    expect(new Set(keys).size).toBe(STEPS);
    expect(keys).toHaveLength(STEPS);
    await second.page.getByRole('button', { name: 'Zip the output folder' }).waitFor();
    // The run's files are not the window's exports: none was announced or offered to the browser as a download.
    for (const app of [first, second])
      expect(app.transcript.filter((line) => line.startsWith(ipcEventChannel('exportProgress')))).toEqual([]);
  }, 400_000);
});
