import type { OrderListQuery, OrderStatus } from '../../../shared/api/schemas/orders';
import { OPEN_ORDER_STATUSES } from '../../../shared/api/schemas/orders';
import type { TicketOrderType, TicketTimeInForce } from './offered';

/** Which orders the blotter shows: resting ones, finished ones, or all. */
export type BlotterView = 'open' | 'closed' | 'all';
/** Time ranges of the transaction time filter. */
export const PERIODS = ['today', '7d', '30d', '90d', 'any'] as const;
export type Period = (typeof PERIODS)[number];

/** The blotter's filters as the trader set them. Empty lists mean "any". */
export interface BlotterFilter {
  readonly view: BlotterView;
  readonly account: number | null;
  readonly orderTypes: readonly TicketOrderType[];
  readonly statuses: readonly OrderStatus[];
  /** Instrument pairs such as "BTC/CHF". */
  readonly symbols: readonly string[];
  readonly side: 'Buy' | 'Sell' | null;
  readonly period: Period;
  readonly timeInForce: TicketTimeInForce | null;
}

export const DEFAULT_FILTER: BlotterFilter = {
  view: 'all',
  account: null,
  orderTypes: [],
  statuses: [],
  symbols: [],
  side: null,
  period: 'any',
  timeInForce: null,
};

/** Statuses the blotter offers as filters (production also knows Draft; it shows, but is not a filter value we send). */
export const FILTER_STATUSES: readonly OrderStatus[] = [
  'PendingNew',
  'New',
  'PartiallyFilled',
  'PendingCancel',
  'Filled',
  'Cancelled',
  'Rejected',
  'Expired',
];
/** Finished orders: the "closed" view asks for these by status, since production knows no Closed scope. */
export const CLOSED_STATUSES: readonly OrderStatus[] = ['Filled', 'Cancelled', 'Rejected', 'Expired'];

const DAY = 24 * 60 * 60 * 1000;

function periodStart(period: Period, now: number): string | undefined {
  if (period === 'any') return undefined;
  if (period === 'today') {
    const start = new Date(now);
    start.setHours(0, 0, 0, 0);
    return start.toISOString();
  }
  const days = { '7d': 7, '30d': 30, '90d': 90 }[period];
  return new Date(now - days * DAY).toISOString();
}

/** The list query of a filter, or null when the filter can match nothing (no request is needed). */
export type ListQuery = Omit<OrderListQuery, 'page' | 'pageSize'>;

/**
 * Maps the filters onto the order list query using only values production
 * knows: scope All or Open (a "closed" view is scope All with the finished
 * statuses), one timeInForce value, order types from what the desk offers.
 */
export function listQuery(filter: BlotterFilter, now: number): ListQuery | null {
  const query: { -readonly [K in keyof ListQuery]: ListQuery[K] } = { scope: filter.view === 'open' ? 'Open' : 'All' };
  let statuses: OrderStatus[] | null = filter.statuses.length > 0 ? [...filter.statuses] : null;
  if (filter.view === 'open' && statuses) statuses = statuses.filter((status) => OPEN_ORDER_STATUSES.includes(status));
  if (filter.view === 'closed')
    statuses = (statuses ?? [...CLOSED_STATUSES]).filter((status) => CLOSED_STATUSES.includes(status));
  if (statuses && statuses.length === 0) return null;
  if (statuses) query.status = statuses;
  if (filter.account !== null) query.account = filter.account;
  if (filter.orderTypes.length > 0) query.orderTypes = [...filter.orderTypes];
  if (filter.symbols.length > 0) query.symbols = [...filter.symbols];
  if (filter.side) query.side = filter.side;
  // GoodTilDate is production's; our list query cannot name it, so it is filtered on screen only (never sent).
  if (filter.timeInForce && filter.timeInForce !== 'GoodTilDate') query.timeInForce = [filter.timeInForce];
  const from = periodStart(filter.period, now);
  if (from) query.transactionTimeMin = from;
  return query;
}

/** Whether any filter beyond the view is set. */
export function isFiltered(filter: BlotterFilter): boolean {
  return (
    filter.account !== null ||
    filter.orderTypes.length > 0 ||
    filter.statuses.length > 0 ||
    filter.symbols.length > 0 ||
    filter.side !== null ||
    filter.period !== 'any' ||
    filter.timeInForce !== null
  );
}
