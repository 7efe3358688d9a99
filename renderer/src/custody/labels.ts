import type { CustodyAccount, CustodyAccountFlag } from '../../../shared/api/schemas/custody';

type State = CustodyAccount['state'];
type Type = CustodyAccount['type'];
type SubType = CustodyAccount['subType'];

/** Custody account states in a trader's words (ours and production's; Unknown: a value SVC Desk does not know). */
export const STATE_LABELS: Record<State, string> = {
  Active: 'Active',
  Locked: 'Locked',
  Closed: 'Closed',
  Inactive: 'Inactive',
  Invalid: 'Invalid',
  Unknown: 'Unknown',
};

/** Account purposes. */
export const TYPE_LABELS: Record<Type, string> = {
  Trading: 'Trading',
  Staking: 'Staking',
  Vault: 'Vault',
  VaultStaking: 'Vault staking',
  Loan: 'Loan',
  Unknown: 'Unknown',
};

/** Account sub-types. */
export const SUBTYPE_LABELS: Record<SubType, string> = {
  Standard: 'Standard',
  Segregated: 'Segregated',
  Normal: 'Normal',
  Collateral: 'Collateral',
  Advisory: 'Advisory',
  AdvisoryPassive: 'Advisory (passive)',
  Unknown: 'Unknown',
};

/** Account flags. */
export const FLAG_LABELS: Record<CustodyAccountFlag, string> = {
  DepositDisabled: 'Deposits disabled',
  WithdrawalDisabled: 'Withdrawals disabled',
  TradingDisabled: 'Trading disabled',
  StakingEnabled: 'Staking enabled',
  Dormant: 'Dormant',
  CashWithdrawalsBlocked: 'Cash withdrawals blocked',
  CashInpaymentsBlocked: 'Cash in-payments blocked',
  DebitsAndCashInpaymentBlocked: 'Debits and cash in-payments blocked',
  NotBookable: 'Not bookable',
  Blocked: 'Blocked',
  DebitFreeze: 'Debit freeze',
  CreditFreeze: 'Credit freeze',
  Active: 'Active',
  Unknown: 'Unknown flag',
};

/** Shown where an account has no asset symbol (production may send null). */
export const NO_ASSET = '—';

/** The account's asset symbol, or a dash when the service gave none. */
export function assetLabel(account: Pick<CustodyAccount, 'assetSymbol'>): string {
  return account.assetSymbol ?? NO_ASSET;
}

/** The flags as one line: "None" for an empty list, "Not reported" when the service sent none (null). */
export function flagsLabel(account: Pick<CustodyAccount, 'flags'>): string {
  if (account.flags === null) return 'Not reported';
  return account.flags.length > 0 ? account.flags.map((flag) => FLAG_LABELS[flag]).join(', ') : 'None';
}

/** The proof-wallet fact: Yes, No, or Not reported (absent in older production answers). */
export function proofWalletLabel(account: Pick<CustodyAccount, 'isProofWallet'>): string {
  if (account.isProofWallet === undefined) return 'Not reported';
  return account.isProofWallet ? 'Yes' : 'No';
}
