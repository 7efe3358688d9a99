import { randomFillSync } from 'node:crypto';
import type { RandomBytes } from '../../shared/signing/nonce';

/**
 * CSPRNG bytes drawn from a buffer refilled 4 KiB at a time: one call into
 * the OS generator per ~120 nonces instead of one per nonce. Every byte is
 * handed out once and copied out, so no caller sees another's bytes.
 */
export function pooledRandomBytes(poolSize = 4096): RandomBytes {
  const pool = new Uint8Array(poolSize);
  let offset = poolSize;
  return (length) => {
    if (length > poolSize) return randomFillSync(new Uint8Array(length));
    if (offset + length > poolSize) {
      randomFillSync(pool);
      offset = 0;
    }
    const bytes = pool.slice(offset, offset + length);
    offset += length;
    return bytes;
  };
}
