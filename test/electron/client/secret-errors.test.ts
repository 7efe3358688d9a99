import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../../../electron/services/errors';
import { listHoldings, testClient } from './endpoints';
import { json, startServer, type TestServer } from './server';

let server: TestServer;
beforeEach(async () => {
  server = await startServer((_, res) => json(res, 200, '[]'));
});
afterEach(() => server.close());

describe('a secret that cannot be used', () => {
  it("passes the secret source's kind and words through unchanged, and sends nothing", async () => {
    for (const kind of ['secret-missing', 'secret-origin-mismatch', 'keychain-unavailable'] as const) {
      const client = testClient(server.baseUrl, {
        secret: async () => {
          throw new AppError(kind, `No usable secret (${kind}).`);
        },
      });
      const result = await client.request(listHoldings);
      await client.close();
      expect(result).toMatchObject({
        ok: false,
        error: { kind, message: `"List holdings" was not sent: No usable secret (${kind}).` },
      });
    }
    expect(server.received).toEqual([]);
  });

  it('reports an unexpected failure of the source as an unreadable keychain, without its words', async () => {
    const client = testClient(server.baseUrl, {
      secret: async () => {
        throw new Error('internal detail');
      },
    });
    const result = await client.request(listHoldings);
    await client.close();
    expect(result).toMatchObject({ ok: false, error: { kind: 'keychain-unavailable' } });
    expect(JSON.stringify(result)).not.toContain('internal detail');
    expect(server.received).toEqual([]);
  });

  it('is reported before a missing customer: nothing can be sent without the secret', async () => {
    const client = testClient(server.baseUrl, {
      defaultCustomer: () => undefined,
      secret: async () => {
        throw new AppError('secret-missing', 'No secret.');
      },
    });
    const result = await client.request(listHoldings);
    await client.close();
    expect(result).toMatchObject({ ok: false, error: { kind: 'secret-missing' } });
  });
});
