import type { CustodyAccountType } from '../api/schemas/custody';
import type { StakingOrderState, StakingOrderType } from '../api/schemas/staking';
import type { MessageKey } from '../i18n/catalogue/messages';

// The service's enum values as a person reads them, one typed map per enum (keys written whole, so the catalogue test finds them).

/** A staking order's state. */
export const ORDER_STATE_WORDS: Readonly<Record<StakingOrderState, MessageKey>> = {
  Open: 'staking.state.open',
  Processing: 'staking.state.processing',
  Completed: 'staking.state.completed',
  Cancelled: 'staking.state.cancelled',
  Unknown: 'staking.state.unknown',
};

/** A staking order's kind: entering staking or leaving it. */
export const ORDER_TYPE_WORDS: Readonly<Record<StakingOrderType, MessageKey>> = {
  Entry: 'staking.type.entry',
  Exit: 'staking.type.exit',
  Unknown: 'staking.type.unknown',
};

/** An account's kind (custody accounts, staking accounts and the payout account types a product allows). */
export const ACCOUNT_TYPE_WORDS: Readonly<Record<CustodyAccountType, MessageKey>> = {
  Trading: 'staking.accountType.trading',
  Staking: 'staking.accountType.staking',
  Vault: 'staking.accountType.vault',
  VaultStaking: 'staking.accountType.vaultStaking',
  Loan: 'staking.accountType.loan',
  Unknown: 'staking.accountType.unknown',
};
