import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProfileView } from '../../../shared/ipc/schemas/profiles';
import type { RequestLogEntry } from '../../../shared/ipc/schemas/request-log';
import { resetAssetsStore } from '../../../renderer/src/assets/store';
import { CLOCK_READ_INTERVAL_MS } from '../../../renderer/src/connection/clock';
import { ConnectionStatus } from '../../../renderer/src/connection/ConnectionStatus';
import { resetCustomersStore } from '../../../renderer/src/customers/store';
import { resetProfilesStore } from '../../../renderer/src/profiles/store';
import { resetRequestLogStore } from '../../../renderer/src/request-log/store';
import { connectSession } from '../../../renderer/src/session/connect';
import type { FakeApi } from '../support/fake-api';
import { installFakeApi, ok } from '../support/fake-api';
import { CUSTOMERS } from '../support/fixtures';

const PROFILE: ProfileView = {
  id: '33333333-3333-4333-8333-333333333333',
  name: 'Desk',
  environment: 'sandbox',
  baseUrl: 'https://sandbox.example.com',
  apiKey: 'key',
  selectedCustomer: 100101,
  builtIn: false,
  secret: { state: 'set', message: 'Secret stored.' },
};
// The test measured +0.0 s: whatever the top bar shows beyond that came from connection.clock.
const REACHED = { verdict: 'reached', message: 'ok', customers: 3, clockOffsetSeconds: 0, latencyMs: 5 };

function entry(seq: number): RequestLogEntry {
  return {
    seq,
    time: new Date().toISOString(),
    profileId: PROFILE.id,
    profileName: PROFILE.name,
    customer: 100101,
    method: 'GET',
    path: '/custody/accounts',
    endpoint: 'List custody accounts',
    status: 200,
    latencyMs: 4,
    errorKind: null,
    attempt: 1,
  };
}

async function flush(): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

function shownClock(): { text: string | null; health: string | null } {
  const clock = document.querySelector('.clock-offset');
  return { text: clock?.querySelector('.num')?.textContent ?? null, health: [...(clock?.classList ?? [])].find((name) => name.startsWith('health-')) ?? null };
}

describe('the top bar\'s clock offset', () => {
  let api: FakeApi;
  let stop: () => void;
  let offsetMs: number | null;

  beforeEach(async () => {
    offsetMs = 3400;
    api = installFakeApi()
      .answerAlways('profiles.list', () => ok({ profiles: [PROFILE], activeProfileId: PROFILE.id }))
      .answerAlways('app.notices', () => ok([]))
      .answerAlways('requestLog.list', () => ok([]))
      .answerAlways('profiles.testConnection', () => ok(REACHED))
      .answerAlways('customers.list', () => ok({ profileId: PROFILE.id, customers: CUSTOMERS, selectedCustomer: 100101 }))
      .answerAlways('service:trading.listInstruments', () => ok([]))
      .answerAlways('connection.clock', () => ok({ offsetMs }));
    resetProfilesStore();
    resetCustomersStore();
    resetAssetsStore();
    resetRequestLogStore();
    stop = connectSession();
    render(<ConnectionStatus />);
    await flush();
  });
  afterEach(() => {
    stop();
    cleanup();
    vi.useRealTimers();
  });

  it('shows main\'s running estimate for the active profile, read on activation', async () => {
    expect(api.log.filter((channel) => channel === 'connection.clock').length).toBeGreaterThanOrEqual(1);
    expect(shownClock()).toEqual({ text: '+3.4 s', health: 'health-warning' });
  });

  it('reads it again after requests of the active profile, at most once per interval', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const readsBefore = api.log.filter((channel) => channel === 'connection.clock').length;
    offsetMs = -12_000;
    await act(async () => {
      for (const seq of [1, 2, 3]) api.emit('requestLogged', entry(seq));
      // Another profile's request says nothing about the active connection's clock.
      api.emit('requestLogged', { ...entry(4), profileId: '44444444-4444-4444-8444-444444444444' });
    });
    // The activation read was just now: the burst waits for the interval, then reads once.
    expect(api.log.filter((channel) => channel === 'connection.clock').length).toBe(readsBefore);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(CLOCK_READ_INTERVAL_MS);
    });
    expect(api.log.filter((channel) => channel === 'connection.clock').length).toBe(readsBefore + 1);
    expect(shownClock()).toEqual({ text: '−12.0 s', health: 'health-bad' });
  });
});
