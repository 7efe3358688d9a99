import { randomUUID } from 'node:crypto';
import type { QuoteRequest } from '../../../../shared/api/schemas/order-requests';
import type { OrderListQuery } from '../../../../shared/api/schemas/orders';
import type { TradingOrderRequest } from '../../../../shared/ipc/schemas/trading';
import { AppError } from '../../../services/errors';
import { ENGLISH } from '../../../services/i18n/english';
import { saidIn } from '../../../../shared/i18n/said';
import type { JournalRecord } from '../../../services/trading/journal';
import { newClientOrderId } from '../../../services/trading/order-service';
import { defineCommand, DeskProblem, EXIT, UsageError } from '../command';
import type { DeskContext } from '../context';
import {
  ORDERS_OPTIONS,
  ORDERS_USAGE,
  parseCancelAllArgs,
  parseCancelArgs,
  parseGetArgs,
  parseListArgs,
  parsePlaceArgs,
  parseQuoteArgs,
  QUOTE_OPTIONS,
  QUOTE_USAGE,
} from './trading-args';

/** `desk quote ...`: a quote through the desk's trading service (refused when the customer may not trade). */
export const quoteCommand = defineCommand({
  name: 'quote',
  summary: 'Request a quote (price valid until validUntil; use its quoteId with orders place --type PreviouslyQuoted)',
  usage: `Usage: npm run -s desk -- [global options] ${QUOTE_USAGE.replace(/^desk /, '')}`,
  options: QUOTE_OPTIONS,
  parse: (values) => parseQuoteArgs(values) as QuoteRequest,
  async run(ctx, request) {
    return ctx.services.trading.quote(ctx.profile.id, await ctx.customer(), request);
  },
});

type OrdersOptions =
  | { sub: 'place'; order: TradingOrderRequest; timeoutMs: number; confirmed: boolean }
  | { sub: 'reconcile' }
  | { sub: 'get'; id: string }
  | { sub: 'cancel'; account: number; orderId?: number; clientOrderId?: string; timeoutMs: number }
  | { sub: 'cancel-all'; instrument?: string; confirmed: boolean }
  | { sub: 'list'; query: Record<string, unknown> };

/**
 * `desk orders place|reconcile|get|cancel|list`: placement and cancel go
 * through the same order service and journal (in --data-dir) as the window:
 * journaled before sending, never resent blindly, reconciled by id.
 */
export const ordersCommand = defineCommand({
  name: 'orders',
  summary:
    'Place, cancel (one or all), look up, list and reconcile orders (journaled; exit 3 when an outcome is still unknown)',
  usage: `Usage: npm run -s desk -- [global options] orders ...

${ORDERS_USAGE.replace(/^desk /gm, '')}

place prints the order once its outcome is known; if it is still unknown after --timeout (default 30 s),
exit 3 with {"clientOrderId": ..., "outcome": "unknown"}: \`orders reconcile\` resolves it later (never resent blindly).`,
  options: ORDERS_OPTIONS,
  positionals: true,
  parse(values, positionals): OrdersOptions {
    const [sub, ...rest] = positionals;
    if (sub !== 'get' && rest.length > 0) throw new UsageError(`Unexpected argument "${rest[0]}".`);
    switch (sub) {
      case 'place':
        return { sub, ...parsePlaceArgs(values) };
      case 'reconcile':
        if (Object.values(values).some((value) => value !== undefined))
          throw new UsageError('`orders reconcile` takes no options.');
        return { sub };
      case 'get':
        return { sub, id: parseGetArgs(values, rest) };
      case 'cancel':
        return { sub, ...parseCancelArgs(values) };
      case 'cancel-all':
        return { sub, ...parseCancelAllArgs(values) };
      case 'list':
        return { sub, query: parseListArgs(values) };
      default:
        throw new UsageError(
          sub === undefined
            ? 'Name a subcommand: place, reconcile, get, cancel, cancel-all or list.'
            : `Unknown subcommand "${sub}"; use place, reconcile, get, cancel, cancel-all or list.`,
        );
    }
  },
  async run(ctx, options) {
    switch (options.sub) {
      case 'place':
        return place(ctx, options.order, options.timeoutMs, options.confirmed);
      case 'cancel':
        return cancel(ctx, options);
      case 'cancel-all':
        return cancelAllOrders(ctx, options.instrument, options.confirmed);
      case 'reconcile':
        return reconcile(ctx);
      case 'get': {
        const customer = await ctx.customer();
        const order = await ctx.read('trading.getOrder', { customer, params: { id: options.id } });
        // Every order seen teaches the customer's commission rate (what the ticket estimates with).
        ctx.services.trading.learnOrders(ctx.profile.id, customer, [order]);
        return order;
      }
      case 'list': {
        const customer = await ctx.customer();
        const list = await ctx.read('trading.listOrders', { customer, query: options.query as OrderListQuery });
        ctx.services.trading.learnOrders(ctx.profile.id, customer, list.content);
        return list;
      }
    }
  },
});

/** Settles with the promise's value, or with 'timeout' after ms or on Ctrl-C (the promise keeps running; its entry is journaled). */
function within<T>(promise: Promise<T>, ms: number, signal: AbortSignal): Promise<T | 'timeout'> {
  let timer: NodeJS.Timeout | undefined;
  let onAbort: () => void = () => undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), ms);
    onAbort = () => resolve('timeout');
    if (signal.aborted) onAbort();
    else signal.addEventListener('abort', onAbort, { once: true });
  });
  return Promise.race([promise, timeout]).finally(() => {
    clearTimeout(timer);
    signal.removeEventListener('abort', onAbort);
  });
}

