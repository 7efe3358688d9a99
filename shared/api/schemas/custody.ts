import { z } from 'zod';
import { decimal } from '../../wire/decimal';
import { dateTime, int, tolerantEnum } from './common';
import { dateTimeParam, enumParam, intParam } from './url-codecs';

// Each set: our simulator's values (our choice, spec: not shown), then the values production lists (production-notes.md).
/** Custody account states. */
export const CUSTODY_ACCOUNT_STATES = ['Active', 'Locked', 'Closed', 'Inactive', 'Invalid', 'Unknown'] as const;
/** Account purposes; ours are the same set as stakingAccountType (decisions.md: one account per asset and purpose). */
export const CUSTODY_ACCOUNT_TYPES = ['Trading', 'Staking', 'Vault', 'VaultStaking', 'Loan', 'Unknown'] as const;
/** Ours: Standard, or Segregated (held in segregated custody); production: Normal, Collateral, Advisory, AdvisoryPassive. */
export const CUSTODY_ACCOUNT_SUBTYPES = [
  'Standard',
  'Segregated',
  'Normal',
  'Collateral',
  'Advisory',
  'AdvisoryPassive',
  'Unknown',
] as const;
/** Restrictions and capabilities of an account. */
export const CUSTODY_ACCOUNT_FLAGS = [
  'DepositDisabled',
  'WithdrawalDisabled',
  'TradingDisabled',
  'StakingEnabled',
  'Dormant',
  'CashWithdrawalsBlocked',
  'CashInpaymentsBlocked',
  'DebitsAndCashInpaymentBlocked',
  'NotBookable',
  'Blocked',
  'DebitFreeze',
  'CreditFreeze',
  'Active',
  'Unknown',
] as const;

/**
 * Custody account (spec: Custody account). Production may send assetSymbol
 * and flags as null and leave isProofWallet out (production-notes.md).
 * Hot path: kept to plain fields, no refinements.
 */
export const custodyAccountSchema = z.object({
  id: int,
  assetSymbol: z.string().nullable(),
  state: tolerantEnum(CUSTODY_ACCOUNT_STATES),
  type: tolerantEnum(CUSTODY_ACCOUNT_TYPES),
  subType: tolerantEnum(CUSTODY_ACCOUNT_SUBTYPES),
  flags: z.array(tolerantEnum(CUSTODY_ACCOUNT_FLAGS)).nullable(),
  balance: decimal,
  available: decimal,
  reserved: decimal,
  disposable: decimal,
  creditLine: decimal,
  name: z.string(),
  isProofWallet: z.boolean().optional(),
});
export type CustodyAccount = z.output<typeof custodyAccountSchema>;
export type CustodyAccountState = CustodyAccount['state'];
export type CustodyAccountType = CustodyAccount['type'];
export type CustodyAccountFlag = NonNullable<CustodyAccount['flags']>[number];

export const custodyAccountListSchema = z.array(custodyAccountSchema);

/** Path of single-account reads. */
export const custodyAccountParams = z.object({ accountId: intParam({ min: 0 }) });

/**
 * One blockchain location of an account's funds (spec: not shown). Only the
 * address is required: production's sample is just {address}; the rest is
 * what our simulator adds (absent or null elsewhere).
 * Addresses are informational only: never deposit to them directly (spec).
 */
export const onchainInfoEntrySchema = z.object({
  network: z.string().nullish(),
  address: z.string(),
  /** Memo/tag some networks need next to the address. */
  addressTag: z.string().nullish(),
  balance: decimal.nullish(),
  updatedAt: dateTime.nullish(),
});
export type OnchainInfoEntry = z.output<typeof onchainInfoEntrySchema>;

/** On-chain information of one account (spec: Custody on-chain information). */
export const onchainInfoSchema = z.object({
  accountId: int,
  assetSymbol: z.string(),
  balance: decimal,
  onchainInfo: z.array(onchainInfoEntrySchema),
});
export type OnchainInfo = z.output<typeof onchainInfoSchema>;

export const onchainInfoListSchema = z.array(onchainInfoSchema);

/** Sampling interval of the historical portfolio value. Our choice (spec: not shown). */
export const PORTFOLIO_INTERVALS = ['Hour', 'Day', 'Week', 'Month'] as const;
export type PortfolioInterval = (typeof PORTFOLIO_INTERVALS)[number];

/**
 * Query of GET /custody/v1/HistoricalPortfolioValue. Our choice (spec: not
 * shown): from and to bound the range (both required, from <= to); interval
 * defaults to Day on the server when absent.
 */
export const historicalPortfolioValueQuery = z
  .object({
    from: dateTimeParam,
    to: dateTimeParam,
    interval: enumParam(PORTFOLIO_INTERVALS).optional(),
  })
  .refine((query) => Date.parse(query.from) <= Date.parse(query.to), {
    path: ['to'],
    message: 'Must not be before from',
  });

/** One point of the portfolio value series. */
export const portfolioValuePointSchema = z.object({ time: dateTime, value: decimal });
export type PortfolioValuePoint = z.output<typeof portfolioValuePointSchema>;

/**
 * Total portfolio value of the customer over time. Our choice (spec: not
 * shown): points in ascending time, valued in referenceCurrency.
 */
export const historicalPortfolioValueSchema = z.object({
  referenceCurrency: z.string(),
  interval: tolerantEnum(PORTFOLIO_INTERVALS),
  points: z.array(portfolioValuePointSchema),
});
export type HistoricalPortfolioValue = z.output<typeof historicalPortfolioValueSchema>;
