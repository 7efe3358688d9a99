import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  BLOTTER_PAGE_SIZE,
  loadRows,
  orderAt,
  orderChanged,
  resetBlotterStore,
  setBlotterFilter,
  useBlotterCount,
  useBlotterPages,
} from '../../../renderer/src/trading/blotter-store';
import type { FakeApi } from '../support/fake-api';
import { installFakeApi, ok } from '../support/fake-api';
import { order } from './fixtures';

const A = { profileId: '11111111-1111-4111-8111-111111111111', revision: 0, customer: '100101' };
const B = { ...A, customer: '100202' };

describe('blotter store', () => {
  let api: FakeApi;
  beforeEach(() => {
    api = installFakeApi();
    resetBlotterStore(() => Date.parse('2026-11-25T12:00:00Z'));
  });

  it('asks for the pages in view only, with the filter as the query', async () => {
    setBlotterFilter({ view: 'open', side: 'Buy' });
    void loadRows(A, 0, 30);
    const calls = api.pending('trading.orders');
    expect(calls.map((call) => call.input)).toEqual([
      {
        profileId: A.profileId,
        customer: '100101',
        query: { scope: 'Open', side: 'Buy', page: 1, pageSize: BLOTTER_PAGE_SIZE },
      },
    ]);
    await act(async () => calls[0]!.answer(ok({ content: [order(1), order(2)], count: 250 })));
    // Scrolling to rows 190..230 needs pages 2 and 3; page 1 is held and not asked again.
    void loadRows(A, 190, 230);
    expect(api.pending('trading.orders').map((call) => (call.input as { query: { page: number } }).query.page)).toEqual(
      [2, 3],
    );
  });

  it('drops a page answered for an older filter or another customer', async () => {
    void loadRows(A, 0, 10);
    const [old] = api.pending('trading.orders');
    setBlotterFilter({ view: 'closed' });
    await act(async () => old!.answer(ok({ content: [order(1)], count: 1 })));
    expect(renderHook(() => useBlotterCount()).result.current).toBeNull();

    void loadRows(A, 0, 10);
    const [forA] = api.pending('trading.orders');
    void loadRows(B, 0, 10);
    await act(async () => forA!.answer(ok({ content: [order(1)], count: 1 })));
    expect(renderHook(() => useBlotterCount()).result.current).toBeNull();
  });

  it('updates a held row in place when main reports a status change', async () => {
    void loadRows(A, 0, 10);
    await act(async () => api.pending('trading.orders')[0]!.answer(ok({ content: [order(1), order(2)], count: 2 })));
    act(() => orderChanged(A, order(2, { status: 'Filled', cumulativeQuantity: '0.5' as never })));
    const pages = renderHook(() => useBlotterPages()).result.current;
    expect(orderAt(pages, 1)?.status).toBe('Filled');
    expect(orderAt(pages, 0)?.status).toBe('New');
    expect(api.pending('trading.orders')).toHaveLength(0);
    // An order the blotter does not hold makes the first page reload.
    act(() => orderChanged(A, order(3)));
    expect(api.pending('trading.orders')).toHaveLength(1);
  });
});
