import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { preparedHmacSha512Base64 } from '../../../electron/platform/hmac-sha512';
import { hmacSha512Base64 } from '../../../electron/platform/crypto';

const hex = (text: string): string => Buffer.from(text, 'hex').toString('latin1');
const b64hex = (base64: string): string => Buffer.from(base64, 'base64').toString('hex');

describe('preparedHmacSha512Base64', () => {
  it('gives the RFC 4231 test vectors', () => {
    const hmac = preparedHmacSha512Base64();
    // Test case 2: key "Jefe".
    expect(b64hex(hmac('Jefe', 'what do ya want for nothing?'))).toBe(
      '164b7a7bfcf819e2e395fbe73b56e0a387bd64222e831fd610270cd7ea2505549758bf75c05a994a6d034f65f8f0e6fdcaeab1a34d4a6b4b636e070a38bce737',
    );
    // Test case 6: a 131-byte key (hashed first) and a message longer than a block.
    expect(b64hex(hmac(hex('aa'.repeat(131)), 'Test Using Larger Than Block-Size Key - Hash Key First'))).toBe(
      '80b24263c7c1a3ebb71493c1dd7be8b49b46d1f41b4aeec1121b013783f8f3526b56d037e05f2598bd0fd2215d6a1e5295e64f73f63f0aec8b915a985d786598',
    );
  });

  it('matches node:crypto for random keys and messages of every length around the block edges', () => {
    const hmac = preparedHmacSha512Base64();
    let seed = 7;
    const random = (): number => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
    const text = (length: number, from: string): string => Array.from({ length }, () => from[Math.floor(random() * from.length)]).join('');
    const ascii = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=-_';
    for (let length = 0; length < 400; length++) {
      // A few keys in turn, so the per-key states are switched as well as reused.
      const secret = text([1, 17, 64, 127, 128, 129, 200][length % 7]!, ascii);
      const message = text(length, `${ascii}ü€🚀 `);
      expect(hmac(secret, message), `${secret} / ${message}`).toBe(hmacSha512Base64(secret, message));
    }
  });

  it('signs the same as createHmac with the same secret many times over (the states are not consumed)', () => {
    const hmac = preparedHmacSha512Base64();
    const expected = createHmac('sha512', 'Bench-Secret-0001').update('message').digest('base64');
    for (let i = 0; i < 3; i++) expect(hmac('Bench-Secret-0001', 'message')).toBe(expected);
  });
});
