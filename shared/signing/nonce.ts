export const NONCE_LENGTH = 20;
export const NONCE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
export const NONCE_PATTERN = /^[A-Za-z0-9]{20}$/;

/** Fills a byte array with cryptographically secure random values (injected: node:crypto or Web Crypto). */
export type RandomBytes = (length: number) => Uint8Array;

// 62 * 4 = 248: bytes at or above it are rejected so every character is equally likely.
const UNBIASED_LIMIT = 256 - (256 % NONCE_ALPHABET.length);

/** A nonce of exactly 20 characters from [A-Za-z0-9], without modulo bias. */
export function createNonce(randomBytes: RandomBytes): string {
  let nonce = '';
  while (nonce.length < NONCE_LENGTH) {
    const bytes = randomBytes(32);
    // An index, not for...of: the iterator costs more than the loop while this code is cold.
    for (let i = 0; i < bytes.length; i++) {
      const byte = bytes[i]!;
      if (byte >= UNBIASED_LIMIT) continue;
      nonce += NONCE_ALPHABET[byte % NONCE_ALPHABET.length];
      if (nonce.length === NONCE_LENGTH) break;
    }
  }
  return nonce;
}
