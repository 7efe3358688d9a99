import { describe, expect, it } from 'vitest';
import { EchoIndex, FRAGMENT, maskSpans } from '../../../electron/client/echoes';
import { redactBytes } from '../../../electron/client/redact';

const SIGNATURE = 'Ij9sPkuhqdZF8dtAcI6sQFAwweFpcEyj3xte0v4/zzxQ3edYkwv5woFhrDaY7II3b+K6UZe1j2Y84gv4TXLEWg==';
const NONCE = 'QIpWz8Kd0aLmNbVc1234';

describe('echoes of what was sent in confidence', () => {
  it('finds a needle percent-encoded, JSON-escaped, in base64url or in pieces, and masks exactly those characters', () => {
    const index = new EchoIndex([SIGNATURE, NONCE]);
    const forms = [
      encodeURIComponent(SIGNATURE),
      SIGNATURE.replace(/\//g, '\\/').replace(/\+/g, '\\u002b'),
      SIGNATURE.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, ''),
      `${NONCE.slice(0, 10)}\n${NONCE.slice(10)}`,
    ];
    for (const form of forms) {
      const text = `Zürich ${form} end`;
      expect(maskSpans(text, index.spansInText(text), '#'), form).toMatch(/^Zürich #(\n#)?(==|%3D%3D)? end$/);
    }
  });

  it('never takes digits alone or a piece shorter than a fragment for an echo', () => {
    const index = new EchoIndex(['ab12345678901234cd']);
    expect(index.spansInText('amount 12345678901234 CHF')).toEqual([]);
    expect(index.spansInText(`x ${'ab12345678901234cd'.slice(0, FRAGMENT - 1)} y`)).toEqual([]);
    expect(index.spansInText('ab123456')).toEqual([[0, 8]]);
  });

  it('finds an echo across the slices of a large body, as in one pass', async () => {
    const index = new EchoIndex([SIGNATURE]);
    const body = Buffer.from(`${'x'.repeat(1000)} ${encodeURIComponent(SIGNATURE)} ${'y'.repeat(1000)}`);
    const whole = index.spansInBytes(body);
    expect(whole).toHaveLength(1);
    expect(await index.spansInLargeBytes(body, 7)).toEqual(whole);
  });

  it("masks such an echo in an answer's bytes and hands back the very same bytes when there is none", async () => {
    const echoed = Buffer.from(`{"a":"${NONCE.slice(0, 10)}","b":"${NONCE.slice(10)}","c":"Zürich"}`);
    expect(Buffer.from(await redactBytes(echoed, [NONCE])).toString()).toBe(
      '{"a":"[redacted]","b":"[redacted]","c":"Zürich"}',
    );
    const clean = Buffer.from('{"amount":0.12345678,"id":"5b0f3c1e-2a4d-4e6f-8a9b-0c1d2e3f4a5b"}');
    expect(await redactBytes(clean, [NONCE, SIGNATURE])).toBe(clean);
  });
});
