import { useEffect, useMemo } from 'react';
import type { Instrument, MarketData } from '../../../shared/api/schemas/trading';
import { formatPercent } from '../../../shared/format/percent';
import { formatMoney } from '../../../shared/trading/limits';
import { checkOrder } from '../../../shared/trading/pre-trade';
import type { CustomerContext } from '../customers/context';
import { useCustomerList } from '../customers/store';
import { translateMessage, useT } from '../i18n/store';
import { loadTradingLimits, useTradingLimits } from './limits-store';
import type { TicketDraft } from './ticket-model';
import { orderInput } from './ticket-model';

/**
 * The limits main enforces on this profile's orders, and an inline warning
 * when the order being typed would be refused (value, price band, no price).
 * Only a warning: main checks again before anything is journaled or sent,
 * and also counts orders per minute, per 24 hours and of the confirmation
 * window from its journal (a market order is valued at the far side widened
 * by the band, as main values it).
 */
export function TicketLimits(props: {
  context: CustomerContext;
  instrument: Instrument;
  draft: TicketDraft;
  book: readonly MarketData[];
  valid: boolean;
}): React.JSX.Element | null {
  const { context, instrument, draft } = props;
  const limits = useTradingLimits(context.profileId);
  const customers = useCustomerList();
  const t = useT();
  useEffect(() => void loadTradingLimits(context.profileId), [context.profileId]);
  const currency =
    (customers.status === 'ready'
      ? customers.value.find((customer) => customer.customerNumber === context.customer)?.referenceCurrency
      : null) ?? instrument.currency;
  const warning = useMemo(() => {
    if (limits.status !== 'ready' || !props.valid) return null;
    const order = orderInput(draft, instrument, null);
    const verdict = checkOrder({
      order,
      books: props.book,
      referenceCurrency: currency,
      limits: limits.value,
      recent: [],
      now: new Date(),
    });
    // A warning while typing: nothing was to be sent yet, so the refusal's words leave out "nothing was sent".
    if (!verdict.ok) return translateMessage(verdict.words(undefined, 'ticket'));
    return verdict.needsConfirmation
      ? t('trading.limits.ticket.confirm', { value: formatMoney(currency, verdict.value) })
      : null;
  }, [limits, props.valid, draft, instrument, props.book, currency, t]);
  if (limits.status !== 'ready') return null;
  const value = limits.value;
  return (
    <div className="ticket-limits" data-testid="ticket-limits">
      {/* One line by default, so the ticket still fits a 1024 × 700 window; the rest on demand. */}
      <details className="muted small">
        <summary>{t('trading.limits.ticket.summary', { value: formatMoney(currency, value.maxOrderValue) })}</summary>
        {t('trading.limits.ticket.details', {
          confirmAbove: formatMoney(currency, value.confirmAbove),
          minutes: value.confirmWindowMinutes,
          band: formatPercent(String(value.priceBandPercent)),
          perMinute: value.maxOrdersPerMinute,
          daily: formatMoney(currency, value.maxDailyValue),
        })}
      </details>
      {warning ? (
        <p className="warning-banner" role="note" data-testid="ticket-limit-warning">
          {warning}
        </p>
      ) : null}
    </div>
  );
}
