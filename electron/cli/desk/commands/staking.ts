import { STAKING_ORDER_STATES, type StakingOrderListQuery } from '../../../../shared/api/schemas/staking';
import { operatingUnit } from '../../../../shared/ipc/schemas/common';
import { stakingEnterInput, stakingExitInput } from '../../../../shared/ipc/schemas/staking';
import type { StakingSubmitResult } from '../../../../shared/ipc/schemas/staking';
import { accountNumberProblem, externalReferenceProblem } from '../../../../shared/staking/form-rules';
import { parsePayoutRange, rangeProblemText } from '../../../../shared/staking/range';
import { messages as englishMessages } from '../../../../shared/i18n/catalogue/en/index';
import { createTranslator } from '../../../../shared/i18n/translator';
import type { StakingOrderInput } from '../../../services/staking/staking-service';
import { defineCommand, DeskProblem, EXIT, UsageError, type CommandValues } from '../command';
import type { DeskContext } from '../context';
import { requiredOption, textOption, wholeNumberOption } from './option-values';

const USAGE = `Usage: npm run -s desk -- [global options] staking <subcommand> [options]

  staking products
  staking orders [--state Open|Processing|Completed|Cancelled ...] [--type Entry|Exit] [--account N]
                 [--external-reference R] [--page P] [--page-size S]
  staking order --id ID_OR_ORDER_NUMBER
  staking enter --from-account N (--product ID | --to-account N) --amount A [--external-reference R] [--id UUID] [--yes]
  staking exit  --from-account N --to-account N --amount A [--external-reference R] [--id UUID] [--yes]
  staking payout --staking-account N --payout-account N [--yes]
                                   pay the rewards of a staking account to another account
  staking retry --id UUID          send a journaled order again (same id and body)
  staking pending                  journaled orders whose outcome is not confirmed
  staking rewards --from WHEN --to WHEN [--account N]
  staking performance [--unit U]   public staking performance of the profile's operating unit (or U)

Account numbers have 12 digits; --external-reference is 10 of 0-9 and A-Z; amounts are exact decimal text.
enter/exit journal the order id (in the data folder) before the first send, so repeating a command with the same
--id is the same order (the service answers 409 for another body under that id). Exit 3: no answer arrived;
\`staking retry --id ...\` sends the very same order again.
--yes confirms an entry or exit worth more than the profile's confirmation threshold, one whose worth cannot be
established, or one of more than half of the available balance, and a payout change (always asked); without it
such a write is refused and nothing is sent. Limits are never overridden.
rewards: WHEN is a date (midnight UTC) or a date-time with Z or an offset; --from is inclusive, --to exclusive.
Prints {"rewards": [...all pages...], "totals": [{"assetSymbol","amount","commission","finalAmount","count"}],
"version": "v6"|"v5", "notice": null|"why v5 was used"}.`;

const OPTIONS = {
  state: { type: 'string', multiple: true },
  type: { type: 'string' },
  account: { type: 'string' },
  'external-reference': { type: 'string' },
  page: { type: 'string' },
  'page-size': { type: 'string' },
  id: { type: 'string' },
  'from-account': { type: 'string' },
  'to-account': { type: 'string' },
  product: { type: 'string' },
  amount: { type: 'string' },
  from: { type: 'string' },
  to: { type: 'string' },
  unit: { type: 'string' },
  'staking-account': { type: 'string' },
  'payout-account': { type: 'string' },
  yes: { type: 'boolean' },
} as const;

type Order = Omit<StakingOrderInput, 'profileId' | 'customer'>;
type StakingOptions =
  | { sub: 'products' }
  | { sub: 'pending' }
  | { sub: 'orders'; query: StakingOrderListQuery }
  | { sub: 'order'; id: string }
  | { sub: 'enter' | 'exit'; order: Order; confirmed: boolean }
  | { sub: 'payout'; stakingAccountNumber: string; payoutAccountNumber: string; confirmed: boolean }
  | { sub: 'retry'; id: string }
  | { sub: 'rewards'; from: string; to: string; accountNumber?: string }
  | { sub: 'performance'; unit: string | null };

