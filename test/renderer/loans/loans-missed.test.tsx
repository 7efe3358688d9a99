import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LoansView } from '../../../renderer/src/loans/LoansView';
import { connectShellEvents } from '../../../renderer/src/shell/events';
import { resetLoansStore } from '../../../renderer/src/loans/store';
import { installFakeApi, ok } from '../support/fake-api';
import { flush, resetStores } from '../support/settle';

const SETTINGS = {
  intervalSeconds: 30,
  warnMargin: '0.05',
  hysteresisBand: '0.005',
  keepRunningInBackground: true,
  alarmSound: false,
  profiles: [],
};

async function showChecked(lastCycleAt: string) {
  const api = installFakeApi()
    .answerAlways('loans.overview', () =>
      ok({ portfolios: [], worstState: 'ok', lastCycleAt, problems: [], unacknowledgedAlerts: 0 }),
    )
    .answerAlways('loans.settings', () => ok(SETTINGS))
    .answerAlways('loans.alerts', () => ok([]));
  resetLoansStore();
  render(<LoansView />);
  await flush();
  return api;
}

describe('a loan watchdog that missed its interval', () => {
  afterEach(() => {
    cleanup();
    resetStores();
  });

  it('says when it last checked once its checks are overdue (the computer slept)', async () => {
    // Forty minutes without a check, at one every 30 s.
    await showChecked(new Date(Date.now() - 40 * 60_000).toISOString());
    expect(screen.getByTestId('check-missed').textContent).toMatch(/^Not checked since .+: checks are overdue/);
  });

  it('reads the overview again when the computer wakes', async () => {
    const api = await showChecked(new Date(Date.now() - 40 * 60_000).toISOString());
    const stop = connectShellEvents();
    const before = api.log.filter((channel) => channel === 'loans.overview').length;
    act(() => api.emit('resumed', { at: new Date().toISOString(), cause: 'resume' }));
    await flush();
    expect(api.log.filter((channel) => channel === 'loans.overview').length).toBe(before + 1);
    stop();
  });

  it('says nothing more while it checks on time', async () => {
    await showChecked(new Date(Date.now() - 20_000).toISOString());
    expect(screen.queryByTestId('check-missed')).toBeNull();
  });
});
