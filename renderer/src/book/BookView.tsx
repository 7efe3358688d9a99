import { formatCount } from '../../../shared/format/count';
import type { MessageKey } from '../../../shared/i18n/catalogue/messages';
import { useT } from '../i18n/store';
import { accessRightWords } from '../customers/access-words';
import '../styles/book.css';
import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import Big from 'big.js';
import { memo, useEffect, useMemo, useRef, useState } from 'react';
import { bookPlaces, shareOf, type BookRow } from '../../../shared/book/book-model';
import type { IpcError } from '../../../shared/ipc/result';
import { useConnection } from '../connection/store';
import { formatDateTime } from '../format/datetime';
import { selectCustomer } from '../customers/store';
import { usePreferences, updatePreferences } from '../preferences/store';
import { navigate } from '../shell/store';
import { Amount } from '../ui/Amount';
import { ErrorNotice } from '../ui/ErrorNotice';
import { Loading } from '../ui/states';
import { nextRowIndex } from '../ui/useRowKeys';
import { usePortfolioRange } from '../custody/view-store';
import { rangeLabel } from '../custody/labels';
import { bookRows, sameFigures, type BookSort } from './book-table';
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

  const scrollRef = useRef<HTMLDivElement>(null);
  const view = book.key !== null && (book.rows.length > 0 || loadedAt !== null) ? book : null;
  // The rows' own currency until the next load of another one replaces them.
  const shownOffice = book.key?.officeCurrency ?? office;
  const rows = useMemo(() => bookRows(book.rows, filter, sort.by, sort.descending), [book.rows, filter, sort]);
  // Shares are worked out for the rows on screen only, against the running total (exactly as main's withShares).
  const total = useMemo(() => new Big(book.officeTotal), [book.officeTotal]);

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
        <div className="panel table-scroll" ref={scrollRef}>
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
            <BookBody rows={rows} total={total} office={shownOffice} scroller={scrollRef} />
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

/** A row's height before it is measured (two lines: a wrapped name, or the change with the customer's own). */
const ROW_ESTIMATE = 44;
/** The table's viewport before layout measured it (tests, the first frame). */
const VIEWPORT_HEIGHT = 600;

/**
 * The Book's rows, virtualized: 1,000 customers render a screenful of rows
 * (spacer rows keep the scroll height), each measured as it is drawn. A row
 * re-renders only when its own figures or its share change, so a refresh
 * whose answers are unchanged redraws nothing. Arrow keys, Home, End and the
 * page keys move between rows (one in the tab order), Enter opens the
 * customer's dashboard.
 */
