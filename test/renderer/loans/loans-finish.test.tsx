import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LoansView } from '../../../renderer/src/loans/LoansView';
import { resetLoansStore } from '../../../renderer/src/loans/store';
import { installFakeApi, ok } from '../support/fake-api';

async function flush(): Promise<void> {
  await act(async () => {
    for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

function overview(lastCycleAt: string | null) {
  return { portfolios: [], worstState: 'ok' as const, lastCycleAt, problems: [], unacknowledgedAlerts: 0 };
}

describe('loans finish', () => {
  afterEach(() => {
    cleanup();
    resetLoansStore();
  });

  it('never shows a green "Worst: OK" before anything was checked', async () => {
    let checked: string | null = null;
    installFakeApi()
      .answerAlways('loans.overview', () => ok(overview(checked)))
      .answerAlways('loans.alerts', () => ok([]))
      .answerAlways('loans.settings', () => ({ ok: false, error: { kind: 'internal', message: 'not in this test' } }));
    resetLoansStore();
    const { unmount } = render(<LoansView />);
    await flush();
    expect(screen.getByTestId('worst-unchecked').textContent).toBe('Worst: not checked yet');
    expect(document.querySelector('.loan-state-ok')).toBeNull();
    unmount();
    checked = '2026-11-25T10:00:00.000Z';
    resetLoansStore();
    render(<LoansView />);
    await flush();
    expect(document.querySelector('.loan-state-ok')?.textContent).toBe('Worst: OK');
  });
});
