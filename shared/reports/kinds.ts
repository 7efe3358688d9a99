import { z } from 'zod';
import { assetSymbol, isoDate } from '../api/schemas/common';

/** The eight statements the report centre creates: six asynchronous reports and two legacy statements. */
export const REPORT_KINDS = [
  'account-orders',
  'account',
  'balance',
  'exchange-rates',
  'guarantee',
  'staking-rewards',
  'legacy-account',
  'legacy-client',
] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/** A trader's name for each kind. */
export const REPORT_KIND_LABELS: Readonly<Record<ReportKind, string>> = {
  'account-orders': 'Account orders statement',
  account: 'Account statement',
  balance: 'Balance statement',
  'exchange-rates': 'Exchange rates statement',
  guarantee: 'Guarantee statement',
  'staking-rewards': 'Staking rewards statement',
  'legacy-account': 'Account statement (legacy, one account)',
  'legacy-client': 'Statements for the client (legacy)',
};

/** Which parameters each kind takes (the form and the desk command ask for exactly these). */
export const REPORT_KIND_PARAMS: Readonly<
  Record<ReportKind, readonly ('dateFrom' | 'dateTo' | 'date' | 'referenceCurrency' | 'accountNumber')[]>
> = {
  'account-orders': ['dateFrom', 'dateTo'],
  account: ['dateFrom', 'dateTo', 'referenceCurrency'],
  balance: ['date', 'referenceCurrency'],
  'exchange-rates': ['dateFrom', 'dateTo', 'referenceCurrency'],
  guarantee: ['date', 'referenceCurrency'],
  'staking-rewards': ['dateFrom', 'dateTo'],
  'legacy-account': ['accountNumber', 'dateFrom', 'dateTo'],
  'legacy-client': ['dateFrom', 'dateTo'],
};

/** True for the two legacy statements (answered at once, no report id). */
export function isLegacyKind(kind: ReportKind): kind is 'legacy-account' | 'legacy-client' {
  return kind === 'legacy-account' || kind === 'legacy-client';
}

const dateFrom = isoDate;
const dateTo = isoDate;
const ordered = (value: { dateFrom: string; dateTo: string }) => value.dateFrom <= value.dateTo;
const rangeRule = { path: ['dateTo'], message: 'The end date must not be before the start date' };
const accountNumber = z.string().regex(/^[0-9]{1,12}$/, 'Must be an account number of up to 12 digits');

/** Parameters of each kind as the user gives them (dates as YYYY-MM-DD; legacy ranges cover whole days). */
export const reportParamsSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('account-orders'), dateFrom, dateTo }).refine(ordered, rangeRule),
  z.object({ kind: z.literal('account'), dateFrom, dateTo, referenceCurrency: assetSymbol }).refine(ordered, rangeRule),
  z.object({ kind: z.literal('balance'), date: isoDate, referenceCurrency: assetSymbol }),
  z
    .object({ kind: z.literal('exchange-rates'), dateFrom, dateTo, referenceCurrency: assetSymbol })
    .refine(ordered, rangeRule),
  z.object({ kind: z.literal('guarantee'), date: isoDate, referenceCurrency: assetSymbol }),
  z.object({ kind: z.literal('staking-rewards'), dateFrom, dateTo }).refine(ordered, rangeRule),
  z.object({ kind: z.literal('legacy-account'), accountNumber, dateFrom, dateTo }).refine(ordered, rangeRule),
  z.object({ kind: z.literal('legacy-client'), dateFrom, dateTo }).refine(ordered, rangeRule),
]);
export type ReportParams = z.output<typeof reportParamsSchema>;

/** "2025-01-01 to 2025-12-31, CHF"; the renderer passes its date style for the days. */
export function describeParams(params: ReportParams, day: (isoDay: string) => string = (isoDay) => isoDay): string {
  const parts: string[] = [];
  if ('accountNumber' in params) parts.push(`account ${params.accountNumber}`);
  if ('dateFrom' in params) parts.push(`${day(params.dateFrom)} to ${day(params.dateTo)}`);
  if ('date' in params) parts.push(`at ${day(params.date)}`);
  if ('referenceCurrency' in params) parts.push(params.referenceCurrency);
  return parts.join(', ');
}
