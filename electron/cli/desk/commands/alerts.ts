import type { AlertRuleInput } from '../../../../shared/alerts/rules';
import { ALERT_PRICES, alertRuleInput } from '../../../../shared/alerts/rules';
import { defineCommand, UsageError } from '../command';
import type { CommandValues } from '../command';
import { textOption } from './option-values';
import { ENGLISH } from '../../../services/i18n/english';
import { saidIn } from '../../../../shared/i18n/said';

type AlertsOptions =
  | { action: 'list' }
  | { action: 'check' }
  | { action: 'remove'; ruleId: string }
  | { action: 'add'; rule: Omit<AlertRuleInput, 'profileId'> };

function parseAdd(values: CommandValues): AlertsOptions {
  const symbol = textOption(values, 'symbol');
  const currency = textOption(values, 'currency');
  const on = textOption(values, 'on') ?? 'mid';
  if (!(ALERT_PRICES as readonly string[]).includes(on))
    throw new UsageError(`--on must be one of ${ALERT_PRICES.join(', ')}.`);
  const conditions = (['above', 'below', 'move'] as const).filter((name) => values[name] !== undefined);
  if (conditions.length !== 1)
    throw new UsageError('Give exactly one of --above PRICE, --below PRICE or --move PERCENT --window 1h|24h.');
  const condition = conditions[0] as 'above' | 'below' | 'move';
  const value = textOption(values, condition);
  const base = { symbol, currency, on };
  const candidate =
    condition === 'move'
      ? { kind: 'move', ...base, percent: value, window: textOption(values, 'window') }
      : { kind: 'level', ...base, direction: condition, level: value };
  // Checked with the same schema main checks with (profileId is the run's own).
  const parsed = alertRuleInput.safeParse({ ...candidate, profileId: 'desk' });
  if (!parsed.success)
    throw new UsageError(
      parsed.error.issues
        .map(
          (issue) =>
            `--${String(issue.path[0] === 'level' || issue.path[0] === 'percent' ? condition : issue.path[0])}: ${issue.message}`,
        )
        .join('; '),
    );
  const { profileId: _profileId, ...rule } = parsed.data;
  return { action: 'add', rule };
}

/** `desk alerts list|add|remove|check`: the price alerts main checks, through the same service as the window. */
export const alertsCommand = defineCommand<AlertsOptions>({
  name: 'alerts',
  summary: 'Price alerts: list, add, remove, and check them now',
  usage: `Usage: npm run -s desk -- [global options] alerts list
       npm run -s desk -- [global options] alerts add --symbol S --currency C (--above PRICE | --below PRICE | --move PERCENT --window 1h|24h) [--on mid|bid|ask]
       npm run -s desk -- [global options] alerts remove ID
       npm run -s desk -- [global options] alerts check

list prints the rules (armed or waiting to re-arm, snooze, last value) and the alert log; check reads the market
data now and prints what fired (one firing per crossing: a rule re-arms 0.5 % back from its level, or below 90 %
of its move). Rules are kept in price-alerts.json in the data folder, set through the profile of this run.`,
  options: {
    symbol: { type: 'string' },
    currency: { type: 'string' },
    above: { type: 'string' },
    below: { type: 'string' },
    move: { type: 'string' },
    window: { type: 'string' },
    on: { type: 'string' },
  },
  positionals: true,
  parse(values, positionals) {
    const [action, ...rest] = positionals;
    if (action === 'add') {
      if (rest.length > 0) throw new UsageError(`Unexpected ${rest.join(' ')}.`);
      return parseAdd(values);
    }
    if (Object.values(values).some((value) => value !== undefined))
      throw new UsageError(`alerts ${action ?? ''} takes no options.`);
    if (action === 'remove') {
      if (rest.length !== 1) throw new UsageError('Say which rule: alerts remove ID (alerts list shows the ids).');
      return { action, ruleId: rest[0] as string };
    }
    if (rest.length > 0) throw new UsageError(`Unexpected ${rest.join(' ')}.`);
    if (action === 'list' || action === 'check') return { action };
    throw new UsageError('Say what to do: alerts list, add, remove or check.');
  },
  async run(ctx, options) {
    const alerts = ctx.services.priceAlerts;
    if (options.action === 'list') return { rules: alerts.list(), log: alerts.log() };
    if (options.action === 'check') {
      // The desk's output stays English whatever the app's language.
      const checked = await alerts.check();
      return {
        ...checked,
        problems: checked.problems.map((problem) => ({ ...problem, message: saidIn(problem.message, ENGLISH) })),
      };
    }
    if (options.action === 'remove') {
      await alerts.remove(options.ruleId);
      return { removed: options.ruleId };
    }
    return alerts.add({ ...options.rule, profileId: ctx.profile.id } as AlertRuleInput);
  },
});
