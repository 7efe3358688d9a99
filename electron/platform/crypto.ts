import { createHash, createHmac, randomBytes, type Hash } from 'node:crypto';
import type { HmacSha512Base64 } from '../../shared/signing/signature';
import type { RandomBytes } from '../../shared/signing/nonce';

/** HMAC-SHA512: secret as ASCII bytes, message as UTF-8 bytes, digest as base64. */
export const hmacSha512Base64: HmacSha512Base64 = (secret, message) =>
  createHmac('sha512', Buffer.from(secret, 'ascii')).update(message, 'utf8').digest('base64');

/**
 * The same HMAC for one connection's requests, its keyed state prepared once: the secret is still read
 * from the keychain for every call and handed in (a changed or removed secret takes effect at once), but
 * while it stays the same each request only continues two prepared SHA-512 states.
 *
 * This is RFC 2104's own precomputation (its section 4): HMAC(K, m) = H((K ^ opad) || H((K ^ ipad) || m)),
 * where the hashes of the two padded key blocks are computed once and copied per message. SHA-512 is
 * still OpenSSL's (`createHash`); only the composition is written here, and it is checked against
 * `createHmac` for keys shorter than, equal to and longer than the block (test/shared/signing). Setting up
 * `createHmac` for every request cost ~18 µs of a signed GET when that code is cold (a desk sends a request
 * every few seconds); two copies cost ~9 (`npm run bench -- client`). The prepared states live as long as
 * the client: main's memory, never the renderer's, a file or a log.
 */
export function connectionHmac(): HmacSha512Base64 {
  let cached: { secret: string; inner: Hash; outer: Hash } | null = null;
  return (secret, message) => {
    if (cached === null || cached.secret !== secret) cached = { secret, ...paddedKeyStates(secret) };
    const inner = cached.inner.copy().update(message, 'utf8').digest();
    return cached.outer.copy().update(inner).digest('base64');
  };
}

/** SHA-512's block: keys longer than it are hashed first, shorter ones padded with zeros (RFC 2104). */
const SHA512_BLOCK_BYTES = 128;

function paddedKeyStates(secret: string): { inner: Hash; outer: Hash } {
  const given = Buffer.from(secret, 'ascii');
  const key = given.length > SHA512_BLOCK_BYTES ? createHash('sha512').update(given).digest() : given;
  const innerPad = Buffer.alloc(SHA512_BLOCK_BYTES, 0x36);
  const outerPad = Buffer.alloc(SHA512_BLOCK_BYTES, 0x5c);
  for (let i = 0; i < key.length; i++) {
    innerPad[i]! ^= key[i]!;
    outerPad[i]! ^= key[i]!;
  }
  const states = { inner: createHash('sha512').update(innerPad), outer: createHash('sha512').update(outerPad) };
  // The padded blocks are the key itself in another form: not left in memory once hashed.
  innerPad.fill(0);
  outerPad.fill(0);
  key.fill(0);
  return states;
}

/** CSPRNG bytes from the OS. */
export const secureRandomBytes: RandomBytes = (length) => randomBytes(length);
