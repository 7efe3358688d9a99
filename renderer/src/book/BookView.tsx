import { formatCount } from '../../../shared/format/count';
import type { MessageKey } from '../../../shared/i18n/catalogue/messages';
import { useT } from '../i18n/store';
import { accessRightWords } from '../customers/access-words';
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
import { rangeLabel } from '../custody/labels';
import { bookRows, type BookSort } from './book-table';
import { useOfficeCurrencies } from './currencies';
import { loadBook, useBook } from './store';
import { formatPercent } from '../../../shared/format/percent';
import { SortButton } from '../ui/SortButton';
import { stateLabel } from '../loans/format';
import { LOAN_STATES } from '../../../shared/loans';

// The columns in order; each header a catalogue key (the change's names the dashboard's range).
const COLUMNS: readonly { sort: BookSort | null; label: MessageKey; numeric: boolean }[] = [
  { sort: 'name', label: 'book.column.customer', numeric: false },
  { sort: null, label: 'book.column.access', numeric: false },
  { sort: null, label: 'book.column.ownTotal', numeric: true },
  { sort: 'officeTotal', label: 'book.column.officeTotal', numeric: true },
  { sort: 'change', label: 'book.column.change', numeric: true },
  { sort: null, label: 'book.column.share', numeric: true },
  { sort: 'openOrders', label: 'book.column.openOrders', numeric: true },
  { sort: 'stakingInProgress', label: 'book.column.stakingInProgress', numeric: true },
  { sort: 'worstLoanState', label: 'book.column.worstLoan', numeric: false },
];

function Money(props: { value: string | null; currency: string | null; signed?: boolean }): React.JSX.Element {
  const t = useT();
  return props.value === null ? (
    <span className="muted">{t('book.noPrice')}</span>
  ) : (
    <Amount value={props.value} precision={bookPlaces(props.currency)} signed={props.signed ?? false} />
  );
}

/**
 * The change over the range in the office currency (what the column sorts
 * on), the customer's own figure beside it; each with its unit. A change
 * without a rate to the office currency says so, never 0.
 */
function Change(props: { row: BookRow; office: string }): React.JSX.Element {
  const { row, office } = props;
  const t = useT();
  if (row.change === null)
    return (
      <span className="muted" title={t('book.change.unknownHint')}>
        {t('book.unknown')}
      </span>
    );
  const own = (
    <span className="muted book-change-own">
      <Money value={row.change} currency={row.referenceCurrency} signed /> {row.referenceCurrency}
    </span>
  );
  if (row.referenceCurrency === office)
    return (
      <>
        <Money value={row.change} currency={office} signed /> {office}
      </>
    );
  return (
    <>
      {row.officeChange === null ? (
        <span className="muted">{t('book.change.noRate', { from: row.referenceCurrency ?? '', to: office })}</span>
      ) : (
        <>
          <Money value={row.officeChange} currency={office} signed /> {office}
        </>
      )}{' '}
      {own}
    </>
  );
}

/** The Book: every customer the key reaches, valued as on the dashboard, with the office total; Enter opens a customer's dashboard. */
export function BookView(): React.JSX.Element {
  const t = useT();
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
        <h1 id="view-title">{t('book.view.title')}</h1>
        <div className="panel-tools">
          <label className="toolbar-field">
            <span>{t('book.filter.label')}</span>
            <input
              className="input"
              value={filter}
              onChange={(event) => setFilter(event.target.value)}
              placeholder={t('book.filter.placeholder')}
              aria-label={t('book.filter.aria')}
            />
          </label>
          <label className="toolbar-field">
            <span>{t('book.officeCurrency')}</span>
            <select
              className="select select-small"
              value={office}
              onChange={(event) => void chooseOffice(event.target.value)}
              aria-label={t('book.officeCurrency')}
            >
              {currencies.map((currency) => (
                <option key={currency}>{currency}</option>
              ))}
            </select>
          </label>
          {loading && view ? (
            <span className="muted">
              {t('book.reading', { count: book.rows.length, shown: formatCount(book.rows.length) })}
            </span>
          ) : null}
          {!loading && loadedAt ? (
            <span className="muted">{t('book.asOf', { time: formatDateTime(loadedAt) })}</span>
          ) : null}
        </div>
      </header>
      {choiceError ? <ErrorNotice error={choiceError} title={t('book.officeCurrencyFailed')} /> : null}
      {error ? (
        <ErrorNotice
          error={error}
          title={t('book.refreshFailed')}
          onRetry={() => profileId && void loadBook({ profileId, officeCurrency: office, range })}
        />
      ) : null}
      {view === null ? (
        loading ? (
          <Loading label={t('book.valuing')} />
        ) : null
      ) : (
        <div className="panel table-scroll">
          <table
            className="data-table book-table"
            aria-label={t('book.tableLabel', { currency: shownOffice })}
            aria-busy={loading}
          >
            <thead>
              <tr>
                {COLUMNS.map((column) => (
                  <th
                    key={column.label}
                    scope="col"
                    className={column.numeric ? 'num' : undefined}
                    aria-sort={column.sort === sort.by ? (sort.descending ? 'descending' : 'ascending') : undefined}
                  >
                    {column.sort ? (
                      <SortButton
                        label={t(column.label, { range: rangeLabel(range) })}
                        active={column.sort === sort.by}
                        direction={sort.descending ? 'descending' : 'ascending'}
                        onClick={() =>
                          setSort({
                            by: column.sort as BookSort,
                            descending: column.sort === sort.by ? !sort.descending : column.sort !== 'name',
                          })
                        }
                      />
                    ) : (
                      t(column.label, { range: rangeLabel(range) })
                    )}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row: BookRow, index) => (
                <tr
                  key={row.customer}
                  className={row.stale ? 'is-stale' : undefined}
                  {...rowKeys(index)}
                  onDoubleClick={() => open(index)}
                  title={row.error ?? undefined}
                >
                  <th scope="row">
                    <span className="num">{row.customer}</span> {row.name}
                    {row.stale ? <span className="pill pill-warning"> {t('book.stale')}</span> : null}
                  </th>
                  <td>
                    {row.accessRight === null ? (
                      <span className="muted" title={t('book.access.unknownHint')}>
                        {t('book.unknown')}
                      </span>
                    ) : (
                      accessRightWords(row.accessRight)
                    )}
                  </td>
                  <td className="num">
                    <Money value={row.total} currency={row.referenceCurrency} />{' '}
                    <span className="muted">{row.referenceCurrency}</span>
                    {row.unpriced > 0 ? (
                      <span className="muted" title={t('book.unpricedHint')}>
                        {' '}
                        {t('book.unpriced', { count: row.unpriced, shown: formatCount(row.unpriced) })}
                      </span>
                    ) : null}
                  </td>
                  <td className="num">
                    <Money value={row.officeTotal} currency={shownOffice} />
                  </td>
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
                <th scope="row">
                  {t('book.total', { count: book.rows.length, shown: formatCount(book.rows.length) })}
                </th>
                <td />
                <td />
                <td className="num">
                  <Money value={book.officeTotal} currency={shownOffice} /> {shownOffice}
                  {book.unvalued > 0 ? (
                    <span className="muted">
                      {' '}
                      {t('book.unvalued', { count: book.unvalued, shown: formatCount(book.unvalued) })}
                    </span>
                  ) : null}
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
