import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testClient } from './endpoints';
import { json, problem, startServer, type TestServer } from './server';

let server: TestServer;

beforeEach(async () => {
  server = await startServer();
});
afterEach(() => server.close());

const REPORT_ID = '5b0f3c1e-2a4d-4e6f-8a9b-0c1d2e3f4a5b';

describe('bytes(): a catalog call whose answer comes back unread', () => {
  it('answers the exact bytes received, on the path the catalog builds, for the customer named', async () => {
    // Spacing, key order and a decimal past a double's precision: nothing may be re-serialized.
    const body = '{ "state":"Completed",  "amount": 0.100000000000000000001 }';
    server.handle((_, res) => json(res, 200, body));
    const client = testClient(server.baseUrl);
    const answer = await client.bytes('reports.getAccountOrdersStatement', {
      params: { reportId: REPORT_ID },
      customer: '2002',
    });
    await client.close();
    expect(answer.ok && Buffer.from(answer.value).toString('utf8')).toBe(body);
    expect(server.received[0]).toMatchObject({ method: 'GET', path: expect.stringContaining(REPORT_ID) });
  });

  it('fails like call() does, with the status and the endpoint named, after the same safe resends', async () => {
    let seen = 0;
    server.handle((_, res) => (++seen < 10 ? problem(res, 503, {}) : json(res, 200, '{}')));
    const client = testClient(server.baseUrl);
    const answer = await client.bytes('reports.getAccountOrdersStatement', { params: { reportId: REPORT_ID } });
    const viaCall = await client.call('reports.getAccountOrdersStatement', { params: { reportId: REPORT_ID } });
    await client.close();
    expect(answer).toMatchObject({ ok: false, error: { kind: 'server', status: 503 } });
    expect(viaCall.ok ? null : viaCall.error.message).toBe(answer.ok ? 'ok' : answer.error.message);
    expect(seen).toBeGreaterThan(2);
  });
});
