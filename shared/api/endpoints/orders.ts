import { defineEndpoint } from '../endpoint';
import {
  cancelOrderRequestSchema,
  orderRequestSchema,
  quoteRequestSchema,
  quoteSchema,
} from '../schemas/order-requests';
import { orderIdParams, orderListQuery, orderListSchema, tradingOrderSchema } from '../schemas/orders';

/** Trading order endpoints (customer-number required). Place and cancel are never blindly resent. */
export const orderEndpoints = {
  'trading.placeOrder': defineEndpoint({
    title: 'Place order',
    method: 'POST',
    path: '/trading/api/v3/Orders',
    body: orderRequestSchema,
    response: tradingOrderSchema,
  }),
  'trading.listOrders': defineEndpoint({
    title: 'List orders',
    method: 'GET',
    path: '/trading/api/v3/Orders',
    query: orderListQuery,
    response: orderListSchema,
  }),
  'trading.cancelOrder': defineEndpoint({
    title: 'Cancel order',
    method: 'DELETE',
    path: '/trading/api/v3/Orders',
    body: cancelOrderRequestSchema,
    response: tradingOrderSchema,
  }),
  'trading.getOrder': defineEndpoint({
    title: 'Get order',
    method: 'GET',
    path: '/trading/api/v3/Orders/{id}',
    params: orderIdParams,
    response: tradingOrderSchema,
  }),
  'trading.requestQuote': defineEndpoint({
    title: 'Request quote',
    method: 'POST',
    path: '/trading/api/v3/Orders/QuoteRequest',
    body: quoteRequestSchema,
    response: quoteSchema,
  }),
};
