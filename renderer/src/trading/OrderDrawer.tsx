import { Identifier } from '../ui/Identifier';
import type { TradingOrder } from '../../../shared/api/schemas/orders';
import { tradingOrderSchema } from '../../../shared/api/schemas/orders';
import type { CustomerContext } from '../customers/context';
import { formatDateTime } from '../format/datetime';
import { Amount } from '../ui/Amount';
import { translate, useT } from '../i18n/store';
import { Dialog } from '../ui/Dialog';
import { assetPlaces } from '../../../shared/format/precision';
import { usePrecisionTable } from '../assets/store';
import { useHeldOrder } from './blotter-store';
import { CancelButton } from './CancelButton';
import { cancelOutcomeWords, useCancelState } from './cancel-store';
import { isOpen, orderTypeWords, sideWords, STATUS_CLASS, statusWords } from './order-format';
import { useInstruments } from './market-store';
import { orderFacts } from './order-facts';
import { OrderFactList } from './OrderFactList';
import { rejectionInWords } from './rejections';

/** Every field of the order response, in the spec's order (the schema lists them all). */
const FIELDS = Object.keys(tradingOrderSchema.shape) as (keyof TradingOrder)[];

function shown(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'boolean') return value ? translate('trading.drawer.yes') : translate('trading.drawer.no');
  if (Array.isArray(value)) {
    return value.length === 0
      ? translate('trading.drawer.none')
      : value
          .map((leg: Record<string, unknown>) =>
            Object.entries(leg)
              .map(([key, item]) => `${key} ${shown(item)}`)
              .join(', '),
          )
          .join(' | ');
  }
  return String(value);
}

/** One order in full: every response field, the rejection in words, and cancel while it rests. */
export function OrderDrawer(props: {
  context: CustomerContext;
  order: TradingOrder;
  onClose: () => void;
}): React.JSX.Element {
  // The live row when the blotter holds it (statuses update in place), else the order as opened.
  const order = useHeldOrder(props.order.orderId) ?? props.order;
  const cancel = useCancelState(order.orderId);
  const instruments = useInstruments(props.context);
  // Prices at the instrument's precision; every digit when the instrument is not (yet) known.
  const instrument =
    instruments.status === 'ready'
      ? instruments.value.find((item) => item.symbol === order.symbol && item.currency === order.currency)
      : undefined;
  const pricePlaces = instrument?.pricePrecision;
  const cashPlaces = assetPlaces(order.currency, usePrecisionTable());
  const t = useT();
  const coded = order.rejectionCode !== null && order.rejectionCode !== undefined;
  return (
    <Dialog
      title={t('trading.drawer.title', { orderId: String(order.orderId), pair: `${order.symbol}/${order.currency}` })}
      variant="drawer"
      onClose={props.onClose}
      className="order-drawer"
    >
      <p className="drawer-status">
        <span className={`pill ${STATUS_CLASS[order.status] ?? 'pill-muted'}`}>{statusWords(order.status)}</span>{' '}
        {sideWords(order.side)} <Amount value={order.quantity} asset={order.symbol} /> {order.symbol} ·{' '}
        {orderTypeWords(order.orderType)}
      </p>
      <p className="drawer-ids muted">
        {t('trading.drawer.orderId')}{' '}
        <Identifier value={String(order.orderId)} label={t('trading.order.orderIdLabel')} /> ·{' '}
        {t('trading.drawer.clientOrderId')}{' '}
        <Identifier value={order.clientOrderId} label={t('trading.order.clientOrderIdLabel')} />
      </p>
      {order.status === 'Rejected' ||
      (order.rejectionCode !== null && order.rejectionCode !== undefined && order.rejectionCode !== 0) ? (
        <div className="error-notice" role="note">
          <p className="error-notice-title">
            {coded
              ? t('trading.drawer.rejectedCode', { code: String(order.rejectionCode) })
              : t('trading.status.rejected')}
          </p>
          <p className="error-notice-message">{rejectionInWords(order.rejectionCode, order.text)}</p>
          {order.text ? <p className="muted">{t('trading.drawer.serviceText', { text: order.text })}</p> : null}
        </div>
      ) : null}
      {isOpen(order.status) ? (
        <p>
          <CancelButton context={props.context} order={order} />
        </p>
      ) : null}
      {cancel ? <p className="muted">{cancelOutcomeWords(cancel)}</p> : null}
      <OrderFactList
        facts={[
          ...orderFacts(order, pricePlaces, cashPlaces),
          { label: t('trading.drawer.account'), text: String(order.account) },
          { label: t('trading.drawer.placed'), text: formatDateTime(order.transactionTime) },
        ]}
        className="drawer-facts"
      />
      {/* The service's own field names and values, for support: only on request. */}
      <details className="raw-response">
        <summary>{t('trading.drawer.raw')}</summary>
        <dl className="facts order-fields">
          {FIELDS.map((field) => (
            <div key={field} className="fact">
              <dt>{field}</dt>
              <dd className="mono">{shown(order[field])}</dd>
            </div>
          ))}
        </dl>
      </details>
    </Dialog>
  );
}
