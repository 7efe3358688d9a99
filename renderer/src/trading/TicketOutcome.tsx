import { Identifier } from '../ui/Identifier';
import type { TradingOrder } from '../../../shared/api/schemas/orders';
import type { TradingPlaceResult } from '../../../shared/ipc/schemas/trading';
import { isUnresolved } from './journal-store';
import { useJournalEntry } from './journal-store';
import { rejectionInWords } from './rejections';
import { useHeldOrder } from './blotter-store';
import { orderFacts } from './order-facts';
import { statusWords } from './order-format';
import { OrderFactList } from './OrderFactList';

/** The live order a placement result refers to: the blotter's row, else the journal's, else the answer's. */
function useLiveOrder(result: TradingPlaceResult): { order: TradingOrder | null; unknown: boolean; message: string | null } {
  const entry = useJournalEntry(result.clientOrderId);
  const answered = result.order ?? entry?.order ?? null;
  const held = useHeldOrder(answered?.orderId ?? null);
  const unknown = result.outcome === 'unknown' && (entry === undefined || isUnresolved(entry)) && !held;
  return { order: held ?? answered, unknown, message: entry?.message ?? result.message ?? null };
}

/** What became of the sent order: placed (with its live status), rejected, or outcome unknown until main resolves it. */
export function TicketOutcome(props: { result: TradingPlaceResult; pricePlaces: number; cashPlaces?: number }): React.JSX.Element {
  const { result } = props;
  const { order, unknown, message } = useLiveOrder(result);
  if (unknown) {
    return (
      <div className="outcome outcome-unknown" role="status" data-testid="outcome-unknown">
        <p className="outcome-title">Outcome unknown · checking with the service</p>
        <p>
          {message ??
            'The service did not confirm the order. It is being checked with the service and will not be sent twice; this updates by itself.'}
        </p>
        <p className="muted mono">{result.clientOrderId}</p>
      </div>
    );
  }
  if (order === null) {
    return (
      <div className="outcome outcome-rejected" role="alert" data-testid="outcome-rejected">
        <p className="outcome-title">Not placed</p>
        <p>{message ?? 'The service refused the order. Nothing was traded.'}</p>
      </div>
    );
  }
  if (order.status === 'Rejected') {
    return (
      <div className="outcome outcome-rejected" role="alert" data-testid="outcome-rejected">
        <p className="outcome-title">Rejected · order {order.orderId}</p>
        <p>{rejectionInWords(order.rejectionCode, order.text)}</p>
        {order.rejectionCode !== null && order.rejectionCode !== undefined ? (
          <p className="muted">
            Code {order.rejectionCode}
            {order.text ? ` · ${order.text}` : ''}
          </p>
        ) : null}
      </div>
    );
  }
  return (
    <div className="outcome outcome-placed" role="status" data-testid="outcome-placed">
      <p className="outcome-title">
        Order {order.orderId} · <span data-testid="outcome-status">{statusWords(order.status)}</span>
      </p>
      <OrderFactList facts={orderFacts(order, props.pricePlaces, props.cashPlaces)} className="outcome-facts" />
      <p className="muted">
        Client order id <Identifier value={order.clientOrderId} label="client order id" />
      </p>
    </div>
  );
}
