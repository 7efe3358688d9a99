import type { Instrument } from '../../../shared/api/schemas/trading';
import { formatDecimal } from '../../../shared/format/decimal';
import { ErrorNotice } from '../ui/ErrorNotice';
import type { QuoteState } from './ticket-store';
import { useNow } from './use-now';

/** Seconds left until a quote's validUntil (0 once expired). */
export function secondsLeft(validUntil: string, now: number): number {
  return Math.max(0, Math.ceil((Date.parse(validUntil) - now) / 1000));
}

/** The quote's price and a live countdown to its expiry; once expired, says so and how to re-quote. */
export function QuoteCountdown(props: { quote: QuoteState; instrument: Instrument; onRequote: () => void }): React.JSX.Element | null {
  const now = useNow(250);
  const { quote } = props;
  if (quote.status === 'none') return null;
  if (quote.status === 'loading') {
    return (
      <div className="quote-box" role="status">
        Requesting a quote…
      </div>
    );
  }
  if (quote.status === 'error') return <ErrorNotice error={quote.error} title="No quote" onRetry={props.onRequote} />;
  const left = secondsLeft(quote.quote.validUntil, now);
  const total = Math.max(1, Math.ceil((Date.parse(quote.quote.validUntil) - Date.parse(quote.quote.createdAt)) / 1000));
  const expired = left === 0;
  return (
    <div className={expired ? 'quote-box is-expired' : 'quote-box'} data-testid="quote-box">
      <div className="quote-price">
        <span className="muted">Quote #{quote.quote.quoteId}</span>
        {/* A dead quote's price is struck through: it can no longer be traded at. */}
        <strong className="num">
          {expired ? (
            <>
              <s>
                {formatDecimal(quote.quote.price, { precision: props.instrument.pricePrecision })} {props.instrument.currency}
              </s>{' '}
              expired
            </>
          ) : (
            <>
              {formatDecimal(quote.quote.price, { precision: props.instrument.pricePrecision })} {props.instrument.currency}
            </>
          )}
        </strong>
      </div>
      {expired ? (
        <p className="quote-expired" role="alert">
          This quote has expired and can no longer be traded. Press <kbd>R</kbd> for a new quote.
        </p>
      ) : (
        <p className="quote-countdown" aria-live="off">
          Valid for <strong className="num" data-testid="quote-seconds">{left}</strong> s
          <meter className="quote-meter" min={0} max={total} value={left} aria-label="Time left on the quote" />
        </p>
      )}
    </div>
  );
}
