import { countWords, formatCount } from '../../../shared/format/count';
import '../styles/book.css';
import { useEffect, useMemo, useState } from 'react';
import { bookPlaces, type BookRow } from '../../../shared/book/book-model';
import type { IpcError } from '../../../shared/ipc/result';
import { useConnection } from '../connection/store';
import { formatDateTime } from '../format/datetime';
import { selectCustomer } from '../customers/store';
import { usePreferences, updatePreferences } from '../preferences/store';
import { navigate } from '../shell/store';
import { Amount } from '../ui/Amount';
import { ErrorNotice } from '../ui/ErrorNotice';
import { Loading } from '../ui/states';
import { useRowKeys } from '../ui/useRowKeys';
import { usePortfolioRange } from '../custody/view-store';
import { bookRows, type BookSort } from './book-table';
import { useOfficeCurrencies } from './currencies';
import { loadBook, useBook } from './store';
import { formatPercent } from '../../../shared/format/percent';
import { SortButton } from '../ui/SortButton';
import { stateLabel } from '../loans/format';
import { LOAN_STATES } from '../../../shared/loans';

function columns(range: string): { sort: BookSort | null; label: string; numeric: boolean }[] {
  return [
    { sort: 'name', label: 'Customer', numeric: false },
    { sort: null, label: 'Access', numeric: false },
    { sort: null, label: 'Total (own currency)', numeric: true },
    { sort: 'officeTotal', label: 'Total (office)', numeric: true },
    { sort: 'change', label: `Change ${range} (office)`, numeric: true },
    { sort: null, label: 'Share', numeric: true },
    { sort: 'openOrders', label: 'Open orders', numeric: true },
    { sort: 'stakingInProgress', label: 'Staking in progress', numeric: true },
    { sort: 'worstLoanState', label: 'Worst loan', numeric: false },
  ];
}

function money(value: string | null, currency: string | null, signed = false): React.JSX.Element {
  return value === null ? <span className="muted">no price</span> : <Amount value={value} precision={bookPlaces(currency)} signed={signed} />;
}

/**
 * The change over the range in the office currency (what the column sorts
 * on), the customer's own figure beside it; each with its unit. A change
 * without a rate to the office currency says so, never 0.
 */
function Change(props: { row: BookRow; office: string }): React.JSX.Element {
  const { row, office } = props;
  if (row.change === null) return <span className="muted" title="The portfolio history of this range could not be read">unknown</span>;
  const own = (
    <span className="muted book-change-own">
      {money(row.change, row.referenceCurrency, true)} {row.referenceCurrency}
    </span>
  );
  if (row.referenceCurrency === office) return <>{money(row.change, office, true)} {office}</>;
  return (
    <>
      {row.officeChange === null ? <span className="muted">{`no ${row.referenceCurrency ?? ''}/${office} rate`}</span> : <>{money(row.officeChange, office, true)} {office}</>} {own}
    </>
  );
}

