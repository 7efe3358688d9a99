import type { Instrument } from '../../../shared/api/schemas/trading';
import type { CommissionRate } from '../../../shared/ipc/schemas/trading-commission';
import { formatDate, formatDateMinute } from '../format/datetime';
import { formatDecimal } from '../../../shared/format/decimal';
import { formatPercent } from '../../../shared/format/percent';
import type { MessageKey } from '../../../shared/i18n/catalogue/messages';
import { translate, useT } from '../i18n/store';
import { Amount, AssetAmount } from '../ui/Amount';
import type { Estimate } from '../../../shared/trading/estimate';
import { orderTypeWords, sideWords, timeInForceWords } from './order-format';
import { reviewMoneyLines } from './review-lines';
import type { TicketDraft } from './ticket-model';
import { takesExpiry } from './ticket-model';

const SOURCE: Record<NonNullable<Estimate['priceSource']>, MessageKey> = {
  quote: 'trading.review.source.quote',
  limit: 'trading.review.source.limit',
  stop: 'trading.review.source.stop',
  ask: 'trading.review.source.ask',
  bid: 'trading.review.source.bid',
};

type Row = readonly [label: string, value: React.ReactNode, note?: string];

/** Why no rate is shown: still being looked up, the look-up failed, or the customer has no order yet. */
export type RateState = 'loading' | 'error' | 'ready';

/** The review's rate row: the rate and where main learned it, or why none is known. */
function rateRow(rate: CommissionRate | null, state: RateState): Row {
  const label = translate('trading.review.rate');
  if (state === 'loading') return [label, translate('trading.review.rateLoading')];
  if (state === 'error')
    return [label, translate('trading.review.rateError'), translate('trading.review.rateErrorNote')];
  if (rate === null) return [label, translate('trading.review.rateNone'), translate('trading.review.rateNoneNote')];
  const values = { instrument: rate.instrument, date: formatDate(rate.at) };
  const from =
    rate.basis === 'instrument'
      ? translate('trading.review.rateFromInstrument', values)
      : translate('trading.review.rateFromLast', values);
  return [label, formatPercent(rate.pct, { exact: true }), from];
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
  const t = useT();
  const stale = props.quoteExpired === true;
  const amount = (value: string | null, asset: string): React.ReactNode =>
    value === null || stale ? '—' : <AssetAmount value={value} asset={asset} />;
  const commissionKnown = props.rate !== null;
  const money = reviewMoneyLines(draft, estimate, commissionKnown, instrument);
  const rows: Row[] = [
    [
      t('trading.review.order'),
      t('trading.review.orderLine', {
        side: sideWords(draft.side),
        quantity: formatDecimal(draft.quantity.trim()),
        asset: instrument.symbol,
        type: orderTypeWords(draft.orderType),
      }),
    ],
    // An amount typed in the quote currency: the quantity above is what is sent, worked out from it.
    ...(draft.amountIn === 'quote'
      ? [
          [
            t('trading.review.amountEntered'),
            `${formatDecimal(draft.quoteAmount.trim())} ${instrument.currency}`,
            t('trading.review.sentAs', { quantity: formatDecimal(draft.quantity.trim()), asset: instrument.symbol }),
          ] as Row,
        ]
      : []),
    [
      t('trading.review.estimatedPrice'),
      stale ? (
        t('trading.review.expiredQuote')
      ) : estimate.price === null ? (
        t('trading.review.noPrice')
      ) : (
        <>
          <Amount value={estimate.price} precision={instrument.pricePrecision} /> {instrument.currency}
        </>
      ),
      !stale && estimate.priceSource ? t(SOURCE[estimate.priceSource]) : undefined,
    ],
    rateRow(props.rate, props.rateState),
    ...money.map((line): Row => [
      line.label,
      line.kind === 'commission' && !commissionKnown
        ? t('trading.money.chargedAtFill')
        : amount(line.amount, line.asset),
      line.note,
    ]),
    [t('trading.review.payingAfter'), amount(estimate.fromAfter, estimate.pays.asset), t('trading.review.available')],
    [
      t('trading.review.receivingAfter'),
      amount(estimate.toAfter, estimate.receives.asset),
      draft.toAccount === null ? t('trading.review.automatic') : t('trading.review.available'),
    ],
    [t('trading.review.timeInForce'), timeInForceWords(draft.timeInForce)],
  ];
  if (takesExpiry(draft) && draft.expireLocal !== '')
    rows.push([
      t('trading.review.expires'),
      formatDateMinute(Date.parse(draft.expireLocal)),
      t('trading.review.localTime'),
    ]);
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
          {t('trading.review.insufficient', { asset: estimate.pays.asset })}
        </p>
      ) : null}
    </div>
  );
}
