import type { HmacSha512Base64 } from '../../shared/signing/signature';

/*
 * HMAC-SHA512 in plain JavaScript, with the key's two padded blocks hashed
 * once per key. Every node:crypto call (createHmac, even the one-shot hash)
 * cost a signed request about 20 µs of wall time on a busy machine, far more
 * than its arithmetic: two SHA-512 compressions here cost a few µs and no
 * native object. SHA-512 is only additions, XORs and rotations (no
 * secret-dependent table lookup or branch). Checked against node:crypto in
 * test/electron/platform/hmac-sha512.test.ts (RFC 4231 vectors and random keys and messages).
 */

/** The 80 round constants (FIPS 180-4, 4.2.3) as [high, low] 32-bit halves. */
const K = Int32Array.from([
  0x428a2f98, 0xd728ae22, 0x71374491, 0x23ef65cd, 0xb5c0fbcf, 0xec4d3b2f, 0xe9b5dba5, 0x8189dbbc,
  0x3956c25b, 0xf348b538, 0x59f111f1, 0xb605d019, 0x923f82a4, 0xaf194f9b, 0xab1c5ed5, 0xda6d8118,
  0xd807aa98, 0xa3030242, 0x12835b01, 0x45706fbe, 0x243185be, 0x4ee4b28c, 0x550c7dc3, 0xd5ffb4e2,
  0x72be5d74, 0xf27b896f, 0x80deb1fe, 0x3b1696b1, 0x9bdc06a7, 0x25c71235, 0xc19bf174, 0xcf692694,
  0xe49b69c1, 0x9ef14ad2, 0xefbe4786, 0x384f25e3, 0x0fc19dc6, 0x8b8cd5b5, 0x240ca1cc, 0x77ac9c65,
  0x2de92c6f, 0x592b0275, 0x4a7484aa, 0x6ea6e483, 0x5cb0a9dc, 0xbd41fbd4, 0x76f988da, 0x831153b5,
  0x983e5152, 0xee66dfab, 0xa831c66d, 0x2db43210, 0xb00327c8, 0x98fb213f, 0xbf597fc7, 0xbeef0ee4,
  0xc6e00bf3, 0x3da88fc2, 0xd5a79147, 0x930aa725, 0x06ca6351, 0xe003826f, 0x14292967, 0x0a0e6e70,
  0x27b70a85, 0x46d22ffc, 0x2e1b2138, 0x5c26c926, 0x4d2c6dfc, 0x5ac42aed, 0x53380d13, 0x9d95b3df,
  0x650a7354, 0x8baf63de, 0x766a0abb, 0x3c77b2a8, 0x81c2c92e, 0x47edaee6, 0x92722c85, 0x1482353b,
  0xa2bfe8a1, 0x4cf10364, 0xa81a664b, 0xbc423001, 0xc24b8b70, 0xd0f89791, 0xc76c51a3, 0x0654be30,
  0xd192e819, 0xd6ef5218, 0xd6990624, 0x5565a910, 0xf40e3585, 0x5771202a, 0x106aa070, 0x32bbd1b8,
  0x19a4c116, 0xb8d2d0c8, 0x1e376c08, 0x5141ab53, 0x2748774c, 0xdf8eeb99, 0x34b0bcb5, 0xe19b48a8,
  0x391c0cb3, 0xc5c95a63, 0x4ed8aa4a, 0xe3418acb, 0x5b9cca4f, 0x7763e373, 0x682e6ff3, 0xd6b2b8a3,
  0x748f82ee, 0x5defb2fc, 0x78a5636f, 0x43172f60, 0x84c87814, 0xa1f0ab72, 0x8cc70208, 0x1a6439ec,
  0x90befffa, 0x23631e28, 0xa4506ceb, 0xde82bde9, 0xbef9a3f7, 0xb2c67915, 0xc67178f2, 0xe372532b,
  0xca273ece, 0xea26619c, 0xd186b8c7, 0x21c0c207, 0xeada7dd6, 0xcde0eb1e, 0xf57d4f7f, 0xee6ed178,
  0x06f067aa, 0x72176fba, 0x0a637dc5, 0xa2c898a6, 0x113f9804, 0xbef90dae, 0x1b710b35, 0x131c471b,
  0x28db77f5, 0x23047d84, 0x32caab7b, 0x40c72493, 0x3c9ebe0a, 0x15c9bebc, 0x431d67c4, 0x9c100d4c,
  0x4cc5d4be, 0xcb3e42b6, 0x597f299c, 0xfc657e2a, 0x5fcb6fab, 0x3ad6faec, 0x6c44198c, 0x4a475817,
]);

