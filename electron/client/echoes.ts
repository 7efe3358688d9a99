/**
 * Finds echoes of what a request sent in confidence (the secret, signatures,
 * nonces) however a server or a library re-encoded or cut them: percent-encoded
 * (%2B, %2f), JSON-escaped (\u002B, \/), in the base64url alphabet (- and _
 * for + and /, padding dropped), or split into pieces (halves in two fields,
 * a line break inside). Text is read as a stream of base64 characters, each
 * possibly encoded; every run of FRAGMENT characters that also occurs in a
 * needle is an echo. Exact occurrences of a needle with other characters are
 * left to the exact search (redact.ts).
 */

/** Characters in a row that make an echo: short enough to catch a needle cut in pieces, long enough never to be chance. */
export const FRAGMENT = 8;
// FRAGMENT - 1 as a mask: the ring of starts is indexed without a division.
const RING = FRAGMENT - 1;

// A byte's base64 value, with the base64url forms folded in; -1 for anything else.
const VALUE = new Int8Array(256).fill(-1);
for (let i = 0; i < 26; i += 1) {
  VALUE[0x41 + i] = i;
  VALUE[0x61 + i] = 26 + i;
}
for (let i = 0; i < 10; i += 1) VALUE[0x30 + i] = 52 + i;
VALUE[0x2b] = 62;
VALUE[0x2d] = 62;
VALUE[0x2f] = 63;
VALUE[0x5f] = 63;
const FIRST_DIGIT = 52;
const LAST_DIGIT = 61;

const HEX = new Int8Array(256).fill(-1);
for (let i = 0; i < 10; i += 1) HEX[0x30 + i] = i;
for (let i = 0; i < 6; i += 1) {
  HEX[0x41 + i] = 10 + i;
  HEX[0x61 + i] = 10 + i;
}

// Eight 6-bit values as two 24-bit halves (the last four characters in `low`); a key is both halves in one double.
const HALF = 0xffffff;
const key = (high: number, low: number): number => high * 0x1000000 + low;
// A bit per low half's last 20 bits: most positions are turned away without a hash lookup.
const FILTER_MASK = 0xfffff;

/** A [start, end) range of code units (or bytes). */
export type Span = [number, number];

/** The fragments of some needles, ready to search for. */
export class EchoIndex {
  private readonly keys = new Set<number>();
  private readonly filter = new Uint8Array((FILTER_MASK + 1) / 8);

  constructor(needles: readonly string[]) {
    for (const needle of needles) {
      const values = [...asciiCodes(needle)].map((code) => VALUE[code] as number);
      for (let at = 0; at + FRAGMENT <= values.length; at += 1) {
        const window = values.slice(at, at + FRAGMENT);
        // Digits alone are left out: eight digits of a signature could also be part of an amount in a statement.
        if (window.some((value) => value < 0) || window.every((value) => value >= FIRST_DIGIT && value <= LAST_DIGIT))
          continue;
        const high = window.slice(0, 4).reduce((sum, value) => sum * 64 + value, 0);
        const low = window.slice(4).reduce((sum, value) => sum * 64 + value, 0);
        this.keys.add(key(high, low));
        this.filter[(low & FILTER_MASK) >>> 3]! |= 1 << (low & 7);
      }
    }
  }

  /** Where echoes are in `text`: sorted, merged ranges of its code units, encodings included. */
  spansInText(text: string): Span[] {
    return this.keys.size === 0 ? [] : this.spansInBytes(asciiCodes(text));
  }

  /** Where echoes are in bytes of ASCII-compatible text (UTF-8): sorted, merged byte ranges. */
  spansInBytes(bytes: Uint8Array): Span[] {
    const scan = new Scan(this.keys, this.filter, bytes);
    scan.run(bytes.length);
    return scan.spans;
  }

  /** The same for a large body, yielding to the event loop after every `chunk` bytes so no task runs long. */
  async spansInLargeBytes(bytes: Uint8Array, chunk: number): Promise<Span[]> {
    const scan = new Scan(this.keys, this.filter, bytes);
    for (let until = chunk; ; until += chunk) {
      scan.run(Math.min(until, bytes.length));
      if (until >= bytes.length) return scan.spans;
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
}

/** One pass over some bytes, resumable where it stopped. */
class Scan {
  readonly spans: Span[] = [];
  private at = 0;
  private high = 0;
  private low = 0;
  private count = 0;
  // Where each of the last FRAGMENT characters began (a ring), for the start of a match.
  private readonly starts = new Int32Array(FRAGMENT);

  constructor(
    private readonly keys: ReadonlySet<number>,
    private readonly filter: Uint8Array,
    private readonly bytes: Uint8Array,
  ) {}

  run(until: number): void {
    const { bytes, filter, keys, starts, spans } = this;
    let { at, high, low, count } = this;
    while (at < until) {
      const code = bytes[at] as number;
      let value = VALUE[code] as number;
      let width = 1;
      if (value < 0) {
        if (code === 0x25) {
          // %XX
          const byte = hexByte(bytes, at + 1);
          if (byte >= 0) {
            value = VALUE[byte] as number;
            width = 3;
          }
        } else if (code === 0x5c) {
          // \/ or \u00XX
          const next = bytes[at + 1];
          if (next === 0x2f) {
            value = 63;
            width = 2;
          } else if (next === 0x75 && hexByte(bytes, at + 2) >= 0 && hexByte(bytes, at + 4) >= 0) {
            value = hexByte(bytes, at + 2) === 0 ? (VALUE[hexByte(bytes, at + 4)] as number) : -1;
            width = 6;
          }
        }
      }
      if (value < 0) {
        count = 0;
        at += width;
        continue;
      }
      high = ((high << 6) | (low >>> 18)) & HALF;
      low = ((low << 6) | value) & HALF;
      starts[count & RING] = at;
      count += 1;
      at += width;
      if (count < FRAGMENT || ((filter[(low & FILTER_MASK) >>> 3] as number) & (1 << (low & 7))) === 0) continue;
      if (!keys.has(key(high, low))) continue;
      const start = starts[count & RING] as number;
      const last = spans[spans.length - 1];
      // Matches come in order; one overlapping the last extends it.
      if (last !== undefined && start <= last[1]) last[1] = at;
      else spans.push([start, at]);
    }
    this.at = at;
    this.high = high;
    this.low = low;
    this.count = count;
  }
}

// The byte of two hex digits at `at`, or -1.
function hexByte(bytes: Uint8Array, at: number): number {
  const high = HEX[bytes[at] ?? 0] as number;
  const low = HEX[bytes[at + 1] ?? 0] as number;
  return high < 0 || low < 0 ? -1 : high * 16 + low;
}

// A string's code units as bytes, anything beyond ASCII as 0x80 (never part of an echo): indexes stay the string's.
function asciiCodes(text: string): Uint8Array {
  const codes = new Uint8Array(text.length);
  for (let at = 0; at < text.length; at += 1) {
    const code = text.charCodeAt(at);
    codes[at] = code < 0x80 ? code : 0x80;
  }
  return codes;
}

/** The text with every span replaced by `mask`. */
export function maskSpans(text: string, spans: readonly Span[], mask: string): string {
  let out = '';
  let from = 0;
  for (const [start, end] of spans) {
    out += text.slice(from, start) + mask;
    from = end;
  }
  return out + text.slice(from);
}
