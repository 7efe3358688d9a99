import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { catalog } from '../../../shared/api/catalog';
import {
  boolParam,
  dateTimeParam,
  enumArrayParam,
  intParam,
  pageParam,
  pageSizeParam,
  textArrayParam,
} from '../../../shared/api/schemas/url-codecs';
import { buildPath, buildQuery } from '../../../shared/api/url';

// The team's shared signing vectors, copied into the repository (origin: test/fixtures/README.md).
const vectors = JSON.parse(readFileSync(new URL('../../fixtures/signing-vectors.json', import.meta.url), 'utf8')) as {
  name: string;
  query: string;
}[];

const paths = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
};

/** Reads a query string the way a server does: repeated keys become arrays. */
function parseQuery(query: string): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(query)) {
    const seen = values[key];
    values[key] = seen === undefined ? value : Array.isArray(seen) ? [...seen, value] : [seen, value];
  }
  return values;
}

describe('scalar codecs', () => {
  it('int: decodes digits, encodes text, enforces bounds both ways', () => {
    const size = intParam({ min: 1, max: 1000 });
    expect(z.decode(size, '50')).toBe(50);
    expect(z.encode(size, 50)).toBe('50');
    for (const bad of ['0', '1001', '1.5', 'abc', '', ' 5']) expect(size.safeParse(bad).success, bad).toBe(false);
    expect(z.safeEncode(size, 0).success).toBe(false);
    expect(z.safeEncode(size, 1.5).success).toBe(false);
    expect(size.safeParse(['1', '2']).success).toBe(false);
  });

  it('page >= 1 and pageSize 1..1000', () => {
    expect(pageParam.safeParse('0').success).toBe(false);
    expect(pageParam.parse('1')).toBe(1);
    expect(pageSizeParam.parse('1000')).toBe(1000);
    expect(pageSizeParam.safeParse('1001').success).toBe(false);
  });

  it('boolean: true/false in any case, encodes lower case', () => {
    expect(boolParam.parse('True')).toBe(true);
    expect(boolParam.parse('false')).toBe(false);
    expect(boolParam.safeParse('yes').success).toBe(false);
    expect(z.encode(boolParam, true)).toBe('true');
  });

  it('date-time: ISO 8601 UTC only', () => {
    expect(dateTimeParam.parse('2026-11-01T00:00:00.000Z')).toBe('2026-11-01T00:00:00.000Z');
    expect(dateTimeParam.safeParse('2026-11-01').success).toBe(false);
    expect(dateTimeParam.safeParse('2026-11-01T01:00:00+01:00').success).toBe(false);
  });
});

describe('array codecs', () => {
  const statuses = enumArrayParam(['New', 'Filled']);

  it('accepts one string or a list, always decoding to a list', () => {
    expect(statuses.parse('New')).toEqual(['New']);
    expect(statuses.parse(['New', 'Filled'])).toEqual(['New', 'Filled']);
    expect(z.encode(statuses, ['Filled'])).toEqual(['Filled']);
  });

  it('refuses values outside the enumeration, naming the element', () => {
    expect(paths(statuses, ['New', 'Gone'])).toEqual(['1']);
    expect(z.safeEncode(statuses, ['Gone' as never]).success).toBe(false);
  });

  it('refuses empty text entries', () => {
    expect(textArrayParam().safeParse(['BTC', '']).success).toBe(false);
  });
});

