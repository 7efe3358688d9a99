import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ipcEvents } from '../../../shared/ipc/names';
import { startApp } from '../../../renderer/src/startup/start-app';
import { loadRows, resetBlotterStore, useBlotterCount } from '../../../renderer/src/trading/blotter-store';
import { connectAs, resetConnection } from '../support/connection';
import { installFakeApi, ok } from '../support/fake-api';
import { order } from '../trading/fixtures';

// customerChanged reaches the renderer inside connectionChanged (main's connection state carries the customer).
const NOT_SUBSCRIBED = new Set(['customerChanged']);

describe('app start-up', () => {
  let stop: (() => void) | null = null;
  afterEach(() => {
    stop?.();
    stop = null;
    resetConnection();
  });

  it('wires every push event once, and its teardown unwires them all', () => {
    const api = installFakeApi();
    stop = startApp();
    for (const event of ipcEvents)
      expect([event, api.listenerCount(event)]).toEqual([event, NOT_SUBSCRIBED.has(event) ? 0 : 1]);
    stop();
    stop = null;
    for (const event of ipcEvents) expect([event, api.listenerCount(event)]).toEqual([event, 0]);
  });

  it("routes an order update to the blotter of the customer shown now, and ignores another customer's", async () => {
    const api = installFakeApi().answerAlways('customers.reachable', () =>
      ok({ profileId: 'p', customers: [], selectedCustomer: '100101' }),
    );
    stop = startApp();
    await connectAs('p', '100101');
    resetBlotterStore();
    const shown = { profileId: 'p', revision: 0, customer: '100101' };
    void loadRows(shown, 0, 10);
    await act(async () => api.pending('trading.orders')[0]!.answer(ok({ content: [order(1)], count: 1 })));
    expect(renderHook(() => useBlotterCount()).result.current).toBe(1);

    act(() => api.emit('orderUpdated', { profileId: 'p', customer: '100202', order: order(9) }));
    expect(api.pending('trading.orders')).toHaveLength(0);
    // An order the shown blotter does not hold makes its first page reload.
    act(() => api.emit('orderUpdated', { profileId: 'p', customer: '100101', order: order(9) }));
    expect(api.pending('trading.orders')).toHaveLength(1);
  });
});
