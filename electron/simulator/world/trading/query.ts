import {
  OPEN_ORDER_STATUSES,
  ORDER_LIST_DEFAULT_PAGE_SIZE,
  type OrderListQuery,
} from '../../../../shared/api/schemas/orders';
import { DEFAULT_PAGE } from '../../../../shared/api/schemas/url-codecs';
import { pageOf } from '../paging';
import type { OrderRecord } from '../state';

const open = new Set<string>(OPEN_ORDER_STATUSES);

function symbolMatcher(symbols: readonly string[]): (order: OrderRecord) => boolean {
  const bases = new Set<string>();
  const pairs = new Set<string>();
  for (const entry of symbols) (entry.includes('/') ? pairs : bases).add(entry.toUpperCase());
  return (order) => bases.has(order.symbol) || pairs.has(`${order.symbol}/${order.currency}`);
}

function timeBound(min: string | undefined, max: string | undefined): ((value: string | null) => boolean) | null {
  if (min === undefined && max === undefined) return null;
  const low = min === undefined ? -Infinity : Date.parse(min);
  const high = max === undefined ? Infinity : Date.parse(max);
  return (value) => {
    if (value === null) return false;
    const time = Date.parse(value);
    return time >= low && time <= high;
  };
}

/**
 * Filters a customer's orders by the list query (every filter optional, all
 * combined with AND), newest first, and cuts the requested page. The account
 * filter matches the funding or the receiving account. `count` is the number
 * of matches on all pages (decisions.md).
 */
export function queryOrders(
  orders: readonly OrderRecord[],
  query: OrderListQuery,
): { content: OrderRecord[]; count: number } {
  const tests: ((order: OrderRecord) => boolean)[] = [];
  if (query.scope === 'Open') tests.push((order) => open.has(order.status));
  if (query.scope === 'Closed') tests.push((order) => !open.has(order.status));
  if (query.account !== undefined) {
    const account = query.account;
    tests.push((order) => order.account === account || order.toAccount === account);
  }
  if (query.orderTypes?.length) {
    const types = new Set<string>(query.orderTypes);
    tests.push((order) => types.has(order.orderType));
  }
  if (query.status?.length) {
    const statuses = new Set<string>(query.status);
    tests.push((order) => statuses.has(order.status));
  }
  if (query.symbols?.length) tests.push(symbolMatcher(query.symbols));
  if (query.side !== undefined) {
    const side = query.side;
    tests.push((order) => order.side === side);
  }
  if (query.timeInForce?.length) {
    const values = new Set<string>(query.timeInForce);
    tests.push((order) => values.has(order.timeInForce));
  }
  const transaction = timeBound(query.transactionTimeMin, query.transactionTimeMax);
  if (transaction) tests.push((order) => transaction(order.transactionTime));
  const expiry = timeBound(query.expiresTimeMin, query.expiresTimeMax);
  if (expiry) tests.push((order) => expiry(order.expireTime));

  const matches: OrderRecord[] = [];
  // Orders are stored oldest first; walk backwards for newest first.
  for (let index = orders.length - 1; index >= 0; index--) {
    const order = orders[index] as OrderRecord;
    if (tests.every((test) => test(order))) matches.push(order);
  }
  const page = query.page ?? DEFAULT_PAGE;
  const pageSize = query.pageSize ?? ORDER_LIST_DEFAULT_PAGE_SIZE;
  return { content: pageOf(matches, page, pageSize), count: matches.length };
}
