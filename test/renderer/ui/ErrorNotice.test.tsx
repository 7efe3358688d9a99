import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ServiceError } from '../../../shared/api/errors';
import type { IpcError } from '../../../shared/ipc/result';
import { currentSection } from '../../../renderer/src/shell/store';
import { ErrorNotice } from '../../../renderer/src/ui/ErrorNotice';

const refused: ServiceError = {
  kind: 'authentication',
  message: 'The service refused the API key or secret (signature does not match).',
  endpoint: 'List custody accounts',
  method: 'GET',
  path: '/custody/v1/Accounts',
  status: 401,
  customer: '100101',
  problem: { title: 'Unauthorized', detail: 'X-Auth-Signature does not match the request.', traceId: '00-abc-01' },
};

describe('ErrorNotice', () => {
  afterEach(cleanup);

  it("says what went wrong in the trader's words and keeps the technical details behind a disclosure", () => {
    const retry = vi.fn();
    render(
      <ErrorNotice
        error={{ kind: 'service', message: refused.message, details: refused }}
        title="The accounts could not be loaded"
        onRetry={retry}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('The accounts could not be loaded');
    expect(alert.textContent).toContain(refused.message);
    const details = alert.querySelector('details');
    expect(details?.open).toBe(false);
    fireEvent.click(screen.getByText('Details'));
    const rows = Object.fromEntries(
      [...alert.querySelectorAll('.detail-row')].map((row) => [
        row.querySelector('dt')?.textContent,
        row.querySelector('dd')?.textContent,
      ]),
    );
    expect(rows).toMatchObject({
      Kind: 'authentication',
      Endpoint: 'List custody accounts',
      Request: 'GET /custody/v1/Accounts',
      Status: '401',
      Problem: 'Unauthorized',
      Detail: 'X-Auth-Signature does not match the request.',
      'Trace id': '00-abc-01',
    });
    // A refused key or secret is fixed in the profile: the one control leads there, none offers a pointless retry.
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Edit profile' }));
    expect(currentSection()).toBe('settings');
    expect(retry).not.toHaveBeenCalled();
  });

  it('offers one retry for a failure another try can fix', () => {
    const retry = vi.fn();
    const unreachable: ServiceError = {
      ...refused,
      kind: 'network',
      message: 'The service could not be reached.',
      status: undefined,
      problem: undefined,
    };
    render(
      <ErrorNotice error={{ kind: 'service', message: unreachable.message, details: unreachable }} onRetry={retry} />,
    );
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['Try again']);
    fireEvent.click(buttons[0]!);
    expect(retry).toHaveBeenCalledOnce();
  });

  it('lists the argument problems of a validation error', () => {
    render(
      <ErrorNotice
        error={{
          kind: 'validation',
          message: 'The profile is not valid.',
          details: { issues: [{ path: 'baseUrl', message: 'Only https is allowed' }] },
        }}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('The profile is not valid.');
    expect(screen.getByText('baseUrl').nextSibling?.textContent).toBe('Only https is allowed');
  });

  it('inline, beside the control that failed: the refused fields in one line, no box, no retry for bad input', () => {
    const retry = vi.fn();
    const refusedInput: IpcError = {
      kind: 'validation',
      message: 'The alert was refused.',
      details: {
        issues: [
          { path: 'price', message: 'must be above 0' },
          { path: 'window', message: 'is 1h or 24h' },
        ],
      },
    };
    const { container } = render(<ErrorNotice error={refusedInput} onRetry={retry} inline />);
    expect(screen.getByRole('alert').textContent).toBe('price: must be above 0; window: is 1h or 24h');
    expect(container.querySelector('.error-notice')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('inline: the service message with its title, and Try again where another try can help', () => {
    const retry = vi.fn();
    const unreachable: ServiceError = {
      kind: 'network',
      message: 'The service could not be reached.',
      endpoint: 'Snooze',
      method: 'POST',
      path: '/loans',
    };
    render(
      <ErrorNotice
        error={{ kind: 'service', message: 'failed', details: unreachable }}
        title="Not saved:"
        onRetry={retry}
        inline
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('Not saved: The service could not be reached.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledOnce();
  });
});
