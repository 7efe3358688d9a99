import { useState } from 'react';
import type { TradingOrder } from '../../../shared/api/schemas/orders';
import type { CustomerContext } from '../customers/context';
import { useT } from '../i18n/store';
import { cancelOrder, useCancelState } from './cancel-store';

/**
 * Cancel for one resting order that asks once, inline: the first press turns
 * the button into "Cancel order N?" with Yes (focused: Enter confirms) and
 * Keep (Esc keeps the order). Nothing is sent before the Yes.
 */
export function CancelButton(props: {
  context: CustomerContext;
  order: TradingOrder;
  small?: boolean;
}): React.JSX.Element {
  const { order } = props;
  const cancel = useCancelState(order.orderId);
  const [asking, setAsking] = useState(false);
  const t = useT();
  const size = props.small ? ' button-small' : '';
  if (cancel?.status === 'sending') {
    return (
      <button type="button" className={`button${size} button-quiet`} disabled>
        {t('trading.cancel.sending')}
      </button>
    );
  }
  if (!asking) {
    return (
      <button
        type="button"
        className={`button${size} button-quiet`}
        onClick={() => setAsking(true)}
        aria-label={t('trading.cancel.label', { orderId: String(order.orderId) })}
      >
        {t('trading.cancel.button')}
      </button>
    );
  }
  return (
    <span
      className="cancel-confirm"
      role="group"
      aria-label={t('trading.cancel.question', { orderId: String(order.orderId) })}
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
        {t('trading.cancel.yes')}
      </button>
      <button type="button" className={`button${size} button-quiet`} onClick={() => setAsking(false)}>
        {t('trading.cancel.keep')}
      </button>
    </span>
  );
}
