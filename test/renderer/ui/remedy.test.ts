import { describe, expect, it } from 'vitest';
import type { ServiceError } from '../../../shared/api/errors';
import type { IpcError } from '../../../shared/ipc/result';
import { remedyFor } from '../../../renderer/src/ui/remedy';

function service(kind: ServiceError['kind'], message = 'x', extra: Partial<ServiceError> = {}): IpcError {
  const details: ServiceError = {
    kind,
    message,
    endpoint: 'List custody accounts',
    method: 'GET',
    path: '/custody/v1/Accounts',
    ...extra,
  };
  return { kind: 'service', message, details };
}

describe('remedyFor', () => {
  it('sends a refused key or secret to the profile, not to "try again"', () => {
    expect(
      remedyFor(service('authentication', 'The service refused the API key or secret (signature does not match).')),
    ).toMatchObject({ action: 'edit-profile', label: 'Edit profile' });
    expect(remedyFor({ kind: 'secret-missing', message: 'No secret' })).toMatchObject({ action: 'edit-profile' });
    expect(remedyFor(service('secret-origin-mismatch'))).toMatchObject({ action: 'edit-profile' });
  });

  it('offers a retry with a clock hint when the timestamp was refused', () => {
    expect(
      remedyFor(service('authentication', 'The service refused the request timestamp: check the clock.')),
    ).toMatchObject({ action: 'retry' });
  });

  it('retries network failures and busy services, saying how long to wait', () => {
    expect(remedyFor(service('network'))).toMatchObject({ action: 'retry', label: 'Try again' });
    expect(remedyFor(service('rate-limited', 'busy', { retryAfterSeconds: 3 }))).toMatchObject({
      action: 'retry',
      hint: 'The service is busy; it asks to wait 3 s.',
    });
  });

  it('offers no button where pressing one cannot help', () => {
    expect(remedyFor({ kind: 'keychain-unavailable', message: 'none' }).action).toBe('none');
    expect(remedyFor(service('validation')).action).toBe('none');
    expect(remedyFor(service('forbidden')).action).toBe('none');
    // A limit or a confirmation the browser cannot show: the message says where it can be done; "Try again" would not help.
    expect(
      remedyFor({ kind: 'limit', message: 'Staking exit of 2 ETH: it moves more than half of the 2 ETH available …' }),
    ).toEqual({ action: 'none', hint: null });
  });

  it("speaks of the key's access right only when the service refused, not when main refused the page", () => {
    expect(remedyFor(service('forbidden')).hint).toMatch(/access right/);
    expect(
      remedyFor({ kind: 'forbidden', message: 'This page has no access token: open the address SVC Desk printed.' }),
    ).toEqual({ action: 'none', hint: null });
  });
});
