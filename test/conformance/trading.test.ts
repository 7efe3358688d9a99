// service-api.md, Trading orders; decisions.md, Orders (rejections, 409, pagination, quotes) and the decimal limits.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectProblem } from './problems';
import { call, startService, type Call, type Service } from './service';

let service: Service;
let key: Service['credentials'][number];
let customer: number | string;
let chf: number;
const send = (request: Omit<Call, 'customer'>) => call(service, key, { ...request, customer });
type Order = Record<string, unknown>;

function order(fields: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    symbol: 'BTC',
    currency: 'CHF',
    transactionTime: new Date().toISOString(),
    orderType: 'Market',
    timeInForce: 'ImmediateOrCancel',
    fromAccount: chf,
    clientOrderId: `conf-${randomUUID()}`,
    side: 'Buy',
    quantity: 0.001,
    ...fields,
  };
}
const place = (fields: Record<string, unknown> = {}, contentType?: string) =>
  send({
    method: 'POST',
    path: '/trading/api/v3/Orders',
    body: JSON.stringify(order(fields)),
    ...(contentType ? { contentType } : {}),
  });

beforeAll(async () => {
  service = await startService();
  key = service.credentials[0]!;
  customer = key.customers[0]!;
  const accounts = (await send({ path: '/trading/api/v3/Accounts' })).json as {
    account: number;
    assetSymbol: string;
  }[];
  chf = accounts.find((account) => account.assetSymbol === 'CHF')!.account;
}, 60_000);
afterAll(async () => {
  await service?.stop();
});

describe('placing orders', () => {
  it('fills a market order and answers the order response; get by orderId and by clientOrderId answer the same order', async () => {
    const placed = await place();
    expect(placed.status, placed.text).toBe(200);
    const body = placed.json as Order;
    expect(body).toMatchObject({
      orderId: expect.any(Number),
      clientOrderId: expect.any(String),
      symbol: 'BTC',
      currency: 'CHF',
      side: 'Buy',
      orderType: 'Market',
      status: expect.any(String),
    });
    expect(body.status).toBe('Filled');
    const byId = await send({ path: `/trading/api/v3/Orders/${body.orderId as number}` });
    const byClientId = await send({ path: `/trading/api/v3/Orders/${body.clientOrderId as string}` });
    expect((byId.json as Order).orderId).toBe(body.orderId);
    expect((byClientId.json as Order).orderId).toBe(body.orderId);
  });

  it('takes order bodies as application/json, application/json-patch+json, text/json and application/*+json', async () => {
    for (const type of [
      'application/json',
      'application/json-patch+json',
      'text/json',
      'application/vnd.conformance+json',
    ])
      expect((await place({}, type)).status).toBe(200);
    expectProblem(await place({}, 'text/plain'), 415);
  });

  it('answers a clientOrderId used before with 409', async () => {
    const clientOrderId = `conf-${randomUUID()}`;
    expect((await place({ clientOrderId })).status).toBe(200);
    expectProblem(await place({ clientOrderId }), 409);
  });

  it('rejects an order whose transactionTime is too old: 200, status Rejected, a rejectionCode and a text', async () => {
    const answer = await place({ transactionTime: new Date(Date.now() - 120_000).toISOString() });
    expect(answer.status).toBe(200);
    const body = answer.json as Order;
    expect(body.status).toBe('Rejected');
    expect(body.rejectionCode).not.toBe(0);
    expect(body.text).toEqual(expect.any(String));
  });

  it('needs quoteId for PreviouslyQuoted, and fills at exactly the quoted price', async () => {
    expectProblem(await place({ orderType: 'PreviouslyQuoted', timeInForce: 'FillOrKill' }), 400);
    const quote = await send({
      method: 'POST',
      path: '/trading/api/v3/Orders/QuoteRequest',
      body: JSON.stringify({ symbol: 'BTC', currency: 'CHF', side: 'Buy', quantity: 0.002 }),
    });
    expect(quote.status, quote.text).toBe(200);
    const quoted = quote.json as { quoteId: number; price: number };
    const filled = await place({
      orderType: 'PreviouslyQuoted',
      timeInForce: 'FillOrKill',
      quoteId: quoted.quoteId,
      quantity: 0.002,
    });
    expect((filled.json as Order).status).toBe('Filled');
    const priceText = /"price":\s*([0-9.]+)/.exec(quote.text)?.[1];
    expect(/"lastPrice":\s*([0-9.]+)/.exec(filled.text)?.[1]).toBe(priceText);
  });

  it('answers the exponent bomb 400 within a second, and a quantity with more than 40 digits 400', async () => {
    const bomb = await send({
      method: 'POST',
      path: '/trading/api/v3/Orders',
      body: JSON.stringify(order()).replace('"quantity":0.001', '"quantity":1e10000000'),
    });
    expectProblem(bomb, 400);
    expect(bomb.ms).toBeLessThan(1000);
    expect(bomb.text.length).toBeLessThan(2000);
    const long = await send({
      method: 'POST',
      path: '/trading/api/v3/Orders',
      body: JSON.stringify(order()).replace('"quantity":0.001', `"quantity":0.${'1'.repeat(60)}`),
    });
    expectProblem(long, 400);
  });
});

