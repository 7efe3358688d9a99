import type { TradingAccount } from '../../../shared/api/schemas/trading';
import { formatDecimal } from '../../../shared/format/decimal';
import { spendable } from '../../../shared/format/precision';
import type { FieldControlProps } from '../ui/Field';

/** An account option's words: "#1042 CHF Trading · available 12,500.00" (rounded down: never more than can be spent). */
export function accountLabel(account: TradingAccount, places: number | undefined): string {
  const available = formatDecimal(spendable(account.available, places), places === undefined ? {} : { precision: places });
  return `#${account.account} ${account.name} · available ${available} ${account.assetSymbol}${account.isTradingEnabled ? '' : ' (blocked)'}`;
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
  return (
    <select
      {...props.control}
      className="select"
      value={props.value === null ? '' : String(props.value)}
      onChange={(event) => props.onChange(event.target.value === '' ? null : Number(event.target.value))}
    >
      {props.automatic !== undefined ? <option value="">{props.automatic}</option> : props.value === null ? <option value="">Choose an account</option> : null}
      {props.accounts.map((account) => (
        <option key={account.account} value={account.account} disabled={!account.isTradingEnabled}>
          {accountLabel(account, props.places)}
        </option>
      ))}
    </select>
  );
}
