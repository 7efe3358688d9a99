import { formatCount } from '../../../shared/format/count';
import { useCallback, useEffect, useState } from 'react';
import type { TradingOrder } from '../../../shared/api/schemas/orders';
import type { Instrument, TradingAccount } from '../../../shared/api/schemas/trading';
import type { CustomerContext } from '../customers/context';
import { formatTime } from '../format/datetime';
import { useT } from '../i18n/store';
import { useRefreshRequests } from '../shell/refresh';
import { ErrorNotice } from '../ui/ErrorNotice';
import { Empty, Loading } from '../ui/states';
import { BlotterFilters } from './BlotterFilters';
import { useTradingAccess } from './use-trading-access';
import { CancelAll } from './CancelAll';
import { useSelectedPair } from './desk-view-store';
import { pairOf } from './instruments';
import { BlotterTable } from './BlotterTable';
import {
  enterBlotter,
  loadRows,
  useBlotterCount,
  useBlotterError,
  useBlotterFilter,
  useBlotterPages,
  useBlotterUpdatedAt,
} from './blotter-store';
import type { Offered } from './offered';
import { OrderDrawer } from './OrderDrawer';

/** The order blotter: filters, the virtualized rows paged from the service, live statuses, details and cancel. */
export function Blotter(props: {
  context: CustomerContext;
  instruments: readonly Instrument[];
  accounts: readonly TradingAccount[];
  offered: Offered;
  /** How often the rows in view are asked again (live statuses), in ms. */
  refreshMs: number;
}): React.JSX.Element {
  const { context } = props;
  const filter = useBlotterFilter();
  const count = useBlotterCount();
  const pages = useBlotterPages();
  const error = useBlotterError();
  const updatedAt = useBlotterUpdatedAt();
  const [open, setOpen] = useState<TradingOrder | null>(null);
  const [range, setRange] = useState<[number, number]>([0, 0]);
  const access = useTradingAccess(context);
  const selectedPair = useSelectedPair();
  const t = useT();
  // Cancel-all's instrument: the one the blotter is filtered to, else the one the ticket trades.
  const ticketInstrument =
    props.instruments.find((instrument) => instrument.status === 'Trading') ?? props.instruments[0];
  const cancelPair =
    filter.symbols.length === 1
      ? filter.symbols[0]!
      : (selectedPair ?? (ticketInstrument ? pairOf(ticketInstrument) : null));

  useEffect(() => {
    enterBlotter(context);
    void loadRows(context, 0, 0);
  }, [context, filter]);

  const onRange = useCallback(
    (first: number, last: number) => {
      setRange([first, last]);
      void loadRows(context, first, last);
    },
    [context],
  );

  // F5, and the computer waking from sleep: the rows in view are read again at once.
  useRefreshRequests(() => void loadRows(context, range[0], range[1], true));

  // Statuses of the rows in view change on the service (fills, expiries): ask for them again now and then.
  useEffect(() => {
    const timer = setInterval(() => void loadRows(context, range[0], range[1], true), props.refreshMs);
    return () => clearInterval(timer);
  }, [context, range, props.refreshMs]);

  return (
    <section className="panel panel-fill blotter" aria-labelledby="blotter-title">
      <header className="panel-header">
        <h2 id="blotter-title">{t('trading.blotter.title')}</h2>
        <span className="muted toolbar-count" aria-live="polite" data-testid="blotter-count">
          {count === null
            ? ''
            : updatedAt === null
              ? t('trading.blotter.count', { count, shown: formatCount(count) })
              : t('trading.blotter.countUpdated', {
                  count,
                  shown: formatCount(count),
                  time: formatTime(new Date(updatedAt).toISOString()),
                })}
        </span>
        <CancelAll context={context} instrument={cancelPair} disabled={!access.allowed} />
      </header>
      <BlotterFilters
        filter={filter}
        instruments={props.instruments}
        accounts={props.accounts}
        offered={props.offered}
      />
      {error && count === null ? (
        <ErrorNotice
          error={error}
          title={t('trading.blotter.loadFailed')}
          onRetry={() => void loadRows(context, 0, 0, true)}
        />
      ) : count === null ? (
        <Loading label={t('trading.blotter.loading')} />
      ) : count === 0 ? (
        <Empty title={filter.view === 'open' ? t('trading.blotter.noOpen') : t('trading.blotter.noMatch')} />
      ) : (
        <>
          {error ? <ErrorNotice error={error} title={t('trading.blotter.refreshFailed')} /> : null}
          <BlotterTable context={context} count={count} pages={pages} onRange={onRange} onOpen={setOpen} />
        </>
      )}
      {open ? <OrderDrawer context={context} order={open} onClose={() => setOpen(null)} /> : null}
    </section>
  );
}
