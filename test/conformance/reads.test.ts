// service-api.md, Endpoints (customers, custody, trading reads, loans, legacy statements) and decisions.md, Wire.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectProblem } from './problems';
import { call, startService, type Call, type Service } from './service';

let service: Service;
let key: Service['credentials'][number];
let customer: number | string;
const get = (request: Omit<Call, 'customer'> & { customer?: number | string | null }) =>
  call(service, key, {
    ...request,
    customer: request.customer === null ? undefined : (request.customer ?? customer),
  } as Call);

beforeAll(async () => {
  service = await startService();
  key = service.credentials[0]!;
  customer = key.customers[0]!;
}, 60_000);
afterAll(async () => {
  await service?.stop();
});

const list = (value: unknown) => value as Record<string, unknown>[];

describe('customers', () => {
  it('lists the customers reachable with the key, with customerNumber and name; the associated clients read answers the same', async () => {
    const customers = await get({ path: '/auth/api/v1/Customers', customer: null });
    expect(customers.status).toBe(200);
    const numbers = list(customers.json).map((entry) => String(entry.customerNumber));
    expect(numbers.sort()).toEqual(key.customers.map(String).sort());
    for (const entry of list(customers.json)) expect(entry).toMatchObject({ name: expect.any(String) });
    const associated = await get({ path: '/auth/api/v1/apikey/getassociatedclients', customer: null });
    expect(associated.status).toBe(200);
    expect(
      list(associated.json)
        .map((entry) => String(entry.customerNumber))
        .sort(),
    ).toEqual(numbers);
  });
});

describe('customer-number', () => {
  it('is required where the customer is selected by it: 400 with errors for the header', async () => {
    const problem = expectProblem(await get({ path: '/custody/v1/Accounts', customer: null }), 400);
    expect(Object.keys(problem.errors ?? {})).toContain('customer-number');
  });

  it('answers 403 for a customer the key does not reach', async () => {
    const other = service.credentials
      .flatMap((credential) => credential.customers)
      .find((number) => !key.customers.includes(number));
    expect(other).toBeDefined();
    expectProblem(await get({ path: '/custody/v1/Accounts', customer: other! }), 403);
  });
});

describe('custody', () => {
  it('lists accounts with the fields of a custody account; the single read and on-chain reads agree', async () => {
    const accounts = await get({ path: '/custody/v1/Accounts' });
    expect(accounts.status).toBe(200);
    expect(accounts.headers.get('content-type')).toMatch(/^application\/json/);
    const first = list(accounts.json)[0]!;
    expect(first).toMatchObject({
      id: expect.any(Number),
      assetSymbol: expect.any(String),
      state: expect.any(String),
      type: expect.any(String),
      flags: expect.any(Array),
      name: expect.any(String),
    });
    for (const field of ['balance', 'available', 'reserved', 'disposable', 'creditLine'])
      expect(typeof first[field]).toBe('number');
    const single = await get({ path: `/custody/v1/Accounts/${first.id as number}` });
    expect(single.status).toBe(200);
    expect((single.json as Record<string, unknown>).id).toBe(first.id);
    const onchain = await get({ path: '/custody/v1/Accounts/OnchainInfo' });
    expect(list(onchain.json).map((entry) => entry.accountId)).toEqual(
      list(accounts.json).map((account) => account.id),
    );
    const one = await get({ path: `/custody/v1/Accounts/OnchainInfo/${first.id as number}` });
    expect(one.json).toMatchObject({
      accountId: first.id,
      assetSymbol: first.assetSymbol,
      onchainInfo: expect.any(Array),
    });
  });

  it("answers 404 for an account that is not the customer's, and 400 for an id that is not an integer", async () => {
    expectProblem(await get({ path: '/custody/v1/Accounts/1' }), 404);
    expectProblem(await get({ path: '/custody/v1/Accounts/abc' }), 400);
  });

  it('answers the historical portfolio value over a range', async () => {
    const to = new Date();
    const from = new Date(to.getTime() - 7 * 86_400_000);
    const answer = await get({
      path: '/custody/v1/HistoricalPortfolioValue',
      query: `?from=${from.toISOString()}&to=${to.toISOString()}`,
    });
    expect(answer.status).toBe(200);
    expect(answer.json).toBeTruthy();
  });
});

