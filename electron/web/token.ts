import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A fresh 256-bit token for one run of browser mode, as 64 hex characters. */
export function createToken(): string {
  return randomBytes(32).toString('hex');
}

/**
 * Whether candidate is the token, in constant time: both are hashed first so
 * neither the comparison nor an early length check tells an attacker how much
 * of a guess was right.
 */
export function tokenMatches(candidate: string | null | undefined, token: string): boolean {
  if (typeof candidate !== 'string' || candidate.length === 0 || candidate.length > 256) return false;
  const digest = (text: string): Buffer => createHash('sha256').update(text, 'utf8').digest();
  return timingSafeEqual(digest(candidate), digest(token));
}
