import type { Instrument } from '../../../shared/api/schemas/trading';
import { precisionOf } from '../assets/precision';
import { usePrecisionTable } from '../assets/store';
import { formatDateTime } from '../format/datetime';
import { formatDecimal } from '../format/decimal';
import type { Estimate } from '../../../shared/trading/estimate';
import { ORDER_TYPE_LABEL, TIME_IN_FORCE_LABEL } from './offered';
import type { TicketDraft } from './ticket-model';
import { takesExpiry } from './ticket-model';

const SOURCE: Record<NonNullable<Estimate['priceSource']>, string> = {
  quote: 'quoted price',
  limit: 'your limit',
  stop: 'your stop price',
  ask: 'best ask now',
  bid: 'best bid now',
};

/** The review step: what will be sent and what it is estimated to cost and leave on the accounts. */
export function TicketReview(props: { draft: TicketDraft; instrument: Instrument; estimate: Estimate; commissionKnown: boolean }): React.JSX.Element {
  const { draft, instrument, estimate } = props;
  const precision = usePrecisionTable();
  const amount = (value: string | null, asset: string): string =>
    value === null ? '—' : `${formatDecimal(value, precisionOf(precision, asset) === undefined ? {} : { precision: precisionOf(precision, asset)! })} ${asset}`;
  // Every digit of the exact amount, padded to the asset's places when it has fewer (padding never rounds).
  const exact = (value: string | null, asset: string): string => {
    if (value === null) return '—';
    const places = precisionOf(precision, asset);
    const decimals = value.includes('.') ? value.length - value.indexOf('.') - 1 : 0;
    return `${formatDecimal(value, places !== undefined && decimals <= places ? { precision: places } : {})} ${asset}`;
  };
  const rows: [string, string, string?][] = [
    ['Order', `${draft.side} ${formatDecimal(draft.quantity.trim())} ${instrument.symbol} · ${ORDER_TYPE_LABEL[draft.orderType]}`],
    [
      'Estimated price',
      estimate.price === null ? 'No price available' : `${formatDecimal(estimate.price, { precision: instrument.pricePrecision })} ${instrument.currency}`,
      estimate.priceSource ? SOURCE[estimate.priceSource] : undefined,
    ],
    ['Cost', exact(estimate.cost, instrument.currency)],
    [
      'Commission',
      props.commissionKnown ? exact(estimate.commission, estimate.commissionAsset) : 'Charged at the fill',
      props.commissionKnown ? (draft.isCommissionIncluded ? 'deducted from the quantity' : 'added on top') : 'rate not known yet',
    ],
    ['You pay', exact(estimate.pays.amount, estimate.pays.asset)],
    ['You receive', exact(estimate.receives.amount, estimate.receives.asset)],
    ['Paying account after', amount(estimate.fromAfter, estimate.pays.asset), 'available'],
    ['Receiving account after', amount(estimate.toAfter, estimate.receives.asset), draft.toAccount === null ? 'automatic account' : 'available'],
    ['Time in force', TIME_IN_FORCE_LABEL[draft.timeInForce]],
  ];
  if (takesExpiry(draft) && draft.expireLocal !== '') rows.push(['Expires', formatDateTime(new Date(Date.parse(draft.expireLocal)).toISOString())]);
  return (
    <div className="ticket-review" data-testid="ticket-review">
      <dl className="review-grid">
        {rows.map(([label, value, note]) => (
          <div key={label} className="review-row">
            <dt>{label}</dt>
            <dd className="num">
              {value}
              {note ? <span className="review-note muted">{note}</span> : null}
            </dd>
          </div>
        ))}
      </dl>
      {estimate.insufficient ? (
        <p className="warning-banner" role="alert">
          The paying account does not hold enough available {estimate.pays.asset} for this estimate; the service will likely reject the order.
        </p>
      ) : null}
    </div>
  );
}