function BookBody(props: {
  rows: readonly BookRow[];
  total: Big;
  office: string;
  scroller: React.RefObject<HTMLDivElement | null>;
}): React.JSX.Element {
  const { rows, total, office } = props;
  const [active, setActive] = useState(0);
  const current = Math.min(active, Math.max(0, rows.length - 1));
  const pendingFocus = useRef<number | null>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => props.scroller.current,
    estimateSize: () => ROW_ESTIMATE,
    overscan: 12,
    getItemKey: (index) => rows[index]?.customer ?? index,
    // A row not laid out (a DOM without layout) keeps its estimate rather than counting as 0 px high.
    measureElement: (element) => element.getBoundingClientRect().height || ROW_ESTIMATE,
    initialRect: { width: 1200, height: VIEWPORT_HEIGHT },
    // A viewport measured as 0 px high (not laid out yet, or a DOM without layout) still shows a screenful.
    observeElementRect: (instance, report) =>
      observeElementRect(instance, (rect) =>
        report(rect.height > 0 ? rect : { width: rect.width, height: VIEWPORT_HEIGHT }),
      ),
  });
  const items = virtualizer.getVirtualItems();
  const body = useRef<HTMLTableSectionElement>(null);
  // A row reached by a jump (End, PageDown) is drawn once the list scrolled there; it takes the focus then.
  useEffect(() => {
    if (pendingFocus.current === null) return;
    const row = body.current?.querySelector<HTMLElement>(`[data-row-index="${pendingFocus.current}"]`);
    if (row) {
      pendingFocus.current = null;
      row.focus();
    }
  });
  // One handler for every row (stable: a memoized row never keeps an old one), read at the time of the key.
  const keys = useRef({ rows, current });
  keys.current = { rows, current };
  const onKeyDown = useRef((event: React.KeyboardEvent<HTMLElement>, index: number): void => {
    if (event.target !== event.currentTarget) return;
    const { rows: shown } = keys.current;
    if (event.key === 'Enter') {
      event.preventDefault();
      const row = shown[index];
      if (row) void selectCustomer(row.customer).then(() => navigate('dashboard'));
      return;
    }
    const next = nextRowIndex(event.key, index, shown.length);
    if (next === null) return;
    event.preventDefault();
    setActive(next);
    pendingFocus.current = next;
    virtualizer.scrollToIndex(next, { align: 'auto' });
  }).current;
  const onFocus = useRef((index: number) => setActive(index)).current;
  const top = items[0]?.start ?? 0;
  const bottom = items.length > 0 ? virtualizer.getTotalSize() - items[items.length - 1]!.end : 0;
  return (
    <tbody ref={body}>
      {top > 0 ? <tr className="book-spacer" aria-hidden="true" style={{ height: top }} /> : null}
      {items.map((item) => {
        const row = rows[item.index];
        if (!row) return null;
        return (
          <BookRowView
            key={item.key}
            row={row}
            index={item.index}
            share={shareOf(row.officeTotal, total)}
            office={office}
            focusable={item.index === current}
            measure={virtualizer.measureElement}
            onKeyDown={onKeyDown}
            onFocus={onFocus}
          />
        );
      })}
      {bottom > 0 ? <tr className="book-spacer" aria-hidden="true" style={{ height: bottom }} /> : null}
    </tbody>
  );
}

interface BookRowProps {
  row: BookRow;
  index: number;
  share: string | null;
  office: string;
  focusable: boolean;
  measure: (element: Element | null) => void;
  onKeyDown: (event: React.KeyboardEvent<HTMLElement>, index: number) => void;
  onFocus: (index: number) => void;
}

/** One customer's row; memoized on its figures, its share and whether it holds the focus. */
const BookRowView = memo(function BookRowView(props: BookRowProps): React.JSX.Element {
  const t = useT();
  const { row, index, office } = props;
  return (
    <tr
      ref={props.measure}
      data-index={index}
      data-row-index={index}
      aria-rowindex={index + 2}
      tabIndex={props.focusable ? 0 : -1}
      aria-selected={props.focusable}
      className={row.stale ? 'is-stale' : undefined}
      onFocus={() => props.onFocus(index)}
      onKeyDown={(event) => props.onKeyDown(event, index)}
      onDoubleClick={() => void selectCustomer(row.customer).then(() => navigate('dashboard'))}
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
        <Money value={row.officeTotal} currency={office} />
      </td>
      <td className="num">
        <Change row={row} office={office} />
      </td>
      <td className="num">{props.share === null ? '–' : formatPercent(props.share)}</td>
      <td className="num">{row.openOrders ?? '–'}</td>
      <td className="num">{row.stakingInProgress ?? '–'}</td>
      <td>{worstLoanWords(row.worstLoanState)}</td>
    </tr>
  );
}, sameShown);

/** Whether a row would draw the same: its figures (sameFigures), its share, the office currency and its focus. */
function sameShown(a: BookRowProps, b: BookRowProps): boolean {
  return (
    a.index === b.index &&
    a.share === b.share &&
    a.office === b.office &&
    a.focusable === b.focusable &&
    sameFigures(a.row, b.row)
  );
}

/** The worst loan state in words, as the Loans section writes it ("Margin call", not the wire's "margin-call"). */
function worstLoanWords(state: string | null): string {
  if (state === null) return '–';
  return (LOAN_STATES as readonly string[]).includes(state) ? stateLabel(state as (typeof LOAN_STATES)[number]) : state;
}
