import { z } from 'zod';
import { DECIMAL_PATTERN } from '../../../shared/wire/decimal';
import { MOVEMENT_TYPES } from '../../../shared/api/schemas/report-data';
import {
  ORDER_STATUSES,
  ORDER_TYPES,
  SIDES,
  TIME_IN_FORCES,
  EXECUTION_TYPES,
  TARGET_STRATEGIES,
} from '../../../shared/api/schemas/orders';
import { STAKING_ORDER_STATES } from '../../../shared/api/schemas/staking';
import { REPORT_STATES } from '../../../shared/api/schemas/reports';

/**
 * The whole simulated world as plain data: this is both the live state (the
 * world mutates these records, indexed by store.ts) and the snapshot format.
 * Decimals are exact text; times are epoch ms of simulated time unless a
 * field says wall.
 */

const decimalString = z.string().regex(DECIMAL_PATTERN, 'Must be decimal text');
const int = z.number().int();
const time = z.number().int();
const nullableTime = time.nullable();

export const customerRecord = z.object({
  customerNumber: int,
  name: z.string(),
  referenceCurrency: z.string(),
  /** Trading commission, percent (0.25 = 0.25 %). */
  commissionPct: decimalString,
  /** False: the customer may not trade (production's field; set for office customers only, world/office.ts). */
  eligibleForTrading: z.boolean().optional(),
  /** The key's right for the customer, as production names it (office customers only). */
  accessRight: z.string().optional(),
});
export type CustomerRecord = z.infer<typeof customerRecord>;

export const credentialRecord = z.object({
  apiKey: z.string().min(16),
  apiSecret: z.string().min(40),
  customers: z.array(int).min(1),
});
export type CredentialRecord = z.infer<typeof credentialRecord>;

export const ACCOUNT_PURPOSES = ['Trading', 'Staking', 'Vault'] as const;
export type AccountPurpose = (typeof ACCOUNT_PURPOSES)[number];

export const accountRecord = z.object({
  id: int,
  customer: int,
  asset: z.string(),
  type: z.enum(ACCOUNT_PURPOSES),
  subType: z.enum(['Standard', 'Segregated']),
  state: z.enum(['Active', 'Locked', 'Closed']),
  name: z.string(),
  balance: decimalString,
  reserved: decimalString,
  creditLine: decimalString,
  isProofWallet: z.boolean(),
  openedAt: time,
  /** Staking accounts: their product and where rewards go (null: paid into the staking account itself). */
  productId: z.string().nullable(),
  payoutAccountId: int.nullable(),
  /** Staking accounts: end of the last reward period paid. */
  rewardedUntil: nullableTime,
});
export type AccountRecord = z.infer<typeof accountRecord>;

export const bookingRecord = z.object({
  accountId: int,
  time,
  type: z.enum(MOVEMENT_TYPES),
  amount: decimalString,
  balanceAfter: decimalString,
  reference: z.string().nullable(),
});
export type BookingRecord = z.infer<typeof bookingRecord>;
export type MovementType = BookingRecord['type'];

export const orderRecord = z.object({
  orderId: int,
  customer: int,
  account: int,
  toAccount: int.nullable(),
  clientOrderId: z.string(),
  quoteId: int.nullable(),
  side: z.enum(SIDES),
  orderType: z.enum(ORDER_TYPES),
  timeInForce: z.enum(TIME_IN_FORCES),
  targetStrategy: z.enum(TARGET_STRATEGIES),
  symbol: z.string(),
  currency: z.string(),
  quantity: decimalString,
  limitPrice: decimalString.nullable(),
  stopPrice: decimalString.nullable(),
  /** As the caller sent them (wall-clock ISO text). */
  transactionTime: z.string(),
  expireTime: z.string().nullable(),
  /** Simulated time at which a resting order expires. */
  expiresAt: nullableTime,
  createdAt: time,
  updatedAt: time,
  status: z.enum(ORDER_STATUSES),
  executionType: z.enum(EXECUTION_TYPES),
  executionId: z.string().nullable(),
  indicativePrice: decimalString.nullable(),
  /** Average fill price. */
  averagePrice: decimalString.nullable(),
  cumulativeQuantity: decimalString,
  leavesQuantity: decimalString,
  lastPrice: decimalString.nullable(),
  lastQuantity: decimalString.nullable(),
  commission: decimalString.nullable(),
  commissionCurrency: z.string().nullable(),
  appliedCommissionPct: decimalString,
  isCommissionIncluded: z.boolean(),
  fromAmount: decimalString.nullable(),
  toAmount: decimalString.nullable(),
  settlementAmount: decimalString.nullable(),
  /** What a resting order still holds reserved on its funding account. */
  reserved: decimalString,
  /** Stop and stop-limit orders: the stop price was reached. */
  triggered: z.boolean(),
  settledAt: nullableTime,
  rejectionCode: int,
  text: z.string().nullable(),
});
export type OrderRecord = z.infer<typeof orderRecord>;

export const quoteRecord = z.object({
  quoteId: int,
  customer: int,
  symbol: z.string(),
  currency: z.string(),
  side: z.enum(SIDES),
  quantity: decimalString,
  price: decimalString,
  /** Wall-clock times: quotes are never sped up. */
  createdAtWall: time,
  validUntilWall: time,
  usedByOrderId: int.nullable(),
});
export type QuoteRecord = z.infer<typeof quoteRecord>;

