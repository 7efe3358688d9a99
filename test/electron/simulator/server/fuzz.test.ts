import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalog } from '../../../../shared/api/catalog';
import type { Endpoint } from '../../../../shared/api/endpoint';
import { FAKE_CREDENTIALS } from '../support/fake-world';
import { send, type TestRequest } from '../support/signed';
import { startFakeSimulator, type FakeSimulator } from '../support/start-fake';

// A tiny deterministic PRNG (mulberry32) so a failure is reproducible from the seed.
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SEED = 20261122;
const ROUNDS = 600;
const endpoints = Object.values(catalog as Record<string, Endpoint>);
const ugly = [
  '',
  ' ',
  '0',
  '-1',
  '1e309',
  '9'.repeat(40),
  '0.1e-400',
  'NaN',
  'Infinity',
  'null',
  'true',
  '__proto__',
  'constructor',
  '💥',
  '\u202e',
  'é',
  '\u0000',
  '%00',
  '%',
  '%ZZ',
  '%C0%AF',
  '../../etc',
  'a'.repeat(300),
  '[]',
  '{}',
  ',',
  '=&=',
  '000000000001',
  '6f1b7c1e-8a43-4c8e-9d8e-2b1f2a3c4d5e',
  '2026-01-01T00:00:00Z',
  'Buy',
  'Open',
  'All',
];
const jsonValues = [
  '1',
  '-0',
  '1.5',
  '0.123456789012345678901234567890',
  '1e400',
  '-1e-400',
  '"x"',
  '""',
  'null',
  'true',
  '[]',
  '{}',
  '"💥\\u0000"',
  '"\\ud800"',
  '12345678901234567890',
];

describe('fuzz-ish bad input', () => {
  let sim: FakeSimulator;
  beforeAll(async () => {
    sim = await startFakeSimulator();
  });
  afterAll(async () => {
    await sim.stop();
  });

  it(`never answers 5xx or without problem details (seed ${SEED}, ${ROUNDS} requests)`, async () => {
    const next = random(SEED);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
    const text = () =>
      next() < 0.5
        ? encodeURIComponent(pick(ugly))
        : pick(ugly).replace(/[^\x21-\x7e]/gu, (c) => encodeURIComponent(c));
    const json = (depth: number): string => {
      const roll = next();
      if (depth > 3 || roll < 0.4) return pick(jsonValues);
      if (roll < 0.7) return `[${Array.from({ length: Math.floor(next() * 3) }, () => json(depth + 1)).join(',')}]`;
      const fields = [
        'amount',
        'fromAccountNumber',
        'toAccountNumber',
        'productId',
        'symbol',
        'quantity',
        'orderType',
        'dateFrom',
        'dateTo',
        pick(ugly),
      ];
      return `{${Array.from({ length: Math.floor(next() * 5) }, () => `${JSON.stringify(pick(fields))}:${json(depth + 1)}`).join(',')}}`;
    };
    const mangle = (body: string): string => {
      const roll = next();
      if (roll < 0.6) return body;
      if (roll < 0.75) return body.slice(0, Math.floor(next() * body.length));
      if (roll < 0.9) return body.replace(/[:,]/, pick(['', '::', ',,', '\u0000']));
      return '['.repeat(5000);
    };

    const seen = new Map<number, number>();
    for (let round = 0; round < ROUNDS; round += 1) {
      const endpoint = pick(endpoints);
      let path = endpoint.path.replace(/\{\w+\}/g, () => (next() < 0.3 ? '1' : text()) || 'x');
      if (next() < 0.1) path = path.toUpperCase();
      if (next() < 0.05) path += `/${text()}`;
      const query =
        next() < 0.5
          ? ''
          : `?${Array.from({ length: 1 + Math.floor(next() * 4) }, () => `${pick(['page', 'pageSize', 'states', 'symbols', 'from', 'to', 'accountNumber', 'scope', text()])}=${text()}`).join('&')}`;
      const method = next() < 0.8 ? endpoint.method : pick(['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const);
      const request: TestRequest = { method, path, query };
      if (method !== 'GET' && next() < 0.9) {
        request.body = mangle(json(0));
        request.contentType = pick([
          'application/json',
          'application/json',
          'text/json',
          'application/problem+json',
          'text/plain',
          'application/json; charset=latin1',
        ]);
      }
      if (next() < 0.8) request.customer = pick(['1001', '1002', '2001', '0', '-5', 'abc', '1001 1002', '99999999999']);
      const credential = next() < 0.85 ? pick(FAKE_CREDENTIALS) : null;
      const response = await send(sim.baseUrl, credential, request);
      seen.set(response.status, (seen.get(response.status) ?? 0) + 1);
      const where = `${method} ${path}${query} body=${JSON.stringify(request.body?.slice(0, 80))}`;
      expect(response.status, where).toBeLessThan(500);
      if (response.status >= 400) {
        expect(response.headers['content-type'], where).toMatch(/^application\/problem\+json/);
        expect(response.json, where).toMatchObject({
          status: response.status,
          title: expect.any(String),
          detail: expect.any(String),
        });
      }
    }
    // The run must have reached past authentication into decoding and the world, not just bounced off 401.
    expect(seen.get(400) ?? 0).toBeGreaterThan(20);
    expect((seen.get(200) ?? 0) + (seen.get(204) ?? 0) + (seen.get(404) ?? 0)).toBeGreaterThan(20);
    expect(sim.errors).toEqual([]);
  });
});
