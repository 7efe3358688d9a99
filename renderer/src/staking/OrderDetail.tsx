import { Identifier } from '../ui/Identifier';
import { useEffect, useState } from 'react';
import type { StakingOrder } from '../../../shared/api/schemas/staking';
import type { CustomerContext } from '../customers/context';
import { ORDER_STATE_WORDS, ORDER_TYPE_WORDS } from '../../../shared/staking/words';
import { useT } from '../i18n/store';
import { Amount } from '../ui/Amount';
import { Dialog } from '../ui/Dialog';
import { formatWhen, stateClass } from './format';
import { fetchOrder } from './store';
import { orderTimeline } from './timeline';

/** One staking order with its timeline; read again on open so the state is current. */
export function OrderDetail(props: {
  context: CustomerContext;
  order: StakingOrder;
  onClose: () => void;
}): React.JSX.Element {
  const [order, setOrder] = useState(props.order);
  const t = useT();
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
    <Dialog title={t('staking.detail.title', { number: order.orderNumber })} variant="drawer" onClose={props.onClose}>
      <dl className="staking-facts">
        <dt>{t('staking.detail.orderNumber')}</dt>
        <dd>
          <Identifier value={order.orderNumber} label={t('staking.detail.orderNumberLabel')} />
        </dd>
        <dt>{t('staking.detail.state')}</dt>
        <dd>
          <span className={stateClass(order.state)}>{t(ORDER_STATE_WORDS[order.state])}</span>
        </dd>
        <dt>{t('staking.detail.type')}</dt>
        <dd>{t(ORDER_TYPE_WORDS[order.type])}</dd>
        <dt>{t('staking.detail.amount')}</dt>
        <dd>
          <Amount value={order.amount} asset={order.assetSymbol} /> {order.assetSymbol}
        </dd>
        <dt>{t('staking.detail.fromAccount')}</dt>
        <dd className="num">{order.fromAccountNumber}</dd>
        <dt>{t('staking.detail.toAccount')}</dt>
        <dd className="num">{order.toAccountNumber ?? '—'}</dd>
        <dt>{t('staking.detail.orderId')}</dt>
        <dd className="staking-id">
          <Identifier value={order.id} label={t('staking.detail.orderIdLabel')} />
        </dd>
      </dl>
      <h3 className="section-title">{t('staking.detail.timeline')}</h3>
      <ol className="staking-timeline" aria-label={t('staking.detail.timelineLabel')}>
        {orderTimeline(order).map((step) => (
          <li key={step.label} className={`staking-step is-${step.status}`}>
            <span className="staking-step-dot" aria-hidden="true" />
            <div>
              <div className="staking-step-label">
                {t(step.label)}
                {step.status === 'expected' ? <span className="muted"> {t('staking.detail.estimated')}</span> : null}
              </div>
              {step.at ? <div className="staking-step-time">{formatWhen(step.at)}</div> : null}
              {step.note ? (
                <div className="staking-step-note">
                  {typeof step.note === 'string' ? step.note : t(step.note.key, step.note.values)}
                </div>
              ) : null}
            </div>
          </li>
        ))}
      </ol>
    </Dialog>
  );
}
