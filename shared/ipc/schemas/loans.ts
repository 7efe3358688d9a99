import Big from 'big.js';
import { z } from 'zod';
import type { LoanReport } from '../../api/schemas/loans';
import { DECIMAL_PATTERN } from '../../wire/decimal';
import type { LoanState, LtvMetrics } from '../../loans';
import { customerNumber, profileId } from './common';

/** A fraction as decimal text within [0, max] (LTV points: 0.05 = 5 points). */
function fraction(max: string, label: string) {
  return z
    .string()
    .trim()
    .regex(DECIMAL_PATTERN, `${label} must be a number such as 0.05`)
    .refine((text) => !DECIMAL_PATTERN.test(text) || (new Big(text).gte(0) && new Big(text).lte(max)), `${label} must be between 0 and ${max}`);
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
export const loansSnoozeInput = portfolioRef.extend({ minutes: z.number().int().min(0).max(7 * 24 * 60) });

/** loans.acknowledge: dismisses banner alerts (all when no ids). */
export const loansAcknowledgeInput = z.strictObject({ alertIds: z.array(z.string().min(1).max(64)).max(1000).optional() }).optional();

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

/** The watchdog's settings as shown. */
export interface LoansSettingsView {
  readonly intervalSeconds: number;
  readonly warnMargin: string;
  readonly hysteresisBand: string;
  readonly keepRunningInBackground: boolean;
  readonly alarmSound: boolean;
  readonly profiles: readonly { profileId: string; name: string; builtIn: boolean; watched: boolean }[];
}

/** One watched borrow portfolio, as the watchdog last saw it. */
export interface PortfolioStatus {
  /** profileId/customer/portfolioId. */
  readonly key: string;
  readonly profileId: string;
  readonly profileName: string;
  readonly customer: string;
  readonly customerName: string | null;
  readonly portfolioId: string;
  /** With hysteresis (what alerts are about). */
  readonly state: LoanState;
  /** Metrics of the last sample (their `state` has no hysteresis). */
  readonly metrics: LtvMetrics;
  /** ISO time of the last successful sample. */
  readonly sampledAt: string;
  /** The last report of the portfolio. */
  readonly report: LoanReport;
  /** Why the last attempt failed (the values shown are then from sampledAt), or null. */
  readonly lastError: string | null;
  readonly snoozedUntil: string | null;
}

/** loans.overview */
export interface LoansOverview {
  readonly portfolios: readonly PortfolioStatus[];
  readonly worstState: LoanState;
  /** ISO time the last cycle ended; null before the first. */
  readonly lastCycleAt: string | null;
  /** Problems of the last cycle per profile/customer, in a trader's words. */
  readonly problems: readonly { profileId: string; customer: string | null; message: string }[];
  readonly unacknowledgedAlerts: number;
}

/** One LTV sample. */
export interface LtvSample {
  /** Epoch ms. */
  readonly at: number;
  readonly ltv: string;
}

/** loans.history */
export interface LtvHistory {
  readonly samples: readonly LtvSample[];
  readonly smLtv: string | null;
  readonly hmLtv: string | null;
}

/** One worsening transition (the alert log and the loanAlert event). */
export interface LoanAlert {
  readonly id: string;
  readonly at: string;
  readonly key: string;
  readonly profileId: string;
  readonly profileName: string;
  readonly customer: string;
  readonly customerName: string | null;
  readonly portfolioId: string;
  readonly from: LoanState | null;
  readonly to: LoanState;
  readonly currentLtv: string;
  readonly smLtv: string;
  readonly hmLtv: string;
  /** Snoozed alerts are logged but not announced. */
  readonly snoozed: boolean;
  readonly acknowledged: boolean;
  /** Whether the renderer should sound the alarm (the setting, at the time of the alert). */
  readonly sound: boolean;
}

/** loanStateChanged: a portfolio's state changed (either way), or it appeared/disappeared (state null). */
export interface LoanStateChanged {
  readonly key: string;
  readonly from: LoanState | null;
  readonly to: LoanState | null;
  readonly status: PortfolioStatus | null;
  readonly worstState: LoanState;
}
