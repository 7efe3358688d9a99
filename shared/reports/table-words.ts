import type { MessageKey } from '../i18n/catalogue/messages';
import { message, type Message } from '../i18n/message';
import type { ColumnSpec } from './table-model';

/*
 * The words of the report tables that the preview and the exported files
 * share: each table's name (tab and sheet) and each column's header, typed
 * maps over the names and column keys reportTables() and pnlTables() build.
 * Time headers end in " (UTC)" in every language (the preview names the zone
 * once and leaves it out of each header).
 */

/** Every table a report has, by the name the model gives it. */
export const TABLE_WORDS = {
  Orders: 'reports.table.orders',
  'P&L FIFO': 'reports.table.pnlFifo',
  'P&L Average cost': 'reports.table.pnlAverage',
  'P&L totals': 'reports.table.pnlTotals',
  'P&L other commissions': 'reports.table.pnlOtherCommissions',
  'P&L opening lots': 'reports.table.pnlOpeningLots',
  Accounts: 'reports.table.accounts',
  Movements: 'reports.table.movements',
  Balances: 'reports.table.balances',
  Rates: 'reports.table.rates',
  Guarantee: 'reports.table.guarantee',
  Rewards: 'reports.table.rewards',
  Totals: 'reports.table.totals',
  Statements: 'reports.table.statements',
  Entries: 'reports.table.entries',
} as const satisfies Record<string, MessageKey>;
export type TableName = keyof typeof TABLE_WORDS;

/** Every column's header, by the column's key; headers naming the reference currency take it as {currency}. */
export const COLUMN_WORDS = {
  orderId: 'reports.column.orderId',
  clientOrderId: 'reports.column.clientOrderId',
  account: 'reports.column.account',
  accountId: 'reports.column.account',
  symbol: 'reports.column.symbol',
  currency: 'reports.column.currency',
  side: 'reports.column.side',
  orderType: 'reports.column.type',
  type: 'reports.column.type',
  status: 'reports.column.status',
  quantity: 'reports.column.quantity',
  cumulativeQuantity: 'reports.column.filledQuantity',
  averagePrice: 'reports.column.averagePrice',
  commission: 'reports.column.commission',
  commissionCurrency: 'reports.column.commissionCurrency',
  createdAt: 'reports.column.created',
  createdOn: 'reports.column.created',
  assetSymbol: 'reports.column.asset',
  accountNumber: 'reports.column.accountNumber',
  dateFrom: 'reports.column.from',
  dateTo: 'reports.column.to',
  openingBalance: 'reports.column.openingBalance',
  closingBalance: 'reports.column.closingBalance',
  closingValueInReferenceCurrency: 'reports.column.closingValue',
  time: 'reports.column.time',
  description: 'reports.column.description',
  amount: 'reports.column.amount',
  balance: 'reports.column.balance',
  balanceAfter: 'reports.column.balanceAfter',
  reference: 'reports.column.reference',
  rate: 'reports.column.rate',
  valueInReferenceCurrency: 'reports.column.value',
  date: 'reports.column.date',
  bankGuaranteeAmount: 'reports.column.bankGuarantee',
  segregatedCustodyAmount: 'reports.column.segregatedCustody',
  finalAmount: 'reports.column.finalAmount',
  rewardId: 'reports.column.rewardId',
  stakingAccountNumber: 'reports.column.stakingAccount',
  targetAccountNumber: 'reports.column.targetAccount',
  realized: 'reports.column.realized',
  unmatchedSells: 'reports.column.unmatchedSells',
  unmatchedProceeds: 'reports.column.unmatchedProceeds',
  opening: 'reports.column.openingQuantity',
  bought: 'reports.column.bought',
  sold: 'reports.column.sold',
  matched: 'reports.column.matched',
  unmatched: 'reports.column.unmatchedQuantity',
  openQuantity: 'reports.column.openQuantity',
  openCost: 'reports.column.openCost',
  method: 'reports.column.method',
  cost: 'reports.column.cost',
  source: 'reports.column.source',
} as const satisfies Record<string, MessageKey>;
export type ColumnKey = keyof typeof COLUMN_WORDS;

/** Columns whose key means something else in one table (its rows' own field names). */
const TABLE_COLUMN_WORDS: Partial<Record<TableName, Partial<Record<ColumnKey, MessageKey>>>> = {
  'P&L other commissions': { currency: 'reports.column.commissionCurrency', amount: 'reports.column.commission' },
  'P&L opening lots': { date: 'reports.column.boughtOn' },
};

/** Headers that name the report's reference currency. */
const CURRENCY_COLUMNS: ReadonlySet<string> = new Set<ColumnKey>([
  'closingValueInReferenceCurrency',
  'rate',
  'valueInReferenceCurrency',
]);

/** A table's name in words, or null for a name no map holds (shown as the model gave it). */
export function tableWords(name: string): MessageKey | null {
  return Object.hasOwn(TABLE_WORDS, name) ? TABLE_WORDS[name as TableName] : null;
}

/**
 * A column's header as a Message: the table's own word for the key, else the
 * key's; the reference currency (the column's fixed asset, else the report's)
 * where the header names it. Null when no map holds the key or the currency is unknown.
 */
export function columnHeader(tableName: string, column: ColumnSpec, referenceCurrency: string | null): Message | null {
  if (!Object.hasOwn(COLUMN_WORDS, column.key)) return null;
  const key = column.key as ColumnKey;
  const own = Object.hasOwn(TABLE_WORDS, tableName) ? TABLE_COLUMN_WORDS[tableName as TableName]?.[key] : undefined;
  const words = own ?? COLUMN_WORDS[key];
  if (!CURRENCY_COLUMNS.has(key)) return message(words);
  const currency = column.asset ?? referenceCurrency;
  return currency === null ? null : message(words, { currency });
}