describe('resting orders and cancel', () => {
  it('rests a far limit order as New, cancels it to Cancelled, and refuses to cancel it again (400)', async () => {
    const placed = await place({ orderType: 'Limit', timeInForce: 'GoodTillCancel', limitPrice: 1, quantity: 0.001 });
    const body = placed.json as Order;
    expect(body.status).toBe('New');
    const cancel = (fields: Record<string, unknown>) =>
      send({
        method: 'DELETE',
        path: '/trading/api/v3/Orders',
        body: JSON.stringify({
          account: chf,
          transactionTime: new Date().toISOString(),
          cancelRequestId: randomUUID(),
          ...fields,
        }),
      });
    const cancelled = await cancel({ orderId: body.orderId });
    expect(cancelled.status, cancelled.text).toBe(200);
    expect((cancelled.json as Order).status).toBe('Cancelled');
    expectProblem(await cancel({ orderId: body.orderId }), 400);
    // Neither orderId nor clientOrderId: 400.
    expectProblem(await cancel({}), 400);
  });

  it('answers an unknown order 404', async () => {
    expectProblem(await send({ path: '/trading/api/v3/Orders/999999999' }), 404);
  });
});

describe('order list', () => {
  it('answers the envelope {content, count}: count counts every matching order, content is the page', async () => {
    const first = await send({ path: '/trading/api/v3/Orders', query: '?page=1&pageSize=3' });
    expect(first.status).toBe(200);
    const envelope = first.json as { content: Order[]; count: number };
    expect(envelope.content).toHaveLength(3);
    expect(envelope.count).toBeGreaterThan(3);
    const second = (await send({ path: '/trading/api/v3/Orders', query: '?page=2&pageSize=3' })).json as {
      content: Order[];
      count: number;
    };
    expect(second.count).toBe(envelope.count);
    expect(second.content.map((item) => item.orderId)).not.toContain(envelope.content[0]!.orderId);
    const everything = (await send({ path: '/trading/api/v3/Orders', query: '?pageSize=1000' })).json as {
      content: Order[];
    };
    expect(everything.content.length).toBe(Math.min(1000, envelope.count));
  });

  it('filters by status and side', async () => {
    const filled = (await send({ path: '/trading/api/v3/Orders', query: '?status=Filled&side=Buy&pageSize=50' }))
      .json as { content: Order[] };
    expect(filled.content.length).toBeGreaterThan(0);
    for (const item of filled.content) expect(item).toMatchObject({ status: 'Filled', side: 'Buy' });
  });

  it('refuses a pageSize above 1000 or a page below 1 with 400', async () => {
    expectProblem(await send({ path: '/trading/api/v3/Orders', query: '?pageSize=1001' }), 400);
    expectProblem(await send({ path: '/trading/api/v3/Orders', query: '?page=0' }), 400);
  });
});
