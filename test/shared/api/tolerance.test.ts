import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { catalog } from '../../../shared/api/catalog';
import { tolerantEnum } from '../../../shared/api/schemas/common';
import { custodyAccountSchema } from '../../../shared/api/schemas/custody';
import { tradingOrderSchema } from '../../../shared/api/schemas/orders';
import { problemDetailsSchema } from '../../../shared/api/schemas/problem';
import { reportSchema } from '../../../shared/api/schemas/reports';
import { stakingOrderSchema } from '../../../shared/api/schemas/staking';
import { parseWireJson, stringifyWireJson } from '../../../shared/wire/json';
import { custodyAccountWire, minimalOrderWire, stakingOrderWire } from './fixtures';

const wire = (text: string) => parseWireJson(text) as Record<string, unknown>;

describe('tolerantEnum', () => {
  const side = tolerantEnum(['Buy', 'Sell']);

  it('decodes a value it does not know to Unknown', () => {
    expect(side.parse('Short')).toBe('Unknown');
    expect(side.parse('')).toBe('Unknown');
  });

  it('keeps known values, including Unknown itself', () => {
    expect(side.parse('Sell')).toBe('Sell');
    expect(side.parse('Unknown')).toBe('Unknown');
  });

  it('encodes known values and refuses others', () => {
    expect(z.encode(side, 'Buy')).toBe('Buy');
    expect(z.encode(side, 'Unknown')).toBe('Unknown');
    expect(() => z.encode(side, 'Short' as never)).toThrow();
  });

  it('still refuses a missing value or a non-string', () => {
    expect(side.safeParse(undefined).success).toBe(false);
    expect(side.safeParse(3).success).toBe(false);
  });

  it('adds Unknown only once', () => {
    expect(tolerantEnum(['A', 'Unknown']).out.unwrap().options).toEqual(['A', 'Unknown']);
    expect(tolerantEnum(['A']).out.unwrap().options).toEqual(['A', 'Unknown']);
  });
});

describe('response tolerance', () => {
  it('maps new enum values of a custody account to Unknown, flags included', () => {
    const account = custodyAccountSchema.parse({
      ...wire(custodyAccountWire),
      state: 'Frozen',
      type: 'Omnibus',
      subType: 'X',
      flags: ['New', 'StakingEnabled'],
    });
    expect(account).toMatchObject({
      state: 'Unknown',
      type: 'Unknown',
      subType: 'Unknown',
      flags: ['Unknown', 'StakingEnabled'],
    });
  });

  it('maps new order status, type and execution type to Unknown', () => {
    const order = tradingOrderSchema.parse({
      ...wire(minimalOrderWire),
      status: 'Suspended',
      orderType: 'Iceberg',
      executionType: 'Restated',
      tenor: 'T+2',
    });
    expect(order).toMatchObject({
      status: 'Unknown',
      orderType: 'Unknown',
      executionType: 'Unknown',
      tenor: 'Unknown',
    });
  });

  it('maps new staking order state and type to Unknown', () => {
    const order = stakingOrderSchema.parse({ ...wire(stakingOrderWire), state: 'OnHold', type: 'Restake' });
    expect(order).toMatchObject({ state: 'Unknown', type: 'Unknown' });
  });

  it('maps a new report state to Unknown', () => {
    expect(reportSchema(z.object({})).parse({ state: 'Queued', reportData: null }).state).toBe('Unknown');
  });

  it('drops fields it does not know instead of failing', () => {
    const account = custodyAccountSchema.parse({ ...wire(custodyAccountWire), color: 'blue', nested: { a: 1 } });
    expect(account).not.toHaveProperty('color');
    expect(account.id).toBe(100200);
  });

  it('accepts null for optional order fields and their absence alike', () => {
    expect(tradingOrderSchema.parse(wire(minimalOrderWire)).price).toBeUndefined();
    expect(tradingOrderSchema.parse({ ...wire(minimalOrderWire), price: null }).price).toBeNull();
  });

  it('accepts date-times with an explicit offset and 7 fractional digits (ASP.NET)', () => {
    const order = tradingOrderSchema.parse({
      ...wire(minimalOrderWire),
      createdAt: '2026-11-22T13:45:00.1234567+00:00',
    });
    expect(order.createdAt).toBe('2026-11-22T13:45:00.1234567+00:00');
  });

  it('reads problem details with extension members and without optional ones', () => {
    const problem = problemDetailsSchema.parse({
      status: 400,
      title: 'Bad',
      errors: { side: ['Unknown side'] },
      extra: true,
    });
    expect(problem).toEqual({ status: 400, title: 'Bad', errors: { side: ['Unknown side'] } });
    expect(problemDetailsSchema.parse({})).toEqual({});
  });
});

describe('missing required fields', () => {
  const cases: [string, z.ZodType, string, string][] = [
    ['custody account', custodyAccountSchema, custodyAccountWire, 'balance'],
    ['custody account', custodyAccountSchema, custodyAccountWire, 'name'],
    ['order', tradingOrderSchema, minimalOrderWire, 'orderId'],
    ['order', tradingOrderSchema, minimalOrderWire, 'status'],
    ['staking order', stakingOrderSchema, stakingOrderWire, 'toAccountNumber'],
  ];
  for (const [name, schema, text, field] of cases) {
    it(`fails a ${name} without ${field}, naming the field`, () => {
      const { [field]: _removed, ...rest } = wire(text);
      const result = schema.safeParse(rest);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.path)).toEqual([[field]]);
    });
  }

  it('names the element path inside a list response', () => {
    const accounts = [wire(custodyAccountWire), { ...wire(custodyAccountWire), id: undefined }];
    const result = catalog['custody.listAccounts'].response.safeParse(accounts);
    expect(result.error?.issues[0]?.path).toEqual([1, 'id']);
  });

  it('refuses a missing required enum instead of calling it Unknown', () => {
    const { status: _status, ...rest } = wire(minimalOrderWire);
    expect(tradingOrderSchema.safeParse(rest).success).toBe(false);
  });

  it('round-trips a custody account list to the same wire text', () => {
    const text = `[${custodyAccountWire}]`;
    const schema = catalog['custody.listAccounts'].response;
    expect(stringifyWireJson(z.encode(schema, schema.parse(parseWireJson(text))))).toBe(text);
  });
});
