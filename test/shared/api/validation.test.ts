import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  cancelOrderRequestSchema,
  orderRequestSchema,
  quoteRequestSchema,
} from '../../../shared/api/schemas/order-requests';
import {
  legacyAccountStatementRequestSchema,
  legacyClientStatementsRequestSchema,
} from '../../../shared/api/schemas/legacy';
import {
  accountOrdersStatementRequestSchema,
  accountStatementRequestSchema,
  exchangeRatesStatementRequestSchema,
  stakingRewardsStatementRequestSchema,
} from '../../../shared/api/schemas/reports';
import { payoutAccountRequestSchema } from '../../../shared/api/schemas/staking-accounts';
import { stakingOrderRequestSchema } from '../../../shared/api/schemas/staking';
import { asDecimal } from '../../../shared/wire/decimal';
import { LosslessNumber } from '../../../shared/wire/json';

/** Paths of the issues a decode of `input` reports, or [] when it is valid. */
function issuePaths(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
}

/** Checks a typed (app-side) value both ways: decoding its wire form and encoding it. */
function expectBothWays(
  schema: z.ZodType,
  app: Record<string, unknown>,
  wire: Record<string, unknown>,
  paths: string[],
) {
  expect(issuePaths(schema, wire)).toEqual(paths);
  const encoded = z.safeEncode(schema, app as never);
  expect(encoded.success ? [] : encoded.error.issues.map((issue) => issue.path.join('.'))).toEqual(paths);
}

const n = (text: string) => new LosslessNumber(text);

describe('order request rules', () => {
  const app = {
    symbol: 'BTC',
    currency: 'CHF',
    transactionTime: '2026-11-22T13:45:00.000Z',
    orderType: 'Market',
    timeInForce: 'ImmediateOrCancel',
    fromAccount: 100200,
    clientOrderId: 'desk-1',
    side: 'Buy',
    quantity: asDecimal('0.5'),
  };
  const wire = { ...app, quantity: n('0.5') };

  it('accepts a valid market order both ways', () => expectBothWays(orderRequestSchema, app, wire, []));

  for (const field of [
    'symbol',
    'currency',
    'transactionTime',
    'orderType',
    'timeInForce',
    'fromAccount',
    'clientOrderId',
    'side',
    'quantity',
  ]) {
    it(`requires ${field}`, () => {
      const { [field]: _a, ...appRest } = app as Record<string, unknown>;
      const { [field]: _w, ...wireRest } = wire as Record<string, unknown>;
      expectBothWays(orderRequestSchema, appRest, wireRest, [field]);
    });
  }

  it('requires quoteId for PreviouslyQuoted', () => {
    expectBothWays(
      orderRequestSchema,
      { ...app, orderType: 'PreviouslyQuoted' },
      { ...wire, orderType: 'PreviouslyQuoted' },
      ['quoteId'],
    );
    expectBothWays(
      orderRequestSchema,
      { ...app, orderType: 'PreviouslyQuoted', quoteId: 7 },
      { ...wire, orderType: 'PreviouslyQuoted', quoteId: 7 },
      [],
    );
  });

  it('requires limitPrice for Limit and StopLimit, stopPrice for Stop and StopLimit', () => {
    expectBothWays(orderRequestSchema, { ...app, orderType: 'Limit' }, { ...wire, orderType: 'Limit' }, ['limitPrice']);
    expectBothWays(orderRequestSchema, { ...app, orderType: 'Stop' }, { ...wire, orderType: 'Stop' }, ['stopPrice']);
    expectBothWays(
      orderRequestSchema,
      { ...app, orderType: 'StopLimit', limitPrice: null },
      { ...wire, orderType: 'StopLimit', limitPrice: null },
      ['limitPrice', 'stopPrice'],
    );
    const prices = { limitPrice: asDecimal('60000.5'), stopPrice: asDecimal('59000') };
    expectBothWays(
      orderRequestSchema,
      { ...app, orderType: 'StopLimit', ...prices },
      { ...wire, orderType: 'StopLimit', limitPrice: n('60000.5'), stopPrice: n('59000') },
      [],
    );
  });

  it('allows expireTime only with GoodTillCancel', () => {
    const expireTime = '2026-12-01T00:00:00.000Z';
    expectBothWays(orderRequestSchema, { ...app, expireTime }, { ...wire, expireTime }, ['expireTime']);
    expectBothWays(
      orderRequestSchema,
      { ...app, timeInForce: 'GoodTillCancel', expireTime },
      { ...wire, timeInForce: 'GoodTillCancel', expireTime },
      [],
    );
  });

  it('refuses zero and negative quantities and prices', () => {
    expectBothWays(orderRequestSchema, { ...app, quantity: asDecimal('0.000') }, { ...wire, quantity: n('0.000') }, [
      'quantity',
    ]);
    expectBothWays(orderRequestSchema, { ...app, quantity: asDecimal('-1') }, { ...wire, quantity: -1 }, ['quantity']);
    expect(issuePaths(orderRequestSchema, { ...wire, orderType: 'Limit', limitPrice: 0 })).toEqual(['limitPrice']);
    expect(issuePaths(orderRequestSchema, { ...wire, quantity: n('1e-8') })).toEqual([]);
  });

  it('refuses Unknown and other values outside the request enumerations', () => {
    expectBothWays(orderRequestSchema, { ...app, side: 'Unknown' }, { ...wire, side: 'Unknown' }, ['side']);
    expect(issuePaths(orderRequestSchema, { ...wire, orderType: 'Iceberg' })).toEqual(['orderType']);
    expect(issuePaths(orderRequestSchema, { ...wire, timeInForce: 'Day' })).toEqual(['timeInForce']);
  });

  it('requires transactionTime in UTC', () => {
    expect(issuePaths(orderRequestSchema, { ...wire, transactionTime: '2026-11-22T14:45:00+01:00' })).toEqual([
      'transactionTime',
    ]);
  });

  it('validates the quote request', () => {
    const quote = { symbol: 'BTC', currency: 'CHF', side: 'Sell', quantity: n('1.25') };
    expect(issuePaths(quoteRequestSchema, quote)).toEqual([]);
    expect(issuePaths(quoteRequestSchema, { ...quote, quantity: 0 })).toEqual(['quantity']);
  });
});

