import type { Result, ServiceError } from '../../../../shared/api/errors';
import type { TradingOrder } from '../../../../shared/api/schemas/orders';
import type { TradingClient } from '../../../../electron/services/trading/trading-client';

/** One call the fake received. */
export interface FakeCall {
  name: string;
  input: { body?: Record<string, unknown>; params?: { id: string }; query?: unknown; customer?: string };
}

type Answer = Result<unknown> | Promise<Result<unknown>>;

/** A scripted client: each endpoint answers through its handler; every call is recorded. */
export function fakeClient(handlers: Record<string, (input: FakeCall['input']) => Answer>): TradingClient & {
  calls: FakeCall[];
  /** Resolves once the client has been called count times for name (an event to wait on, never a sleep). */
  called: (name: string, count: number) => Promise<void>;
} {
  const calls: FakeCall[] = [];
  const waiters = new Set<{ name: string; count: number; resolve: () => void }>();
  const settle = () => {
    for (const waiter of waiters) {
      if (calls.filter((call) => call.name === waiter.name).length < waiter.count) continue;
      waiters.delete(waiter);
      waiter.resolve();
    }
  };
  return {
    calls,
    called: (name, count) =>
      new Promise((resolve) => {
        waiters.add({ name, count, resolve });
        settle();
      }),
    call: (async (name: string, input: FakeCall['input'] = {}) => {
      calls.push({ name, input });
      settle();
      const handler = handlers[name];
      if (!handler) throw new Error(`unexpected call ${name}`);
      return handler(input);
    }) as unknown as TradingClient['call'],
  };
}

/** A failure of kind (and status). */
export function failure(kind: ServiceError['kind'], status?: number, message = `${kind} failure`): Result<never> {
  return {
    ok: false,
    error: {
      kind,
      message,
      endpoint: 'Place order',
      method: 'POST',
      path: '/trading/api/v3/Orders',
      ...(status ? { status } : {}),
    },
  };
}

/** A success. */
export function success<T>(value: T): Result<T> {
  return { ok: true, value, status: 200 };
}

/** An order response for a request body. */
export function orderFor(
  body: Record<string, unknown>,
  orderId: number,
  status: TradingOrder['status'] = 'New',
): TradingOrder {
  return {
    account: body['fromAccount'] as number,
    clientOrderId: body['clientOrderId'] as string,
    orderId,
    side: body['side'] as TradingOrder['side'],
    orderType: body['orderType'] as TradingOrder['orderType'],
    symbol: body['symbol'] as string,
    currency: body['currency'] as string,
    quantity: body['quantity'] as TradingOrder['quantity'],
    timeInForce: body['timeInForce'] as TradingOrder['timeInForce'],
    transactionTime: body['transactionTime'] as string,
    createdAt: body['transactionTime'] as string,
    status,
    cumulativeQuantity: (status === 'Filled' ? body['quantity'] : '0') as TradingOrder['cumulativeQuantity'],
    leavesQuantity: (status === 'Filled' ? '0' : body['quantity']) as TradingOrder['leavesQuantity'],
  };
}
