import type { ConnectionTracker } from '../clients/connection-tracker';
import type { FeatureHandlers } from '../feature';
import type { CustomerService } from './customer-service';

/** The active profile's customers and the selected one. */
export function customerHandlers(
  customers: Pick<CustomerService, 'list' | 'select'>,
  connection: Pick<ConnectionTracker, 'current'>,
): FeatureHandlers<'customers'> {
  return {
    'customers.reachable': (input) => customers.list(input?.refresh ?? false),
    // Answers main's state after the switch, so the renderer shows exactly what main now acts for.
    'customers.select': async ({ profileId, customerNumber }) => {
      await customers.select(profileId, customerNumber);
      return connection.current();
    },
  };
}