describe('cancel request rules', () => {
  const base = { account: 100200, transactionTime: '2026-11-22T13:45:00.000Z' };

  it('needs orderId or clientOrderId', () => {
    expectBothWays(cancelOrderRequestSchema, base, base, ['orderId']);
    expectBothWays(
      cancelOrderRequestSchema,
      { ...base, clientOrderId: null, orderId: null },
      { ...base, clientOrderId: null, orderId: null },
      ['orderId'],
    );
    expectBothWays(cancelOrderRequestSchema, { ...base, orderId: 5 }, { ...base, orderId: 5 }, []);
    expectBothWays(
      cancelOrderRequestSchema,
      { ...base, clientOrderId: 'desk-1', cancelRequestId: 'c-1' },
      { ...base, clientOrderId: 'desk-1', cancelRequestId: 'c-1' },
      [],
    );
  });

  it('requires account and transactionTime', () => {
    expect(issuePaths(cancelOrderRequestSchema, { orderId: 5 })).toEqual(['account', 'transactionTime']);
  });
});

describe('staking order PUT rules', () => {
  const product = '6ba7b810-9dad-11d1-80b4-00c04fd430c8';
  const app = { fromAccountNumber: '000000100200', amount: asDecimal('32') };
  const wire = { ...app, amount: 32 };

  it('requires productId when toAccountNumber is null', () => {
    expectBothWays(stakingOrderRequestSchema, app, wire, ['productId']);
    expectBothWays(stakingOrderRequestSchema, { ...app, toAccountNumber: null }, { ...wire, toAccountNumber: null }, [
      'productId',
    ]);
    expectBothWays(stakingOrderRequestSchema, { ...app, productId: product }, { ...wire, productId: product }, []);
  });

  it('refuses productId when toAccountNumber is set', () => {
    const target = { toAccountNumber: '000000100300' };
    expectBothWays(
      stakingOrderRequestSchema,
      { ...app, ...target, productId: product },
      { ...wire, ...target, productId: product },
      ['productId'],
    );
    expectBothWays(stakingOrderRequestSchema, { ...app, ...target }, { ...wire, ...target }, []);
  });

  it('checks account number and externalReference patterns', () => {
    const valid = { ...wire, productId: product };
    expect(issuePaths(stakingOrderRequestSchema, { ...valid, fromAccountNumber: '100200' })).toEqual([
      'fromAccountNumber',
    ]);
    expect(
      issuePaths(stakingOrderRequestSchema, { ...valid, toAccountNumber: '00000010030A', productId: null }),
    ).toEqual(['toAccountNumber']);
    expect(issuePaths(stakingOrderRequestSchema, { ...valid, externalReference: 'AB12CD34EF' })).toEqual([]);
    expect(issuePaths(stakingOrderRequestSchema, { ...valid, externalReference: 'ab12cd34ef' })).toEqual([
      'externalReference',
    ]);
    expect(issuePaths(stakingOrderRequestSchema, { ...valid, externalReference: 'AB12CD34E' })).toEqual([
      'externalReference',
    ]);
    expect(issuePaths(stakingOrderRequestSchema, { ...valid, productId: 'not-a-uuid' })).toEqual(['productId']);
    expect(issuePaths(stakingOrderRequestSchema, { ...valid, amount: 0 })).toEqual(['amount']);
  });

  it('checks the payout account number', () => {
    expect(issuePaths(payoutAccountRequestSchema, { payoutAccountNumber: '000000100200' })).toEqual([]);
    expect(issuePaths(payoutAccountRequestSchema, { payoutAccountNumber: '0000001002001' })).toEqual([
      'payoutAccountNumber',
    ]);
  });
});

