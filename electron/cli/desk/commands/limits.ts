import type { TradingLimits } from '../../../../shared/trading/limits';
import { tradingLimitsSchema } from '../../../../shared/trading/limits';
import { AppError } from '../../../services/errors';
import { defineCommand, UsageError, type CommandValues } from '../command';

/** Flags of `desk limits set` and the limit each sets. */
const FLAGS: Record<string, keyof TradingLimits> = {
  'max-order-value': 'maxOrderValue',
  'confirm-above': 'confirmAbove',
  'price-band': 'priceBandPercent',
  'orders-per-minute': 'maxOrdersPerMinute',
  'max-daily-value': 'maxDailyValue',
  'staking-max-share': 'stakingMaxSharePercent',
  'confirm-window': 'confirmWindowMinutes',
};

/** The limits given as whole numbers (a count, minutes). */
const WHOLE_NUMBERS: readonly (keyof TradingLimits)[] = ['maxOrdersPerMinute', 'confirmWindowMinutes'];

type LimitsOptions =
  { sub: 'show' } | { sub: 'set'; change: Partial<Record<keyof TradingLimits, string>>; confirmed: boolean };

/**
 * `desk limits show|set`: the profile's pre-trade limits (amounts in the
 * customer's reference currency). Lowering always works; raising needs
 * --yes, the confirmation the page can never give.
 */
export const limitsCommand = defineCommand({
  name: 'limits',
  summary: "Show or set the profile's pre-trade limits (raising one needs --yes)",
  usage: `Usage: npm run -s desk -- [global options] limits show
       npm run -s desk -- [global options] limits set [--max-order-value A] [--confirm-above A] [--price-band PERCENT]
                          [--orders-per-minute N] [--max-daily-value A] [--staking-max-share PERCENT]
                          [--confirm-window MINUTES] [--yes]

Amounts are in each customer's reference currency. Lowering a limit always works; raising one needs --yes.
--confirm-window: when the customer's orders of this many minutes together pass --confirm-above, the next one needs
the confirmation too (default 10); shortening it loosens the check, so it needs --yes.`,
  options: {
    ...Object.fromEntries(Object.keys(FLAGS).map((flag) => [flag, { type: 'string' as const }])),
    yes: { type: 'boolean' },
  },
  positionals: true,
  parse(values: CommandValues, positionals): LimitsOptions {
    const [sub, ...rest] = positionals;
    if (rest.length > 0) throw new UsageError(`Unexpected argument "${rest[0]}".`);
    if (sub === 'show') {
      if (Object.values(values).some((value) => value !== undefined))
        throw new UsageError('`limits show` takes no options.');
      return { sub };
    }
    if (sub !== 'set')
      throw new UsageError(
        sub === undefined ? 'Name a subcommand: show or set.' : `Unknown subcommand "${sub}"; use show or set.`,
      );
    const change: Partial<Record<keyof TradingLimits, string>> = {};
    for (const [flag, key] of Object.entries(FLAGS)) {
      const value = values[flag];
      if (typeof value === 'string') change[key] = value;
    }
    if (Object.keys(change).length === 0)
      throw new UsageError(
        `Give at least one limit to set: ${Object.keys(FLAGS)
          .map((flag) => `--${flag}`)
          .join(', ')}.`,
      );
    return { sub, change, confirmed: values['yes'] === true };
  },
  async run(ctx, options) {
    const { trading } = ctx.services;
    const current = await trading.limits(ctx.profile.id);
    if (options.sub === 'show') return { profile: ctx.profile.name, limits: current };
    const given = Object.entries(options.change).map(([key, value]) => [
      key,
      WHOLE_NUMBERS.includes(key as keyof TradingLimits) ? (/^\d+$/.test(value) ? Number(value) : Number.NaN) : value,
    ]);
    const next = tradingLimitsSchema.safeParse({ ...current, ...Object.fromEntries(given) });
    if (!next.success) {
      const issue = next.error.issues[0];
      const flag = Object.entries(FLAGS).find(([, key]) => key === issue?.path[0])?.[0];
      throw new AppError(
        'validation',
        `${flag ? `--${flag}: ` : ''}${issue?.message ?? 'not valid'}. Nothing was changed.`,
      );
    }
    return {
      profile: ctx.profile.name,
      limits: await trading.setLimits(ctx.profile.id, next.data, { confirmed: options.confirmed }),
    };
  },
});
