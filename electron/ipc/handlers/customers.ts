import type { DomainHandlers } from './handler';

/** The active profile's customers and the selected one. */
export const customerHandlers: DomainHandlers<'customers'> = {
  'customers.reachable': (input, { customers }) => customers.list(input?.refresh ?? false),
  // Answers main's state after the switch, so the renderer shows exactly what main now acts for.
  'customers.select': async ({ profileId, customerNumber }, { customers, connection }) => {
    await customers.select(profileId, customerNumber);
    return connection.current();
  },
};
