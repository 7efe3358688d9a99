import type { TradingAccount } from '../../../shared/api/schemas/trading';
import { formatDecimal } from '../../../shared/format/decimal';
import { spendable } from '../../../shared/format/precision';
import { translate, useT } from '../i18n/store';
import type { FieldControlProps } from '../ui/Field';

/**
 * An account option's words: "#1042 CHF Trading · 12,500.00" (what it can spend, rounded down: never more than can
 * be spent). Short enough for the ticket's select at 1024 px: the field's label names the asset and the title says
 * it in full.
 */
export function accountLabel(account: TradingAccount, places: number | undefined): string {
  const state = account.isTradingEnabled ? 'usable' : 'blocked';
  return translate('trading.account.option', {
    state,
    account: String(account.account),
    name: account.name,
    available: availableText(account, places),
  });
}

function availableText(account: TradingAccount, places: number | undefined): string {
  return formatDecimal(spendable(account.available, places), places === undefined ? {} : { precision: places });
}

/** The chosen account in full, for the select's tooltip. */
function accountTitle(account: TradingAccount | undefined, places: number | undefined): string | undefined {
  return account
    ? translate('trading.account.title', {
        account: String(account.account),
        name: account.name,
        available: availableText(account, places),
        asset: account.assetSymbol,
      })
    : undefined;
}

/** Chooses one of the accounts holding an asset; `automatic` adds "let the service choose". */
export function AccountPicker(props: {
  control: FieldControlProps;
  accounts: readonly TradingAccount[];
  value: number | null;
  places: number | undefined;
  automatic?: string;
  onChange: (account: number | null) => void;
}): React.JSX.Element {
  const t = useT();
  return (
    <select
      {...props.control}
      className="select"
      title={accountTitle(
        props.accounts.find((account) => account.account === props.value),
        props.places,
      )}
      value={props.value === null ? '' : String(props.value)}
      onChange={(event) => props.onChange(event.target.value === '' ? null : Number(event.target.value))}
    >
      {props.automatic !== undefined ? (
        <option value="">{props.automatic}</option>
      ) : props.value === null ? (
        <option value="">{t('trading.account.choose')}</option>
      ) : null}
      {props.accounts.map((account) => (
        <option key={account.account} value={account.account} disabled={!account.isTradingEnabled}>
          {accountLabel(account, props.places)}
        </option>
      ))}
    </select>
  );
}
