import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sign, signatureMessage } from '../../../shared/signing/signature';
import { hmacSha512Base64 } from '../../../electron/platform/crypto';

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
const vectors = JSON.parse(
  readFileSync(new URL('../../fixtures/signing-vectors.json', import.meta.url), 'utf8'),
) as Vector[];

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
});
