/**
 * Deterministic randomness for the simulated world. Two tools:
 * - `Rng`: a sequential generator (sfc32) whose state is plain numbers, so it
 *   can be snapshotted and restored mid-sequence;
 * - `hashUnit`/`hashNormal`: stateless values keyed by integers, for the price
 *   model, which must give the same price for a time no matter in which order
 *   times are asked for.
 */

const HEX = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));

/** sfc32 state: four unsigned 32-bit integers. */
export type RngState = [number, number, number, number];

/** A seeded sequential PRNG (sfc32: small, fast, passes PractRand). */
export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(state: RngState) {
    [this.a, this.b, this.c, this.d] = state;
  }

  /** A generator for a seed and a stream label, so independent parts of the world do not share a sequence. */
  static from(seed: number, stream = 0): Rng {
    const rng = new Rng([0x9e3779b9, mix32(seed), mix32(stream ^ 0x85ebca6b), 1]);
    for (let i = 0; i < 15; i++) rng.nextUint32();
    return rng;
  }

  state(): RngState {
    return [this.a, this.b, this.c, this.d];
  }

  /** Next unsigned 32-bit integer. */
  nextUint32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** Uniform in [0, 1). */
  next(): number {
    return this.nextUint32() / 4294967296;
  }

  /** Integer in [min, max] (inclusive). */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** Uniform in [min, max). */
  range(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  /** True with probability p. */
  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('Cannot pick from an empty list.');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** Picks by relative weights. */
  weighted<T>(items: readonly (readonly [T, number])[]): T {
    const total = items.reduce((sum, [, weight]) => sum + weight, 0);
    let point = this.next() * total;
    for (const [item, weight] of items) {
      point -= weight;
      if (point < 0) return item;
    }
    return (items[items.length - 1] as readonly [T, number])[0];
  }

  /** Bytes, for ids that must look random but be reproducible. */
  bytes(length: number): Uint8Array {
    const out = new Uint8Array(length);
    for (let i = 0; i < length; i += 4) {
      let word = this.nextUint32();
      for (let j = i; j < Math.min(length, i + 4); j++) {
        out[j] = word & 0xff;
        word >>>= 8;
      }
    }
    return out;
  }

  /** A random (version 4 layout) UUID from this sequence. */
  uuid(): string {
    const b = this.bytes(16);
    b[6] = ((b[6] as number) & 0x0f) | 0x40;
    b[8] = ((b[8] as number) & 0x3f) | 0x80;
    let text = '';
    for (let i = 0; i < 16; i++) {
      if (i === 4 || i === 6 || i === 8 || i === 10) text += '-';
      text += HEX[b[i] as number];
    }
    return text;
  }

  /** Lower-case hex of `length` random bytes. */
  hex(length: number): string {
    let text = '';
    for (const byte of this.bytes(length)) text += HEX[byte];
    return text;
  }
}

/** murmur3's 32-bit finalizer: a strong integer mix. */
export function mix32(value: number): number {
  let h = value | 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** Hashes integer keys (each may exceed 32 bits, up to 2^53) into an unsigned 32-bit integer. */
export function hash32(...keys: number[]): number {
  let h = 0x811c9dc5;
  for (const key of keys) {
    // Keys within 32 bits (the usual case) take one mixing round; larger ones mix their high part too.
    const low = key % 4294967296;
    h = mix32(Math.imul(h ^ (low | 0), 0x9e3779b1) + 0x7f4a7c15);
    if (key !== (key | 0)) h = mix32(h ^ Math.imul(((key - low) / 4294967296) | 0, 0x85ebca77));
  }
  return h;
}

/** Uniform in (0, 1) keyed by integers. */
export function hashUnit(...keys: number[]): number {
  return (hash32(...keys) + 0.5) / 4294967296;
}

/**
 * An approximately standard normal value (mean 0, variance 1; Irwin-Hall sum
 * of three 10-bit uniforms, so bounded by +-3) for a 32-bit index under a
 * precomputed key (hash32 of the other keys). The price model's hot path:
 * one mixing round and no transcendental functions.
 */
export function keyedNormal(key: number, index: number): number {
  const h = mix32(Math.imul(key ^ index, 0x9e3779b1) + 0x7f4a7c15);
  const sum = (h & 1023) + ((h >>> 10) & 1023) + ((h >>> 20) & 1023) + 1.5;
  return (sum / 1024 - 1.5) * 2;
}

/** Standard normal keyed by integers (Box-Muller over two keyed uniforms). */
export function hashNormal(...keys: number[]): number {
  const u = hashUnit(...keys, 1);
  const v = hashUnit(...keys, 2);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}
