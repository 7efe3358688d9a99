import type { CustodyAccount, CustodyAccountFlag } from '../../../shared/api/schemas/custody';
import type { PortfolioRange } from '../../../shared/custody/ranges';
import type { MessageKey } from '../../../shared/i18n/catalogue/messages';
import { translate } from '../i18n/store';

type State = CustodyAccount['state'];
type Type = CustodyAccount['type'];
type SubType = CustodyAccount['subType'];

/** Custody account states in a trader's words (ours and production's; Unknown: a value SVC Desk does not know). */
const STATE_WORDS: Readonly<Record<State, MessageKey>> = {
  Active: 'custody.state.active',
  Locked: 'custody.state.locked',
  Closed: 'custody.state.closed',
  Inactive: 'custody.state.inactive',
  Invalid: 'custody.state.invalid',
  Unknown: 'custody.state.unknown',
};

/** Account purposes. */
const TYPE_WORDS: Readonly<Record<Type, MessageKey>> = {
  Trading: 'custody.type.trading',
  Staking: 'custody.type.staking',
  Vault: 'custody.type.vault',
  VaultStaking: 'custody.type.vaultStaking',
  Loan: 'custody.type.loan',
  Unknown: 'custody.type.unknown',
};

/** Account sub-types. */
const SUBTYPE_WORDS: Readonly<Record<SubType, MessageKey>> = {
  Standard: 'custody.subType.standard',
  Segregated: 'custody.subType.segregated',
  Normal: 'custody.subType.normal',
  Collateral: 'custody.subType.collateral',
  Advisory: 'custody.subType.advisory',
  AdvisoryPassive: 'custody.subType.advisoryPassive',
  Unknown: 'custody.subType.unknown',
};

/** Account flags. */
const FLAG_WORDS: Readonly<Record<CustodyAccountFlag, MessageKey>> = {
  DepositDisabled: 'custody.flag.depositDisabled',
  WithdrawalDisabled: 'custody.flag.withdrawalDisabled',
  TradingDisabled: 'custody.flag.tradingDisabled',
  StakingEnabled: 'custody.flag.stakingEnabled',
  Dormant: 'custody.flag.dormant',
  CashWithdrawalsBlocked: 'custody.flag.cashWithdrawalsBlocked',
  CashInpaymentsBlocked: 'custody.flag.cashInpaymentsBlocked',
  DebitsAndCashInpaymentBlocked: 'custody.flag.debitsAndCashInpaymentBlocked',
  NotBookable: 'custody.flag.notBookable',
  Blocked: 'custody.flag.blocked',
  DebitFreeze: 'custody.flag.debitFreeze',
  CreditFreeze: 'custody.flag.creditFreeze',
  Active: 'custody.flag.active',
  Unknown: 'custody.flag.unknown',
};

/** The chart's ranges, abbreviated as the page's language abbreviates week, month and year. */
const RANGE_WORDS: Readonly<Record<PortfolioRange, MessageKey>> = {
  '1W': 'custody.range.oneWeek',
  '1M': 'custody.range.oneMonth',
  '3M': 'custody.range.threeMonths',
  '1Y': 'custody.range.oneYear',
};

// Words are made when shown (translate), so a change of language reaches them; a value the map lacks shows as sent.

/** An account state in the page's language. */
export function stateLabel(state: string): string {
  const key = STATE_WORDS[state as State] as MessageKey | undefined;
  return key ? translate(key) : state;
}

/** An account type in the page's language. */
export function typeLabel(type: string): string {
  const key = TYPE_WORDS[type as Type] as MessageKey | undefined;
  return key ? translate(key) : type;
}

/** A portfolio range (1W, 1M, …) in the page's language (the dashboard's chart and the Book's change column). */
export function rangeLabel(range: PortfolioRange): string {
  return translate(RANGE_WORDS[range]);
}

/** An account sub-type in the page's language. */
export function subTypeLabel(subType: SubType): string {
  return translate(SUBTYPE_WORDS[subType]);
}

/** Shown where an account has no asset symbol (production may send null). */
export const NO_ASSET = '—';

/** The account's asset symbol, or a dash when the service gave none. */
export function assetLabel(account: Pick<CustodyAccount, 'assetSymbol'>): string {
  return account.assetSymbol ?? NO_ASSET;
}

/** The flags as one line: "None" for an empty list, "Not reported" when the service sent none (null). */
export function flagsLabel(account: Pick<CustodyAccount, 'flags'>): string {
  if (account.flags === null) return translate('custody.detail.notReported');
  if (account.flags.length === 0) return translate('custody.detail.noFlags');
  // A list of labels, not a sentence: the comma reads the same in the four languages.
  return account.flags.map((flag) => translate(FLAG_WORDS[flag])).join(', ');
}

/** The proof-wallet fact: Yes, No, or Not reported (absent in older production answers). */
export function proofWalletLabel(account: Pick<CustodyAccount, 'isProofWallet'>): string {
  if (account.isProofWallet === undefined) return translate('custody.detail.notReported');
  return translate(account.isProofWallet ? 'custody.detail.yes' : 'custody.detail.no');
}
