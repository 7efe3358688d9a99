import { describe, expect, it } from 'vitest';
import type { ServiceClient } from '../../../../electron/client/client';
import { ReportDecoder } from '../../../../electron/services/reports/decoder';
import { DEFAULT_POLL, fetchReport } from '../../../../electron/services/reports/fetch-report';
import type { Result, ServiceError } from '../../../../shared/api/errors';

const REPORT_ID = '5b0f3c1e-2a4d-4e6f-8a9b-0c1d2e3f4a5b';
const COMPLETED =
  '{"state":"Completed","reportData":{"dateFrom":"2025-01-01","dateTo":"2025-12-31","items":[]},"failureReason":null}';

function failure(status: number, retryAfterSeconds?: number): Result<never> {
  const error: ServiceError = {
    kind: status === 429 ? 'rate-limited' : 'server',
    message: `The service answered ${status}.`,
    endpoint: 'Create account orders report',
    method: 'POST',
    path: '/reports',
    status,
    ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }),
  };
  return { ok: false, error };
}

/** A service answering the creates with `answers` in turn (then an id), and every read as Completed. */
function service(answers: Result<never>[]) {
  let creates = 0;
  const client = {
    call: async () =>
      creates++ < answers.length ? answers[creates - 1] : { ok: true, value: { reportId: REPORT_ID }, status: 200 },
    bytes: async () => ({ ok: true, value: Buffer.from(COMPLETED), status: 200 }),
    clockOffsetMs: () => 0,
  } as unknown as ServiceClient;
  const waits: number[] = [];
  const fetch = () =>
    fetchReport({
      client,
      decoder: new ReportDecoder(),
      customer: '100001',
      params: { kind: 'account-orders', dateFrom: '2025-01-01', dateTo: '2025-12-31' },
      signal: new AbortController().signal,
      onStage: () => undefined,
      sleep: async (ms) => void waits.push(ms),
      random: () => 0.5,
    });
  return { fetch, waits, creates: () => creates };
}

describe('creating a report', () => {
  it('sends the create again after a 503 (nothing was processed), waiting with backoff and never before Retry-After', async () => {
    const { fetch, waits, creates } = service([failure(503, 1), failure(503), failure(429, 2)]);
    const fetched = await fetch();
    expect(fetched.reportId).toBe(REPORT_ID);
    expect(creates()).toBe(4);
    // Retry-After 1 s; then half of 2 x 500 ms (full jitter at 0.5); then Retry-After 2 s; the last wait is the first poll's.
    expect(waits.slice(0, 3)).toEqual([1000, 500, 2000]);
  });

  it('gives up after the poll policy tolerance of 503s, and never resends after a 500 (the report may exist)', async () => {
    const busy = service(Array.from({ length: DEFAULT_POLL.maxTransientFailures + 1 }, () => failure(503)));
    await expect(busy.fetch()).rejects.toMatchObject({ kind: 'service', message: 'The service answered 503.' });
    expect(busy.creates()).toBe(DEFAULT_POLL.maxTransientFailures + 1);

    const broken = service([failure(500)]);
    await expect(broken.fetch()).rejects.toMatchObject({ message: 'The service answered 500.' });
    expect(broken.creates()).toBe(1);
  });
});
