import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ProfileView } from '../../../shared/ipc/schemas/profiles';
import type { RequestLogEntry } from '../../../shared/ipc/schemas/request-log';
import { ConnectionStatus } from '../../../renderer/src/connection/ConnectionStatus';
import { startApp } from '../../../renderer/src/startup/start-app';
import { installShellApi, mainState } from '../support/connection';
import type { FakeApi } from '../support/fake-api';
import { ok } from '../support/fake-api';
import { profileView } from '../support/fixtures';
import { flush, resetStores } from '../support/settle';

const PROFILE: ProfileView = profileView({ id: '33333333-3333-4333-8333-333333333333' });

function entry(seq: number): RequestLogEntry {
  return {
    seq,
    time: new Date().toISOString(),
    profileId: PROFILE.id,
    profileName: PROFILE.name,
    customer: '100101',
    method: 'GET',
    path: '/custody/accounts',
    endpoint: 'List custody accounts',
    status: 200,
    latencyMs: 4,
    errorKind: null,
    attempt: 1,
  };
}

function shownClock(): { text: string | null; health: string | null } {
  const clock = document.querySelector('.clock-offset');
  return {
    text: clock?.querySelector('.num')?.textContent ?? null,
    health: [...(clock?.classList ?? [])].find((name) => name.startsWith('health-')) ?? null,
  };
}

describe("the top bar's clock offset", () => {
  let api: FakeApi;
  let stop: () => void;

  beforeEach(async () => {
    // The test measured +0.0 s (REACHED): whatever the top bar shows beyond that came from main's connection state.
    api = installShellApi(PROFILE).answerAlways('connection.state', () =>
      ok(mainState({ profileId: PROFILE.id, selectedCustomer: '100101', clock: { offsetMs: 3400 } })),
    );
    resetStores();
    stop = startApp();
    render(<ConnectionStatus />);
    await flush();
  });
  afterEach(() => {
    stop();
    cleanup();
  });

  it("shows main's running estimate for the active profile, read once at start", () => {
    expect(api.log.filter((channel) => channel === 'connection.state')).toHaveLength(1);
    expect(shownClock()).toEqual({ text: '+3.4 s', health: 'health-warning' });
  });

  it("follows main's pushes, and never asks main again after a logged request", async () => {
    await act(async () => {
      for (const seq of [1, 2, 3]) api.emit('requestLogged', entry(seq));
    });
    expect(api.log.filter((channel) => channel === 'connection.state' || channel === 'connection.clock')).toHaveLength(
      1,
    );
    await act(async () =>
      api.emit(
        'connectionChanged',
        mainState({ profileId: PROFILE.id, selectedCustomer: '100101', clock: { offsetMs: -12_000 } }),
      ),
    );
    expect(shownClock()).toEqual({ text: '−12.0 s', health: 'health-bad' });
  });
});
