import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { IpcError } from '../../../shared/ipc/result';
import { ErrorNotice } from '../../../renderer/src/ui/ErrorNotice';
import { resetErrorCauses } from '../../../renderer/src/ui/error-causes';

const unreachable = (endpoint: string): IpcError => ({
  kind: 'service',
  message: 'Could not reach the service',
  details: { kind: 'network', message: `connect ECONNREFUSED (${endpoint})`, endpoint, method: 'GET', path: '/x' },
});
const refusedInput: IpcError = { kind: 'validation', message: 'Quantity must be a number' };

describe('one cause, one error box', () => {
  afterEach(() => {
    cleanup();
    resetErrorCauses();
  });

  it('shows the first panel failing for an unreachable service in full and the others in one line; another cause gets its own box', () => {
    const { container, rerender } = render(
      <>
        <ErrorNotice
          error={unreachable('List accounts')}
          title="Balances could not be loaded"
          onRetry={() => undefined}
        />
        <ErrorNotice error={unreachable('Market data')} title="Prices could not be loaded" onRetry={() => undefined} />
        <ErrorNotice error={unreachable('Orders')} title="The orders could not be loaded" />
        <ErrorNotice error={refusedInput} title="Not saved" />
      </>,
    );
    expect(container.querySelectorAll('.error-notice')).toHaveLength(2);
    const repeats = [...container.querySelectorAll('.error-repeat')].map((node) => node.textContent);
    expect(repeats).toEqual([
      '!Prices could not be loaded: same cause as the error shown first.Try again',
      '!The orders could not be loaded: same cause as the error shown first.',
    ]);
    // The first one goes: the next panel of that cause shows it in full.
    act(() =>
      rerender(
        <>
          <ErrorNotice
            error={unreachable('Market data')}
            title="Prices could not be loaded"
            onRetry={() => undefined}
          />
          <ErrorNotice error={unreachable('Orders')} title="The orders could not be loaded" />
        </>,
      ),
    );
    expect(container.querySelectorAll('.error-notice')).toHaveLength(1);
    expect(container.querySelector('.error-notice')?.textContent).toContain('Prices could not be loaded');
  });
});