describe('report and statement ranges', () => {
  const ranges: [string, z.ZodType, Record<string, unknown>][] = [
    ['account orders', accountOrdersStatementRequestSchema, {}],
    ['account', accountStatementRequestSchema, { referenceCurrency: 'CHF' }],
    ['exchange rates', exchangeRatesStatementRequestSchema, { referenceCurrency: 'CHF' }],
    ['staking rewards', stakingRewardsStatementRequestSchema, {}],
  ];
  for (const [name, schema, extra] of ranges) {
    it(`${name} statement: dateFrom after dateTo is refused on dateTo, both ways`, () => {
      const bad = { dateFrom: '2026-11-02', dateTo: '2026-11-01', ...extra };
      expectBothWays(schema, bad, bad, ['dateTo']);
      const same = { dateFrom: '2026-11-01', dateTo: '2026-11-01', ...extra };
      expectBothWays(schema, same, same, []);
    });
  }

  it('requires calendar dates, not date-times', () => {
    expect(
      issuePaths(accountOrdersStatementRequestSchema, { dateFrom: '2026-11-01T00:00:00Z', dateTo: '2026-11-02' }),
    ).toEqual(['dateFrom']);
  });

  it('legacy statements: dateFrom after dateTo is refused', () => {
    const body = {
      accountNumber: '000000100200',
      dateFrom: '2026-11-02T00:00:00.000Z',
      dateTo: '2026-11-01T00:00:00.000Z',
    };
    expect(issuePaths(legacyAccountStatementRequestSchema, body)).toEqual(['dateTo']);
    expect(
      issuePaths(legacyAccountStatementRequestSchema, {
        ...body,
        dateTo: '2026-11-03T00:00:00.000Z',
        messageType: 'MT940',
      }),
    ).toEqual([]);
    expect(issuePaths(legacyClientStatementsRequestSchema, { dateFrom: body.dateFrom, dateTo: body.dateTo })).toEqual([
      'dateTo',
    ]);
  });
});
