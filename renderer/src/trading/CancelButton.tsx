import { useState } from 'react';
import type { TradingOrder } from '../../../shared/api/schemas/orders';
import type { CustomerContext } from '../customers/context';
import { cancelOrder, useCancelState } from './cancel-store';

/**
 * Cancel for one resting order that asks once, inline: the first press turns
 * the button into "Cancel order N?" with Yes (focused: Enter confirms) and
 * Keep (Esc keeps the order). Nothing is sent before the Yes.
 */
export function CancelButton(props: { context: CustomerContext; order: TradingOrder; small?: boolean }): React.JSX.Element {
  const { order } = props;
  const cancel = useCancelState(order.orderId);
  const [asking, setAsking] = useState(false);
  const size = props.small ? ' button-small' : '';
  if (cancel?.status === 'sending') {
    return (
      <button type="button" className={`button${size} button-quiet`} disabled>
        Cancelling…
      </button>
    );
  }
  if (!asking) {
    return (
      <button type="button" className={`button${size} button-quiet`} onClick={() => setAsking(true)} aria-label={`Cancel order ${order.orderId}`}>
        Cancel
      </button>
    );
  }
  return (
    <span
      className="cancel-confirm"
      role="group"
      aria-label={`Cancel order ${order.orderId}? Enter confirms, Esc keeps it`}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        event.stopPropagation();
        setAsking(false);
      }}
    >
      <button
        type="button"
        className={`button${size} button-danger`}
        autoFocus
        onClick={() => {
          setAsking(false);
          void cancelOrder(props.context, order);
        }}
      >
        Yes, cancel
      </button>
      <button type="button" className={`button${size} button-quiet`} onClick={() => setAsking(false)}>
        Keep
      </button>
    </span>
  );
}
