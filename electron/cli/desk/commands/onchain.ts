import { defineCommand } from '../command';
import { optionalId } from './ids';

/** `desk onchain [--account ID]`: on-chain addresses (and balances where given) of the customer's accounts. */
export const onchainCommand = defineCommand({
  name: 'onchain',
  summary: "List the on-chain information of the customer's accounts (or one with --account)",
  usage: `Usage: npm run -s desk -- [global options] onchain [--account ID]

Prints the on-chain information (addresses; network, balance and time where the service gives them).
  --account ID   only this account's`,
  options: { account: { type: 'string' } },
  parse: (values) => ({ account: optionalId(values, 'account') }),
  async run(ctx, options) {
    const customer = await ctx.customer();
    if (options.account === null) return ctx.read('custody.listOnchainInfo', { customer });
    return ctx.read('custody.getOnchainInfo', { customer, params: { accountId: options.account } });
  },
});
