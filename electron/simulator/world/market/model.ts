import { hash32, keyedNormal } from '../random';
import { DAY, HOUR, MINUTE, SECOND } from '../clock';
import { CRYPTO_ASSETS, FIAT_CURRENCIES } from './assets';
import type { PriceShockRecord } from '../state';

/**
 * The seeded price model. Each asset's log price is driven by Brownian-like
 * factors: a daily random walk (prefix sums of keyed normals, interpolated
 * within the day) plus keyed value noise at finer scales. Every value is a pure
 * function of (seed, origin, time bucket), so the year of history, the live
 * book and any later query agree, in whatever order times are asked for.
 * Floats are fine here: prices become exact decimals only when they are
 * rounded to an instrument's precision (market.ts).
 */

/** Prices are constant within a bucket, so a book read and the order placed next to it see the same price. */
export const PRICE_BUCKET_MS = 5 * SECOND;

// Correlation of every crypto asset with the common market factor.
const MARKET_CORRELATION = 0.7;
const IDIO_WEIGHT = Math.sqrt(1 - MARKET_CORRELATION ** 2);
const MARKET_FACTOR = 0;
const MAX_DAYS = 36_525;
const cryptoFactor = (index: number) => 1 + index;
const fiatFactor = (index: number) => 100 + index;

// Finer scales (in days) and their noise amplitude in units of one day's standard deviation.
const NOISE_SCALES = [6 * HOUR, HOUR, 10 * MINUTE, MINUTE, 10 * SECOND].map((ms, id) => {
  const days = ms / DAY;
  return { id: id + 1, days, amplitude: 0.45 * Math.sqrt(days) };
});

function remember(cache: Map<number, number>, bucket: number, value: number): number {
  // Requests cluster around "now"; a bounded cache keeps hot buckets without growing forever.
  if (cache.size > 20_000) cache.clear();
  cache.set(bucket, value);
  return value;
}

export class PriceModel {
  // Daily walk levels of each factor: forward[d] = level at day d >= 0, backward[k] = level at day -k.
  private readonly levels = new Map<number, { forward: number[]; backward: number[] }>();
  // Per asset (crypto index) or currency (100 + fiat index): bucket -> value.
  private readonly cache = new Map<number, Map<number, number>>();
  // hash32(seed, factor, scale) per factor: the noise of a cell then costs one keyed mix.
  private readonly keys = new Map<number, number[]>();

  constructor(
    private readonly seed: number,
    /** Epoch ms at which every asset sits at its reference price (the world's anchor). */
    readonly origin: number,
    /**
     * Price shocks of the control plane (the world state's own array, so new ones apply at once): applied
     * on top of the cached model value, so the walk continues from the shocked level.
     */
    private readonly shocks: readonly PriceShockRecord[] = [],
  ) {}

  /** Mid price of a crypto asset in USD at time t. */
  usd(cryptoIndex: number, t: number): number {
    const asset = CRYPTO_ASSETS[cryptoIndex];
    if (!asset) throw new RangeError(`No crypto asset ${cryptoIndex}.`);
    const bucket = Math.floor(t / PRICE_BUCKET_MS);
    const cache = this.cacheOf(cryptoIndex);
    const cached = cache.get(bucket);
    const base =
      cached ?? remember(cache, bucket, this.unshockedUsd(asset.referenceUsd, asset.volatility, cryptoIndex, bucket));
    return this.shocks.length === 0 ? base : base * this.shockFactor(cryptoIndex, t);
  }

  /** Product of the factors of every shock of this asset at or before t. */
  private shockFactor(cryptoIndex: number, t: number): number {
    let factor = 1;
    for (const shock of this.shocks) if (shock.cryptoIndex === cryptoIndex && shock.at <= t) factor *= shock.factor;
    return factor;
  }

  private unshockedUsd(referenceUsd: number, volatility: number, cryptoIndex: number, bucket: number): number {
    const u = (bucket * PRICE_BUCKET_MS - this.origin) / DAY;
    const w =
      MARKET_CORRELATION * this.factor(MARKET_FACTOR, u) + IDIO_WEIGHT * this.factor(cryptoFactor(cryptoIndex), u);
    return referenceUsd * Math.exp((volatility / Math.sqrt(365)) * w);
  }

  /** Units of a fiat currency per USD at time t. */
  perUsd(fiatIndex: number, t: number): number {
    const fiat = FIAT_CURRENCIES[fiatIndex];
    if (!fiat) throw new RangeError(`No fiat currency ${fiatIndex}.`);
    if (fiat.volatility === 0) return fiat.referencePerUsd;
    const bucket = Math.floor(t / PRICE_BUCKET_MS);
    const cache = this.cacheOf(100 + fiatIndex);
    const cached = cache.get(bucket);
    if (cached !== undefined) return cached;
    const u = (bucket * PRICE_BUCKET_MS - this.origin) / DAY;
    const value =
      fiat.referencePerUsd * Math.exp((fiat.volatility / Math.sqrt(365)) * this.factor(fiatFactor(fiatIndex), u));
    return remember(cache, bucket, value);
  }

  private cacheOf(series: number): Map<number, number> {
    let cache = this.cache.get(series);
    if (!cache) {
      cache = new Map();
      this.cache.set(series, cache);
    }
    return cache;
  }

  /**
   * Standard Brownian-like value of a factor at day offset u (fractional).
   * Outside +-100 years of the origin the value is held at the boundary, so no
   * query can make the walk's memory grow without bound.
   */
  private factor(factor: number, rawU: number): number {
    const u = Math.min(MAX_DAYS, Math.max(-MAX_DAYS, rawU));
    const keys = this.keysOf(factor);
    const day = Math.floor(u);
    const within = u - day;
    const start = this.level(factor, day);
    const end = this.level(factor, day + 1);
    let value = start + (end - start) * within;
    for (const scale of NOISE_SCALES) {
      const position = u / scale.days;
      const cell = Math.floor(position);
      const fraction = position - cell;
      const key = keys[scale.id] as number;
      const a = keyedNormal(key, cell);
      const b = keyedNormal(key, cell + 1);
      value += scale.amplitude * (a + (b - a) * fraction);
    }
    return value;
  }

  private keysOf(factor: number): number[] {
    let keys = this.keys.get(factor);
    if (!keys) {
      keys = [0, ...NOISE_SCALES.map((scale) => scale.id)].map((scale) => hash32(this.seed, factor, scale));
      this.keys.set(factor, keys);
    }
    return keys;
  }

  /** Random walk level at integer day d (level 0 at the origin). */
  private level(factor: number, d: number): number {
    const key = this.keysOf(factor)[0] as number;
    let walk = this.levels.get(factor);
    if (!walk) {
      walk = { forward: [0], backward: [0] };
      this.levels.set(factor, walk);
    }
    if (d >= 0) {
      const forward = walk.forward;
      while (forward.length <= d)
        forward.push((forward[forward.length - 1] as number) + keyedNormal(key, forward.length));
      return forward[d] as number;
    }
    const backward = walk.backward;
    // Level(-k) = Level(-k+1) - step(-k+1): the same increments read backwards.
    while (backward.length <= -d)
      backward.push((backward[backward.length - 1] as number) - keyedNormal(key, 1 - backward.length));
    return backward[-d] as number;
  }
}
