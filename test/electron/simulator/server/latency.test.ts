import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { controlClient } from '../../../../electron/simulator/control-client';
import { FAKE_CREDENTIALS } from '../support/fake-world';
import { send } from '../support/signed';
import { startFakeSimulator, type FakeSimulator } from '../support/start-fake';

const keyA = FAKE_CREDENTIALS[0]!;
let sim: FakeSimulator;

beforeAll(async () => {
  sim = await startFakeSimulator({ latencyMs: 300 });
});
afterAll(async () => {
  await sim.stop();
});

describe('service latency (--latency, PUT /_control/latency)', () => {
  it('holds every API answer back by the latency, never the control plane, and the control plane changes it', async () => {
    const control = controlClient(sim);
    let started = performance.now();
    expect((await send(sim.baseUrl, keyA, { path: '/custody/v1/Accounts', customer: 1001 })).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);

    // The control plane answers at once, whatever the latency.
    started = performance.now();
    expect(await control.setLatency(0)).toEqual({ ms: 0 });
    expect(performance.now() - started).toBeLessThan(250);
    started = performance.now();
    expect((await send(sim.baseUrl, keyA, { path: '/custody/v1/Accounts', customer: 1001 })).status).toBe(200);
    expect(performance.now() - started).toBeLessThan(250);

    await expect(control.setLatency(-1)).rejects.toMatchObject({ status: 400 });
    expect(await control.setLatency(300)).toEqual({ ms: 300 });
    started = performance.now();
    expect((await send(sim.baseUrl, keyA, { path: '/custody/v1/Accounts', customer: 1001 })).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
  });
});
