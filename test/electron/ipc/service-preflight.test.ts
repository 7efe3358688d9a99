import { describe, expect, it, vi } from 'vitest';
import { createDispatcher } from '../../../electron/ipc/dispatch';
import type { AppServices } from '../../../electron/services/app-services';
import { createEventBus } from '../../../electron/services/events';

// A codec that throws while encoding (instead of reporting an issue) must not surface as an exception or an internal error.
vi.mock('../../../electron/client/prepare', () => ({
  prepareRequest: () => {
    throw new Error('Invalid number (value: "1,5")');
  },
}));

describe('service calls with a value a codec cannot encode', () => {
  it('answer a validation error and send nothing', async () => {
    const call = vi.fn();
    const profile = { id: '55555555-5555-4555-8555-555555555555', name: 'P', baseUrl: 'http://127.0.0.1:1', secretOrigin: 'http://127.0.0.1:1', selectedCustomer: 1, builtIn: false };
    const services = { events: createEventBus(), session: { activeAs: async () => ({ profile, client: { call } }) } } as unknown as AppServices;
    const reported: unknown[] = [];
    const dispatcher = createDispatcher(services, { reportInternalError: (_channel, error) => reported.push(error) });
    const result = await dispatcher.dispatch('service:trading.requestQuote', { profileId: profile.id, body: { symbol: 'BTC', currency: 'CHF', side: 'Buy', quantity: '1,5' } });
    expect(result).toEqual({
      ok: false,
      error: {
        kind: 'service',
        message: expect.stringMatching(/^".+" was not sent: a value is not valid \(Invalid number \(value: "1,5"\)\)\.$/),
        details: expect.objectContaining({ kind: 'validation', method: 'POST' }),
      },
    });
    expect(call).not.toHaveBeenCalled();
    expect(reported).toEqual([]);
  });
});
