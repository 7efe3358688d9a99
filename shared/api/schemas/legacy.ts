import { z } from 'zod';
import { decimal } from '../../wire/decimal';
import { accountNumber, dateTime, utcDateTime } from './common';

const rangeRule = { path: ['dateTo'], message: 'dateTo must not be before dateFrom' };
const ordered = (value: { dateFrom: string; dateTo: string }) => Date.parse(value.dateFrom) <= Date.parse(value.dateTo);

/**
 * Body of POST /trading/api/account/getaccountstatement (spec). messageType
 * is optional (a sample sends it); the account number is the 12-digit form
 * (our choice, per decisions.md Accounts); dateFrom <= dateTo (our choice).
 */
export const legacyAccountStatementRequestSchema = z
  .object({
    accountNumber,
    dateFrom: utcDateTime,
    dateTo: utcDateTime,
    messageType: z.string().nullish(),
  })
  .refine(ordered, rangeRule);
export type LegacyAccountStatementRequest = z.output<typeof legacyAccountStatementRequestSchema>;

/** Body of POST /trading/api/account/getaccountstatementsforclient (spec). */
export const legacyClientStatementsRequestSchema = z
  .object({ dateFrom: utcDateTime, dateTo: utcDateTime })
  .refine(ordered, rangeRule);
export type LegacyClientStatementsRequest = z.output<typeof legacyClientStatementsRequestSchema>;

/** One booking of a legacy statement. Our choice (spec: not shown). */
export const legacyStatementEntrySchema = z.object({
  time: dateTime,
  description: z.string(),
  amount: decimal,
  balance: decimal,
  reference: z.string().nullish(),
});
export type LegacyStatementEntry = z.output<typeof legacyStatementEntrySchema>;

/** A legacy account statement: balances at both ends and the bookings between. Our choice (spec: not shown). */
export const legacyAccountStatementSchema = z.object({
  accountNumber: z.string(),
  assetSymbol: z.string(),
  dateFrom: dateTime,
  dateTo: dateTime,
  openingBalance: decimal,
  closingBalance: decimal,
  entries: z.array(legacyStatementEntrySchema),
});
export type LegacyAccountStatement = z.output<typeof legacyAccountStatementSchema>;

/** One statement per account of the customer. Our choice (spec: not shown). */
export const legacyAccountStatementListSchema = z.array(legacyAccountStatementSchema);
