import type { Instrument, TradingAccount } from '../../../shared/api/schemas/trading';
import type { OrderStatus } from '../../../shared/api/schemas/orders';
import type { BlotterFilter, BlotterView, Period } from './blotter-query';
import { FILTER_STATUSES, isFiltered, PERIODS } from './blotter-query';
import { clearBlotterFilter, setBlotterFilter } from './blotter-store';
import { pairOf } from './instruments';
import { MultiSelect } from './MultiSelect';
import type { Offered, TicketOrderType, TicketTimeInForce } from './offered';
import type { MessageKey } from '../../../shared/i18n/catalogue/messages';
import { useT } from '../i18n/store';
import { orderTypeWords, statusWords, timeInForceWords } from './order-format';

const VIEWS: { id: BlotterView; label: MessageKey }[] = [
  { id: 'open', label: 'trading.filters.view.open' },
  { id: 'closed', label: 'trading.filters.view.closed' },
  { id: 'all', label: 'trading.filters.view.all' },
];
const PERIOD_LABEL: Record<Period, MessageKey> = {
  today: 'trading.filters.period.today',
  '7d': 'trading.filters.period.7d',
  '30d': 'trading.filters.period.30d',
  '90d': 'trading.filters.period.90d',
  any: 'trading.filters.period.any',
};

/** The blotter's filters; each one maps onto the order list query (see blotter-query.ts). */
export function BlotterFilters(props: {
  filter: BlotterFilter;
  instruments: readonly Instrument[];
  accounts: readonly TradingAccount[];
  offered: Offered;
}): React.JSX.Element {
  const { filter } = props;
  const t = useT();
  return (
    <div className="toolbar blotter-filters" role="search" aria-label={t('trading.filters.label')}>
      <div className="tabs tabs-small" role="radiogroup" aria-label={t('trading.filters.views')}>
        {VIEWS.map((view) => (
          <button
            key={view.id}
            type="button"
            role="radio"
            aria-checked={filter.view === view.id}
            className="tab"
            onClick={() => setBlotterFilter({ view: view.id })}
          >
            {t(view.label)}
          </button>
        ))}
      </div>
      <label className="toolbar-field">
        <span>{t('trading.filters.account')}</span>
        <select
          className="select select-small"
          value={filter.account === null ? '' : String(filter.account)}
          onChange={(event) =>
            setBlotterFilter({ account: event.target.value === '' ? null : Number(event.target.value) })
          }
        >
          <option value="">{t('trading.filters.any')}</option>
          {props.accounts.map((account) => (
            <option key={account.account} value={account.account}>
              #{account.account} {account.assetSymbol}
            </option>
          ))}
        </select>
      </label>
      <MultiSelect
        label={t('trading.filters.instrument')}
        options={props.instruments.map(pairOf)}
        value={filter.symbols}
        onChange={(symbols) => setBlotterFilter({ symbols })}
      />
      <MultiSelect<TicketOrderType>
        label={t('trading.filters.type')}
        options={props.offered.orderTypes}
        value={filter.orderTypes}
        words={orderTypeWords}
        onChange={(orderTypes) => setBlotterFilter({ orderTypes })}
      />
      <MultiSelect<OrderStatus>
        label={t('trading.filters.status')}
        options={FILTER_STATUSES}
        value={filter.statuses}
        words={statusWords}
        onChange={(statuses) => setBlotterFilter({ statuses })}
      />
      <label className="toolbar-field">
        <span>{t('trading.filters.side')}</span>
        <select
          className="select select-small"
          value={filter.side ?? ''}
          onChange={(event) =>
            setBlotterFilter({ side: event.target.value === '' ? null : (event.target.value as 'Buy' | 'Sell') })
          }
        >
          <option value="">{t('trading.filters.any')}</option>
          <option value="Buy">{t('trading.side.buy')}</option>
          <option value="Sell">{t('trading.side.sell')}</option>
        </select>
      </label>
      <label className="toolbar-field">
        <span>{t('trading.filters.placed')}</span>
        <select
          className="select select-small"
          value={filter.period}
          onChange={(event) => setBlotterFilter({ period: event.target.value as Period })}
        >
          {PERIODS.map((period) => (
            <option key={period} value={period}>
              {t(PERIOD_LABEL[period])}
            </option>
          ))}
        </select>
      </label>
      <label className="toolbar-field">
        <span>{t('trading.filters.timeInForce')}</span>
        <select
          className="select select-small"
          value={filter.timeInForce ?? ''}
          onChange={(event) =>
            setBlotterFilter({
              timeInForce: event.target.value === '' ? null : (event.target.value as TicketTimeInForce),
            })
          }
        >
          <option value="">{t('trading.filters.any')}</option>
          {props.offered.timeInForces.map((tif) => (
            <option key={tif} value={tif}>
              {timeInForceWords(tif)}
            </option>
          ))}
        </select>
      </label>
      {isFiltered(filter) ? (
        <button type="button" className="button button-small button-quiet" onClick={clearBlotterFilter}>
          {t('trading.filters.clear')}
        </button>
      ) : null}
    </div>
  );
}
