import type { Instrument } from '../../../shared/api/schemas/trading';
import { formatDecimal } from '../../../shared/format/decimal';
import { useT } from '../i18n/store';
import { useRichT } from '../i18n/rich';
import { ErrorNotice } from '../ui/ErrorNotice';
import type { QuoteState } from './ticket-store';
import { useNow } from './use-now';

/** Seconds left until a quote's validUntil (0 once expired). */
export function secondsLeft(validUntil: string, now: number): number {
  return Math.max(0, Math.ceil((Date.parse(validUntil) - now) / 1000));
}

/** The quote's price and a live countdown to its expiry; once expired, says so and how to re-quote. */
export function QuoteCountdown(props: {
  quote: QuoteState;
  instrument: Instrument;
  onRequote: () => void;
}): React.JSX.Element | null {
  const now = useNow(250);
  const t = useT();
  const rich = useRichT();
  const { quote } = props;
  if (quote.status === 'none') return null;
  if (quote.status === 'loading') {
    return (
      <div className="quote-box" role="status">
        {t('trading.quote.requesting')}
      </div>
    );
  }
  if (quote.status === 'error')
    return <ErrorNotice error={quote.error} title={t('trading.quote.none')} onRetry={props.onRequote} />;
  const left = secondsLeft(quote.quote.validUntil, now);
  const total = Math.max(1, Math.ceil((Date.parse(quote.quote.validUntil) - Date.parse(quote.quote.createdAt)) / 1000));
  const expired = left === 0;
  return (
    <div className={expired ? 'quote-box is-expired' : 'quote-box'} data-testid="quote-box">
      <div className="quote-price">
        <span className="muted">{t('trading.quote.number', { quoteId: String(quote.quote.quoteId) })}</span>
        {/* A dead quote's price is struck through: it can no longer be traded at. */}
        <strong className="num">
          {expired ? (
            <>
              <s>
                {formatDecimal(quote.quote.price, { precision: props.instrument.pricePrecision })}{' '}
                {props.instrument.currency}
              </s>{' '}
              {t('trading.quote.expiredMark')}
            </>
          ) : (
            <>
              {formatDecimal(quote.quote.price, { precision: props.instrument.pricePrecision })}{' '}
              {props.instrument.currency}
            </>
          )}
        </strong>
      </div>
      {expired ? (
        <p className="quote-expired" role="alert">
          {rich('trading.quote.expired', { key: (chunks) => <kbd>{chunks}</kbd> })}
        </p>
      ) : (
        <p className="quote-countdown" aria-live="off">
          {rich('trading.quote.validFor', {
            seconds: left,
            strong: (chunks) => (
              <strong className="num" data-testid="quote-seconds">
                {chunks}
              </strong>
            ),
          })}
          <meter className="quote-meter" min={0} max={total} value={left} aria-label={t('trading.quote.timeLeft')} />
        </p>
      )}
    </div>
  );
}
