import type { LtvHistory } from '../../../shared/ipc/schemas/loans';
import type { LoansHistoryFile } from './files';

/** Bounds of the LTV history, per portfolio. */
export interface HistoryRetention {
  /** Samples older than this are dropped. */
  readonly maxAgeMs: number;
  /** At most this many samples are kept (oldest dropped first). */
  readonly maxSamples: number;
  /** An unchanged LTV is stored again only after this long, so a flat line does not use up the retention. */
  readonly flatSampleMs: number;
}

export const DEFAULT_RETENTION: HistoryRetention = {
  maxAgeMs: 30 * 24 * 3600_000,
  maxSamples: 2000,
  flatSampleMs: 5 * 60_000,
};

/** The LTV samples the watchdog took, per portfolio key; owned by the watchdog, saved with the others. */
export class LtvHistoryStore {
  private data: LoansHistoryFile = { version: 1, series: {}, thresholds: {} };
  private dirty = false;

  constructor(private readonly retention: HistoryRetention = DEFAULT_RETENTION) {}

  restore(file: LoansHistoryFile): void {
    this.data = file;
  }

  /** Records a sample unless it repeats the last one within flatSampleMs; true when stored. */
  add(key: string, at: number, ltv: string, thresholds: { smLtv: string; hmLtv: string }): boolean {
    const series = (this.data.series[key] ??= []);
    this.data.thresholds[key] = thresholds;
    const last = series.at(-1);
    if (last && last[1] === ltv && at - last[0] < this.retention.flatSampleMs) return false;
    series.push([at, ltv]);
    const oldest = at - this.retention.maxAgeMs;
    let drop = Math.max(0, series.length - this.retention.maxSamples);
    while (drop < series.length && (series[drop]?.[0] ?? 0) < oldest) drop += 1;
    if (drop > 0) series.splice(0, drop);
    this.dirty = true;
    return true;
  }

  /** The samples of one portfolio since sinceMs. */
  get(key: string, sinceMs = 0): LtvHistory {
    const samples = (this.data.series[key] ?? []).filter(([at]) => at >= sinceMs).map(([at, ltv]) => ({ at, ltv }));
    const thresholds = this.data.thresholds[key];
    return { samples, smLtv: thresholds?.smLtv ?? null, hmLtv: thresholds?.hmLtv ?? null };
  }

  /** The data to save when something changed since the last call, else null. */
  takeDirty(): LoansHistoryFile | null {
    if (!this.dirty) return null;
    this.dirty = false;
    return this.data;
  }
}
