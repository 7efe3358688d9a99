import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT } from '../../../../electron/simulator/server/body';
import { FAKE_CREDENTIALS } from '../support/fake-world';
import { rawExchange } from '../support/raw-http';
import { send, signedHeaders } from '../support/signed';
import { startFakeSimulator, type FakeSimulator } from '../support/start-fake';

const keyA = FAKE_CREDENTIALS[0]!;
const path = '/staking/v5/stakingOrders/6f1b7c1e-8a43-4c8e-9d8e-2b1f2a3c4d5e';
let sim: FakeSimulator;

beforeAll(async () => {
  sim = await startFakeSimulator();
});
afterAll(async () => {
  await sim.stop();
});

function head(lines: Record<string, string>): string {
  const host = new URL(sim.baseUrl).host;
  return `PUT ${path} HTTP/1.1\r\nHost: ${host}\r\n${Object.entries(lines)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')}\r\n`;
}

describe('body size limit (1 MiB)', () => {
  it('accepts a body of exactly 1 MiB', async () => {
    const json = '{"fromAccountNumber":"000000000001","productId":"0b0c6a56-58a1-4b1e-8f6f-3f5cbb2f9b11","amount":1}';
    const body = json + ' '.repeat(BODY_LIMIT - json.length);
    const response = await send(sim.baseUrl, keyA, { method: 'PUT', path, customer: 1001, body });
    expect(response.status).toBe(204);
  });

  it('refuses a larger Content-Length with 413 before reading the body', async () => {
    const response = await rawExchange(sim.baseUrl, (socket) => {
      // Only the head and a few bytes go out: the answer must come without the rest.
      socket.write(
        head({
          'Content-Type': 'application/json',
          'Content-Length': String(BODY_LIMIT + 1),
          'customer-number': '1001',
        }),
      );
      socket.write('{"amount":');
    });
    expect(response.status).toBe(413);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(JSON.parse(response.body)).toMatchObject({
      status: 413,
      title: 'Content Too Large',
      detail: expect.stringContaining('1 MiB'),
    });
  });

  it('refuses a chunked body once it passes 1 MiB, without waiting for its end', async () => {
    const response = await rawExchange(sim.baseUrl, (socket) => {
      socket.write(
        head({ 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked', 'customer-number': '1001' }),
      );
      const chunk = 'x'.repeat(64 * 1024);
      for (let sent = 0; sent <= BODY_LIMIT; sent += chunk.length)
        socket.write(`${chunk.length.toString(16)}\r\n${chunk}\r\n`);
      // No terminating 0-chunk: the server must answer on size alone.
    });
    expect(response.status).toBe(413);
    expect(JSON.parse(response.body)).toMatchObject({ status: 413 });
  });

  it('checks the limit before authentication, so a signed huge body is refused the same way', async () => {
    const body = 'x'.repeat(BODY_LIMIT + 10);
    const headers = signedHeaders(sim.baseUrl, keyA, { method: 'PUT', path, body, customer: 1001 });
    const response = await rawExchange(sim.baseUrl, (socket) => {
      socket.write(head({ ...headers, 'Content-Length': String(Buffer.byteLength(body)) }));
      socket.write(body);
    });
    expect(response.status).toBe(413);
  });
});

describe('malformed HTTP', () => {
  it('refuses a request with both Content-Length and Transfer-Encoding (request smuggling) with a 400 problem', async () => {
    const response = await rawExchange(sim.baseUrl, (socket) => {
      socket.write(head({ 'Content-Type': 'application/json', 'Content-Length': '5', 'Transfer-Encoding': 'chunked' }));
    });
    expect(response.status).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
  });

  it('answers garbage instead of a request line with a 400 problem', async () => {
    const response = await rawExchange(sim.baseUrl, (socket) => socket.write('\u0000\u0001 GARBAGE\r\n\r\n'));
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body)).toMatchObject({ status: 400, detail: 'The HTTP request is malformed.' });
  });

  it('answers a signed request without Host with a 400 problem', async () => {
    const headers = signedHeaders(sim.baseUrl, keyA, { path: '/custody/v1/Accounts', customer: 1001 });
    const response = await rawExchange(sim.baseUrl, (socket) =>
      socket.write(
        `GET /custody/v1/Accounts HTTP/1.1\r\n${Object.entries(headers)
          .map(([name, value]) => `${name}: ${value}\r\n`)
          .join('')}\r\n`,
      ),
    );
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body)).toMatchObject({
      status: 400,
      detail: expect.stringContaining('Host header is missing'),
    });
  });

  it('answers oversized headers with a 431 problem', async () => {
    const response = await rawExchange(sim.baseUrl, (socket) =>
      socket.write(
        `GET /custody/v1/Accounts HTTP/1.1\r\nHost: ${new URL(sim.baseUrl).host}\r\nX-Padding: ${'x'.repeat(20_000)}\r\n\r\n`,
      ),
    );
    expect(response.status).toBe(431);
    expect(JSON.parse(response.body)).toMatchObject({ status: 431, detail: 'The request headers are too large.' });
  });

  it('answers broken percent-encoding in the path with a 400 problem', async () => {
    const response = await rawExchange(sim.baseUrl, (socket) =>
      socket.write(`GET /custody/v1/Accounts/%E0%A4%A HTTP/1.1\r\nHost: ${new URL(sim.baseUrl).host}\r\n\r\n`),
    );
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body)).toMatchObject({
      status: 400,
      detail: expect.stringContaining('percent-encoding'),
    });
  });

  it('answers non-ASCII header values with a problem, never a crash', async () => {
    const response = await rawExchange(sim.baseUrl, (socket) => {
      socket.write(
        Buffer.from(
          `GET /custody/v1/Accounts HTTP/1.1\r\nHost: ${new URL(sim.baseUrl).host}\r\ncustomer-number: ١٠٠١\r\nX-Auth: SVC ключ\r\n\r\n`,
          'utf8',
        ),
      );
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
  });
});
