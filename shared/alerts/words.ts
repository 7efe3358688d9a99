import { formatPercent } from '../format/percent';
import type { MessageKey } from '../i18n/catalogue/messages';
import { message, type Message } from '../i18n/message';
import type { AlertPrice, AlertRuleSpec, AlertWordsOptions, MoveWindow } from './rules';
import { describeValue, formatAlertPrice } from './rules';

/** The watched price's name (the dialog's "On" choice). */
export const ALERT_PRICE_LABELS: Readonly<Record<AlertPrice, MessageKey>> = {
  mid: 'alerts.price.mid',
  bid: 'alerts.price.bid',
  ask: 'alerts.price.ask',
};

// The messages choose the window's words by these names (an ICU select needs a word, not "1h").
const WINDOW_CHOICE: Readonly<Record<MoveWindow, string>> = { '1h': 'hour', '24h': 'day' };

const RULE_KEYS = {
  /** "BTC/CHF mid price rises to or above CHF 70,000.00": a table cell, a button's name. */
  rule: { level: 'alerts.rule.level', move: 'alerts.rule.move' },
  /** "You will be notified when the BTC/CHF mid price rises to or above CHF 70,000.00.": the confirmation. */
  set: { level: 'alerts.set.level', move: 'alerts.set.move' },
} as const satisfies Record<string, Record<AlertRuleSpec['kind'], MessageKey>>;

/**
 * A rule in a trader's words, kept as a Message (a whole sentence per kind,
 * with the price or move formatted exactly), so it reads in whatever language
 * it is shown in.
 */
export function ruleMessage(
  rule: AlertRuleSpec,
  options: AlertWordsOptions = {},
  form: keyof typeof RULE_KEYS = 'rule',
): Message {
  const instrument = `${rule.symbol}/${rule.currency}`;
  if (rule.kind === 'move') {
    const percent = formatPercent(rule.percent, options.locale ? { locale: options.locale } : {});
    return message(RULE_KEYS[form].move, { instrument, on: rule.on, percent, window: WINDOW_CHOICE[rule.window] });
  }
  return message(RULE_KEYS[form].level, {
    instrument,
    on: rule.on,
    direction: rule.direction,
    level: formatAlertPrice(rule.level, rule, { ...options, asSet: true }),
  });
}

const FIRED_KEYS: Readonly<Record<AlertRuleSpec['kind'], MessageKey>> = {
  level: 'alerts.fired.level',
  move: 'alerts.fired.move',
};

/**
 * A line of the alert log: the rule that fired, and the price (level) or signed move (move) that crossed it,
 * formatted where the line is shown (the reader's region).
 */
export function firedMessage(rule: AlertRuleSpec, value: string, options: AlertWordsOptions = {}): Message {
  const said = ruleMessage(rule, options);
  return message(FIRED_KEYS[rule.kind], { ...said.values, value: describeValue(rule, value, options) });
}
