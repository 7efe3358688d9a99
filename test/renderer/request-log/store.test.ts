import { beforeEach, describe, expect, it } from 'vitest';
import type { RequestLogEntry } from '../../../shared/ipc/schemas/request-log';
import {
  loadRequestLog,
  matchesFilter,
  REQUEST_LOG_KEPT,
  requestLogged,
  resetRequestLogStore,
} from '../../../renderer/src/request-log/store';
import type { FakeApi } from '../support/fake-api';
import { installFakeApi, ok } from '../support/fake-api';
import { renderHook } from '@testing-library/react';
import { useRequestLog } from '../../../renderer/src/request-log/store';

function entry(seq: number, extra: Partial<RequestLogEntry> = {}): RequestLogEntry {
  return {
    seq,
    time: '2026-03-01T10:00:00.000Z',
    profileId: 'p',
    profileName: 'Desk',
    customer: '100101',
    method: 'GET',
    path: '/custody/v1/Accounts',
    endpoint: 'List custody accounts',
    status: 200,
    latencyMs: 12,
    errorKind: null,
    attempt: 1,
    ...extra,
  };
}

function seqs(): number[] {
  const { result } = renderHook(() => useRequestLog());
  return result.current.status === 'ready' ? result.current.value.map((e) => e.seq) : [];
}

describe('request log store', () => {
  let api: FakeApi;
  beforeEach(() => {
    api = installFakeApi();
    resetRequestLogStore();
  });

  it('merges entries pushed before and after the first load, newest first, without duplicates', async () => {
    const loading = loadRequestLog();
    requestLogged(entry(3));
    api.pending('requestLog.list')[0]?.answer(ok([entry(3), entry(2), entry(1)]));
    await loading;
    requestLogged(entry(4));
    expect(seqs()).toEqual([4, 3, 2, 1]);
  });

  it('keeps only the newest entries a first load would show, however long the window stays open', async () => {
    const loading = loadRequestLog();
    api.pending('requestLog.list')[0]?.answer(ok([entry(1)]));
    await loading;
    for (let seq = 2; seq <= REQUEST_LOG_KEPT + 50; seq += 1) requestLogged(entry(seq));
    const kept = seqs();
    expect(kept).toHaveLength(REQUEST_LOG_KEPT);
    expect(kept[0]).toBe(REQUEST_LOG_KEPT + 50);
    expect(kept.at(-1)).toBe(51);
  });

  it('filters by outcome, error kind, method and text', () => {
    const failed = entry(5, {
      status: 401,
      errorKind: 'authentication',
      method: 'POST',
      path: '/trading/api/v3/Orders',
      endpoint: 'Place order',
    });
    const none = { outcome: '', method: '', text: '' };
    expect(matchesFilter(failed, { ...none, outcome: 'error' })).toBe(true);
    expect(matchesFilter(failed, { ...none, outcome: 'ok' })).toBe(false);
    expect(matchesFilter(failed, { ...none, outcome: 'authentication' })).toBe(true);
    expect(matchesFilter(failed, { ...none, outcome: 'network' })).toBe(false);
    expect(matchesFilter(failed, { ...none, method: 'GET' })).toBe(false);
    expect(matchesFilter(failed, { ...none, text: 'place' })).toBe(true);
    expect(matchesFilter(failed, { ...none, text: '401' })).toBe(true);
    expect(matchesFilter(entry(6), { ...none, text: 'orders' })).toBe(false);
  });
});