export const productRecord = z.object({
  id: z.string(),
  name: z.string(),
  assetSymbol: z.string(),
  supportedPayoutAccountTypes: z.array(z.enum(ACCOUNT_PURPOSES)),
  commission: decimalString,
  rewardRate: decimalString,
  minimumAmount: decimalString,
  noRewardPeriodHours: int,
  unbondingPeriodHours: int,
  rewardIntervalHours: int.positive(),
  isAvailable: z.boolean(),
});
export type ProductRecord = z.infer<typeof productRecord>;

export const stakingRequestRecord = z.object({
  fromAccountNumber: z.string(),
  toAccountNumber: z.string().nullable(),
  productId: z.string().nullable(),
  amount: decimalString,
  externalReference: z.string().nullable(),
});
export type StakingRequestRecord = z.infer<typeof stakingRequestRecord>;

export const stakingOrderRecord = z.object({
  id: z.string(),
  orderNumber: z.string(),
  customer: int,
  type: z.enum(['Entry', 'Exit']),
  assetSymbol: z.string(),
  amount: decimalString,
  fromAccountId: int,
  toAccountId: int,
  productId: z.string(),
  request: stakingRequestRecord,
  createdOn: time,
  /** When processing starts (the debit account is checked and debited). */
  processAt: time,
  effectuatedAt: time,
  completedAt: time,
  state: z.enum(STAKING_ORDER_STATES),
  effectuated: z.boolean(),
  externalComment: z.string().nullable(),
  transactionReference: z.string().nullable(),
});
export type StakingOrderRecord = z.infer<typeof stakingOrderRecord>;

export const rewardRecord = z.object({
  id: z.string(),
  customer: int,
  stakingAccountId: int,
  targetAccountId: int,
  assetSymbol: z.string(),
  amount: decimalString,
  commissionPercentage: decimalString,
  commission: decimalString,
  finalAmount: decimalString,
  createdOn: time,
  periodFrom: time,
  periodTo: time,
  executionLayerAmount: decimalString.nullable(),
  consensusLayerAmount: decimalString.nullable(),
});
export type RewardRecord = z.infer<typeof rewardRecord>;

export const REPORT_KINDS = [
  'accountOrders',
  'account',
  'balance',
  'exchangeRates',
  'guarantee',
  'stakingRewards',
] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

export const reportRecord = z.object({
  id: z.string(),
  customer: int,
  kind: z.enum(REPORT_KINDS),
  /** The create body, as the handler received it. */
  request: z.record(z.string(), z.string()),
  createdAt: time,
  readyAt: time,
  state: z.enum(REPORT_STATES),
  data: z.unknown().nullable(),
  failureReason: z.string().nullable(),
});
export type ReportRecord = z.infer<typeof reportRecord>;

export const loanRecord = z.object({
  loanId: z.string(),
  assetSymbol: z.string(),
  amount: decimalString,
  /** Yearly fraction (0.05 = 5 %). */
  interestRate: decimalString,
  startedAt: time,
  maturesAt: nullableTime,
});
export type LoanRecord = z.infer<typeof loanRecord>;

export const portfolioRecord = z.object({
  portfolioId: z.string(),
  customer: int,
  side: z.enum(['Borrow', 'Lend']),
  valueCurrency: z.string(),
  serviceFee: decimalString,
  smLtv: decimalString,
  hmLtv: decimalString,
  loans: z.array(loanRecord),
  collaterals: z.array(z.object({ assetSymbol: z.string(), amount: decimalString })),
});
export type PortfolioRecord = z.infer<typeof portfolioRecord>;

/** A price shock from the control plane: from simulated time `at` on, the series' price is multiplied by `factor`. */
export const priceShockRecord = z.object({
  /** Crypto asset index in CRYPTO_ASSETS (the price model's series). */
  cryptoIndex: int,
  at: time,
  factor: z.number().positive(),
});
export type PriceShockRecord = z.infer<typeof priceShockRecord>;

export const SNAPSHOT_VERSION = 1;

export const worldState = z.object({
  version: z.literal(SNAPSHOT_VERSION),
  seed: int,
  /** The anchor: "now" when the world was created; the price model is centred on it. */
  origin: time,
  /** Simulated time up to which processes have run. */
  simTime: time,
  rng: z.tuple([int, int, int, int]),
  nextId: z.object({ account: int, order: int, quote: int, execution: int, stakingOrder: int }),
  customers: z.array(customerRecord).min(1),
  credentials: z.array(credentialRecord).min(1),
  accounts: z.array(accountRecord),
  bookings: z.array(bookingRecord),
  orders: z.array(orderRecord),
  quotes: z.array(quoteRecord),
  products: z.array(productRecord),
  stakingOrders: z.array(stakingOrderRecord),
  rewards: z.array(rewardRecord),
  reports: z.array(reportRecord),
  portfolios: z.array(portfolioRecord),
  /** Added after version 1 shipped: absent in older state files. */
  shocks: z.array(priceShockRecord).default([]),
});
export type WorldState = z.infer<typeof worldState>;
