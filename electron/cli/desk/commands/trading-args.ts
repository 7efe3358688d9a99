import type { ParseArgsConfig } from 'node:util';
import {
  ORDER_SCOPES,
  ORDER_STATUSES,
  ORDER_TYPES,
  SIDES,
  TIME_IN_FORCES,
} from '../../../../shared/api/schemas/orders';
import { tradingCancelInput, tradingOrderInput, tradingQuoteInput } from '../../../../shared/ipc/schemas/trading';
import type { TradingOrderRequest } from '../../../../shared/ipc/schemas/trading';
import { instrumentPair } from '../../../../shared/ipc/schemas/trading-cancel-all';
import { AppError } from '../../../services/errors';
import { UsageError, type CommandValues } from '../command';
import {
  checkedOptions,
  listOption,
  onlyOptions,
  requiredOption,
  textOption,
  wholeNumberOption,
} from './option-values';

/*
 * Command-line shapes of `desk quote` and `desk orders ...`: parsed with
 * node:util and then checked with the very zod schemas the IPC channels use,
 * so the desk refuses exactly what the window refuses.
 */

export const QUOTE_USAGE = 'desk quote --symbol S --currency C --side Buy|Sell --quantity Q [--from-account N]';
export const ORDERS_USAGE = `desk orders place --symbol S --currency C --side Buy|Sell --type Market|Limit|Stop|StopLimit|PreviouslyQuoted --quantity Q
                  [--limit-price P] [--stop-price P] [--time-in-force T] [--expire-time T] --from-account N [--to-account N]
                  [--quote-id N] [--client-order-id ID] [--commission-included] [--timeout SECONDS] [--yes]
                  (--yes confirms an order above the profile's confirmation threshold; limits are never overridden)
desk orders reconcile
desk orders get ID
desk orders cancel --account N (--order-id N | --client-order-id ID) [--timeout SECONDS]
desk orders cancel-all [--instrument BASE/QUOTE] [--yes]
                  (every open order of the customer, or of one instrument; without --yes it only says how many)
desk orders list [--scope All|Open] [--account N] [--type T]... [--status S]... [--symbol S]... [--side Buy|Sell]
                 [--from TIME] [--to TIME] [--time-in-force T] [--expires-from TIME] [--expires-to TIME] [--page N] [--page-size N]`;

type Options = NonNullable<ParseArgsConfig['options']>;

/** Options of `desk quote`. */
export const QUOTE_OPTIONS: Options = {
  symbol: { type: 'string' },
  currency: { type: 'string' },
  side: { type: 'string' },
  quantity: { type: 'string' },
  'from-account': { type: 'string' },
};

/** Options of every `desk orders` subcommand together (each subcommand refuses the ones it does not take). */
export const ORDERS_OPTIONS: Options = {
  symbol: { type: 'string', multiple: true },
  currency: { type: 'string' },
  side: { type: 'string' },
  type: { type: 'string', multiple: true },
  quantity: { type: 'string' },
  'limit-price': { type: 'string' },
  'stop-price': { type: 'string' },
  'time-in-force': { type: 'string', multiple: true },
  'expire-time': { type: 'string' },
  'from-account': { type: 'string' },
  'to-account': { type: 'string' },
  'quote-id': { type: 'string' },
  'client-order-id': { type: 'string' },
  'commission-included': { type: 'boolean' },
  timeout: { type: 'string' },
  yes: { type: 'boolean' },
  account: { type: 'string' },
  'order-id': { type: 'string' },
  scope: { type: 'string' },
  status: { type: 'string', multiple: true },
  from: { type: 'string' },
  to: { type: 'string' },
  'expires-from': { type: 'string' },
  'expires-to': { type: 'string' },
  page: { type: 'string' },
  'page-size': { type: 'string' },
  instrument: { type: 'string' },
};

const PLACE_FLAGS = [
  'symbol',
  'currency',
  'side',
  'type',
  'quantity',
  'limit-price',
  'stop-price',
  'time-in-force',
  'expire-time',
  'from-account',
  'to-account',
  'quote-id',
  'client-order-id',
  'commission-included',
  'timeout',
  'yes',
];
const CANCEL_FLAGS = ['account', 'order-id', 'client-order-id', 'timeout'];
const CANCEL_ALL_FLAGS = ['instrument', 'yes'];
const LIST_FLAGS = [
  'scope',
  'account',
  'type',
  'status',
  'symbol',
  'side',
  'from',
  'to',
  'time-in-force',
  'expires-from',
  'expires-to',
  'page',
  'page-size',
];

