import { defineCommand } from '../command';
import { optionalId } from './ids';

/** `desk accounts [--id ID]`: the customer's custody accounts, or one of them. */
export const accountsCommand = defineCommand({
  name: 'accounts',
  summary: "List the customer's custody accounts (or one with --id)",
  usage: `Usage: npm run -s desk -- [global options] accounts [--id ID]

Prints the custody accounts of the customer (--customer, else the selected one), decimals as exact text.
  --id ID   only this account`,
  options: { id: { type: 'string' } },
  parse: (values) => ({ id: optionalId(values, 'id') }),
  async run(ctx, options) {
    const customer = await ctx.customer();
    if (options.id === null) return ctx.read('custody.listAccounts', { customer });
    return ctx.read('custody.getAccount', { customer, params: { accountId: options.id } });
  },
});
