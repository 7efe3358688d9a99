import { join } from 'node:path';
import { z } from 'zod';
import { MOVE_WINDOWS, type MoveWindow } from '../../../shared/alerts/rules';
import { decimalText } from '../../../shared/wire/decimal';
import type { VersionedJsonFile } from '../storage/versioned-json-file';
import { newerFileMessage, versionedJsonFile } from '../storage/versioned-json-file';
import { notReadWords, setAsideMessage } from '../storage/file-words';
import type { ErrorWords } from '../errors';

const LONGEST = MOVE_WINDOWS['24h'];
/** Samples kept per watched price: a 30 s cycle for 24 h is 2,880. */
const CAPACITY = 3_000;
/** Watched prices kept at most (one per move rule's instrument and side; rules are capped at 200). */
const MAX_SERIES = 200;

/** price-samples.json in the user data folder: the move rules' recent prices, so a restart keeps their windows. */
export const PRICE_SAMPLES_FILE = 'price-samples.json';

const sample = z.tuple([z.number().int().nonnegative(), decimalText]);
export const priceSamplesFileSchema = z.object({
  version: z.literal(1),
  series: z.record(z.string().max(300), z.array(sample).max(CAPACITY)),
});
export type PriceSamplesFile = z.output<typeof priceSamplesFileSchema>;

/** The file, replaced atomically on every save; a newer version's file is opened read-only. */
export function priceSamplesFile(dataDir: string): VersionedJsonFile<PriceSamplesFile> {
  return versionedJsonFile(join(dataDir, PRICE_SAMPLES_FILE), priceSamplesFileSchema, {
    version: 1,
    newer: 'read-only',
  });
}

/**
 * The watched prices seen per instrument and side over the last 24 h: what a
 * move rule measures its window against. Kept in a file (bounded: at most
 * CAPACITY samples per price, MAX_SERIES prices, nothing older than 24 h) so
 * a restart does not start the windows afresh.
 */
export class PriceSamples {
  private series = new Map<string, [number, string][]>();
  private changed = false;

  constructor(private readonly file?: VersionedJsonFile<PriceSamplesFile>) {}

  /** Reads the file; answers a warning for the user when it was damaged (kept aside, started afresh) or is read-only. */
  async load(): Promise<ErrorWords | null> {
    if (!this.file) return null;
    const outcome = await this.file
      .load()
      .catch((error: unknown) => ({ status: 'unreadable' as const, error: error as Error }));
    if (outcome.status === 'unreadable')
      return notReadWords('priceSamples', PRICE_SAMPLES_FILE, outcome.error, 'files.after.samplesAfresh');
    if (outcome.status === 'corrupt')
      return setAsideMessage('priceSamples', PRICE_SAMPLES_FILE, outcome, 'files.after.samplesAfresh');
    const data = outcome.status === 'loaded' ? outcome.data : outcome.status === 'newer' ? outcome.data : null;
    // Samples taken while the file was read (a check before it was loaded) stay; the file's older ones go first.
    for (const [key, list] of Object.entries(data?.series ?? {}).slice(0, MAX_SERIES)) {
      const seen = this.series.get(key) ?? [];
      const since = seen[0]?.[0] ?? Number.POSITIVE_INFINITY;
      this.series.set(key, [...list.filter(([at]) => at < since), ...seen].slice(-CAPACITY));
    }
    return outcome.status === 'newer' ? newerFileMessage('priceSamples', PRICE_SAMPLES_FILE, outcome) : null;
  }

  /** Adds a sample (at: the service's timestamp, epoch ms) and answers the oldest price inside the window, this one included. */
  add(key: string, at: number, price: string, window: MoveWindow): string {
    const list = this.series.get(key) ?? [];
    this.series.set(key, list);
    if (list.length === 0 || (list[list.length - 1] as [number, string])[0] < at) {
      list.push([at, price]);
      this.changed = true;
    }
    while (list.length > CAPACITY || (list.length > 0 && (list[0] as [number, string])[0] < at - LONGEST)) list.shift();
    const from = at - MOVE_WINDOWS[window];
    return (list.find(([time]) => time >= from) ?? [at, price])[1];
  }

  /** Keeps only the watched prices still used (a removed rule's samples go). */
  retain(keys: ReadonlySet<string>): void {
    for (const key of [...this.series.keys()]) {
      if (keys.has(key)) continue;
      this.series.delete(key);
      this.changed = true;
    }
  }

  /** Writes the samples when they changed since the last save (atomically; a read-only file is left alone). */
  async save(): Promise<void> {
    if (!this.file || this.file.readOnly || !this.changed) return;
    this.changed = false;
    // Every price came from a checked book (decimal text); the file's schema checks it again when read back.
    const series = Object.fromEntries(
      [...this.series].filter(([, list]) => list.length > 0).slice(0, MAX_SERIES),
    ) as PriceSamplesFile['series'];
    try {
      await this.file.save({ version: 1, series });
    } catch (error) {
      this.changed = true;
      throw error;
    }
  }
}
