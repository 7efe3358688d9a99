/** One row of the benchmark table. Every bench module exports `run(): Promise<BenchReport[]>`. */
export interface BenchReport {
  /** What was measured, e.g. "signed GET custody.listAccounts, p50". */
  name: string;
  /** The measured value in words, e.g. "412.3 µs" or "251,000 signatures/s". */
  measured: string;
  /** The baseline measured in the same run, in words, e.g. "bare undici 365.0 µs". */
  baseline?: string;
  /** Cost relative to the baseline (time per operation, ours / baseline): 1.10 is 10 % slower. */
  ratio?: number;
  /** Largest acceptable ratio; rows with a target print PASS or FAIL. */
  target?: number;
}

/** A benchmark file: test/bench/<name>.bench.ts. */
export interface BenchModule {
  run(): Promise<BenchReport[]>;
}

/** Sorted-sample percentile (nearest rank). */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
}

export function formatMicros(ms: number): string {
  return ms >= 1 ? `${ms.toFixed(3)} ms` : `${(ms * 1000).toFixed(1)} µs`;
}

export function formatRate(perSecond: number, unit: string): string {
  return `${Math.round(perSecond).toLocaleString('en-US')} ${unit}/s`;
}

/** Whether a report meets its target; undefined when it has none. */
export function verdict(report: BenchReport): 'PASS' | 'FAIL' | undefined {
  if (report.target === undefined || report.ratio === undefined) return undefined;
  return report.ratio <= report.target ? 'PASS' : 'FAIL';
}

/** The reports as an aligned text table. */
export function formatTable(reports: readonly BenchReport[]): string {
  const header = ['benchmark', 'measured', 'baseline (same run)', 'ratio', 'target', 'result'];
  const rows = reports.map((report) => [
    report.name,
    report.measured,
    report.baseline ?? '',
    report.ratio === undefined ? '' : `${report.ratio.toFixed(3)}x`,
    report.target === undefined ? '' : `<= ${report.target.toFixed(2)}x`,
    verdict(report) ?? '',
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]): string =>
    cells
      .map((cell, column) => cell.padEnd(widths[column]!))
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}