const FLAG_OF: Record<string, string> = {
  orderType: '--type',
  timeInForce: '--time-in-force',
  limitPrice: '--limit-price',
  stopPrice: '--stop-price',
  expireTime: '--expire-time',
  fromAccount: '--from-account',
  toAccount: '--to-account',
  quoteId: '--quote-id',
  clientOrderId: '--client-order-id',
  orderId: '--order-id',
};
const flagOf = (path: string): string => FLAG_OF[path] ?? (path === '' ? 'arguments' : `--${path}`);

/** How long to wait for a write's outcome: --timeout SECONDS (default 30, at most an hour). */
function timeoutMs(values: CommandValues): number {
  const given = textOption(values, 'timeout') ?? '30';
  if (!/^\d+(\.\d+)?$/.test(given) || Number(given) > 3600)
    throw new AppError('validation', '--timeout must be a number of seconds up to 3600.');
  return Number(given) * 1000;
}

/** `desk quote ...` */
export function parseQuoteArgs(values: CommandValues) {
  const [symbol, currency, side, quantity] = ['symbol', 'currency', 'side', 'quantity'].map((flag) =>
    requiredOption(values, flag),
  );
  const fromAccount = wholeNumberOption(values, 'from-account');
  const input = { symbol, currency, side, quantity, ...(fromAccount === undefined ? {} : { fromAccount }) };
  const schema = tradingQuoteInput.omit({ profileId: true, customer: true });
  return checkedOptions(schema, input, flagOf);
}

/** `desk orders place ...`: the order and how long to wait for its outcome. */
export function parsePlaceArgs(values: CommandValues): {
  order: TradingOrderRequest;
  timeoutMs: number;
  confirmed: boolean;
} {
  onlyOptions(values, PLACE_FLAGS, 'orders place');
  for (const flag of ['symbol', 'currency', 'side', 'type', 'quantity', 'from-account']) requiredOption(values, flag);
  const type = textOption(values, 'type');
  // Market and quoted orders take their price now or not at all; resting orders stay until cancelled.
  const timeInForce =
    textOption(values, 'time-in-force') ??
    (type === 'Market' || type === 'PreviouslyQuoted' ? 'ImmediateOrCancel' : 'GoodTillCancel');
  const optional = (key: string, value: unknown) => (value === undefined ? {} : { [key]: value });
  const input = {
    symbol: textOption(values, 'symbol'),
    currency: textOption(values, 'currency'),
    side: textOption(values, 'side'),
    orderType: type,
    timeInForce,
    quantity: textOption(values, 'quantity'),
    fromAccount: wholeNumberOption(values, 'from-account'),
    ...optional('limitPrice', textOption(values, 'limit-price')),
    ...optional('stopPrice', textOption(values, 'stop-price')),
    ...optional('expireTime', textOption(values, 'expire-time')),
    ...optional('toAccount', wholeNumberOption(values, 'to-account')),
    ...optional('quoteId', wholeNumberOption(values, 'quote-id')),
    ...optional('clientOrderId', textOption(values, 'client-order-id')),
    ...optional('isCommissionIncluded', values['commission-included']),
  };
  const order = checkedOptions(tradingOrderInput, input, flagOf);
  return { order, timeoutMs: timeoutMs(values), confirmed: values['yes'] === true };
}

/** `desk orders cancel ...` */
export function parseCancelArgs(values: CommandValues): {
  account: number;
  orderId?: number;
  clientOrderId?: string;
  timeoutMs: number;
} {
  onlyOptions(values, CANCEL_FLAGS, 'orders cancel');
  requiredOption(values, 'account');
  if ((values['order-id'] === undefined) === (values['client-order-id'] === undefined))
    throw new UsageError('Give exactly one of --order-id or --client-order-id.');
  const input = {
    profileId: '00000000-0000-4000-8000-000000000000',
    customer: 'x',
    account: wholeNumberOption(values, 'account'),
    ...(values['order-id'] === undefined ? {} : { orderId: wholeNumberOption(values, 'order-id') }),
    ...(values['client-order-id'] === undefined ? {} : { clientOrderId: values['client-order-id'] }),
  };
  const { account, orderId, clientOrderId } = checkedOptions(tradingCancelInput, input, flagOf);
  return {
    account,
    ...(orderId === undefined ? {} : { orderId }),
    ...(clientOrderId === undefined ? {} : { clientOrderId }),
    timeoutMs: timeoutMs(values),
  };
}

