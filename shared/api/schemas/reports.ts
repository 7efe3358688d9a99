import { z } from 'zod';
import { assetSymbol, isoDate, tolerantEnum, uuid } from './common';
import {
  accountOrdersStatementSchema,
  accountStatementSchema,
  balanceStatementSchema,
  exchangeRatesStatementSchema,
  guaranteeStatementSchema,
  stakingRewardsStatementSchema,
} from './report-data';
import { uuidParam } from './url-codecs';

export const REPORT_STATES = ['Processing', 'Completed', 'Failed', 'Unknown'] as const;
export type ReportState = (typeof REPORT_STATES)[number];

/** Answer of every report create. */
export const reportCreatedSchema = z.object({ reportId: uuid });
export type ReportCreated = z.output<typeof reportCreatedSchema>;

/** Path of every report read. */
export const reportParams = z.object({ reportId: uuidParam });

/**
 * Answer of a report read: reportData is null until state is Completed.
 * failureReason (our choice) says why a Failed report failed.
 */
export function reportSchema<T extends z.ZodType>(data: T) {
  return z.object({
    state: tolerantEnum(REPORT_STATES),
    reportData: data.nullable(),
    failureReason: z.string().nullish(),
  });
}

const range = z.object({ dateFrom: isoDate, dateTo: isoDate });
const rangeRule = {
  path: ['dateTo'],
  message: 'dateTo must not be before dateFrom',
};
// YYYY-MM-DD compares correctly as text.
const ordered = (value: { dateFrom: string; dateTo: string }) => value.dateFrom <= value.dateTo;

/** Body of the account orders statement create (spec). */
export const accountOrdersStatementRequestSchema = range.refine(ordered, rangeRule);
/** Body of the account statement create (spec). */
export const accountStatementRequestSchema = range
  .extend({ referenceCurrency: assetSymbol })
  .refine(ordered, rangeRule);
/** Body of the balance statement create: balances at the end of `date`. Our choice (spec: not shown). */
export const balanceStatementRequestSchema = z.object({ date: isoDate, referenceCurrency: assetSymbol });
/** Body of the exchange rates statement create. Our choice (spec: not shown). */
export const exchangeRatesStatementRequestSchema = range
  .extend({ referenceCurrency: assetSymbol })
  .refine(ordered, rangeRule);
/** Body of the guarantee statement create: position at the end of `date`. Our choice (spec: not shown). */
export const guaranteeStatementRequestSchema = z.object({ date: isoDate, referenceCurrency: assetSymbol });
/** Body of the staking rewards statement create. Our choice (spec: not shown). */
export const stakingRewardsStatementRequestSchema = range.refine(ordered, rangeRule);

export type AccountOrdersStatementRequest = z.output<typeof accountOrdersStatementRequestSchema>;
export type AccountStatementRequest = z.output<typeof accountStatementRequestSchema>;
export type BalanceStatementRequest = z.output<typeof balanceStatementRequestSchema>;
export type ExchangeRatesStatementRequest = z.output<typeof exchangeRatesStatementRequestSchema>;
export type GuaranteeStatementRequest = z.output<typeof guaranteeStatementRequestSchema>;
export type StakingRewardsStatementRequest = z.output<typeof stakingRewardsStatementRequestSchema>;

export const accountOrdersStatementReportSchema = reportSchema(accountOrdersStatementSchema);
export const accountStatementReportSchema = reportSchema(accountStatementSchema);
export const balanceStatementReportSchema = reportSchema(balanceStatementSchema);
export const exchangeRatesStatementReportSchema = reportSchema(exchangeRatesStatementSchema);
export const guaranteeStatementReportSchema = reportSchema(guaranteeStatementSchema);
export const stakingRewardsStatementReportSchema = reportSchema(stakingRewardsStatementSchema);

/** A report read answer whose data has type T. */
export interface Report<T> {
  state: ReportState;
  reportData: T | null;
  failureReason?: string | null;
}
