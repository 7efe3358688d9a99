import type { DomainHandlers } from './handler';

/** The active profile's customers and the selected one. */
export const customerHandlers: DomainHandlers<'customers'> = {
  'customers.list': (input, { customers }) => customers.list(input?.refresh ?? false),
  'customers.select': ({ profileId, customerNumber }, { customers }) => customers.select(profileId, customerNumber),
};