/** `desk orders cancel-all [--instrument BTC/CHF] [--yes]`: the instrument checked by the IPC channel's own schema. */
export function parseCancelAllArgs(values: CommandValues): { instrument?: string; confirmed: boolean } {
  onlyOptions(values, CANCEL_ALL_FLAGS, 'orders cancel-all');
  const given = textOption(values, 'instrument');
  const instrument = given === undefined ? undefined : checkedOptions(instrumentPair, given, () => '--instrument');
  return { ...(instrument === undefined ? {} : { instrument }), confirmed: values['yes'] === true };
}

/** `desk orders get ID`: an orderId or a clientOrderId. */
export function parseGetArgs(values: CommandValues, positionals: readonly string[]): string {
  onlyOptions(values, [], 'orders get');
  if (positionals.length !== 1) throw new UsageError('`orders get` takes one ID (an order number or a clientOrderId).');
  const id = positionals[0] ?? '';
  if (!/^[\x21-\x7E]{1,64}$/.test(id))
    throw new AppError('validation', 'ID must be an order number or a clientOrderId (1 to 64 characters, no spaces).');
  return id;
}

function oneOf<T extends string>(values: readonly T[], given: string, flag: string): T {
  const found = values.find((value) => value.toLowerCase() === given.toLowerCase() && value !== 'Unknown');
  if (!found)
    throw new AppError(
      'validation',
      `${flag} must be one of ${values.filter((value) => value !== 'Unknown').join(', ')}, not "${given}".`,
    );
  return found;
}

function time(value: string | undefined, flag: string): string | undefined {
  if (value === undefined) return undefined;
  if (Number.isNaN(Date.parse(value)) || !/^\d{4}-\d{2}-\d{2}T/.test(value))
    throw new AppError('validation', `${flag} must be an ISO time such as 2026-01-31T16:00:00Z.`);
  return new Date(value).toISOString();
}

/** `desk orders list [filters]`: the order list query (the client checks it once more before sending). */
export function parseListArgs(values: CommandValues): Record<string, unknown> {
  onlyOptions(values, LIST_FLAGS, 'orders list');
  const query: Record<string, unknown> = {};
  const set = (key: string, value: unknown) => {
    if (value !== undefined && !(Array.isArray(value) && value.length === 0)) query[key] = value;
  };
  // Production knows scope All and Open only, and one timeInForce value: nothing else is sent.
  set(
    'scope',
    textOption(values, 'scope') === undefined
      ? undefined
      : oneOf(
          ORDER_SCOPES.filter((scope) => scope !== 'Closed'),
          textOption(values, 'scope') ?? '',
          '--scope',
        ),
  );
  set('account', wholeNumberOption(values, 'account'));
  set(
    'orderTypes',
    listOption(values, 'type').map((value) => oneOf(ORDER_TYPES, value, '--type')),
  );
  set(
    'status',
    listOption(values, 'status').map((value) => oneOf(ORDER_STATUSES, value, '--status')),
  );
  set('symbols', listOption(values, 'symbol'));
  set(
    'side',
    textOption(values, 'side') === undefined ? undefined : oneOf(SIDES, textOption(values, 'side') ?? '', '--side'),
  );
  set('transactionTimeMin', time(textOption(values, 'from'), '--from'));
  set('transactionTimeMax', time(textOption(values, 'to'), '--to'));
  const timeInForce = textOption(values, 'time-in-force');
  set('timeInForce', timeInForce === undefined ? undefined : [oneOf(TIME_IN_FORCES, timeInForce, '--time-in-force')]);
  set('expiresTimeMin', time(textOption(values, 'expires-from'), '--expires-from'));
  set('expiresTimeMax', time(textOption(values, 'expires-to'), '--expires-to'));
  set('page', wholeNumberOption(values, 'page'));
  set('pageSize', wholeNumberOption(values, 'page-size'));
  return query;
}
