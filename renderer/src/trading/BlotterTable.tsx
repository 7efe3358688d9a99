import { Identifier } from '../ui/Identifier';
import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef, useState } from 'react';
import type { TradingOrder } from '../../../shared/api/schemas/orders';
import type { CustomerContext } from '../customers/context';
import { assetPlaces, pricePlaces } from '../../../shared/format/precision';
import { usePrecisionTable } from '../assets/store';
import { Amount } from '../ui/Amount';
import type { MessageKey } from '../../../shared/i18n/catalogue/messages';
import { useT } from '../i18n/store';
import { BLOTTER_PAGE_SIZE, orderAt } from './blotter-store';
import { CancelButton } from './CancelButton';
import { cancelOutcomeWords, useCancelState } from './cancel-store';
import { isOpen, orderTypeWords, sideWords, STATUS_CLASS, statusWords, timeInForceWords } from './order-format';
import { formatCompactTime } from './time-format';

/** Row height in px (matches --row-height); the virtualizer positions rows by it. */
export const BLOTTER_ROW_HEIGHT = 28;

const COLUMNS: readonly (MessageKey | '')[] = [
  'trading.blotter.column.time',
  'trading.blotter.column.instrument',
  'trading.blotter.column.side',
  'trading.blotter.column.type',
  'trading.blotter.column.quantity',
  'trading.blotter.column.price',
  'trading.blotter.column.stop',
  'trading.blotter.column.filled',
  'trading.blotter.column.status',
  'trading.blotter.column.timeInForce',
  'trading.blotter.column.account',
  'trading.blotter.column.clientOrderId',
  '',
];

/** Rows painted above and below the viewport, so a quick scroll never shows blank space. */
const OVERSCAN_ROWS = 12;

/**
 * The rows to paint for a scroll position: O(1) in the list size, since every
 * row has the same height.
 */
export function visibleRows(count: number, offset: number, height: number): { first: number; last: number } {
  if (count === 0) return { first: 0, last: -1 };
  const first = Math.max(0, Math.floor(offset / BLOTTER_ROW_HEIGHT) - OVERSCAN_ROWS);
  const last = Math.min(count - 1, Math.ceil((offset + height) / BLOTTER_ROW_HEIGHT) + OVERSCAN_ROWS);
  return { first, last };
}

/**
 * The order rows, virtualized: only the rows in view (plus a few) exist in
 * the page, so 100,000 orders paint as fast as 100. The virtualizer works on
 * blocks of one server page each (it observes the viewport, sizes the list
 * and knows which pages are near); rows inside a block are placed by
 * arithmetic, because the library measures every item it is given (O(n) at
 * first paint) and these rows all have one height. Rows whose page is not
 * held yet show as placeholders and ask for their page.
 */
