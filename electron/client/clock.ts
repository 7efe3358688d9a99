/** How many recent samples the offset is the median of: enough to drown one slow round trip, few enough to follow a clock change. */
const SAMPLE_COUNT = 9;

/**
 * HTTP-date has whole-second resolution and servers truncate, so the true
 * server time lies anywhere in [Date, Date + 1 s). Centering on the half
 * second makes the estimate unbiased; the error stays within about +-0.5 s
 * plus half the round trip, far inside the service's +-10 s window.
 */
const DATE_RESOLUTION_CENTER_MS = 500;
const DATE_RESOLUTION_MS = 1_000;

/**
 * Estimates the server's clock offset (server - local) from response Date
 * headers, so requests are signed with a timestamp the server accepts even
 * when the local clock is off.
 */
export class ServerClock {
  readonly #now: () => number;
  #samples: number[] = [];
  #offset: number | null = null;
  #notBefore = -Infinity;
  #stale = false;

  constructor(now: () => number = Date.now) {
    this.#now = now;
  }

  /** Server time as the signature timestamp should state it: local time corrected by the estimated offset, never before the floor. */
  now(): number {
    return Math.max(this.#now() + (this.#offset ?? 0), this.#notBefore);
  }

  /**
   * The server was running when it sent this Date; as Date is cut to the second,
   * one second past it is surely after the server's start. Signatures are not
   * dated earlier than that: the offset alone (known to about half a second)
   * could date one before the start, which a restarted simulator refuses.
   */
  runningAt(dateHeader: string | undefined): void {
    const serverMs = dateHeader ? parseHttpDate(dateHeader) : Number.NaN;
    if (!Number.isNaN(serverMs)) this.#notBefore = Math.max(this.#notBefore, serverMs + DATE_RESOLUTION_MS);
  }

  /** Local wall-clock time, uncorrected. */
  localNow(): number {
    return this.#now();
  }

  /** Estimated offset in ms (server - local), or null before the first dated response. */
  offsetMs(): number | null {
    return this.#offset;
  }

  /**
   * One offset sample from a response: its Date against the midpoint of
   * request send and response arrival (local ms). Null when Date is absent or unreadable.
   */
  static sample(dateHeader: string | undefined, sentAt: number, receivedAt: number): number | null {
    if (!dateHeader) return null;
    const serverMs = parseHttpDate(dateHeader);
    if (Number.isNaN(serverMs)) return null;
    return Math.round(serverMs + DATE_RESOLUTION_CENTER_MS - (sentAt + receivedAt) / 2);
  }

  /** Adds a sample to the recent window. */
  observe(sample: number): void {
    this.#samples.push(sample);
    if (this.#samples.length > SAMPLE_COUNT) this.#samples.shift();
    this.#offset = median(this.#samples);
  }

  /**
   * The local clock may have jumped (the computer slept; its clock was set on waking): the offset is
   * measured again before the next signed request (clock-check.ts). Until then the old one is used.
   */
  remeasure(): void {
    this.#stale = true;
  }

  /** Whether a measurement is due before the next signed request. */
  needsMeasure(): boolean {
    return this.#stale;
  }

  /** The answer to a measurement: its sample replaces the older ones; none (no Date header) keeps them. */
  measured(sample: number | null): void {
    this.#stale = false;
    if (sample !== null) this.resync(sample);
  }

  /** Forgets older samples and trusts this one: the server just said our time is outside its window. */
  resync(sample: number): void {
    this.#samples = [sample];
    this.#offset = sample;
    // The server's clock may have gone back: an old floor could now lie outside its window.
    this.#notBefore = -Infinity;
  }
}

// The Date header changes once a second while requests come much faster: parse each text once.
let lastDateText = '';
let lastDateMs = Number.NaN;

function parseHttpDate(text: string): number {
  if (text !== lastDateText) {
    lastDateText = text;
    lastDateMs = Date.parse(text);
  }
  return lastDateMs;
}

/** Reused by median: it runs on every answer, and nine numbers need neither a copy nor a comparator. */
const sorted: number[] = [];

function median(values: readonly number[]): number {
  sorted.length = 0;
  for (let i = 0; i < values.length; i++) {
    const value = values[i]!;
    let at = i;
    sorted.push(value);
    while (at > 0 && sorted[at - 1]! > value) {
      sorted[at] = sorted[at - 1]!;
      at--;
    }
    sorted[at] = value;
  }
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle]! : Math.round((sorted[middle - 1]! + sorted[middle]!) / 2);
}