describe('trading reads', () => {
  for (const path of [
    '/trading/api/v3/Accounts',
    '/trading/api/v3/Configuration',
    '/trading/api/v3/Instruments',
    '/trading/api/v3/MarketData',
  ]) {
    it(`answers ${path} with JSON`, async () => {
      const answer = await get({ path });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    });
  }

  it('answers market data at a past time', async () => {
    const answer = await get({
      path: '/trading/api/v3/MarketData/HistoricMarketData',
      query: `?time=${new Date(Date.now() - 86_400_000).toISOString()}`,
    });
    expect(answer.status).toBe(200);
  });

  it('answers the legacy instruments read to an empty JSON object body', async () => {
    const answer = await get({ method: 'POST', path: '/trading/api/instrument/getinstruments', body: '{}' });
    expect(answer.status).toBe(200);
    expect(Array.isArray(answer.json)).toBe(true);
  });
});

describe('loans', () => {
  it('lists borrower and lender reports with the loan report fields, and reads one portfolio', async () => {
    const borrow = await get({ path: '/loans/v1/report/borrow' });
    expect(borrow.status).toBe(200);
    expect((await get({ path: '/loans/v1/report/lend' })).status).toBe(200);
    const report = list(borrow.json)[0];
    if (report === undefined) return;
    expect(report).toMatchObject({
      portfolioId: expect.any(String),
      loans: expect.any(Array),
      collaterals: expect.any(Array),
    });
    for (const field of ['serviceFee', 'collateralization', 'currentLtv', 'smLtv', 'hmLtv'])
      expect(typeof report[field]).toBe('number');
    expect(report.smLtv as number).toBeLessThan(report.hmLtv as number);
    expect((await get({ path: `/loans/v1/report/borrow/${report.portfolioId as string}` })).json).toMatchObject({
      portfolioId: report.portfolioId,
    });
    expectProblem(await get({ path: '/loans/v1/report/borrow/NO-SUCH-PORTFOLIO' }), 404);
  });
});

describe('legacy statements', () => {
  it('answers both legacy statement reads to their JSON bodies', async () => {
    const accounts = list((await get({ path: '/custody/v1/Accounts' })).json);
    const accountNumber = String(accounts[0]!.id).padStart(12, '0');
    const dateFrom = new Date(Date.now() - 30 * 86_400_000).toISOString();
    const dateTo = new Date().toISOString();
    const one = await get({
      method: 'POST',
      path: '/trading/api/account/getaccountstatement',
      body: JSON.stringify({ accountNumber, dateFrom, dateTo, messageType: 'Statement' }),
    });
    expect(one.status, one.text.slice(0, 300)).toBe(200);
    const all = await get({
      method: 'POST',
      path: '/trading/api/account/getaccountstatementsforclient',
      body: JSON.stringify({ dateFrom, dateTo }),
    });
    expect(all.status, all.text.slice(0, 300)).toBe(200);
  });
});

describe('problem details', () => {
  it('answers an unknown path 404 and a known path with another method 405, as problem details', async () => {
    expectProblem(await get({ path: '/custody/v1/NoSuchThing' }), 404);
    const wrongMethod = await get({ method: 'DELETE', path: '/custody/v1/Accounts' });
    expectProblem(wrongMethod, 405);
    expect(wrongMethod.headers.get('allow')).toMatch(/GET/);
  });

  it('answers validation errors 400 with errors keyed by field', async () => {
    const problem = expectProblem(await get({ path: '/trading/api/v3/Orders', query: '?pageSize=0' }), 400);
    expect(Object.keys(problem.errors ?? {})).toContain('pageSize');
  });
});
