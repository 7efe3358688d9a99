import { describe, expect, it } from 'vitest';
import type { TradingConfiguration } from '../../../shared/api/schemas/trading';
import { BASELINE_ORDER_TYPES, offeredBy } from '../../../renderer/src/trading/offered';

const CONFIG: TradingConfiguration = {
  status: 'Open',
  message: null,
  serverTime: '2026-11-25T10:00:00Z',
  maxOrderAgeSeconds: 30,
  quoteValiditySeconds: 15,
  maxPageSize: 1000,
};

describe('order types offered', () => {
  it('offers the production set without StopLimit when the configuration lists none', () => {
    expect(offeredBy(CONFIG).orderTypes).toEqual(BASELINE_ORDER_TYPES);
    expect(offeredBy(null).orderTypes).not.toContain('StopLimit');
    expect(offeredBy(CONFIG).fromConfiguration).toBe(false);
  });

  it('offers exactly what the configuration lists, StopLimit included only there', () => {
    const listed = { ...CONFIG, orderTypes: ['Market', 'StopLimit', 'Iceberg'] } as unknown as TradingConfiguration;
    expect(offeredBy(listed)).toMatchObject({ orderTypes: ['Market', 'StopLimit'], fromConfiguration: true });
  });

  it('never offers a time in force the order channel cannot carry', () => {
    const listed = { ...CONFIG, timeInForces: ['GoodTillCancel', 'GoodTilDate'] } as unknown as TradingConfiguration;
    expect(offeredBy(listed).timeInForces).toEqual(['GoodTillCancel']);
  });
});
