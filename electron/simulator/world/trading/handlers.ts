import { mayTrade } from '../office';
import type { TradingAccount } from '../../../../shared/api/schemas/trading';
import { MAX_PAGE_SIZE } from '../../../../shared/api/schemas/url-codecs';
import { ProblemError, type HandlerTable } from '../../contract';
import { historyStart, iso } from '../clock';
import { instruments, instrumentView, type InstrumentSpec } from '../market/market';
import { text } from '../money';
import { badRequest, invalidField, notFound, requireCustomer } from '../problems';
import type { Runtime } from '../runtime';
import type { AccountRecord, OrderRecord } from '../state';
import { close } from './lifecycle';
import { MAX_ORDER_AGE_MS, MAX_ORDER_LEAD_MS, placeOrder } from './placement';
import { queryOrders } from './query';
import { QUOTE_VALIDITY_MS, quoteView, requestQuote } from './quotes';
import { orderView } from './view';

type TradingHandlers = Pick<
  HandlerTable,
  | 'trading.listAccounts'
  | 'trading.configuration'
  | 'trading.listInstruments'
  | 'trading.marketData'
  | 'trading.historicMarketData'
  | 'trading.legacyInstruments'
  | 'trading.placeOrder'
  | 'trading.listOrders'
  | 'trading.cancelOrder'
  | 'trading.getOrder'
  | 'trading.requestQuote'
>;

function tradingAccountView(runtime: Runtime, account: AccountRecord): TradingAccount {
  return {
    account: account.id,
    assetSymbol: account.asset,
    name: account.name,
    balance: account.balance as TradingAccount['balance'],
    reserved: account.reserved as TradingAccount['reserved'],
    available: text(runtime.context.ledger.available(account)),
    isTradingEnabled: account.state === 'Active',
  };
}

function selectInstruments(symbols: readonly string[] | undefined, currency: string | undefined): InstrumentSpec[] {
  const wanted = symbols?.length ? new Set(symbols.map((symbol) => symbol.toUpperCase())) : null;
  return instruments().filter(
    (spec) =>
      (wanted === null || wanted.has(spec.symbol) || wanted.has(`${spec.symbol}/${spec.currency}`)) &&
      (currency === undefined || spec.currency === currency.toUpperCase()),
  );
}

/** An order of the customer by path id: all digits are tried as orderId first, then as clientOrderId (decisions.md). */
function findOrder(runtime: Runtime, customer: number, id: string): OrderRecord | undefined {
  const { store } = runtime.context;
  if (/^\d{1,15}$/.test(id)) {
    const order = store.orders.get(Number(id));
    if (order && order.customer === customer) return order;
  }
  return store.ordersByClientId.get(customer)?.get(id);
}

/** Handlers of the trading endpoints. */
export function tradingHandlers(runtime: Runtime): TradingHandlers {
  const { store, market } = runtime.context;
  return {
    'trading.listAccounts': (request) => {
      const customer = requireCustomer(request);
      return store
        .accountsOf(customer)
        .filter((account) => account.type === 'Trading')
        .map((account) => tradingAccountView(runtime, account));
    },
    'trading.configuration': () => ({
      status: 'Open',
      message: null,
      serverTime: iso(runtime.now().wall),
      maxOrderAgeSeconds: MAX_ORDER_AGE_MS / 1000,
      quoteValiditySeconds: QUOTE_VALIDITY_MS / 1000,
      maxPageSize: MAX_PAGE_SIZE,
    }),
    'trading.listInstruments': () => instruments().map(instrumentView),
    'trading.legacyInstruments': () => instruments().map(instrumentView),
    'trading.marketData': (request) => {
      const now = runtime.now().sim;
      return selectInstruments(request.query.symbols, request.query.currency).map((spec) =>
        market.marketData(spec, now),
      );
    },
    'trading.historicMarketData': (request) => {
      const time = Date.parse(request.query.time);
      if (time > runtime.now().sim) throw invalidField('time', 'time must not be in the future.');
      const earliest = historyStart(store.state.origin);
      // Before its history the world has no market: the price model run backwards would only invent one.
      if (time < earliest)
        throw invalidField('time', `time must not be before ${iso(earliest)}, the start of the market history.`);
      return selectInstruments(request.query.symbols, request.query.currency).map((spec) =>
        market.marketData(spec, time),
      );
    },
    'trading.placeOrder': (request) => {
      const customer = requireCustomer(request);
      const record = runtime.context.store.customers.get(customer);
      // An office customer that may not trade (world/office.ts) is refused as production refuses it.
      if (record && !mayTrade(record))
        throw new ProblemError(403, 'Forbidden', `Customer ${customer} may not trade with this API key.`);
      const order = placeOrder(runtime.context, customer, request.body, runtime.now());
      runtime.changed();
      return orderView(order);
    },
    'trading.listOrders': (request) => {
      const customer = requireCustomer(request);
      const { content, count } = queryOrders(store.ordersOf(customer), request.query);
      return { content: content.map(orderView), count };
    },
    'trading.getOrder': (request) => {
      const customer = requireCustomer(request);
      const order = findOrder(runtime, customer, request.params.id);
      if (!order) throw notFound(`Order ${request.params.id} was not found.`);
      return orderView(order);
    },
    'trading.cancelOrder': (request) => {
      const customer = requireCustomer(request);
      const { body } = request;
      const moment = runtime.now();
      const sent = Date.parse(body.transactionTime);
      if (moment.wall - sent > MAX_ORDER_AGE_MS || sent - moment.wall > MAX_ORDER_LEAD_MS) {
        throw invalidField(
          'transactionTime',
          `transactionTime must be within ${MAX_ORDER_AGE_MS / 1000} s before and ${MAX_ORDER_LEAD_MS / 1000} s after the server time.`,
        );
      }
      const orderId = body.orderId ?? null;
      const clientOrderId = body.clientOrderId ?? null;
      const byId = orderId === null ? undefined : store.orders.get(orderId);
      const order =
        orderId === null
          ? store.ordersByClientId.get(customer)?.get(clientOrderId ?? '')
          : byId?.customer === customer
            ? byId
            : undefined;
      if (!order) throw notFound(`Order ${orderId ?? clientOrderId} was not found.`);
      if (clientOrderId !== null && order.clientOrderId !== clientOrderId) {
        throw invalidField(
          'clientOrderId',
          `Order ${order.orderId} has clientOrderId "${order.clientOrderId}", not "${clientOrderId}".`,
        );
      }
      if (order.account !== body.account) {
        throw invalidField(
          'account',
          `Order ${order.orderId} belongs to account ${order.account}, not ${body.account}.`,
        );
      }
      if (order.status !== 'New') {
        throw badRequest(`Order ${order.orderId} cannot be cancelled: it is ${order.status}.`);
      }
      const reason = body.cancelRequestId ? `Cancelled by request ${body.cancelRequestId}.` : 'Cancelled by request.';
      close(runtime.context, order, 'Cancelled', moment.sim, reason);
      runtime.changed();
      return orderView(order);
    },
    'trading.requestQuote': (request) => {
      const customer = requireCustomer(request);
      const quote = requestQuote(runtime.context, customer, request.body, runtime.now());
      runtime.changed();
      return quoteView(quote);
    },
  };
}
