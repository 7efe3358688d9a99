import type { Instrument } from '../../../shared/api/schemas/trading';
import type { CommissionRate } from '../../../shared/ipc/schemas/trading-commission';
import { formatDate, formatDateMinute } from '../format/datetime';
import { formatDecimal } from '../../../shared/format/decimal';
import { formatPercent } from '../../../shared/format/percent';
import { enumWords } from '../../../shared/text/enum-words';
import { Amount, AssetAmount } from '../ui/Amount';
import type { Estimate } from '../../../shared/trading/estimate';
import { reviewMoneyLines } from './review-lines';
import type { TicketDraft } from './ticket-model';
import { takesExpiry } from './ticket-model';

const SOURCE: Record<NonNullable<Estimate['priceSource']>, string> = {
  quote: 'quoted price',
  limit: 'your limit',
  stop: 'your stop price',
  ask: 'best ask now',
  bid: 'best bid now',
};

type Row = readonly [label: string, value: React.ReactNode, note?: string];

/** Why no rate is shown: still being looked up, the look-up failed, or the customer has no order yet. */
export type RateState = 'loading' | 'error' | 'ready';

/** The review's rate row: the rate and where main learned it, or why none is known. */
function rateRow(rate: CommissionRate | null, state: RateState): Row {
  if (state === 'loading') return ['Commission rate', 'Looking it up…'];
  if (state === 'error') return ['Commission rate', 'Not known now', 'it could not be looked up; charged at the fill'];
  if (rate === null) return ['Commission rate', 'Not known yet', 'no earlier order of this customer; charged at the fill'];
  const from = rate.basis === 'instrument' ? `your last ${rate.instrument} order's rate` : `your last order's rate (${rate.instrument})`;
  return ['Commission rate', formatPercent(rate.pct, { exact: true }), `${from}, ${formatDate(rate.at)}`];
}

/**
 * The review step: what will be sent and what it is estimated to cost (a buy)
 * or bring (a sell), and leave on the accounts. `quoteExpired`: the quote the
 * price came from is dead, so no price is shown as if it were valid.
 */
export function TicketReview(props: {
  draft: TicketDraft;
  instrument: Instrument;
  estimate: Estimate;
  /** The rate the estimate used (main's, with its source); null: none known. */
  rate: CommissionRate | null;
  rateState: RateState;
  quoteExpired?: boolean;
}): React.JSX.Element {
  const { draft, instrument, estimate } = props;
  const stale = props.quoteExpired === true;
  const amount = (value: string | null, asset: string): React.ReactNode => (value === null || stale ? '—' : <AssetAmount value={value} asset={asset} />);
  const commissionKnown = props.rate !== null;
  const money = reviewMoneyLines(draft, estimate, commissionKnown, instrument);
  const rows: Row[] = [
    ['Order', `${draft.side} ${formatDecimal(draft.quantity.trim())} ${instrument.symbol} · ${enumWords(draft.orderType)}`],
    // An amount typed in the quote currency: the quantity above is what is sent, worked out from it.
    ...(draft.amountIn === 'quote'
      ? [['Amount entered', `${formatDecimal(draft.quoteAmount.trim())} ${instrument.currency}`, `sent as ${formatDecimal(draft.quantity.trim())} ${instrument.symbol}`] as Row]
      : []),
    [
      'Estimated price',
      stale ? (
        'Expired quote: press R for a new one'
      ) : estimate.price === null ? (
        'No price available'
      ) : (
        <>
          <Amount value={estimate.price} precision={instrument.pricePrecision} /> {instrument.currency}
        </>
      ),
      !stale && estimate.priceSource ? SOURCE[estimate.priceSource] : undefined,
    ],
    rateRow(props.rate, props.rateState),
    ...money.map((line): Row => [line.label, line.label === 'Commission' && !commissionKnown ? 'Charged at the fill' : amount(line.amount, line.asset), line.note]),
    ['Paying account after', amount(estimate.fromAfter, estimate.pays.asset), 'available'],
    ['Receiving account after', amount(estimate.toAfter, estimate.receives.asset), draft.toAccount === null ? 'automatic account' : 'available'],
    ['Time in force', enumWords(draft.timeInForce)],
  ];
  if (takesExpiry(draft) && draft.expireLocal !== '') rows.push(['Expires', formatDateMinute(Date.parse(draft.expireLocal)), 'local time']);
  return (
    <div className={stale ? 'ticket-review is-stale' : 'ticket-review'} data-testid="ticket-review">
      <dl className="review-grid">
        {rows.map(([label, value, note]) => (
          <div key={label} className="review-row">
            <dt>{label}</dt>
            {/* Words wrap in a narrow ticket; figures stay on one line. */}
            <dd className={typeof value === 'string' ? undefined : 'num'}>
              {value}
              {note ? <span className="review-note muted">{note}</span> : null}
            </dd>
          </div>
        ))}
      </dl>
      {estimate.insufficient && !stale ? (
        <p className="warning-banner" role="alert">
          The paying account does not hold enough available {estimate.pays.asset} for this estimate; the service will likely reject the order.
        </p>
      ) : null}
    </div>
  );
}