/** The initial hash value (FIPS 180-4, 5.3.5). */
const IV = Int32Array.from([
  0x6a09e667, 0xf3bcc908, 0xbb67ae85, 0x84caa73b, 0x3c6ef372, 0xfe94f82b, 0xa54ff53a, 0x5f1d36f1, 0x510e527f, 0xade682d1, 0x9b05688c, 0x2b3e6c1f, 0x1f83d9ab, 0xfb41bd6b, 0x5be0cd19, 0x137e2179,
]);

const BLOCK = 128;
const TWO_32 = 0x1_0000_0000;

/** The message schedule, reused by every compression (all of this is synchronous). */
const W = new Int32Array(160);

/** One SHA-512 compression of block[offset..offset+128) into state (8 words as 16 halves). */
function compress(state: Int32Array, block: Uint8Array, offset: number): void {
  for (let i = 0; i < 32; i++) {
    const at = offset + i * 4;
    W[i] = (block[at]! << 24) | (block[at + 1]! << 16) | (block[at + 2]! << 8) | block[at + 3]!;
  }
  for (let t = 16; t < 80; t++) {
    // sigma1(W[t-2]) = ROTR19 ^ ROTR61 ^ SHR6; sigma0(W[t-15]) = ROTR1 ^ ROTR8 ^ SHR7
    let h = W[(t - 2) * 2]!;
    let l = W[(t - 2) * 2 + 1]!;
    const s1h = ((h >>> 19) | (l << 13)) ^ ((l >>> 29) | (h << 3)) ^ (h >>> 6);
    const s1l = ((l >>> 19) | (h << 13)) ^ ((h >>> 29) | (l << 3)) ^ ((l >>> 6) | (h << 26));
    h = W[(t - 15) * 2]!;
    l = W[(t - 15) * 2 + 1]!;
    const s0h = ((h >>> 1) | (l << 31)) ^ ((h >>> 8) | (l << 24)) ^ (h >>> 7);
    const s0l = ((l >>> 1) | (h << 31)) ^ ((l >>> 8) | (h << 24)) ^ ((l >>> 7) | (h << 25));
    const low = (s1l >>> 0) + (W[(t - 7) * 2 + 1]! >>> 0) + (s0l >>> 0) + (W[(t - 16) * 2 + 1]! >>> 0);
    W[t * 2] = s1h + W[(t - 7) * 2]! + s0h + W[(t - 16) * 2]! + Math.floor(low / TWO_32);
    W[t * 2 + 1] = low;
  }
  let ah = state[0]!, al = state[1]!, bh = state[2]!, bl = state[3]!, ch = state[4]!, cl = state[5]!, dh = state[6]!, dl = state[7]!;
  let eh = state[8]!, el = state[9]!, fh = state[10]!, fl = state[11]!, gh = state[12]!, gl = state[13]!, hh = state[14]!, hl = state[15]!;
  for (let t = 0; t < 160; t += 2) {
    // Sigma1(e) = ROTR14 ^ ROTR18 ^ ROTR41; Ch(e, f, g)
    const S1h = ((eh >>> 14) | (el << 18)) ^ ((eh >>> 18) | (el << 14)) ^ ((el >>> 9) | (eh << 23));
    const S1l = ((el >>> 14) | (eh << 18)) ^ ((el >>> 18) | (eh << 14)) ^ ((eh >>> 9) | (el << 23));
    const chh = (eh & fh) ^ (~eh & gh);
    const chl = (el & fl) ^ (~el & gl);
    const t1low = (hl >>> 0) + (S1l >>> 0) + (chl >>> 0) + (K[t + 1]! >>> 0) + (W[t + 1]! >>> 0);
    const t1h = (hh + S1h + chh + K[t]! + W[t]! + Math.floor(t1low / TWO_32)) | 0;
    const t1l = t1low | 0;
    // Sigma0(a) = ROTR28 ^ ROTR34 ^ ROTR39; Maj(a, b, c)
    const S0h = ((ah >>> 28) | (al << 4)) ^ ((al >>> 2) | (ah << 30)) ^ ((al >>> 7) | (ah << 25));
    const S0l = ((al >>> 28) | (ah << 4)) ^ ((ah >>> 2) | (al << 30)) ^ ((ah >>> 7) | (al << 25));
    const majh = (ah & bh) ^ (ah & ch) ^ (bh & ch);
    const majl = (al & bl) ^ (al & cl) ^ (bl & cl);
    hh = gh;
    hl = gl;
    gh = fh;
    gl = fl;
    fh = eh;
    fl = el;
    const elow = (dl >>> 0) + (t1l >>> 0);
    eh = (dh + t1h + Math.floor(elow / TWO_32)) | 0;
    el = elow | 0;
    dh = ch;
    dl = cl;
    ch = bh;
    cl = bl;
    bh = ah;
    bl = al;
    const alow = (t1l >>> 0) + (S0l >>> 0) + (majl >>> 0);
    ah = (t1h + S0h + majh + Math.floor(alow / TWO_32)) | 0;
    al = alow | 0;
  }
  addInto(state, 0, ah, al);
  addInto(state, 2, bh, bl);
  addInto(state, 4, ch, cl);
  addInto(state, 6, dh, dl);
  addInto(state, 8, eh, el);
  addInto(state, 10, fh, fl);
  addInto(state, 12, gh, gl);
  addInto(state, 14, hh, hl);
}

