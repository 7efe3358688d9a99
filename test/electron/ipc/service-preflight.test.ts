import { z } from 'zod';
import { describe, expect, it, vi } from 'vitest';
import { defineEndpoint } from '../../../shared/api/endpoint';
import { prepareRequest } from '../../../electron/client/prepare';
import { createDispatcher } from '../../../electron/ipc/dispatch';
import type { AppServices } from '../../../electron/services/app-services';
import { createEventBus } from '../../../electron/services/events';
import { readHandlers } from '../../../electron/services/reads';

// A codec that throws while encoding (instead of reporting an issue).
const throwing = z.codec(z.string(), z.string(), {
  decode: (value) => value,
  encode: () => {
    throw new Error('Invalid number (value: "1,5")');
  },
});
const endpoint = defineEndpoint({
  title: 'Request quote',
  method: 'POST',
  path: '/q',
  body: z.object({ quantity: throwing }),
  customer: 'none',
});

describe('service calls with a value a codec cannot encode', () => {
  it('are refused by the client as a validation error, never thrown', () => {
    const prepared = prepareRequest(endpoint, { body: { quantity: '1,5' } }, undefined, '');
    expect(prepared).toMatchObject({
      ok: false,
      error: {
        kind: 'validation',
        method: 'POST',
        message: '"Request quote" was not sent: Invalid number (value: "1,5")',
        fieldErrors: { body: ['Invalid number (value: "1,5")'] },
      },
    });
  });

  it('reach the client exactly once through a read channel, and its error kind is passed through', async () => {
    const refusal = {
      kind: 'validation',
      message: '"Request quote" was not sent: no',
      endpoint: 'Request quote',
      method: 'POST',
      path: '/q',
    };
    const call = vi.fn(async () => ({ ok: false, error: refusal }));
    const profile = { id: '55555555-5555-4555-8555-555555555555' };
    const services = {
      events: createEventBus(),
      handlers: readHandlers({ activeAs: async () => ({ profile, client: { call } }) } as never),
    } as unknown as AppServices;
    const reported: unknown[] = [];
    const dispatcher = createDispatcher(services, { reportInternalError: (_channel, error) => reported.push(error) });
    const result = await dispatcher.dispatch('trading.orders', { profileId: profile.id, query: { pageSize: 5 } });
    expect(result).toEqual({ ok: false, error: { kind: 'service', message: refusal.message, details: refusal } });
    expect(call).toHaveBeenCalledTimes(1);
    expect(reported).toEqual([]);
  });
});
