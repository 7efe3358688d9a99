import { z } from 'zod';
import { decimal } from '../../wire/decimal';
import { dateTime, int, isoDate, tolerantEnum, uuid } from './common';
import { ORDER_STATUSES, ORDER_TYPES, SIDES } from './orders';

/** One order in an account orders statement. Our choice (spec: not shown). */
export const statementOrderSchema = z.object({
  orderId: int,
  clientOrderId: z.string(),
  account: int,
  symbol: z.string(),
  currency: z.string(),
  side: tolerantEnum(SIDES),
  orderType: tolerantEnum(ORDER_TYPES),
  status: tolerantEnum(ORDER_STATUSES),
  quantity: decimal,
  cumulativeQuantity: decimal,
  averagePrice: decimal.nullish(),
  commission: decimal.nullish(),
  commissionCurrency: z.string().nullish(),
  createdAt: dateTime,
});
export type StatementOrder = z.output<typeof statementOrderSchema>;

/** Account orders statement data (spec: dateFrom, dateTo, items). */
export const accountOrdersStatementSchema = z.object({
  dateFrom: isoDate,
  dateTo: isoDate,
  items: z.array(statementOrderSchema),
});
export type AccountOrdersStatement = z.output<typeof accountOrdersStatementSchema>;

/** Our choice (spec: not shown). */
export const MOVEMENT_TYPES = [
  'Trade',
  'Commission',
  'Deposit',
  'Withdrawal',
  'Transfer',
  'StakingEntry',
  'StakingExit',
  'StakingReward',
  'Unknown',
] as const;

/** One booking on an account. Our choice (spec: not shown). */
export const accountMovementSchema = z.object({
  time: dateTime,
  type: tolerantEnum(MOVEMENT_TYPES),
  amount: decimal,
  balanceAfter: decimal,
  reference: z.string().nullish(),
});
export type AccountMovement = z.output<typeof accountMovementSchema>;

/** One account in an account statement. Our choice (spec: not shown). */
export const statementAccountSchema = z.object({
  accountId: int,
  assetSymbol: z.string(),
  openingBalance: decimal,
  closingBalance: decimal,
  /** Closing balance valued at the dateTo rate. */
  closingValueInReferenceCurrency: decimal,
  movements: z.array(accountMovementSchema),
});
export type StatementAccount = z.output<typeof statementAccountSchema>;

/** Account statement data (spec fields; accounts element is our choice). */
export const accountStatementSchema = z.object({
  dateFrom: isoDate,
  dateTo: isoDate,
  referenceCurrency: z.string(),
  totalValueInReferenceCurrency: decimal,
  accounts: z.array(statementAccountSchema),
});
export type AccountStatement = z.output<typeof accountStatementSchema>;

/** Balance statement data: balances at the end of `date`. Our choice (spec: not shown). */
export const balanceStatementSchema = z.object({
  date: isoDate,
  referenceCurrency: z.string(),
  totalValueInReferenceCurrency: decimal,
  balances: z.array(
    z.object({
      accountId: int,
      assetSymbol: z.string(),
      balance: decimal,
      /** Price of one unit in referenceCurrency. */
      rate: decimal,
      valueInReferenceCurrency: decimal,
    }),
  ),
});
export type BalanceStatement = z.output<typeof balanceStatementSchema>;

/** Exchange rates statement data: daily closing rates. Our choice (spec: not shown). */
export const exchangeRatesStatementSchema = z.object({
  dateFrom: isoDate,
  dateTo: isoDate,
  referenceCurrency: z.string(),
  rates: z.array(z.object({ date: isoDate, assetSymbol: z.string(), rate: decimal })),
});
export type ExchangeRatesStatement = z.output<typeof exchangeRatesStatementSchema>;

/**
 * Guarantee statement data: per asset, how much is backed by the bank
 * guarantee (fiat) and held in segregated custody (crypto). Our choice (spec: not shown).
 */
export const guaranteeStatementSchema = z.object({
  date: isoDate,
  referenceCurrency: z.string(),
  totalValueInReferenceCurrency: decimal,
  items: z.array(
    z.object({
      assetSymbol: z.string(),
      balance: decimal,
      bankGuaranteeAmount: decimal,
      segregatedCustodyAmount: decimal,
      valueInReferenceCurrency: decimal,
    }),
  ),
});
export type GuaranteeStatement = z.output<typeof guaranteeStatementSchema>;

/** Staking rewards statement data: every reward in the range plus per-asset totals. Our choice (spec: not shown). */
export const stakingRewardsStatementSchema = z.object({
  dateFrom: isoDate,
  dateTo: isoDate,
  rewards: z.array(
    z.object({
      rewardId: uuid,
      createdOn: dateTime,
      stakingAccountNumber: z.string(),
      targetAccountNumber: z.string(),
      assetSymbol: z.string(),
      amount: decimal,
      commission: decimal,
      finalAmount: decimal,
    }),
  ),
  totals: z.array(z.object({ assetSymbol: z.string(), amount: decimal, commission: decimal, finalAmount: decimal })),
});
export type StakingRewardsStatement = z.output<typeof stakingRewardsStatementSchema>;