export function BlotterTable(props: {
  context: CustomerContext;
  count: number;
  pages: Readonly<Record<number, readonly TradingOrder[]>>;
  onRange: (first: number, last: number) => void;
  onOpen: (order: TradingOrder) => void;
  /** Initial viewport (tests and the bench, where layout is not measured). */
  initialHeight?: number;
}): React.JSX.Element {
  const scrollRef = useRef<HTMLDivElement>(null);
  const fallbackHeight = props.initialHeight ?? 480;
  const { count } = props;
  const virtualizer = useVirtualizer({
    count: Math.ceil(count / BLOTTER_PAGE_SIZE),
    getScrollElement: () => scrollRef.current,
    estimateSize: (block) => Math.min(BLOTTER_PAGE_SIZE, count - block * BLOTTER_PAGE_SIZE) * BLOTTER_ROW_HEIGHT,
    overscan: 0,
    initialRect: { width: 1200, height: fallbackHeight },
    // A viewport measured as 0 px high (not laid out yet, or a DOM without layout) still paints a screenful.
    observeElementRect: (instance, report) =>
      observeElementRect(instance, (rect) =>
        report(rect.height > 0 ? rect : { width: rect.width, height: fallbackHeight }),
      ),
  });
  const offset = useScrollOffset(scrollRef);
  const height = virtualizer.scrollRect?.height || fallbackHeight;
  const { first, last } = visibleRows(count, offset, height);
  const { onRange } = props;
  const t = useT();
  useEffect(() => {
    if (count > 0) onRange(first, last);
  }, [first, last, count, onRange]);

  const rows: number[] = [];
  for (let index = first; index <= last; index += 1) rows.push(index);
  return (
    <div className="blotter-table" role="table" aria-label={t('trading.blotter.title')} aria-rowcount={props.count + 1}>
      {/* Header and body live in one scroll box: the header is sticky on top, so sideways they move as one. */}
      <div ref={scrollRef} className="blotter-scroll" data-testid="blotter-scroll">
        <div className="blotter-head" role="rowgroup">
          <div className="blotter-row blotter-header" role="row" aria-rowindex={1}>
            {COLUMNS.map((column, index) => (
              <span
                key={index}
                role="columnheader"
                className={
                  index >= 4 && index <= 7 ? 'num' : index === COLUMNS.length - 1 ? 'blotter-action' : undefined
                }
                title={column === '' ? undefined : t(column)}
              >
                {column === '' ? (
                  <span className="visually-hidden">{t('trading.blotter.column.actions')}</span>
                ) : (
                  t(column)
                )}
              </span>
            ))}
          </div>
        </div>
        <div role="rowgroup" className="blotter-body" style={{ height: virtualizer.getTotalSize() }}>
          {rows.map((index) => {
            const order = orderAt(props.pages, index);
            return (
              <div
                key={index}
                role="row"
                aria-rowindex={index + 2}
                className="blotter-row"
                style={{ transform: `translateY(${index * BLOTTER_ROW_HEIGHT}px)` }}
                data-order-id={order?.orderId}
              >
                {order ? (
                  <OrderCells context={props.context} order={order} onOpen={props.onOpen} />
                ) : (
                  <PlaceholderCells />
                )}
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}

/** The scroll element's scrollTop, read at most once a frame. */
function useScrollOffset(ref: React.RefObject<HTMLElement | null>): number {
  const [offset, setOffset] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let frame = 0;
    const onScroll = (): void => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setOffset(element.scrollTop));
    };
    element.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      element.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [ref]);
  return offset;
}

function PlaceholderCells(): React.JSX.Element {
  const t = useT();
  return (
    <span role="cell" className="blotter-placeholder muted">
      {t('trading.blotter.rowLoading')}
    </span>
  );
}

function OrderCells(props: {
  context: CustomerContext;
  order: TradingOrder;
  onOpen: (order: TradingOrder) => void;
}): React.JSX.Element {
  const { order } = props;
  const cancel = useCancelState(order.orderId);
  const t = useT();
  // Quantities at the asset's places and prices at the instrument's, as everywhere else; the exact text on hover and copy.
  const table = usePrecisionTable();
  const quantityPlaces = assetPlaces(order.symbol, table);
  const pricePlacesOf = pricePlaces(order.symbol, order.currency, table);
  const number = (value: string | null | undefined, places: number | undefined): React.JSX.Element | string =>
    value === null || value === undefined ? '–' : <Amount value={value} precision={places} />;
  return (
    <>
      <span role="cell" className="nowrap" title={order.transactionTime}>
        {formatCompactTime(order.transactionTime)}
      </span>
      <span role="cell">
        <button
          type="button"
          className="link-button"
          onClick={() => props.onOpen(order)}
          aria-label={t('trading.blotter.showDetails', {
            orderId: String(order.orderId),
            pair: `${order.symbol}/${order.currency}`,
          })}
        >
          {order.symbol}/{order.currency}
        </button>
      </span>
      {/* Words a longer language may cut (with an ellipsis) carry their whole text on hover. */}
      <span role="cell" className={order.side === 'Buy' ? 'side-buy' : 'side-sell'} title={sideWords(order.side)}>
        {sideWords(order.side)}
      </span>
      <span role="cell" title={orderTypeWords(order.orderType)}>
        {orderTypeWords(order.orderType)}
      </span>
      <span role="cell" className="num" title={order.quantity ?? undefined}>
        {number(order.quantity, quantityPlaces)}
      </span>
      <span role="cell" className="num" title={order.price ?? order.lastPrice ?? undefined}>
        {number(order.price ?? order.lastPrice, pricePlacesOf)}
      </span>
      <span role="cell" className="num" title={order.stopPrice ?? undefined}>
        {number(order.stopPrice, pricePlacesOf)}
      </span>
      <span role="cell" className="num" title={order.cumulativeQuantity ?? undefined}>
        {number(order.cumulativeQuantity, quantityPlaces)}
      </span>
      <span role="cell">
        <span className={`pill ${STATUS_CLASS[order.status] ?? 'pill-muted'}`} data-testid="order-status">
          {statusWords(order.status)}
        </span>
      </span>
      <span role="cell" className="nowrap" title={timeInForceWords(order.timeInForce)}>
        {timeInForceWords(order.timeInForce)}
      </span>
      <span role="cell" className="num">
        {order.account}
      </span>
      <span role="cell" className="ellipsis" title={order.clientOrderId}>
        <Identifier value={order.clientOrderId} label={t('trading.order.clientOrderIdLabel')} copy={false} />
      </span>
      <span role="cell" className="blotter-action">
        {isOpen(order.status) && cancel?.status !== 'done' ? (
          <CancelButton context={props.context} order={order} small />
        ) : cancel ? (
          <span className="muted cancel-note" title={cancelOutcomeWords(cancel)}>
            {cancelOutcomeWords(cancel)}
          </span>
        ) : null}
      </span>
    </>
  );
}
