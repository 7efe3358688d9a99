// service-api.md, Staking and Reports; decisions.md, Staking and Reports (204, idempotent PUT, 409, envelopes, report states).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectProblem } from './problems';
import { call, numberText, startService, type Call, type Service } from './service';

let service: Service;
let key: Service['credentials'][number];
let customer: number | string;
let ethAccount: string;
let ethProduct: string;
const send = (request: Omit<Call, 'customer'>) => call(service, key, { ...request, customer });
const put = (id: string, body: string) => send({ method: 'PUT', path: `/staking/v5/stakingOrders/${id}`, body });
type Envelope = {
  count: number;
  page: number;
  totalCount: number;
  pageSize: number | null;
  items: Record<string, unknown>[];
};

beforeAll(async () => {
  // Sixty times real time: reports are done within a second (the simulator's choice, outside the specification).
  service = await startService(['--speed', '60']);
  key = service.credentials[0]!;
  customer = key.customers[0]!;
  const accounts = (await send({ path: '/trading/api/v3/Accounts' })).json as {
    account: number;
    assetSymbol: string;
  }[];
  ethAccount = String(accounts.find((account) => account.assetSymbol === 'ETH')!.account).padStart(12, '0');
  const products = (await send({ path: '/staking/v5/products' })).json as {
    id: string;
    assetSymbol: string;
    supportedPayoutAccountTypes: string[];
  }[];
  for (const product of products) expect(product.supportedPayoutAccountTypes).toEqual(expect.any(Array));
  ethProduct = products.find((product) => product.assetSymbol === 'ETH')!.id;
}, 60_000);
afterAll(async () => {
  await service?.stop();
});

describe('staking orders', () => {
  it('takes an ETH entry of exactly 0.123456789012345678 with 204 and answers the same 18 decimals', async () => {
    const id = randomUUID();
    const answer = await put(
      id,
      `{"fromAccountNumber":"${ethAccount}","productId":"${ethProduct}","amount":0.123456789012345678}`,
    );
    expect(answer.status, answer.text).toBe(204);
    expect(answer.text).toBe('');
    const read = await send({ path: `/staking/v5/stakingOrders/${id}` });
    expect(read.status).toBe(200);
    expect(numberText(read.text, 'amount')).toBe('0.123456789012345678');
    const order = read.json as Record<string, unknown>;
    expect(order).toMatchObject({
      id,
      assetSymbol: 'ETH',
      fromAccountNumber: ethAccount,
      type: 'Entry',
      effectuated: expect.any(Boolean),
    });
    expect(['Open', 'Processing', 'Completed', 'Cancelled']).toContain(order.state);
    expect(order.toAccountNumber === null || /^[0-9]{12}$/.test(order.toAccountNumber as string)).toBe(true);
    // By order number too.
    const byNumber = await send({ path: `/staking/v5/stakingOrders/${order.orderNumber as string}` });
    expect((byNumber.json as Record<string, unknown>).id).toBe(id);
  });

  it('is idempotent by id: the same body again is 204, another body 409', async () => {
    const id = randomUUID();
    const body = `{"fromAccountNumber":"${ethAccount}","productId":"${ethProduct}","amount":0.05}`;
    expect((await put(id, body)).status).toBe(204);
    expect((await put(id, body)).status).toBe(204);
    const list = (await send({ path: '/staking/v5/stakingOrders', query: '?pageSize=1000' })).json as Envelope;
    expect(list.items.filter((item) => item.id === id)).toHaveLength(1);
    expectProblem(await put(id, body.replace('0.05', '0.06')), 409);
  });

  it('needs productId when toAccountNumber is null, and refuses productId when toAccountNumber is set (400)', async () => {
    expectProblem(await put(randomUUID(), `{"fromAccountNumber":"${ethAccount}","amount":0.05}`), 400);
    const stakingAccounts = (await send({ path: '/staking/v5/stakingAccounts' })).json as {
      accountNumber: string;
      assetSymbol: string;
    }[];
    const to = stakingAccounts.find((account) => account.assetSymbol === 'ETH')!.accountNumber;
    expectProblem(
      await put(
        randomUUID(),
        `{"fromAccountNumber":"${ethAccount}","toAccountNumber":"${to}","productId":"${ethProduct}","amount":0.05}`,
      ),
      400,
    );
    expect(
      (await put(randomUUID(), `{"fromAccountNumber":"${ethAccount}","toAccountNumber":"${to}","amount":0.05}`)).status,
    ).toBe(204);
  });

  it('checks account number and externalReference patterns (400)', async () => {
    expectProblem(await put(randomUUID(), `{"fromAccountNumber":"123","productId":"${ethProduct}","amount":1}`), 400);
    expectProblem(
      await put(
        randomUUID(),
        `{"fromAccountNumber":"${ethAccount}","productId":"${ethProduct}","amount":1,"externalReference":"abc"}`,
      ),
      400,
    );
    expectProblem(await send({ path: '/staking/v5/stakingOrders', query: '?accountNumber=12' }), 400);
  });

  it('answers the exponent bomb 400 within a second', async () => {
    const bomb = await put(
      randomUUID(),
      `{"fromAccountNumber":"${ethAccount}","productId":"${ethProduct}","amount":1e10000000}`,
    );
    expectProblem(bomb, 400);
    expect(bomb.ms).toBeLessThan(1000);
  });

  it('lists orders in the envelope {count, page, totalCount, pageSize, items}, 10 per page by default, filtered by state', async () => {
    const first = (await send({ path: '/staking/v5/stakingOrders' })).json as Envelope;
    expect(first).toMatchObject({ page: 1, pageSize: 10 });
    expect(first.items.length).toBe(Math.min(10, first.totalCount));
    expect(first.count).toBe(first.items.length);
    const completed = (await send({ path: '/staking/v5/stakingOrders', query: '?states=Completed&pageSize=100' }))
      .json as Envelope;
    for (const item of completed.items) expect(item.state).toBe('Completed');
    expectProblem(await send({ path: '/staking/v5/stakingOrders', query: '?states=Sleeping' }), 400);
    expectProblem(await send({ path: '/staking/v5/stakingOrders/00000000-0000-4000-8000-000000000000' }), 404);
  });

  it('needs customer-number on the staking endpoints (400)', async () => {
    expectProblem(await call(service, key, { path: '/staking/v5/stakingOrders' }), 400);
  });
});

