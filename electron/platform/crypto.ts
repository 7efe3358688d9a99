import { createHmac, randomBytes } from 'node:crypto';
import type { HmacSha512Base64 } from '../../shared/signing/signature';
import type { RandomBytes } from '../../shared/signing/nonce';

/** HMAC-SHA512: secret as ASCII bytes, message as UTF-8 bytes, digest as base64. */
export const hmacSha512Base64: HmacSha512Base64 = (secret, message) =>
  createHmac('sha512', Buffer.from(secret, 'ascii')).update(message, 'utf8').digest('base64');

/** CSPRNG bytes from the OS. */
export const secureRandomBytes: RandomBytes = (length) => randomBytes(length);
