import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { catalog } from '../../../shared/api/catalog';
import { orderRequestSchema } from '../../../shared/api/schemas/order-requests';
import { tradingOrderSchema } from '../../../shared/api/schemas/orders';
import { parseWireJson, stringifyWireJson } from '../../../shared/wire/json';
import { fullOrderWire, minimalOrderWire, vectorOrderBody } from './fixtures';

describe('order response decimals', () => {
  it('decodes a full order with exact decimal text', () => {
    const order = tradingOrderSchema.parse(parseWireJson(fullOrderWire));
    expect(order.quantity).toBe('0.123456789012345678');
    expect(order.price).toBe('12345678901234567890.12');
    expect(order.commission).toBe('0.000000000000000001');
    expect(order.legs?.[0]?.price).toBe('12345678901234567890.12');
    expect(order.leavesQuantity).toBe('0');
  });

  it('encodes a full order back to the very same wire text', () => {
    const order = tradingOrderSchema.parse(parseWireJson(fullOrderWire));
    expect(stringifyWireJson(z.encode(tradingOrderSchema, order))).toBe(fullOrderWire);
  });

  it('round-trips an order list envelope', () => {
    const text = `{"content":[${fullOrderWire},${minimalOrderWire}],"count":2}`;
    const schema = catalog['trading.listOrders'].response;
    const list = schema.parse(parseWireJson(text));
    expect(list.content.map((order) => order.quantity)).toEqual(['0.123456789012345678', '2']);
    expect(stringifyWireJson(z.encode(schema, list))).toBe(text);
  });
});

describe('order request body', () => {
  it('encodes the signing vector order to the exact bytes that were signed', () => {
    const order = orderRequestSchema.parse(parseWireJson(vectorOrderBody));
    expect(order.quantity).toBe('0.0105');
    expect(stringifyWireJson(z.encode(orderRequestSchema, order))).toBe(vectorOrderBody);
  });
});
