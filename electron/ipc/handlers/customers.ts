import type { DomainHandlers } from './handler';

/** The active profile's customers and the selected one. */
export const customerHandlers: DomainHandlers<'customers'> = {
  'customers.list': (input, { customers }) => customers.list(input?.refresh ?? false),
  'customers.select': ({ customerNumber }, { customers }) => customers.select(customerNumber),
};
