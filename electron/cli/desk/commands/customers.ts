import { customerAccess } from '../../../../shared/api/customer-access';
import { defineCommand, UsageError } from '../command';

/** `desk customers`: the customers the key reaches, which one is selected, and what the key may write for each. */
export const customersCommand = defineCommand({
  name: 'customers',
  summary: 'List the customers the API key reaches, with their access',
  usage: `Usage: npm run -s desk -- [global options] customers [--refresh]

Prints [{customerNumber, name, selected, accessRight, eligibleForTrading, access: {trading, staking}}, ...].
  --refresh   ask the service again (the list is otherwise asked once per run anyway)`,
  options: { refresh: { type: 'boolean' } },
  parse: (values) => {
    if (values['refresh'] !== undefined && typeof values['refresh'] !== 'boolean')
      throw new UsageError('--refresh takes no value.');
    return { refresh: values['refresh'] === true };
  },
  async run(ctx, options) {
    const { customers, selectedCustomer } = await ctx.services.customers.list(options.refresh);
    // --customer marks the customer this run would act for.
    const selected = ctx.global.customer === undefined ? selectedCustomer : await ctx.customer();
    return customers.map((customer) => ({
      ...customer,
      selected: customer.customerNumber === selected,
      access: printedAccess(customer),
    }));
  },
});

/** The access as `desk` has always printed it: allowed and the English reason (the window's refusal kind stays out of scripts' output). */
function printedAccess(
  customer: Parameters<typeof customerAccess>[0],
): Record<'trading' | 'staking', { allowed: boolean; reason: string | null }> {
  const { trading, staking } = customerAccess(customer);
  return {
    trading: { allowed: trading.allowed, reason: trading.reason },
    staking: { allowed: staking.allowed, reason: staking.reason },
  };
}
