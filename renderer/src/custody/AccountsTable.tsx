import { useMemo } from 'react';
import type { CustodyAccount } from '../../../shared/api/schemas/custody';
import { assetPlaces } from '../../../shared/format/precision';
import { usePrecisionTable } from '../assets/store';
import { Amount } from '../ui/Amount';
import { Empty } from '../ui/states';
import { useRowKeys } from '../ui/useRowKeys';
import { SortButton } from '../ui/SortButton';
import { formatCount } from '../../../shared/format/count';
import { useT } from '../i18n/store';
import { assetLabel, stateLabel, typeLabel } from './labels';
import { ACCOUNT_COLUMNS, distinctValues, NO_FILTER, viewAccounts } from './table-model';
import { setAccountFilter, sortAccountsBy, useAccountFilter, useAccountSort } from './view-store';

const stateClass: Record<string, string> = {
  Active: 'pill-good',
  Locked: 'pill-warning',
  Inactive: 'pill-warning',
  Invalid: 'pill-bad',
  Closed: 'pill-muted',
};

/** The custody accounts with sorting, text/type/state filters, and a details button per row. */
export function AccountsTable(props: {
  accounts: readonly CustodyAccount[];
  onOpen: (account: CustodyAccount) => void;
}): React.JSX.Element {
  const t = useT();
  const filter = useAccountFilter();
  const sort = useAccountSort();
  const precision = usePrecisionTable();
  const rows = useMemo(() => viewAccounts(props.accounts, filter, sort), [props.accounts, filter, sort]);
  const types = useMemo(() => distinctValues(props.accounts, 'type'), [props.accounts]);
  const states = useMemo(() => distinctValues(props.accounts, 'state'), [props.accounts]);
  const filtered = filter.text !== '' || filter.type !== '' || filter.state !== '';
  // Arrow keys move between rows, Enter opens the row's details.
  const rowKeys = useRowKeys(rows.length, (index) => {
    const account = rows[index];
    if (account) props.onOpen(account);
  });

  return (
    <div className="accounts">
      <div className="toolbar" role="search" aria-label={t('custody.filter.region')}>
        <input
          type="search"
          className="input input-search"
          placeholder={t('custody.filter.placeholder')}
          aria-label={t('custody.filter.label')}
          value={filter.text}
          onChange={(event) => setAccountFilter({ text: event.target.value })}
        />
        <ChoiceFilter
          label={t('custody.filter.type')}
          value={filter.type}
          values={types}
          labelOf={typeLabel}
          onChange={(type) => setAccountFilter({ type })}
        />
        <ChoiceFilter
          label={t('custody.filter.state')}
          value={filter.state}
          values={states}
          labelOf={stateLabel}
          onChange={(state) => setAccountFilter({ state })}
        />
        {filtered ? (
          <button
            type="button"
            className="button button-small button-quiet"
            onClick={() => setAccountFilter(NO_FILTER)}
          >
            {t('custody.filter.clear')}
          </button>
        ) : null}
        <span className="toolbar-count muted" aria-live="polite">
          {filtered
            ? t('custody.accounts.countFiltered', {
                count: props.accounts.length,
                shown: formatCount(rows.length),
                total: formatCount(props.accounts.length),
              })
            : t('custody.accounts.count', { count: props.accounts.length, total: formatCount(props.accounts.length) })}
          {ACCOUNT_COLUMNS.find((column) => column.key === sort.column)?.kind === 'decimal'
            ? t('custody.accounts.sortedWithinAsset')
            : ''}
        </span>
      </div>
      {rows.length === 0 ? (
        <Empty title={props.accounts.length === 0 ? t('custody.accounts.none') : t('custody.accounts.noMatch')} />
      ) : (
        <div className="table-scroll">
          <table className="data-table accounts-table">
            <thead>
              <tr>
                {ACCOUNT_COLUMNS.map((column) => (
                  <th
                    key={column.key}
                    scope="col"
                    className={column.kind === 'decimal' ? 'num' : column.kind === 'boolean' ? 'center' : undefined}
                    aria-sort={sort.column === column.key ? sort.direction : undefined}
                  >
                    <SortButton
                      label={t(column.label)}
                      active={sort.column === column.key}
                      direction={sort.direction}
                      onClick={() => sortAccountsBy(column.key)}
                    />
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((account, index) => {
                const places = account.assetSymbol === null ? undefined : assetPlaces(account.assetSymbol, precision);
                return (
                  <tr key={account.id} data-account-id={account.id} {...rowKeys(index)}>
                    <td>
                      <button
                        type="button"
                        className="link-button asset-cell"
                        onClick={() => props.onOpen(account)}
                        aria-label={
                          account.assetSymbol === null
                            ? t('custody.accounts.openNoAsset', { name: account.name })
                            : t('custody.accounts.open', { asset: account.assetSymbol, name: account.name })
                        }
                      >
                        {assetLabel(account)}
                      </button>
                    </td>
                    <td className="cell-name">{account.name}</td>
                    <td>{typeLabel(account.type)}</td>
                    <td>
                      <span className={`pill ${stateClass[account.state] ?? 'pill-muted'}`}>
                        {stateLabel(account.state)}
                      </span>
                    </td>
                    <td className="num">
                      <Amount value={account.balance} precision={places} />
                    </td>
                    <td className="num">
                      <Amount value={account.available} precision={places} spendable />
                    </td>
                    <td className="num">
                      <Amount value={account.reserved} precision={places} />
                    </td>
                    <td className="num">
                      <Amount value={account.disposable} precision={places} spendable />
                    </td>
                    <td className="num">
                      <Amount value={account.creditLine} precision={places} />
                    </td>
                    <td className="center">
                      {account.isProofWallet === undefined ? (
                        <span className="muted" aria-label={t('custody.detail.notReported')}>
                          ?
                        </span>
                      ) : account.isProofWallet ? (
                        <span className="check" aria-label={t('custody.detail.yes')}>
                          ✓
                        </span>
                      ) : (
                        <span className="muted" aria-label={t('custody.detail.no')}>
                          –
                        </span>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

/** A toolbar select narrowing the table to one value of a column ("All": no narrowing), each value shown in words. */
function ChoiceFilter(props: {
  label: string;
  value: string;
  values: readonly string[];
  labelOf: (value: string) => string;
  onChange: (value: string) => void;
}): React.JSX.Element {
  const t = useT();
  return (
    <label className="toolbar-field">
      <span>{props.label}</span>
      <select className="select" value={props.value} onChange={(event) => props.onChange(event.target.value)}>
        <option value="">{t('custody.filter.all')}</option>
        {/* In the order of the words shown (they differ by language), not of the service's values. */}
        {[...props.values]
          .sort((x, y) => props.labelOf(x).localeCompare(props.labelOf(y)))
          .map((value) => (
            <option key={value} value={value}>
              {props.labelOf(value)}
            </option>
          ))}
      </select>
    </label>
  );
}