async function place(
  ctx: DeskContext,
  order: TradingOrderRequest,
  timeoutMs: number,
  confirmed: boolean,
): Promise<unknown> {
  const { trading } = ctx.services;
  const deadline = Date.now() + timeoutMs;
  // Chosen here, so the answer can name the order even when the timeout ends before the service answers.
  const clientOrderId = order.clientOrderId ?? newClientOrderId();
  const placing = trading.place(
    ctx.profile.id,
    await ctx.customer(),
    randomUUID(),
    { ...order, clientOrderId },
    { confirmed },
  );
  const result = await within(placing, timeoutMs, ctx.signal);
  if (result !== 'timeout') {
    if (result.outcome === 'acknowledged') return result.order;
    if (result.outcome === 'rejected')
      throw new AppError(
        'service',
        result.message ?? 'The service refused the order; nothing was placed.',
        result.error,
      );
  }
  // Outcome unknown: the order service reconciles it by its clientOrderId meanwhile (never resent blindly).
  const entry = await trading.orders.waitForFinal(
    'order',
    clientOrderId,
    ctx.signal.aborted ? 0 : Math.max(0, deadline - Date.now()),
  );
  return finalOrUnknown(
    entry,
    { clientOrderId, outcome: 'unknown' },
    `The outcome of order ${clientOrderId} is still unknown; run \`orders reconcile\` to resolve it (it is never resent blindly).`,
  );
}

async function cancel(
  ctx: DeskContext,
  target: { account: number; orderId?: number; clientOrderId?: string; timeoutMs: number },
): Promise<unknown> {
  const { trading } = ctx.services;
  const { timeoutMs, ...which } = target;
  const deadline = Date.now() + timeoutMs;
  const result = await trading.cancel(ctx.profile.id, await ctx.customer(), which);
  if (result.outcome === 'acknowledged') return result.order;
  if (result.outcome === 'rejected')
    throw new AppError('service', result.message ?? 'The service refused the cancel.', result.error);
  const entry = await trading.orders.waitForFinal('cancel', result.cancelRequestId, Math.max(0, deadline - Date.now()));
  return finalOrUnknown(
    entry,
    { cancelRequestId: result.cancelRequestId, outcome: 'unknown' },
    `The outcome of cancel ${result.cancelRequestId} is still unknown; run \`orders reconcile\` to resolve it.`,
  );
}

/**
 * Every open order of the customer (or of one instrument), each cancelled
 * through the same journaled cancel as `orders cancel`. Without --yes nothing
 * is sent: the answer says how many would be (exit 1, like a placement above
 * the confirmation threshold without --yes).
 */
async function cancelAllOrders(ctx: DeskContext, instrument: string | undefined, confirmed: boolean): Promise<unknown> {
  const { trading } = ctx.services;
  const customer = await ctx.customer();
  const scope = instrument ? `of ${instrument}` : `of customer ${customer}`;
  if (!confirmed) {
    const open = await trading.openOrders(ctx.profile.id, customer, instrument);
    const orderIds = open.map((order) => order.orderId);
    const message =
      open.length === 0
        ? `No open orders ${scope}; nothing to cancel.`
        : `${open.length} open order${open.length === 1 ? '' : 's'} ${scope} would be cancelled; run again with --yes to cancel ${open.length === 1 ? 'it' : 'them'}. Nothing was sent.`;
    throw new DeskProblem(EXIT.failed, 'confirmation-needed', message, { count: open.length, orderIds });
  }
  const answer = await trading.cancelAll(ctx.profile.id, customer, instrument ? { instrument } : {}, { confirmed });
  const result = { ...answer, results: answer.results.map(inEnglish) };
  if (result.unknown > 0)
    throw new DeskProblem(
      EXIT.unknown,
      'outcome-unknown',
      `${result.unknown} cancel(s) ${scope} have an unknown outcome; \`orders reconcile\` resolves them (never resent blindly).`,
      result,
    );
  if (result.rejected > 0)
    throw new DeskProblem(
      EXIT.failed,
      'cancel-refused',
      `${result.rejected} of ${result.asked} cancel(s) ${scope} were refused; see results.`,
      result,
    );
  return result;
}

/** An entry or outcome as the desk prints it: its words in English (the journal keeps catalogue words). */
function inEnglish<T extends { message: Parameters<typeof saidIn>[0] | null }>(entry: T): T {
  return entry.message === null ? entry : { ...entry, message: saidIn(entry.message, ENGLISH) };
}

function finalOrUnknown(entry: JournalRecord | undefined, unknown: Record<string, string>, message: string): unknown {
  if (entry?.state === 'rejected') throw new AppError('service', entry.message ?? 'Not placed.');
  if (entry && (entry.state === 'resolved' || entry.state === 'acknowledged')) return entry.order;
  throw new DeskProblem(EXIT.unknown, 'outcome-unknown', message, unknown);
}

async function reconcile(ctx: DeskContext): Promise<unknown> {
  const { trading } = ctx.services;
  await trading.started;
  // Every unfinished entry of the data folder's journal, whichever profile placed it.
  await trading.reconcile();
  const entries = trading.orders.entries().map(inEnglish);
  const unresolved = entries.filter((entry) => !['acknowledged', 'rejected', 'resolved'].includes(entry.state));
  if (unresolved.length > 0) {
    throw new DeskProblem(
      EXIT.unknown,
      'outcome-unknown',
      `${unresolved.length} journaled order(s) or cancel(s) are still unresolved; try again later.`,
      entries,
    );
  }
  return entries;
}
