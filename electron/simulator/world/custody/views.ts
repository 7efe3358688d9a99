import type { CustodyAccount, CustodyAccountFlag } from '../../../../shared/api/schemas/custody';
import type { Decimal } from '../../../../shared/wire/decimal';
import type { Ledger } from '../ledger';
import { big, text } from '../money';
import type { AccountRecord } from '../state';

const FLAGS: Record<AccountRecord['type'], CustodyAccountFlag[]> = {
  Trading: [],
  Staking: ['StakingEnabled', 'TradingDisabled'],
  Vault: ['TradingDisabled'],
};

/** An account as the custody endpoints answer it. */
export function custodyAccountView(ledger: Ledger, account: AccountRecord): CustodyAccount {
  const available = ledger.available(account);
  return {
    id: account.id,
    assetSymbol: account.asset,
    state: account.state,
    type: account.type,
    subType: account.subType,
    flags: FLAGS[account.type],
    balance: account.balance as Decimal,
    available: text(available),
    reserved: account.reserved as Decimal,
    disposable: text(available.plus(big(account.creditLine))),
    creditLine: account.creditLine as Decimal,
    name: account.name,
    isProofWallet: account.isProofWallet,
  };
}
