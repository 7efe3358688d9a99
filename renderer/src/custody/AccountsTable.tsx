import { useMemo } from 'react';
import type { CustodyAccount } from '../../../shared/api/schemas/custody';
import { assetPlaces } from '../../../shared/format/precision';
import { usePrecisionTable } from '../assets/store';
import { Amount } from '../ui/Amount';
import { Empty } from '../ui/states';
import { useRowKeys } from '../ui/useRowKeys';
import { SortButton } from '../ui/SortButton';
import { assetLabel, STATE_LABELS, TYPE_LABELS } from './labels';
import { ACCOUNT_COLUMNS, distinctValues, NO_FILTER, viewAccounts } from './table-model';
import { setAccountFilter, sortAccountsBy, useAccountFilter, useAccountSort } from './view-store';

const stateClass: Record<string, string> = { Active: 'pill-good', Locked: 'pill-warning', Inactive: 'pill-warning', Invalid: 'pill-bad', Closed: 'pill-muted' };

/** The custody accounts with sorting, text/type/state filters, and a details button per row. */
export function AccountsTable(props: { accounts: readonly CustodyAccount[]; onOpen: (account: CustodyAccount) => void }): React.JSX.Element {
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
      <div className="toolbar" role="search" aria-label="Filter accounts">
        <input
          type="search"
          className="input input-search"
          placeholder="Filter by asset, name or id"
          aria-label="Filter accounts by asset, name or id"
          value={filter.text}
          onChange={(event) => setAccountFilter({ text: event.target.value })}
        />
        <ChoiceFilter label="Type" value={filter.type} values={types} labels={TYPE_LABELS} onChange={(type) => setAccountFilter({ type })} />
        <ChoiceFilter label="State" value={filter.state} values={states} labels={STATE_LABELS} onChange={(state) => setAccountFilter({ state })} />
        {filtered ? (
          <button type="button" className="button button-small button-quiet" onClick={() => setAccountFilter(NO_FILTER)}>
            Clear filters
          </button>
        ) : null}
        <span className="toolbar-count muted" aria-live="polite">
          {filtered ? `${rows.length} of ${props.accounts.length} accounts` : `${props.accounts.length} accounts`}
          {ACCOUNT_COLUMNS.find((column) => column.key === sort.column)?.kind === 'decimal' ? ' · amounts sorted within each asset' : ''}
        </span>
      </div>
      {rows.length === 0 ? (
        <Empty title={props.accounts.length === 0 ? 'This customer has no custody accounts' : 'No account matches the filters'} />
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
                    <SortButton label={column.label} active={sort.column === column.key} direction={sort.direction} onClick={() => sortAccountsBy(column.key)} />
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
                        aria-label={`${account.assetSymbol ?? 'No asset'} ${account.name}: show details`}
                      >
                        {assetLabel(account)}
                      </button>
                    </td>
                    <td className="cell-name">{account.name}</td>
                    <td>{TYPE_LABELS[account.type]}</td>
                    <td>
                      <span className={`pill ${stateClass[account.state] ?? 'pill-muted'}`}>{STATE_LABELS[account.state]}</span>
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
                        <span className="muted" aria-label="Not reported">?</span>
                      ) : account.isProofWallet ? (
                        <span className="check" aria-label="Yes">✓</span>
                      ) : (
                        <span className="muted" aria-label="No">–</span>
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

/** A toolbar select narrowing the table to one value of a column ("All": no narrowing), each value shown by its label. */
function ChoiceFilter(props: {
  label: string;
  value: string;
  values: readonly string[];
  labels: Readonly<Record<string, string>>;
  onChange: (value: string) => void;
}): React.JSX.Element {
  return (
    <label className="toolbar-field">
      <span>{props.label}</span>
      <select className="select" value={props.value} onChange={(event) => props.onChange(event.target.value)}>
        <option value="">All</option>
        {props.values.map((value) => (
          <option key={value} value={value}>
            {props.labels[value] ?? value}
          </option>
        ))}
      </select>
    </label>
  );
}
