import { z } from 'zod';
import { decimalText } from '../wire/decimal';

/** Which price of the top of book a rule watches. */
export const ALERT_PRICES = ['mid', 'bid', 'ask'] as const;
export type AlertPrice = (typeof ALERT_PRICES)[number];
/** The windows a move rule measures over. */
export const MOVE_WINDOWS = { '1h': 3_600_000, '24h': 86_400_000 } as const;
export type MoveWindow = keyof typeof MOVE_WINDOWS;

const instrument = {
  profileId: z.string().min(1).max(100),
  symbol: z.string().regex(/^[A-Z0-9]{2,12}$/, 'Must be an instrument symbol such as BTC'),
  currency: z.string().regex(/^[A-Z0-9]{2,12}$/, 'Must be a currency such as CHF'),
  on: z.enum(ALERT_PRICES).default('mid'),
};
const positive = decimalText.refine((text) => !text.startsWith('-') && /[1-9]/.test(text), 'Must be above 0');

/** A new rule as the user sets it: a level crossed (above/below), or a move of N % within 1 h or 24 h. */
export const alertRuleInput = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('level'), ...instrument, direction: z.enum(['above', 'below']), level: positive }),
  z.strictObject({ kind: z.literal('move'), ...instrument, percent: positive, window: z.enum(['1h', '24h']) }),
]);
export type AlertRuleInput = z.input<typeof alertRuleInput>;
export type AlertRuleSpec = z.output<typeof alertRuleInput>;

/** A rule as main keeps it: the spec, whether it is armed (fires at the next crossing), and a snooze. */
export type AlertRule = AlertRuleSpec & {
  readonly id: string;
  readonly createdAt: string;
  readonly armed: boolean;
  /** ISO time until which a crossing is logged but not notified; null when not snoozed. */
  readonly snoozedUntil: string | null;
  /** The last price (or move in %) seen, and when (the service's timestamp). */
  readonly last: { readonly value: string; readonly at: string } | null;
  /** A hash of the service address and API key it was set through (never either of them). */
  readonly connection?: string;
};

/** One line of the alert log: a rule that fired. */
export interface PriceAlertEvent {
  readonly id: string;
  readonly at: string;
  readonly ruleId: string;
  readonly profileId: string;
  readonly symbol: string;
  readonly currency: string;
  readonly message: string;
  /** The price (level rules) or move in % (move rules) that crossed. */
  readonly value: string;
  /** True when the rule was snoozed: logged, not notified. */
  readonly snoozed: boolean;
}

/** A trader's words for a rule: "BTC/CHF mid above 70000", "ETH/USD bid moves 5 % within 1h". */
export function describeRule(rule: AlertRuleSpec): string {
  const name = `${rule.symbol}/${rule.currency} ${rule.on}`;
  return rule.kind === 'level' ? `${name} ${rule.direction} ${rule.level}` : `${name} moves ${rule.percent} % within ${rule.window}`;
}

/** The snoozes offered, in minutes (0 ends a snooze): 1 h, 4 h, 24 h. */
export const SNOOZE_MINUTES = [60, 240, 1440] as const;

/** alerts.remove / alerts.snooze inputs. */
export const alertRuleRef = z.strictObject({ ruleId: z.string().min(1).max(100) });
export const alertSnoozeInput = z.strictObject({
  ruleId: z.string().min(1).max(100),
  minutes: z.literal([0, ...SNOOZE_MINUTES], { error: `Must be 0 (end the snooze) or one of ${SNOOZE_MINUTES.join(', ')} minutes` }),
});

/** The priceAlertsChanged push event: every rule as main now keeps it, and the log lines this change added (newest first). */
export interface PriceAlertsChanged {
  readonly rules: readonly AlertRule[];
  readonly fired: readonly PriceAlertEvent[];
}

/** What one check did (alerts.check, desk alerts check). */
export interface AlertCheckView {
  readonly checkedAt: string;
  readonly rules: number;
  readonly fired: readonly PriceAlertEvent[];
  readonly problems: readonly { readonly profileId: string; readonly message: string }[];
}
