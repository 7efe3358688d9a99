import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RateLimiter } from '../../../../electron/simulator/server/rate-limit';
import { TooManyRequests } from '../../../../electron/simulator/server/problem';
import { FAKE_CREDENTIALS } from '../support/fake-world';
import { expectProblem } from '../support/problem';
import { send } from '../support/signed';
import { startFakeSimulator, type FakeSimulator } from '../support/start-fake';

const [keyA, keyB] = FAKE_CREDENTIALS as [(typeof FAKE_CREDENTIALS)[0], (typeof FAKE_CREDENTIALS)[0]];

describe('RateLimiter', () => {
  it('allows N per second per key, then refuses with the seconds to wait, and refills', () => {
    let now = 0;
    const limiter = new RateLimiter(3, () => now);
    for (let i = 0; i < 3; i += 1) limiter.take('a');
    expect(() => limiter.take('a')).toThrow(TooManyRequests);
    limiter.take('b'); // other keys have their own budget
    now = 340; // one token back after 1/3 s
    limiter.take('a');
    let refused: unknown;
    try {
      limiter.take('a');
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(TooManyRequests);
    expect((refused as TooManyRequests).retryAfterSeconds).toBe(1);
  });

  it('rounds a long wait up to whole seconds', () => {
    const limiter = new RateLimiter(1, () => 0);
    limiter.take('a');
    expect(() => limiter.take('a')).toThrow(/retry after 1 s/);
  });

  it('refuses a limit that is not a positive whole number', () => {
    expect(() => new RateLimiter(0, () => 0)).toThrow(RangeError);
    expect(() => new RateLimiter(1.5, () => 0)).toThrow(RangeError);
  });
});

describe('--rate-limit over HTTP', () => {
  let sim: FakeSimulator;
  beforeAll(async () => {
    sim = await startFakeSimulator({ rateLimit: 2 });
  });
  afterAll(async () => {
    await sim.stop();
  });

  it('answers 429 with Retry-After once a key exceeds its budget, without touching the world', async () => {
    const request = { path: '/custody/v1/Accounts', customer: 1001 };
    const statuses: number[] = [];
    let limited;
    for (let i = 0; i < 6 && limited === undefined; i += 1) {
      const response = await send(sim.baseUrl, keyA, request);
      statuses.push(response.status);
      if (response.status === 429) limited = response;
    }
    expect(statuses.slice(0, 2)).toEqual([200, 200]);
    expect(limited).toBeDefined();
    expectProblem(limited!, 429, /rate limit of this API key is exceeded/);
    expect(Number(limited!.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(String(limited!.headers['retry-after'])).toMatch(/^\d+$/);
    // Another key is not affected.
    expect((await send(sim.baseUrl, keyB, { path: '/custody/v1/Accounts', customer: 2001 })).status).toBe(200);
  });

  it('does not charge requests that fail authentication', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect(
        (await send(sim.baseUrl, keyB, { path: '/custody/v1/Accounts', customer: 2001, secret: 'forged' })).status,
      ).toBe(401);
    }
  });
});
