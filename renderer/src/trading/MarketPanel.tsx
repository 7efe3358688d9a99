import { useEffect, useMemo } from 'react';
import type { Instrument, MarketData } from '../../../shared/api/schemas/trading';
import type { CustomerContext } from '../customers/context';
import { formatDecimal } from '../../../shared/format/decimal';
import { formatTime } from '../format/datetime';
import type { MessageKey } from '../../../shared/i18n/catalogue/messages';
import { useT } from '../i18n/store';
import { ErrorNotice } from '../ui/ErrorNotice';
import { Segmented } from '../ui/Segmented';
import { Empty, Loading } from '../ui/states';
import { tradeAtPrice } from './click-to-trade';
import { REFRESH_SECONDS, selectPair, setHistoryRange, useHistoryRange } from './desk-view-store';
import type { HistoryRange, Snapshot } from './history';
import { HISTORY_RANGES, seriesOf } from './history';
import { bookByPair, instrumentStatusWords, pairOf } from './instruments';
import {
  loadHistory,
  loadMarketReference,
  refreshTopOfBook,
  useBookFreshness,
  useHistory,
  useInstruments,
  useTopOfBook,
} from './market-store';
import { updateTradingSettings, useMarketRefreshMs } from './settings-store';
import { Sparkline } from './Sparkline';
import Big from 'big.js';
import { AlertDialog } from '../alerts/AlertDialog';
import { editAlertFor } from '../alerts/store';

/** The chart ranges as the language abbreviates them ("1D" is "1T" in German). */
const RANGE_WORDS: Record<HistoryRange, MessageKey> = {
  '1D': 'trading.market.range.1D',
  '1W': 'trading.market.range.1W',
  '1M': 'trading.market.range.1M',
};

const statusClass: Record<string, string> = { Trading: 'pill-good', Halted: 'pill-warning', Delisted: 'pill-muted' };

/** Instruments with live top of book, refreshing at the configured interval; a row chooses the ticket's instrument. */
export function MarketPanel(props: { context: CustomerContext; selected: string | null }): React.JSX.Element {
  const { context } = props;
  const instruments = useInstruments(context);
  const book = useTopOfBook(context);
  const refreshMs = useMarketRefreshMs();
  const range = useHistoryRange();
  const history = useHistory(context, range);
  const t = useT();

  useEffect(() => {
    void refreshTopOfBook(context);
    const timer = setInterval(() => void refreshTopOfBook(context), refreshMs);
    return () => clearInterval(timer);
  }, [context, refreshMs]);

  useEffect(() => {
    void loadHistory(context, range);
  }, [context, range]);

  return (
    <section className="panel market-panel" aria-labelledby="market-title">
      <header className="panel-header">
        <h2 id="market-title">{t('trading.market.title')}</h2>
        <div className="panel-tools">
          <Segmented
            label={t('trading.market.chartRange')}
            options={HISTORY_RANGES.map((option) => t(RANGE_WORDS[option]))}
            value={t(RANGE_WORDS[range])}
            onChange={(word) =>
              setHistoryRange(HISTORY_RANGES.find((option) => t(RANGE_WORDS[option]) === word) ?? range)
            }
          />
          <RefreshControl refreshMs={refreshMs} />
          <Freshness context={context} />
        </div>
      </header>
      {instruments.status === 'loading' ? (
        <Loading label={t('trading.market.loading')} />
      ) : instruments.status === 'error' ? (
        <ErrorNotice
          error={instruments.error}
          title={t('trading.market.instrumentsFailed')}
          onRetry={() => void loadMarketReference(context)}
        />
      ) : book.status === 'error' ? (
        <ErrorNotice
          error={book.error}
          title={t('trading.market.bookFailed')}
          onRetry={() => void refreshTopOfBook(context)}
        />
      ) : instruments.value.length === 0 ? (
        <Empty title={t('trading.market.none')} />
      ) : (
        <MarketTable
          profileId={context.profileId}
          instruments={instruments.value}
          book={book.status === 'ready' ? book.value : []}
          snapshots={history.status === 'ready' ? history.value : []}
          range={range}
          selected={props.selected}
        />
      )}
      <AlertDialog />
    </section>
  );
}

function RefreshControl(props: { refreshMs: number }): React.JSX.Element {
  const t = useT();
  return (
    <label className="toolbar-field">
      <span>{t('trading.market.refresh')}</span>
      <select
        className="select select-small"
        value={props.refreshMs / 1000}
        onChange={(event) => void updateTradingSettings({ marketRefreshSeconds: Number(event.target.value) })}
        aria-label={t('trading.market.refreshLabel')}
      >
        {REFRESH_SECONDS.map((seconds) => (
          <option key={seconds} value={seconds}>
            {t('trading.market.every', { seconds })}
          </option>
        ))}
      </select>
    </label>
  );
}

function Freshness(props: { context: CustomerContext }): React.JSX.Element {
  const { updatedAt, stale } = useBookFreshness(props.context);
  const t = useT();
  if (updatedAt === null) return <span className="muted freshness">{t('trading.market.waiting')}</span>;
  const iso = new Date(updatedAt).toISOString();
  return (
    <span className={stale ? 'freshness is-stale' : 'freshness muted'} data-testid="market-updated" role="status">
      <time dateTime={iso}>
        {stale
          ? t('trading.market.staleSince', { time: formatTime(iso) })
          : t('trading.market.updated', { time: formatTime(iso) })}
      </time>
    </span>
  );
}