describe('staking accounts, rewards and payout', () => {
  it('lists staking accounts with 12-digit numbers; includeRewards fills rewardDetails; a payout change is 204', async () => {
    const accounts = (await send({ path: '/staking/v5/stakingAccounts', query: '?includeRewards=true' }))
      .json as Record<string, unknown>[];
    expect(accounts.length).toBeGreaterThan(0);
    for (const account of accounts) expect(account.accountNumber).toMatch(/^[0-9]{12}$/);
    expect(accounts.some((account) => account.rewardDetails !== null)).toBe(true);
    const eth = accounts.find((account) => account.assetSymbol === 'ETH')!;
    expect((await send({ path: `/staking/v5/stakingAccounts/${eth.accountNumber as string}` })).status).toBe(200);
    const patch = await send({
      method: 'PATCH',
      path: `/staking/v5/stakingAccounts/${eth.accountNumber as string}`,
      body: JSON.stringify({ payoutAccountNumber: ethAccount }),
    });
    expect(patch.status, patch.text).toBe(204);
  });

  it('pages rewards 10 at a time by default (v6 and v5), reads one by id, bounds the payout time', async () => {
    for (const version of ['v6', 'v5']) {
      const page = (await send({ path: `/staking/${version}/stakingRewards` })).json as Envelope;
      expect(page).toMatchObject({ page: 1, pageSize: 10 });
      expect(page.items).toHaveLength(10);
      const reward = page.items[0]!;
      expect(reward.commissionPercentage as number).toBeGreaterThanOrEqual(0);
      expect(reward.commissionPercentage as number).toBeLessThanOrEqual(100);
      expect((await send({ path: `/staking/${version}/stakingRewards/${reward.id as string}` })).status).toBe(200);
    }
    const now = new Date();
    const after = new Date(now.getTime() - 30 * 86_400_000).toISOString();
    const bounded = (
      await send({
        path: '/staking/v6/stakingRewards',
        query: `?payoutTimeAfterInclusive=${after}&payoutTimeBeforeExclusive=${now.toISOString()}&pageSize=1000`,
      })
    ).json as Envelope;
    for (const item of bounded.items)
      expect(Date.parse(item.createdOn as string)).toBeGreaterThanOrEqual(Date.parse(after));
  });
});

describe('reports', () => {
  const today = () => new Date().toISOString().slice(0, 10);
  const monthAgo = () => new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
  const kinds: [string, () => Record<string, string>][] = [
    ['accountordersstatement', () => ({ dateFrom: monthAgo(), dateTo: today() })],
    ['accountstatement', () => ({ dateFrom: monthAgo(), dateTo: today(), referenceCurrency: 'CHF' })],
    ['balancestatement', () => ({ date: today(), referenceCurrency: 'CHF' })],
    ['exchangeratesstatement', () => ({ dateFrom: monthAgo(), dateTo: today(), referenceCurrency: 'CHF' })],
    ['guaranteestatement', () => ({ date: today(), referenceCurrency: 'CHF' })],
    ['stakingrewardsstatement', () => ({ dateFrom: monthAgo(), dateTo: today() })],
  ];
  for (const [kind, body] of kinds) {
    it(`creates a ${kind} (reportId), reads Processing or Completed, then Completed with reportData`, async () => {
      const created = await send({ method: 'POST', path: `/reporting/api/v1/${kind}`, body: JSON.stringify(body()) });
      expect(created.status, created.text).toBe(200);
      const { reportId } = created.json as { reportId: string };
      expect(reportId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i);
      let report = (await send({ path: `/reporting/api/v1/${kind}/${reportId}` })).json as {
        state: string;
        reportData: unknown;
      };
      expect(['Processing', 'Completed']).toContain(report.state);
      for (let attempt = 0; report.state === 'Processing' && attempt < 100; attempt++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        report = (await send({ path: `/reporting/api/v1/${kind}/${reportId}` })).json as {
          state: string;
          reportData: unknown;
        };
      }
      expect(report.state).toBe('Completed');
      expect(report.reportData).toBeTruthy();
      // The reportData fields the specification shows.
      if (kind === 'accountordersstatement')
        expect(report.reportData).toMatchObject({ dateFrom: monthAgo(), dateTo: today(), items: expect.any(Array) });
      if (kind === 'accountstatement') {
        expect(report.reportData).toMatchObject({
          dateFrom: monthAgo(),
          dateTo: today(),
          referenceCurrency: 'CHF',
          totalValueInReferenceCurrency: expect.any(Number),
          accounts: expect.any(Array),
        });
      }
    });
  }

  it('refuses a range that ends before it starts (400) and answers an unknown report 404', async () => {
    expectProblem(
      await send({
        method: 'POST',
        path: '/reporting/api/v1/accountordersstatement',
        body: JSON.stringify({ dateFrom: today(), dateTo: monthAgo() }),
      }),
      400,
    );
    expectProblem(await send({ path: `/reporting/api/v1/accountordersstatement/${randomUUID()}` }), 404);
  });
});
