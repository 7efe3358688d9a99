import { Identifier } from '../ui/Identifier';
import type { TradingOrder } from '../../../shared/api/schemas/orders';
import type { TradingPlaceResult } from '../../../shared/ipc/schemas/trading';
import type { Message } from '../../../shared/i18n/message';
import { translateSaid } from '../i18n/said';
import { useT } from '../i18n/store';
import { isUnresolved } from './journal-store';
import { useJournalEntry } from './journal-store';
import { rejectionInWords } from './rejections';
import { useHeldOrder } from './blotter-store';
import { orderFacts } from './order-facts';
import { statusWords } from './order-format';
import { OrderFactList } from './OrderFactList';

/** The live order a placement result refers to: the blotter's row, else the journal's, else the answer's. */
function useLiveOrder(result: TradingPlaceResult): {
  order: TradingOrder | null;
  unknown: boolean;
  message: string | Message | null;
} {
  const entry = useJournalEntry(result.clientOrderId);
  const answered = result.order ?? entry?.order ?? null;
  const held = useHeldOrder(answered?.orderId ?? null);
  const unknown = result.outcome === 'unknown' && (entry === undefined || isUnresolved(entry)) && !held;
  return { order: held ?? answered, unknown, message: entry?.message ?? result.message ?? null };
}

/** What became of the sent order: placed (with its live status), rejected, or outcome unknown until main resolves it. */
export function TicketOutcome(props: {
  result: TradingPlaceResult;
  pricePlaces: number;
  cashPlaces?: number;
}): React.JSX.Element {
  const { result } = props;
  const { order, unknown, message } = useLiveOrder(result);
  const t = useT();
  if (unknown) {
    return (
      <div className="outcome outcome-unknown" role="status" data-testid="outcome-unknown">
        <p className="outcome-title">{t('trading.outcome.unknownTitle')}</p>
        <p>{message !== null ? translateSaid(message) : t('trading.outcome.unknown')}</p>
        <p className="muted mono">{result.clientOrderId}</p>
      </div>
    );
  }
  if (order === null) {
    return (
      <div className="outcome outcome-rejected" role="alert" data-testid="outcome-rejected">
        <p className="outcome-title">{t('trading.outcome.notPlaced')}</p>
        <p>{message !== null ? translateSaid(message) : t('trading.outcome.refused')}</p>
      </div>
    );
  }
  if (order.status === 'Rejected') {
    return (
      <div className="outcome outcome-rejected" role="alert" data-testid="outcome-rejected">
        <p className="outcome-title">{t('trading.outcome.rejected', { orderId: String(order.orderId) })}</p>
        <p>{rejectionInWords(order.rejectionCode, order.text)}</p>
        {order.rejectionCode !== null && order.rejectionCode !== undefined ? (
          <p className="muted">
            {order.text
              ? t('trading.outcome.codeText', { code: String(order.rejectionCode), text: order.text })
              : t('trading.outcome.code', { code: String(order.rejectionCode) })}
          </p>
        ) : null}
      </div>
    );
  }
  return (
    <div className="outcome outcome-placed" role="status" data-testid="outcome-placed">
      <p className="outcome-title">
        {t('trading.outcome.placed', { orderId: String(order.orderId) })} ·{' '}
        <span data-testid="outcome-status">{statusWords(order.status)}</span>
      </p>
      <OrderFactList facts={orderFacts(order, props.pricePlaces, props.cashPlaces)} className="outcome-facts" />
      <p className="muted">
        {t('trading.drawer.clientOrderId')}{' '}
        <Identifier value={order.clientOrderId} label={t('trading.order.clientOrderIdLabel')} />
      </p>
    </div>
  );
}
