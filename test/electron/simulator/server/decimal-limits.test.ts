import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_CREDENTIALS } from '../support/fake-world';
import { expectProblem } from '../support/problem';
import { send } from '../support/signed';
import { startFakeSimulator, type FakeSimulator } from '../support/start-fake';

const keyA = FAKE_CREDENTIALS[0]!;
const path = '/staking/v5/stakingOrders/6f1b7c1e-8a43-4c8e-9d8e-2b1f2a3c4d5e';
const body = (amount: string) =>
  `{"fromAccountNumber":"000000000001","productId":"0b0c6a56-58a1-4b1e-8f6f-3f5cbb2f9b11","amount":${amount}}`;
let sim: FakeSimulator;

beforeAll(async () => {
  sim = await startFakeSimulator();
});
afterAll(async () => {
  await sim.stop();
});

describe('decimal limits in requests', () => {
  for (const amount of [
    '1e10000000',
    '1e-10000000',
    `1${'0'.repeat(500_000)}`,
    `0.${'0'.repeat(500_000)}1`,
    '"1e10000000"',
  ]) {
    it(`answers ${amount.slice(0, 12)}… with 400 at once, before the world sees it`, async () => {
      const calls = sim.world.calls.length;
      const advances = sim.world.advances;
      const started = performance.now();
      const response = await send(sim.baseUrl, keyA, { method: 'PUT', path, customer: 1001, body: body(amount) });
      const problem = expectProblem(response, 400, /amount/);
      expect(performance.now() - started).toBeLessThan(1000);
      expect(problem.errors).toEqual({ amount: ['Must have at most 40 digits and an exponent within ±40'] });
      expect(response.text.length).toBeLessThan(1000);
      expect(sim.world.calls.length).toBe(calls);
      expect(sim.world.advances).toBe(advances);
    });
  }

  it('still takes an exact 21-decimal amount', async () => {
    expect(
      (await send(sim.baseUrl, keyA, { method: 'PUT', path, customer: 1001, body: body('0.123456789012345678901') }))
        .status,
    ).toBe(204);
    expect(sim.world.calls.at(-1)?.body).toMatchObject({ amount: '0.123456789012345678901' });
  });
});
