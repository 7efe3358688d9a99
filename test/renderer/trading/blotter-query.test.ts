import { describe, expect, it } from 'vitest';
import { CLOSED_STATUSES, DEFAULT_FILTER, listQuery } from '../../../renderer/src/trading/blotter-query';

const NOW = Date.parse('2026-11-25T12:00:00Z');

describe('blotter filters to the order list query', () => {
  it('asks for All by default and Open for the open view', () => {
    expect(listQuery(DEFAULT_FILTER, NOW)).toEqual({ scope: 'All' });
    expect(listQuery({ ...DEFAULT_FILTER, view: 'open' }, NOW)).toEqual({ scope: 'Open' });
  });

  it('builds the closed view from scope All and the finished statuses, never scope Closed', () => {
    expect(listQuery({ ...DEFAULT_FILTER, view: 'closed' }, NOW)).toEqual({
      scope: 'All',
      status: [...CLOSED_STATUSES],
    });
    expect(listQuery({ ...DEFAULT_FILTER, view: 'closed', statuses: ['Filled', 'New'] }, NOW)).toEqual({
      scope: 'All',
      status: ['Filled'],
    });
  });

  it('answers null (no request) when the statuses cannot match the view', () => {
    expect(listQuery({ ...DEFAULT_FILTER, view: 'closed', statuses: ['New'] }, NOW)).toBeNull();
    expect(listQuery({ ...DEFAULT_FILTER, view: 'open', statuses: ['Filled'] }, NOW)).toBeNull();
  });

  it('maps every filter and sends a single timeInForce value', () => {
    const query = listQuery(
      {
        view: 'all',
        account: 1001,
        orderTypes: ['Limit', 'Stop'],
        statuses: ['New', 'PartiallyFilled'],
        symbols: ['BTC/CHF'],
        side: 'Sell',
        period: '7d',
        timeInForce: 'GoodTillCancel',
      },
      NOW,
    );
    expect(query).toEqual({
      scope: 'All',
      account: 1001,
      orderTypes: ['Limit', 'Stop'],
      status: ['New', 'PartiallyFilled'],
      symbols: ['BTC/CHF'],
      side: 'Sell',
      timeInForce: ['GoodTillCancel'],
      transactionTimeMin: '2026-11-18T12:00:00.000Z',
    });
  });

  it('never sends GoodTilDate, which our list query cannot name', () => {
    expect(listQuery({ ...DEFAULT_FILTER, timeInForce: 'GoodTilDate' }, NOW)).toEqual({ scope: 'All' });
  });
});