const SUBCOMMANDS = [
  'products',
  'orders',
  'order',
  'enter',
  'exit',
  'payout',
  'retry',
  'pending',
  'rewards',
  'performance',
] as const;
const ALLOWED: Record<(typeof SUBCOMMANDS)[number], readonly string[]> = {
  products: [],
  pending: [],
  orders: ['state', 'type', 'account', 'external-reference', 'page', 'page-size'],
  order: ['id'],
  enter: ['from-account', 'to-account', 'product', 'amount', 'external-reference', 'id', 'yes'],
  exit: ['from-account', 'to-account', 'amount', 'external-reference', 'id', 'yes'],
  payout: ['staking-account', 'payout-account', 'yes'],
  retry: ['id'],
  rewards: ['from', 'to', 'account'],
  performance: ['unit'],
};

// The window's rules answer words for any language; the terminal reads them in English, like the rest of the CLI.
const english = createTranslator('en', 'en', englishMessages);

/** An account-number option, checked by the window's own rule. */
function account(values: CommandValues, name: string): string | undefined {
  const value = textOption(values, name);
  if (value === undefined) return undefined;
  const problem = accountNumberProblem(value, 'any');
  if (problem) throw new UsageError(`--${name}: ${english.format(problem)}`);
  return value;
}

/** An order's options checked by the same schema main checks the window's with; the first problem is the usage error. */
function parseOrder(sub: 'enter' | 'exit', values: CommandValues): Order {
  const given = (entries: Record<string, string | undefined>): Record<string, string> =>
    Object.fromEntries(Object.entries(entries).filter((entry): entry is [string, string] => entry[1] !== undefined));
  const order = given({
    id: textOption(values, 'id'),
    fromAccountNumber: requiredOption(values, 'from-account'),
    toAccountNumber: sub === 'exit' ? requiredOption(values, 'to-account') : textOption(values, 'to-account'),
    ...(sub === 'enter' ? { productId: textOption(values, 'product') } : {}),
    amount: requiredOption(values, 'amount'),
    externalReference: textOption(values, 'external-reference'),
  }) as unknown as Order;
  const schema = sub === 'enter' ? stakingEnterInput : stakingExitInput;
  // profileId and customer are filled at run time; placeholders satisfy the schema's envelope here.
  const parsed = schema.safeParse({ ...order, profileId: '00000000-0000-4000-8000-000000000000', customer: 'x' });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const flag: Record<string, string> = {
      fromAccountNumber: 'from-account',
      toAccountNumber: 'to-account',
      productId: 'product',
      externalReference: 'external-reference',
    };
    const field = String(issue?.path[0] ?? '');
    throw new UsageError(`${field ? `--${flag[field] ?? field}: ` : ''}${issue?.message ?? 'not valid'}.`);
  }
  return order;
}

function parseOrders(values: CommandValues): StakingOrderListQuery {
  const query: StakingOrderListQuery = {};
  const states = values['state'];
  if (Array.isArray(states)) {
    for (const state of states) {
      if (typeof state !== 'string' || !(STAKING_ORDER_STATES as readonly string[]).includes(state)) {
        throw new UsageError(`--state must be one of ${STAKING_ORDER_STATES.join(', ')}.`);
      }
    }
    query.states = states as StakingOrderListQuery['states'];
  }
  const type = textOption(values, 'type');
  if (type !== undefined) {
    if (type !== 'Entry' && type !== 'Exit') throw new UsageError('--type must be Entry or Exit.');
    query.orderType = type;
  }
  const accountNumber = account(values, 'account');
  if (accountNumber) query.accountNumber = accountNumber;
  const reference = textOption(values, 'external-reference');
  if (reference !== undefined) {
    const problem = externalReferenceProblem(reference);
    if (problem) throw new UsageError(`--external-reference: ${english.format(problem)}`);
    query.externalReference = reference;
  }
  const page = wholeNumberOption(values, 'page', { min: 1, max: 1_000_000 });
  if (page !== undefined) query.page = page;
  const pageSize = wholeNumberOption(values, 'page-size', { min: 1, max: 1000 });
  if (pageSize !== undefined) query.pageSize = pageSize;
  return query;
}

/** The result of a send, or exit 3 when no answer arrived (retry sends the same order). */
function outcome(result: StakingSubmitResult): StakingSubmitResult {
  if (result.outcome === 'unknown') {
    throw new DeskProblem(
      EXIT.unknown,
      'outcome-unknown',
      `${result.message} Run \`staking retry --id ${result.id}\`.`,
      { id: result.id, outcome: 'unknown', entry: result.entry },
    );
  }
  return result;
}

