import { enumWords } from '../../../shared/text/enum-words';
import { Identifier } from '../ui/Identifier';
import { useEffect, useState } from 'react';
import type { StakingOrder } from '../../../shared/api/schemas/staking';
import type { CustomerContext } from '../customers/context';
import { Amount } from '../ui/Amount';
import { Dialog } from '../ui/Dialog';
import { formatWhen, stateClass } from './format';
import { fetchOrder } from './store';
import { orderTimeline } from './timeline';

/** One staking order with its timeline; read again on open so the state is current. */
export function OrderDetail(props: { context: CustomerContext; order: StakingOrder; onClose: () => void }): React.JSX.Element {
  const [order, setOrder] = useState(props.order);
  useEffect(() => {
    let live = true;
    void fetchOrder(props.context, props.order.id).then((result) => {
      if (live && result.ok) setOrder(result.value);
    });
    return () => {
      live = false;
    };
  }, [props.context, props.order.id]);

  return (
    <Dialog title={`Staking order ${order.orderNumber}`} variant="drawer" onClose={props.onClose}>
      <dl className="staking-facts">
        <dt>Order number</dt>
        <dd>
          <Identifier value={order.orderNumber} label="order number" />
        </dd>
        <dt>State</dt>
        <dd>
          <span className={stateClass(order.state)}>{enumWords(order.state)}</span>
        </dd>
        <dt>Type</dt>
        <dd>{order.type}</dd>
        <dt>Amount</dt>
        <dd>
          <Amount value={order.amount} asset={order.assetSymbol} /> {order.assetSymbol}
        </dd>
        <dt>From account</dt>
        <dd className="num">{order.fromAccountNumber}</dd>
        <dt>To account</dt>
        <dd className="num">{order.toAccountNumber ?? '—'}</dd>
        <dt>Order id</dt>
        <dd className="staking-id">
          <Identifier value={order.id} label="order id" />
        </dd>
      </dl>
      <h3 className="section-title">Timeline</h3>
      <ol className="staking-timeline" aria-label="Order timeline">
        {orderTimeline(order).map((step) => (
          <li key={step.label} className={`staking-step is-${step.status}`}>
            <span className="staking-step-dot" aria-hidden="true" />
            <div>
              <div className="staking-step-label">
                {step.label}
                {step.status === 'expected' ? <span className="muted"> (estimated)</span> : null}
              </div>
              {step.at ? <div className="staking-step-time">{formatWhen(step.at)}</div> : null}
              {step.note ? <div className="staking-step-note">{step.note}</div> : null}
            </div>
          </li>
        ))}
      </ol>
    </Dialog>
  );
}