function addInto(state: Int32Array, index: number, high: number, low: number): void {
  const sum = (state[index + 1]! >>> 0) + (low >>> 0);
  state[index] = state[index]! + high + Math.floor(sum / TWO_32);
  state[index + 1] = sum;
}

/** Hashes `length` bytes of `data` (its first bytes already hashed into `state` as `prefix` bytes) to 64 bytes in `out`. */
function finish(state: Int32Array, prefix: number, data: Uint8Array, length: number, out: Uint8Array): void {
  let offset = 0;
  for (; offset + BLOCK <= length; offset += BLOCK) compress(state, data, offset);
  // The tail, 0x80, zeros, and the total length in bits (128-bit big-endian; never more than 2^53 bits here).
  const tail = new Uint8Array(length - offset + 17 <= BLOCK ? BLOCK : 2 * BLOCK);
  tail.set(data.subarray(offset, length));
  tail[length - offset] = 0x80;
  const bits = (prefix + length) * 8;
  const high = Math.floor(bits / TWO_32);
  const end = tail.length;
  for (let i = 0; i < 4; i++) {
    tail[end - 5 - i] = (high >>> (8 * i)) & 0xff;
    tail[end - 1 - i] = (bits >>> (8 * i)) & 0xff;
  }
  for (let at = 0; at < end; at += BLOCK) compress(state, tail, at);
  for (let i = 0; i < 16; i++) {
    const word = state[i]!;
    out[i * 4] = word >>> 24;
    out[i * 4 + 1] = (word >>> 16) & 0xff;
    out[i * 4 + 2] = (word >>> 8) & 0xff;
    out[i * 4 + 3] = word & 0xff;
  }
}

/** SHA-512 of bytes (for keys longer than a block). */
function sha512(data: Uint8Array): Uint8Array {
  const out = new Uint8Array(64);
  finish(Int32Array.from(IV), 0, data, data.length, out);
  return out;
}

/** The states after the key's inner and outer padded blocks (RFC 2104). */
function keyStates(secretAscii: string): { inner: Int32Array; outer: Int32Array } {
  let key: Uint8Array = Buffer.from(secretAscii, 'ascii');
  if (key.length > BLOCK) key = sha512(key);
  const inner = Int32Array.from(IV);
  const outer = Int32Array.from(IV);
  const pad = new Uint8Array(BLOCK);
  for (let i = 0; i < BLOCK; i++) pad[i] = (key[i] ?? 0) ^ 0x36;
  compress(inner, pad, 0);
  for (let i = 0; i < BLOCK; i++) pad[i] = (key[i] ?? 0) ^ 0x5c;
  compress(outer, pad, 0);
  return { inner, outer };
}

/**
 * An HMAC-SHA512 (same contract as hmacSha512Base64: ASCII secret, UTF-8
 * message, base64 digest) that keeps the last key's padded states, for one
 * client: its secret rarely changes, and the states are what the secret
 * would be in memory anyway.
 */
export function preparedHmacSha512Base64(): HmacSha512Base64 {
  let lastSecret: string | undefined;
  let states: { inner: Int32Array; outer: Int32Array } = { inner: new Int32Array(16), outer: new Int32Array(16) };
  const state = new Int32Array(16);
  const digest = new Uint8Array(64);
  return (secretAscii, messageUtf8) => {
    if (secretAscii !== lastSecret) {
      states = keyStates(secretAscii);
      lastSecret = secretAscii;
    }
    const message = Buffer.from(messageUtf8, 'utf8');
    state.set(states.inner);
    finish(state, BLOCK, message, message.length, digest);
    state.set(states.outer);
    finish(state, BLOCK, digest, 64, digest);
    return Buffer.from(digest).toString('base64');
  };
}
