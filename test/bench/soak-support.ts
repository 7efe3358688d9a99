import { readdir, stat } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { constants, PerformanceObserver, type PerformanceEntry } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/** `--minutes N` from the command line (npm run bench -- soak --minutes 2), or undefined. */
export function minutesOption(argv: readonly string[]): number | undefined {
  const at = argv.indexOf('--minutes');
  if (at < 0) return undefined;
  const minutes = Number(argv[at + 1]);
  if (!(minutes > 0)) throw new Error(`--minutes needs a positive number, not ${String(argv[at + 1])}.`);
  return minutes;
}

/** The command line without options and their values: what index.ts matches file names against. */
export function withoutOptions(argv: readonly string[]): string[] {
  return argv.filter((arg, index) => !arg.startsWith('--') && !(argv[index - 1] === '--minutes'));
}

let gc: (() => void) | undefined;

/** A full garbage collection of this process, so heap samples compare live data, not garbage. */
export function collectGarbage(): void {
  if (!gc) {
    // Exposed on demand: the bench runs under tsx, whose command line this file does not control.
    setFlagsFromString('--expose-gc');
    gc = runInNewContext('gc') as () => void;
  }
  gc();
}

/** Medians of the first and last quarter of samples (at least one sample each). */
export function growth(samples: readonly number[]): { first: number; last: number } {
  if (samples.length === 0) return { first: Number.NaN, last: Number.NaN };
  const quarter = Math.max(1, Math.floor(samples.length / 4));
  return { first: median(samples.slice(0, quarter)), last: median(samples.slice(-quarter)) };
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

/** A file of the data folder, its size, and the retention rule that bounds it (in bytes where the rule is one). */
export interface FileReport {
  path: string;
  bytes: number;
  rule: string;
  limitBytes?: number;
}

const MIB = 1024 * 1024;

// The rules as the services apply them (core-services.ts, trading/staking journals, loans/history.ts, alerts, reports archive, the simulator's retention).
const RULES: { pattern: RegExp; rule: string; limitBytes?: number }[] = [
  { pattern: /^request-log\.jsonl(\.\d+)?$/, rule: 'rotated at 5 MiB, 3 kept', limitBytes: 5 * MIB },
  { pattern: /^order-journal\.jsonl$/, rule: 'open orders + last 200 final' },
  { pattern: /^staking-orders\.json$/, rule: 'unsettled + last 500 settled' },
  { pattern: /loan|ltv/, rule: '30 days or 2,000 samples per portfolio' },
  { pattern: /^reports\/pending-reports\.json$/, rule: 'reports not yet completed' },
  { pattern: /^reports\//, rule: 'archived statements, kept until the trader deletes them' },
  { pattern: /nonces/, rule: 'nonces within the signature window' },
  { pattern: /^price-alerts\.json$/, rule: 'at most 200 rules + the last 500 alerts' },
  { pattern: /^price-samples\.json$/, rule: "move rules' prices: at most 200 series, nothing older than 24 h" },
  {
    pattern: /^simulator-state\.json$/,
    rule: 'the simulated world: 400 simulated days of history, reports 7 days and at most 200 (simulator/world/retention.ts)',
  },
];

/** Every file under the data folder with its size and rule. */
export async function dataFiles(dataDir: string): Promise<FileReport[]> {
  const files: FileReport[] = [];
  const walk = async (dir: string): Promise<void> => {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        await walk(path);
        continue;
      }
      const name = relative(dataDir, path);
      const rule = RULES.find((candidate) => candidate.pattern.test(name));
      files.push({
        path: name,
        bytes: (await stat(path)).size,
        rule: rule?.rule ?? 'settings (fixed size)',
        ...(rule?.limitBytes === undefined ? {} : { limitBytes: rule.limitBytes }),
      });
    }
  };
  await walk(dataDir);
  return files.sort((a, b) => a.path.localeCompare(b.path));
}

/** A stall of the event loop: when it ended (monotonic ms), how late the loop was, and how much of it this thread ran. */
export interface Stall {
  endedAt: number;
  lateMs: number;
  /** CPU time of this thread over the stretch: our own work. The rest of a long stretch is the machine's other load. */
  busyMs: number;
  /** When it ended on the monotonic clock V8's CPU profiles use (µs), to find it in SOAK_MAIN_PROFILE's profile. */
  endedAtUs: number;
}

const threadCpuMs = (): number => {
  const usage = process.threadCpuUsage();
  return (usage.user + usage.system) / 1000;
};

/**
 * Records every stretch in which a 10 ms timer fired more than `thresholdMs` late, with the CPU time this
 * thread spent in it. On a machine with more runnable threads than cores a process waits for a core for
 * hundreds of ms while doing nothing; the thread's own CPU time says how much of a stall was our code.
 */
export function watchStalls(thresholdMs: number): { stalls: Stall[]; stop: () => void } {
  const stalls: Stall[] = [];
  let last = performance.now();
  let lastCpu = threadCpuMs();
  const timer = setInterval(() => {
    const now = performance.now();
    const cpu = threadCpuMs();
    const late = now - last - 10;
    if (late > thresholdMs || cpu - lastCpu > thresholdMs)
      stalls.push({
        endedAt: now,
        lateMs: late,
        busyMs: cpu - lastCpu,
        endedAtUs: Number(process.hrtime.bigint() / 1000n),
      });
    last = now;
    lastCpu = cpu;
  }, 10);
  return { stalls, stop: () => clearInterval(timer) };
}

/** Main's own garbage collections (start and duration, monotonic ms): a stall's GC share says whether heap size caused it. */
export function watchGc(): { pauses: { start: number; ms: number; major: boolean }[]; stop: () => void } {
  const pauses: { start: number; ms: number; major: boolean }[] = [];
  const observer = new PerformanceObserver((list) => {
    // Only pauses that can matter to a stall are kept: the list must not grow the heap it measures.
    for (const entry of list.getEntries().filter((candidate) => candidate.duration >= 5)) {
      const kind = ((entry as PerformanceEntry & { detail?: { kind?: number } }).detail ?? {}).kind;
      pauses.push({ start: entry.startTime, ms: entry.duration, major: kind === constants.NODE_PERFORMANCE_GC_MAJOR });
    }
  });
  observer.observe({ entryTypes: ['gc'] });
  return { pauses, stop: () => observer.disconnect() };
}
