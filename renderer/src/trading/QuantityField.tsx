import type { Instrument, TradingAccount } from '../../../shared/api/schemas/trading';
import { formatDecimal } from '../../../shared/format/decimal';
import { useT } from '../i18n/store';
import { Field } from '../ui/Field';
import type { AmountTerms } from './ticket-amounts';
import { quantityForShare } from './ticket-amounts';
import type { TicketDraft } from './ticket-model';
import { editTicket } from './ticket-store';

/**
 * The order's size: a quantity of the base asset, or (toggle, see
 * SizeButtons) an amount of the quote currency from which the ticket derives
 * the quantity, shown beside it.
 */
export function QuantityField(props: {
  draft: TicketDraft;
  instrument: Instrument;
  /** The quantity the amount comes to (amount mode), or null. */
  derived: string | null;
  error: string | undefined;
}): React.JSX.Element {
  const { draft, instrument } = props;
  const t = useT();
  const inQuote = draft.amountIn === 'quote';
  const places = instrument.quantityPrecision;
  const hint = inQuote
    ? props.derived === null
      ? t('trading.ticket.amountHint', { asset: instrument.symbol, places })
      : t('trading.ticket.amountDerived', { quantity: formatDecimal(props.derived), asset: instrument.symbol, places })
    : t('trading.ticket.quantityHint', { places, minimum: formatDecimal(instrument.minQuantity) });
  return (
    <Field
      label={
        inQuote
          ? t('trading.ticket.amount', { currency: instrument.currency })
          : t('trading.ticket.quantity', { asset: instrument.symbol })
      }
      error={props.error}
      hint={hint}
    >
      {(control) => (
        <input
          {...control}
          className="input num"
          inputMode="decimal"
          autoComplete="off"
          data-ticket-first
          data-testid="ticket-size"
          value={inQuote ? draft.quoteAmount : draft.quantity}
          onChange={(event) =>
            editTicket(inQuote ? { quoteAmount: event.target.value } : { quantity: event.target.value })
          }
        />
      )}
    </Field>
  );
}

/**
 * After the price fields (Quantity, Tab, limit price stays the keyboard
 * path): the amount toggle and 25 / 50 / 100 % of the paying account's
 * available balance.
 */
export function SizeButtons(props: {
  draft: TicketDraft;
  instrument: Instrument;
  from: TradingAccount | undefined;
  terms: AmountTerms;
}): React.JSX.Element {
  const { draft, instrument } = props;
  const t = useT();
  const inQuote = draft.amountIn === 'quote';
  return (
    <div className="share-buttons" role="group" aria-label={t('trading.ticket.sizeButtons')}>
      <button
        type="button"
        className="button button-small"
        aria-pressed={inQuote}
        title={
          inQuote
            ? t('trading.ticket.typeQuantity', { asset: instrument.symbol })
            : t('trading.ticket.typeAmount', { currency: instrument.currency })
        }
        onClick={() => editTicket({ amountIn: inQuote ? 'base' : 'quote' })}
      >
        {t('trading.ticket.inCurrency', { currency: instrument.currency })}
      </button>
      {([25, 50, 100] as const).map((percent) => {
        const answer = quantityForShare(percent, props.from, props.terms);
        return (
          <button
            key={percent}
            type="button"
            className="button button-small"
            disabled={answer.quantity === null || answer.quantity === '0'}
            title={answer.quantity === null ? answer.why : `${formatDecimal(answer.quantity)} ${instrument.symbol}`}
            onClick={() => answer.quantity !== null && editTicket({ quantity: answer.quantity, amountIn: 'base' })}
          >
            {percent} %
          </button>
        );
      })}
    </div>
  );
}