/** The Book: every customer the key reaches, valued as on the dashboard, with the office total; Enter opens a customer's dashboard. */
export function BookView(): React.JSX.Element {
  const profileId = useConnection().profileId;
  const preferences = usePreferences();
  const office = preferences.dashboard.officeCurrency;
  const refreshSeconds = preferences.dashboard.refreshSeconds;
  // The dashboard's own range control and state: the change is over the range the dashboard shows.
  const range = usePortfolioRange();
  const currencies = useOfficeCurrencies(profileId, office);
  const book = useBook();
  const { pending: loading, error, value: loadedAt } = book.freshness;
  const [filter, setFilter] = useState('');
  const [choiceError, setChoiceError] = useState<IpcError | null>(null);
  const chooseOffice = async (currency: string): Promise<void> => {
    const result = await updatePreferences({ dashboard: { officeCurrency: currency } });
    setChoiceError(result.ok ? null : result.error);
  };
  const [sort, setSort] = useState<{ by: BookSort; descending: boolean }>({ by: 'officeTotal', descending: true });

  useEffect(() => {
    if (profileId === null) return undefined;
    const key = { profileId, officeCurrency: office, range };
    void loadBook(key);
    if (refreshSeconds === 0) return undefined;
    const timer = setInterval(() => void loadBook(key, { ifIdle: true }), refreshSeconds * 1000);
    return () => clearInterval(timer);
  }, [profileId, office, range, refreshSeconds]);

  const view = book.key !== null && (book.rows.length > 0 || loadedAt !== null) ? book : null;
  // The rows' own currency until the next load of another one replaces them.
  const shownOffice = book.key?.officeCurrency ?? office;
  const rows = useMemo(() => bookRows(book.rows, filter, sort.by, sort.descending), [book.rows, filter, sort]);
  const open = (index: number) => {
    const row = rows[index];
    if (!row) return;
    void selectCustomer(row.customer).then(() => navigate('dashboard'));
  };
  const rowKeys = useRowKeys(rows.length, open);

  return (
    <section className="view book-view" aria-labelledby="view-title">
      <header className="view-header">
        <h1 id="view-title">Book</h1>
        <div className="panel-tools">
          <label className="toolbar-field">
            <span>Filter</span>
            <input className="input" value={filter} onChange={(event) => setFilter(event.target.value)} placeholder="Customer or name" aria-label="Filter customers" />
          </label>
          <label className="toolbar-field">
            <span>Office currency</span>
            <select className="select select-small" value={office} onChange={(event) => void chooseOffice(event.target.value)} aria-label="Office currency">
              {currencies.map((currency) => (
                <option key={currency}>{currency}</option>
              ))}
            </select>
          </label>
          {loading && view ? <span className="muted">{`Reading customers… ${formatCount(book.rows.length)} so far`}</span> : null}
          {!loading && loadedAt ? <span className="muted">as of {formatDateTime(loadedAt)}</span> : null}
        </div>
      </header>
      {choiceError ? <ErrorNotice error={choiceError} title="The office currency was not changed" /> : null}
      {error ? <ErrorNotice error={error} title="The book could not be refreshed" onRetry={() => profileId && void loadBook({ profileId, officeCurrency: office, range })} /> : null}
      {view === null ? (
        loading ? <Loading label="Valuing every customer…" /> : null
      ) : (
        <div className="panel table-scroll">
          <table className="data-table book-table" aria-label={`Book in ${shownOffice}`} aria-busy={loading}>
            <thead>
              <tr>
                {columns(range).map((column) => (
                  <th key={column.label} scope="col" className={column.numeric ? 'num' : undefined} aria-sort={column.sort === sort.by ? (sort.descending ? 'descending' : 'ascending') : undefined}>
                    {column.sort ? (
                      <SortButton
                        label={column.label}
                        active={column.sort === sort.by}
                        direction={sort.descending ? 'descending' : 'ascending'}
                        onClick={() => setSort({ by: column.sort as BookSort, descending: column.sort === sort.by ? !sort.descending : column.sort !== 'name' })}
                      />
                    ) : (
                      column.label
                    )}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row: BookRow, index) => (
                <tr key={row.customer} className={row.stale ? 'is-stale' : undefined} {...rowKeys(index)} onDoubleClick={() => open(index)} title={row.error ?? undefined}>
                  <th scope="row">
                    <span className="num">{row.customer}</span> {row.name}
                    {row.stale ? <span className="pill pill-warning"> stale</span> : null}
                  </th>
                  <td>{row.accessRight ?? <span className="muted" title="The service did not say which access right this key has">unknown</span>}</td>
                  <td className="num">
                    {money(row.total, row.referenceCurrency)} <span className="muted">{row.referenceCurrency}</span>
                    {row.unpriced > 0 ? <span className="muted" title="holdings without a price are left out"> ({row.unpriced} unpriced)</span> : null}
                  </td>
                  <td className="num">{money(row.officeTotal, shownOffice)}</td>
                  <td className="num">
                    <Change row={row} office={shownOffice} />
                  </td>
                  <td className="num">{row.share === null ? '–' : formatPercent(row.share)}</td>
                  <td className="num">{row.openOrders ?? '–'}</td>
                  <td className="num">{row.stakingInProgress ?? '–'}</td>
                  <td>{worstLoanWords(row.worstLoanState)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="book-total">
                <th scope="row">Total ({countWords(book.rows.length, 'customer')})</th>
                <td />
                <td />
                <td className="num">
                  {money(book.officeTotal, shownOffice)} {shownOffice}
                  {book.unvalued > 0 ? <span className="muted"> ({formatCount(book.unvalued)} without a price)</span> : null}
                </td>
                <td colSpan={5} />
              </tr>
            </tfoot>
          </table>
        </div>
      )}
    </section>
  );
}

/** The worst loan state in words, as the Loans section writes it ("Margin call", not the wire's "margin-call"). */
function worstLoanWords(state: string | null): string {
  if (state === null) return '–';
  return (LOAN_STATES as readonly string[]).includes(state) ? stateLabel(state as (typeof LOAN_STATES)[number]) : state;
}