describe('endpoint queries', () => {
  const listOrders = catalog['trading.listOrders'];

  it('produces the signing vector query from typed values', () => {
    const vector = vectors.find((entry) => entry.name === 'get-with-percent-encoded-and-repeated-query-params');
    const query = buildQuery(listOrders, {
      symbols: ['BTC/CHF', 'ETH/CHF'],
      side: 'Buy',
      transactionTimeMin: '2026-11-01T00:00:00.000Z',
      page: 1,
      pageSize: 50,
    });
    expect(query).toBe(vector?.query);
  });

  it('decodes that query back to the same typed values', () => {
    const vector = vectors.find((entry) => entry.name === 'get-with-percent-encoded-and-repeated-query-params');
    expect(listOrders.query.parse(parseQuery(vector?.query ?? ''))).toEqual({
      symbols: ['BTC/CHF', 'ETH/CHF'],
      side: 'Buy',
      transactionTimeMin: '2026-11-01T00:00:00.000Z',
      page: 1,
      pageSize: 50,
    });
  });

  it('round-trips every order filter and leaves absent ones out', () => {
    const typed = {
      scope: 'Open' as const,
      account: 100200,
      orderTypes: ['Limit' as const, 'StopLimit' as const],
      status: ['New' as const],
      timeInForce: ['GoodTillCancel' as const],
      expiresTimeMax: '2026-12-01T00:00:00.000Z',
      pageSize: 1000,
    };
    const query = buildQuery(listOrders, typed);
    expect(query).toBe(
      '?scope=Open&account=100200&orderTypes=Limit&orderTypes=StopLimit&status=New&timeInForce=GoodTillCancel&expiresTimeMax=2026-12-01T00%3A00%3A00.000Z&pageSize=1000',
    );
    expect(listOrders.query.parse(parseQuery(query))).toEqual(typed);
    expect(buildQuery(listOrders, {})).toBe('');
  });

  it('refuses out-of-range paging and reversed time bounds', () => {
    expect(paths(listOrders.query, { page: '0' })).toEqual(['page']);
    expect(paths(listOrders.query, { pageSize: '5000' })).toEqual(['pageSize']);
    expect(
      paths(listOrders.query, {
        transactionTimeMin: '2026-11-02T00:00:00Z',
        transactionTimeMax: '2026-11-01T00:00:00Z',
      }),
    ).toEqual(['transactionTimeMax']);
    expect(() =>
      buildQuery(listOrders, { expiresTimeMin: '2026-11-02T00:00:00Z', expiresTimeMax: '2026-11-01T00:00:00Z' }),
    ).toThrow();
  });

  it('staking order list: patterns of accountNumber and externalReference, states as a list', () => {
    const list = catalog['staking.listOrders'];
    expect(
      buildQuery(list, { accountNumber: '000000100300', states: ['Open', 'Processing'], page: 1, pageSize: 10 }),
    ).toBe('?accountNumber=000000100300&states=Open&states=Processing&page=1&pageSize=10');
    expect(paths(list.query, { accountNumber: '100300' })).toEqual(['accountNumber']);
    expect(paths(list.query, { externalReference: 'ABCDEFGHI' })).toEqual(['externalReference']);
    expect(paths(list.query, { externalReference: 'ABCDEFGHIJ', orderType: 'Exit', states: 'Completed' })).toEqual([]);
    expect(paths(list.query, { orderType: 'Stake' })).toEqual(['orderType']);
  });

  it('staking account reads: booleans and the 12-digit path', () => {
    const read = catalog['staking.getAccount'];
    expect(buildPath(read, { accountNumber: '000000100300' })).toBe('/staking/v5/stakingAccounts/000000100300');
    expect(buildQuery(read, { includeRewards: true })).toBe('?includeRewards=true');
    expect(read.query.parse({ includeOrdersInProgress: 'true' })).toEqual({ includeOrdersInProgress: true });
    expect(() => buildPath(read, { accountNumber: '42' })).toThrow();
  });

  it('staking rewards: payout bounds must be ordered', () => {
    const list = catalog['staking.listRewards'];
    expect(
      paths(list.query, {
        payoutTimeAfterInclusive: '2026-11-02T00:00:00Z',
        payoutTimeBeforeExclusive: '2026-11-01T00:00:00Z',
      }),
    ).toEqual(['payoutTimeBeforeExclusive']);
  });

  it('historical portfolio value: from and to required and ordered', () => {
    const read = catalog['custody.historicalPortfolioValue'];
    expect(paths(read.query, {})).toEqual(['from', 'to']);
    expect(paths(read.query, { from: '2026-11-02T00:00:00Z', to: '2026-11-01T00:00:00Z' })).toEqual(['to']);
    expect(
      buildQuery(read, { from: '2026-11-01T00:00:00.000Z', to: '2026-11-02T00:00:00.000Z', interval: 'Hour' }),
    ).toBe('?from=2026-11-01T00%3A00%3A00.000Z&to=2026-11-02T00%3A00%3A00.000Z&interval=Hour');
  });
});

describe('path params', () => {
  it('custody account id: integer both ways', () => {
    const read = catalog['custody.getAccount'];
    expect(buildPath(read, { accountId: 100200 })).toBe('/custody/v1/Accounts/100200');
    expect(read.params.parse({ accountId: '100200' })).toEqual({ accountId: 100200 });
    expect(paths(read.params, { accountId: 'abc' })).toEqual(['accountId']);
  });

  it('order id: orderId or clientOrderId text, percent-encoded in the path', () => {
    expect(buildPath(catalog['trading.getOrder'], { id: 'desk/1' })).toBe('/trading/api/v3/Orders/desk%2F1');
  });

  it('staking PUT id must be a uuid (any version)', () => {
    const put = catalog['staking.putOrder'];
    expect(buildPath(put, { id: '6BA7B810-9DAD-11D1-80B4-00C04FD430C8' })).toBe(
      '/staking/v5/stakingOrders/6BA7B810-9DAD-11D1-80B4-00C04FD430C8',
    );
    expect(paths(put.params, { id: 'SO-000001' })).toEqual(['id']);
    expect(paths(catalog['staking.getOrder'].params, { id: 'SO-000001' })).toEqual([]);
  });

  it('report id must be a uuid', () => {
    expect(paths(catalog['reports.getAccountStatement'].params, { reportId: 'latest' })).toEqual(['reportId']);
  });
});
