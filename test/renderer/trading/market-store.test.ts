import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  refreshTopOfBook,
  resetMarketStore,
  useBookFreshness,
  useTopOfBook,
} from '../../../renderer/src/trading/market-store';
import type { FakeApi } from '../support/fake-api';
import { installFakeApi, ok } from '../support/fake-api';
import { BOOK } from './fixtures';

const A = { profileId: '11111111-1111-4111-8111-111111111111', revision: 0, customer: '100101' };
const B = { ...A, customer: '100202' };

describe('market store', () => {
  let api: FakeApi;
  beforeEach(() => {
    api = installFakeApi();
    resetMarketStore();
  });

  it('keeps the last prices on screen, marked stale with their time, when a refresh fails', async () => {
    const first = refreshTopOfBook(A, () => 1000);
    await act(async () => {
      api.pending('trading.marketData')[0]!.answer(ok(BOOK));
      await first;
    });
    const second = refreshTopOfBook(A, () => 5000);
    await act(async () => {
      api
        .pending('trading.marketData')[0]!
        .answer({ ok: false, error: { kind: 'service', message: 'The service is unavailable.' } });
      await second;
    });
    expect(renderHook(() => useTopOfBook(A)).result.current).toMatchObject({ status: 'ready', value: BOOK });
    expect(renderHook(() => useBookFreshness(A)).result.current).toEqual({ updatedAt: 1000, stale: true });
  });

  it("asks for the customer in context and never shows one customer's prices for another", async () => {
    const forA = refreshTopOfBook(A);
    expect(api.pending('trading.marketData')[0]!.input).toEqual({ profileId: A.profileId, customer: '100101' });
    const forB = refreshTopOfBook(B);
    const [callA, callB] = api.pending('trading.marketData');
    await act(async () => {
      callA!.answer(ok(BOOK));
      await forA;
    });
    expect(renderHook(() => useTopOfBook(B)).result.current.status).toBe('loading');
    expect(renderHook(() => useTopOfBook(A)).result.current.status).toBe('loading');
    await act(async () => {
      callB!.answer(ok([]));
      await forB;
    });
    expect(renderHook(() => useTopOfBook(B)).result.current).toMatchObject({ status: 'ready', value: [] });
  });
});
