import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sign, signatureMessage } from '../../../shared/signing/signature';
import { connectionHmac, hmacSha512Base64 } from '../../../electron/platform/crypto';

interface Vector {
  name: string;
  apiKey: string;
  apiSecret: string;
  host: string;
  method: string;
  path: string;
  query: string;
  contentType: string;
  nonce: string;
  timestamp: string;
  version: string;
  body: string | null;
  message: string;
  signature: string;
}

// The team's shared signing vectors, copied into the repository (origin: test/fixtures/README.md).
const vectors = JSON.parse(readFileSync(new URL('../../fixtures/signing-vectors.json', import.meta.url), 'utf8')) as Vector[];

describe('request signing', () => {
  it('has vectors to check', () => {
    expect(vectors.length).toBeGreaterThanOrEqual(8);
  });

  for (const vector of vectors) {
    it(`matches vector ${vector.name}`, () => {
      expect(signatureMessage(vector)).toBe(vector.message);
      expect(sign(vector, vector.apiSecret, hmacSha512Base64)).toBe(vector.signature);
    });
  }

  it("a connection's HMAC (its key prepared once) signs every vector the same, and follows a changed secret at once", () => {
    const hmac = connectionHmac();
    // In turn, so each vector's secret replaces the one before (the vectors use more than one).
    for (const vector of [...vectors, ...vectors]) expect(sign(vector, vector.apiSecret, hmac)).toBe(vector.signature);
    const [first] = vectors;
    expect(new Set(vectors.map((vector) => vector.apiSecret)).size).toBeGreaterThan(1);
    expect(sign(first!, `${first!.apiSecret}x`, hmac)).toBe(sign(first!, `${first!.apiSecret}x`, hmacSha512Base64));
    expect(sign(first!, `${first!.apiSecret}x`, hmac)).not.toBe(first!.signature);
  });

  it("a connection's HMAC is createHmac's for keys shorter than, as long as and longer than SHA-512's block, and any UTF-8 message", () => {
    const hmac = connectionHmac();
    let seed = 11;
    const next = (): number => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648);
    const printable = (length: number): string => Array.from({ length }, () => String.fromCharCode(33 + (next() % 94))).join('');
    const messages = ['', 'a', 'SVCkey127.0.0.1/custody/v1/Accounts', 'Überweisung 10 €, 𝄞', printable(1_000)];
    for (const length of [0, 1, 17, 64, 127, 128, 129, 200, 300]) {
      const secret = printable(length);
      for (const message of messages) {
        const expected = createHmac('sha512', Buffer.from(secret, 'ascii')).update(message, 'utf8').digest('base64');
        // Twice: the prepared states are copied, never used up.
        expect(hmac(secret, message)).toBe(expected);
        expect(hmac(secret, message)).toBe(expected);
      }
    }
  });
});