function spreadOf(entry: MarketData | undefined): string | null {
  if (!entry || entry.bid === null || entry.ask === null) return null;
  return new Big(entry.ask).minus(entry.bid).toFixed();
}

function MarketTable(props: {
  profileId: string;
  instruments: readonly Instrument[];
  book: readonly MarketData[];
  snapshots: readonly Snapshot[];
  range: HistoryRange;
  selected: string | null;
}): React.JSX.Element {
  const byPair = useMemo(() => bookByPair(props.book), [props.book]);
  const t = useT();
  const setAlert = (instrument: Instrument) =>
    editAlertFor({ profileId: props.profileId, symbol: instrument.symbol, currency: instrument.currency });
  const cell = (value: string | null | undefined, places: number): React.JSX.Element =>
    value === null || value === undefined ? (
      <span className="muted">–</span>
    ) : (
      <>{formatDecimal(value, { precision: places })}</>
    );
  return (
    <div className="table-scroll market-scroll">
      <table className="data-table compact market-table">
        <thead>
          <tr>
            <th scope="col">{t('trading.market.column.instrument')}</th>
            <th scope="col">{t('trading.market.column.status')}</th>
            <th scope="col" className="num">
              {t('trading.market.column.bidSize')}
            </th>
            <th scope="col" className="num">
              {t('trading.market.column.bid')}
            </th>
            <th scope="col" className="num">
              {t('trading.market.column.ask')}
            </th>
            <th scope="col" className="num">
              {t('trading.market.column.askSize')}
            </th>
            <th scope="col" className="num">
              {t('trading.market.column.spread')}
            </th>
            <th scope="col" className="num">
              {t('trading.market.column.last')}
            </th>
            <th scope="col">{t(RANGE_WORDS[props.range])}</th>
          </tr>
        </thead>
        <tbody>
          {props.instruments.map((instrument) => {
            const pair = pairOf(instrument);
            const entry = byPair.get(pair);
            const inactive = instrument.status !== 'Trading';
            const classes = [pair === props.selected ? 'is-selected' : '', inactive ? 'is-inactive' : '']
              .join(' ')
              .trim();
            return (
              <tr
                key={pair}
                className={classes || undefined}
                data-pair={pair}
                aria-selected={pair === props.selected}
                // Right-click sets a price alert for the row (A on its button does the same from the keyboard).
                onContextMenu={(event) => {
                  event.preventDefault();
                  setAlert(instrument);
                }}
              >
                <th scope="row" title={instrument.name ?? undefined}>
                  <button
                    type="button"
                    className="link-button pair-button"
                    onClick={() => selectPair(pair)}
                    onKeyDown={(event) => {
                      if (event.key.toLowerCase() === 'a' && !event.ctrlKey && !event.metaKey && !event.altKey) {
                        event.preventDefault();
                        setAlert(instrument);
                      }
                    }}
                    aria-label={t('trading.market.trade', { pair })}
                    aria-keyshortcuts="A"
                  >
                    {pair}
                  </button>
                </th>
                <td>
                  <span className={`pill ${statusClass[instrument.status] ?? 'pill-muted'}`}>
                    {instrumentStatusWords(instrument.status)}
                  </span>
                </td>
                <td className="num">{cell(entry?.bidSize, instrument.quantityPrecision)}</td>
                <td className="num bid">
                  {inactive && !entry?.bid ? (
                    <span className="muted">–</span>
                  ) : (
                    <PriceButton instrument={instrument} side="Sell" price={entry?.bid} />
                  )}
                </td>
                <td className="num ask">
                  <PriceButton instrument={instrument} side="Buy" price={entry?.ask} />
                </td>
                <td className="num">{cell(entry?.askSize, instrument.quantityPrecision)}</td>
                <td className="num">{cell(spreadOf(entry), instrument.pricePrecision)}</td>
                <td className="num">{cell(entry?.last, instrument.pricePrecision)}</td>
                <td className="chart-cell">
                  <Sparkline
                    points={seriesOf(props.snapshots, pair)}
                    label={t('trading.market.chartLabel', { pair, range: t(RANGE_WORDS[props.range]) })}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** A bid or ask that starts a limit order at its price when clicked (sell into the bid, buy at the ask). */
function PriceButton(props: {
  instrument: Instrument;
  side: 'Buy' | 'Sell';
  price: string | null | undefined;
}): React.JSX.Element {
  const { price, instrument } = props;
  if (price === null || price === undefined) return <span className="muted">–</span>;
  const shown = formatDecimal(price, { precision: instrument.pricePrecision });
  const t = useT();
  return (
    <button
      type="button"
      className="link-button price-button"
      disabled={instrument.status !== 'Trading'}
      onClick={() => tradeAtPrice(instrument, props.side, price)}
      aria-label={t('trading.market.priceButton', {
        price: shown,
        side: props.side === 'Buy' ? 'buy' : 'sell',
        pair: pairOf(instrument),
      })}
    >
      {shown}
    </button>
  );
}