/** `desk staking ...`: products, orders, enter/exit (journaled, idempotent by id), retry, pending and reward ranges with exact totals. */
export const stakingCommand = defineCommand({
  name: 'staking',
  summary:
    'Staking products, orders, enter/exit (journaled by id; exit 3 when unknown), rewards of a range with exact totals',
  usage: USAGE,
  options: OPTIONS,
  positionals: true,
  parse(values, positionals): StakingOptions {
    const [sub, ...rest] = positionals;
    if (rest.length > 0) throw new UsageError(`Unexpected argument "${rest[0]}".`);
    if (!(SUBCOMMANDS as readonly (string | undefined)[]).includes(sub)) {
      throw new UsageError(
        sub === undefined
          ? `Name a subcommand: ${SUBCOMMANDS.join(', ')}.`
          : `Unknown subcommand "${sub}"; use ${SUBCOMMANDS.join(', ')}.`,
      );
    }
    const name = sub as (typeof SUBCOMMANDS)[number];
    const stray = Object.keys(values).find((key) => values[key] !== undefined && !ALLOWED[name].includes(key));
    if (stray) throw new UsageError(`\`staking ${name}\` takes no --${stray}.`);
    switch (name) {
      case 'products':
      case 'pending':
        return { sub: name };
      case 'orders':
        return { sub: name, query: parseOrders(values) };
      case 'order':
        return { sub: name, id: requiredOption(values, 'id') };
      case 'retry': {
        const id = requiredOption(values, 'id');
        if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id))
          throw new UsageError('--id must be the order id (a UUID).');
        return { sub: name, id };
      }
      case 'enter':
      case 'exit':
        return { sub: name, order: parseOrder(name, values), confirmed: values['yes'] === true };
      case 'payout': {
        const stakingAccountNumber = account(values, 'staking-account');
        const payoutAccountNumber = account(values, 'payout-account');
        if (!stakingAccountNumber || !payoutAccountNumber)
          throw new UsageError('--staking-account and --payout-account are required.');
        return { sub: name, stakingAccountNumber, payoutAccountNumber, confirmed: values['yes'] === true };
      }
      case 'rewards': {
        const range = parsePayoutRange(requiredOption(values, 'from'), requiredOption(values, 'to'));
        if (!range.ok) throw new UsageError(rangeProblemText(range, english.format));
        const accountNumber = account(values, 'account');
        return { sub: name, from: range.range.from, to: range.range.to, ...(accountNumber ? { accountNumber } : {}) };
      }
      case 'performance': {
        const given = textOption(values, 'unit');
        if (given === undefined) return { sub: name, unit: null };
        const unit = operatingUnit.safeParse(given);
        if (!unit.success) throw new UsageError(`--unit: ${unit.error.issues[0]?.message ?? 'not an operating unit'}.`);
        return { sub: name, unit: unit.data };
      }
    }
  },
  async run(ctx: DeskContext, options: StakingOptions) {
    const { staking } = ctx.services;
    const profileId = ctx.profile.id;
    switch (options.sub) {
      case 'products':
        return ctx.read('staking.listProducts', { customer: await ctx.customer() });
      case 'orders':
        return ctx.read('staking.listOrders', { customer: await ctx.customer(), query: options.query });
      case 'order':
        return ctx.read('staking.getOrder', { customer: await ctx.customer(), params: { id: options.id } });
      case 'pending':
        return staking.pending(profileId);
      case 'enter':
        return outcome(
          await staking.enter(
            { ...options.order, profileId, customer: await ctx.customer() },
            { confirmed: options.confirmed },
          ),
        );
      case 'exit':
        return outcome(
          await staking.exit(
            { ...options.order, profileId, customer: await ctx.customer() },
            { confirmed: options.confirmed },
          ),
        );
      case 'payout':
        return staking.setPayout(
          {
            profileId,
            customer: await ctx.customer(),
            stakingAccountNumber: options.stakingAccountNumber,
            payoutAccountNumber: options.payoutAccountNumber,
          },
          { confirmed: options.confirmed },
        );
      case 'retry':
        return outcome(await staking.retry(profileId, options.id));
      case 'rewards': {
        const range = await staking.rewardsRange(profileId, {
          customer: await ctx.customer(),
          from: options.from,
          to: options.to,
          accountNumber: options.accountNumber,
        });
        return { rewards: range.rewards, totals: range.totals, version: range.version, notice: range.notice };
      }
      case 'performance':
        return ctx.read('staking.performance', {
          params: { operatingUnit: options.unit ?? ctx.profile.operatingUnit },
        });
    }
  },
});
