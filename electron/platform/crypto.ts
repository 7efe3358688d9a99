import { createHmac, createSecretKey, randomBytes, type KeyObject } from 'node:crypto';
import type { HmacSha512Base64 } from '../../shared/signing/signature';
import type { RandomBytes } from '../../shared/signing/nonce';

/** HMAC-SHA512: secret as ASCII bytes, message as UTF-8 bytes, digest as base64. */
export const hmacSha512Base64: HmacSha512Base64 = (secret, message) =>
  createHmac('sha512', Buffer.from(secret, 'ascii')).update(message, 'utf8').digest('base64');

/**
 * The same HMAC for one connection's requests, with the key prepared once: the secret is still read
 * from the keychain for every call and handed in (a changed or removed secret takes effect at once),
 * but while it stays the same its OpenSSL key is reused. Preparing it for every request cost ~8 µs of a
 * signed GET's ~320 (`npm run bench -- client`). The key lives as long as the client: main's memory,
 * never the renderer's, a file or a log.
 */
export function connectionHmac(): HmacSha512Base64 {
  let cached: { secret: string; key: KeyObject } | null = null;
  return (secret, message) => {
    if (cached === null || cached.secret !== secret) cached = { secret, key: createSecretKey(Buffer.from(secret, 'ascii')) };
    return createHmac('sha512', cached.key).update(message, 'utf8').digest('base64');
  };
}

/** CSPRNG bytes from the OS. */
export const secureRandomBytes: RandomBytes = (length) => randomBytes(length);
