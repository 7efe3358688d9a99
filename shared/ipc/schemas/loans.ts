import Big from 'big.js';
import { z } from 'zod';
import { saidWords } from './message';
import { loanReportSchema } from '../../api/schemas/loans';
import { DECIMAL_PATTERN } from '../../wire/decimal';
import { LOAN_STATES, type LtvMetrics } from '../../loans';
import { customerNumber, profileId, type SameType } from './common';
import { appValue } from './reads/read-channel';

/** A fraction as decimal text within [0, max] (LTV points: 0.05 = 5 points). */
function fraction(max: string, label: string) {
  return z
    .string()
    .trim()
    .regex(DECIMAL_PATTERN, `${label} must be a number such as 0.05`)
    .refine(
      (text) => !DECIMAL_PATTERN.test(text) || (new Big(text).gte(0) && new Big(text).lte(max)),
      `${label} must be between 0 and ${max}`,
    );
}

/** Names one watched portfolio. */
export const portfolioRef = z.strictObject({
  profileId,
  customer: customerNumber,
  portfolioId: z.string().min(1).max(64),
});
export type PortfolioRef = z.input<typeof portfolioRef>;

/** loans.overview / loans.alerts: optional filters. */
export const loansOverviewInput = z.strictObject({ profileId: profileId.optional() }).optional();
export const loansHistoryInput = portfolioRef.extend({ sinceMs: z.number().int().nonnegative().optional() });
export const loansAlertsInput = z.strictObject({ limit: z.number().int().min(1).max(1000).optional() }).optional();

/** loans.snooze: silences alerts of a portfolio for `minutes` (0 ends a snooze) unless it gets worse than now. */
export const loansSnoozeInput = portfolioRef.extend({
  minutes: z
    .number()
    .int()
    .min(0)
    .max(7 * 24 * 60),
});

/** loans.acknowledge: dismisses banner alerts (all when no ids). */
export const loansAcknowledgeInput = z
  .strictObject({ alertIds: z.array(z.string().min(1).max(64)).max(1000).optional() })
  .optional();

/** loans.updateSettings: any subset of the settings. */
export const loansSettingsPatch = z.strictObject({
  intervalSeconds: z.number().int().min(5, 'At least every 5 seconds').max(3600, 'At most every hour').optional(),
  warnMargin: fraction('0.5', 'The warning margin').optional(),
  hysteresisBand: fraction('0.1', 'The hysteresis band').optional(),
  keepRunningInBackground: z.boolean().optional(),
  alarmSound: z.boolean().optional(),
  /** Profile id → watched. */
  watchProfiles: z.record(profileId, z.boolean()).optional(),
});
export type LoansSettingsPatch = z.input<typeof loansSettingsPatch>;

const loanState = z.enum(LOAN_STATES);

/** The watchdog's settings as shown. */
export const loansSettingsView = z
  .object({
    intervalSeconds: z.number(),
    warnMargin: z.string(),
    hysteresisBand: z.string(),
    keepRunningInBackground: z.boolean(),
    alarmSound: z.boolean(),
    profiles: z
      .array(z.object({ profileId: z.string(), name: z.string(), builtIn: z.boolean(), watched: z.boolean() }))
      .readonly(),
  })
  .readonly();
export type LoansSettingsView = z.infer<typeof loansSettingsView>;

/** What the desk and the monitor show per portfolio (the type is shared/loans/metrics.ts's; the check below keeps them equal). */
const ltvMetrics = z
  .object({
    currentLtv: z.string(),
    smLtv: z.string(),
    hmLtv: z.string(),
    state: loanState,
    ltvToMarginCall: z.string(),
    ltvToLiquidation: z.string(),
    dropToMarginCall: z.string(),
    dropToLiquidation: z.string(),
  })
  .readonly();
const metricsMatch: SameType<z.infer<typeof ltvMetrics>, LtvMetrics> = true;
void metricsMatch;

/** Which portfolio, and whose: key is profileId/customer/portfolioId. */
const portfolioOf = {
  key: z.string(),
  profileId: z.string(),
  profileName: z.string(),
  customer: z.string(),
  customerName: z.string().nullable(),
  portfolioId: z.string(),
};

/** One watched borrow portfolio, as the watchdog last saw it. */
export const portfolioStatus = z
  .object({
    ...portfolioOf,
    /** With hysteresis (what alerts are about). */
    state: loanState,
    /** Metrics of the last sample (their `state` has no hysteresis). */
    metrics: ltvMetrics,
    /** ISO time of the last successful sample. */
    sampledAt: z.string(),
    /** The last report of the portfolio (checked with the catalog's own codec). */
    report: appValue(loanReportSchema),
    /** Why the last attempt failed (the values shown are then from sampledAt), or null. */
    lastError: saidWords.nullable(),
    snoozedUntil: z.string().nullable(),
  })
  .readonly();
export type PortfolioStatus = z.infer<typeof portfolioStatus>;

/** loans.overview */
export const loansOverview = z
  .object({
    portfolios: z.array(portfolioStatus).readonly(),
    worstState: loanState,
    /** ISO time the last cycle ended; null before the first. */
    lastCycleAt: z.string().nullable(),
    /** Problems of the last cycle per profile/customer, in a trader's words. */
    problems: z
      .array(z.object({ profileId: z.string(), customer: z.string().nullable(), message: saidWords }))
      .readonly(),
    unacknowledgedAlerts: z.number(),
  })
  .readonly();
export type LoansOverview = z.infer<typeof loansOverview>;

/** One LTV sample. */
export const ltvSample = z
  .object({
    /** Epoch ms. */
    at: z.number(),
    ltv: z.string(),
  })
  .readonly();
export type LtvSample = z.infer<typeof ltvSample>;

/** loans.history */
export const ltvHistory = z
  .object({ samples: z.array(ltvSample).readonly(), smLtv: z.string().nullable(), hmLtv: z.string().nullable() })
  .readonly();
export type LtvHistory = z.infer<typeof ltvHistory>;

/** One worsening transition (the alert log and the loanAlert event). */
export const loanAlert = z
  .object({
    id: z.string(),
    at: z.string(),
    ...portfolioOf,
    from: loanState.nullable(),
    to: loanState,
    currentLtv: z.string(),
    smLtv: z.string(),
    hmLtv: z.string(),
    /** Snoozed alerts are logged but not announced. */
    snoozed: z.boolean(),
    acknowledged: z.boolean(),
    /** Whether the renderer should sound the alarm (the setting, at the time of the alert). */
    sound: z.boolean(),
  })
  .readonly();
export type LoanAlert = z.infer<typeof loanAlert>;

/** loans.acknowledge's answer: how many alerts are still not acknowledged. */
export const loansAcknowledged = z.object({ unacknowledged: z.number() });

/** loanStateChanged: a portfolio's state changed (either way), or it appeared/disappeared (state null). */
export const loanStateChanged = z
  .object({
    key: z.string(),
    from: loanState.nullable(),
    to: loanState.nullable(),
    status: portfolioStatus.nullable(),
    worstState: loanState,
  })
  .readonly();
export type LoanStateChanged = z.infer<typeof loanStateChanged>;
