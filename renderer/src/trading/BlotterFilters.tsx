import type { Instrument, TradingAccount } from '../../../shared/api/schemas/trading';
import type { OrderStatus } from '../../../shared/api/schemas/orders';
import type { BlotterFilter, BlotterView, Period } from './blotter-query';
import { FILTER_STATUSES, isFiltered, PERIODS } from './blotter-query';
import { clearBlotterFilter, setBlotterFilter } from './blotter-store';
import { pairOf } from './instruments';
import { MultiSelect } from './MultiSelect';
import type { Offered, TicketOrderType, TicketTimeInForce } from './offered';
import { TIME_IN_FORCE_LABEL } from './offered';
import { enumWords } from '../../../shared/text/enum-words';
import { statusWords } from './order-format';

const VIEWS: { id: BlotterView; label: string }[] = [
  { id: 'open', label: 'Open' },
  { id: 'closed', label: 'Closed' },
  { id: 'all', label: 'All' },
];
const PERIOD_LABEL: Record<Period, string> = { today: 'Today', '7d': 'Last 7 days', '30d': 'Last 30 days', '90d': 'Last 90 days', any: 'Any time' };

/** The blotter's filters; each one maps onto the order list query (see blotter-query.ts). */
export function BlotterFilters(props: {
  filter: BlotterFilter;
  instruments: readonly Instrument[];
  accounts: readonly TradingAccount[];
  offered: Offered;
}): React.JSX.Element {
  const { filter } = props;
  return (
    <div className="toolbar blotter-filters" role="search" aria-label="Filter orders">
      <div className="tabs tabs-small" role="radiogroup" aria-label="Orders shown">
        {VIEWS.map((view) => (
          <button
            key={view.id}
            type="button"
            role="radio"
            aria-checked={filter.view === view.id}
            className="tab"
            onClick={() => setBlotterFilter({ view: view.id })}
          >
            {view.label}
          </button>
        ))}
      </div>
      <label className="toolbar-field">
        <span>Account</span>
        <select
          className="select select-small"
          value={filter.account === null ? '' : String(filter.account)}
          onChange={(event) => setBlotterFilter({ account: event.target.value === '' ? null : Number(event.target.value) })}
        >
          <option value="">Any</option>
          {props.accounts.map((account) => (
            <option key={account.account} value={account.account}>
              #{account.account} {account.assetSymbol}
            </option>
          ))}
        </select>
      </label>
      <MultiSelect
        label="Instrument"
        options={props.instruments.map(pairOf)}
        value={filter.symbols}
        onChange={(symbols) => setBlotterFilter({ symbols })}
      />
      <MultiSelect<TicketOrderType>
        label="Type"
        options={props.offered.orderTypes}
        value={filter.orderTypes}
        words={enumWords}
        onChange={(orderTypes) => setBlotterFilter({ orderTypes })}
      />
      <MultiSelect<OrderStatus> label="Status" options={FILTER_STATUSES} value={filter.statuses} words={statusWords} onChange={(statuses) => setBlotterFilter({ statuses })} />
      <label className="toolbar-field">
        <span>Side</span>
        <select className="select select-small" value={filter.side ?? ''} onChange={(event) => setBlotterFilter({ side: event.target.value === '' ? null : (event.target.value as 'Buy' | 'Sell') })}>
          <option value="">Any</option>
          <option value="Buy">Buy</option>
          <option value="Sell">Sell</option>
        </select>
      </label>
      <label className="toolbar-field">
        <span>Placed</span>
        <select className="select select-small" value={filter.period} onChange={(event) => setBlotterFilter({ period: event.target.value as Period })}>
          {PERIODS.map((period) => (
            <option key={period} value={period}>
              {PERIOD_LABEL[period]}
            </option>
          ))}
        </select>
      </label>
      <label className="toolbar-field">
        <span>Time in force</span>
        <select
          className="select select-small"
          value={filter.timeInForce ?? ''}
          onChange={(event) => setBlotterFilter({ timeInForce: event.target.value === '' ? null : (event.target.value as TicketTimeInForce) })}
        >
          <option value="">Any</option>
          {props.offered.timeInForces.map((tif) => (
            <option key={tif} value={tif}>
              {TIME_IN_FORCE_LABEL[tif]}
            </option>
          ))}
        </select>
      </label>
      {isFiltered(filter) ? (
        <button type="button" className="button button-small button-quiet" onClick={clearBlotterFilter}>
          Clear filters
        </button>
      ) : null}
    </div>
  );
}
