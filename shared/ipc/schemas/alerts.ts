import { z } from 'zod';
import { saidWords } from './message';
import type { AlertCheckView, AlertRule, PriceAlertEvent } from '../../alerts/rules';
import { ALERT_PRICES } from '../../alerts/rules';
import { decimalText } from '../../wire/decimal';
import type { SameType } from './common';

/*
 * What the alerts channels answer. The types are shared/alerts/rules.ts's
 * (the feature's own model); the checks below keep each schema equal to them.
 */

const instrument = { profileId: z.string(), symbol: z.string(), currency: z.string(), on: z.enum(ALERT_PRICES) };
const kept = {
  id: z.string(),
  createdAt: z.string(),
  armed: z.boolean(),
  snoozedUntil: z.string().nullable(),
  last: z.object({ value: z.string(), at: z.string() }).readonly().nullable(),
  connection: z.string().optional(),
};

const level = { kind: z.literal('level'), ...instrument, direction: z.enum(['above', 'below']), level: decimalText };
const move = { kind: z.literal('move'), ...instrument, percent: decimalText, window: z.enum(['1h', '24h']) };

/** A rule as main keeps it. */
export const alertRule = z.discriminatedUnion('kind', [
  z.object({ ...level, ...kept }).readonly(),
  z.object({ ...move, ...kept }).readonly(),
]);
/** What a rule was set to (a log line keeps it). */
const alertRuleSpec = z.discriminatedUnion('kind', [z.object(level), z.object(move)]);

/** One line of the alert log. */
export const priceAlertEvent = z
  .object({
    id: z.string(),
    at: z.string(),
    ruleId: z.string(),
    profileId: z.string(),
    symbol: z.string(),
    currency: z.string(),
    message: z.string(),
    rule: alertRuleSpec.optional(),
    value: z.string(),
    snoozed: z.boolean(),
  })
  .readonly();

/** What one check did. */
export const alertCheckView = z
  .object({
    checkedAt: z.string(),
    rules: z.number(),
    fired: z.array(priceAlertEvent).readonly(),
    /** What kept a profile's rules from being checked, in catalogue words or the service's own. */
    problems: z.array(z.object({ profileId: z.string(), message: saidWords }).readonly()).readonly(),
  })
  .readonly();

const alertsMatch: [
  SameType<z.infer<typeof alertRule>, AlertRule>,
  SameType<z.infer<typeof priceAlertEvent>, PriceAlertEvent>,
  SameType<z.infer<typeof alertCheckView>, AlertCheckView>,
] = [true, true, true];
void alertsMatch;
