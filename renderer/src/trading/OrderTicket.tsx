import { formatCount } from '../../../shared/format/count';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { Instrument, MarketData, TradingAccount, TradingConfiguration } from '../../../shared/api/schemas/trading';
import { assetPlaces } from '../../../shared/format/precision';
import { usePrecisionTable } from '../assets/store';
import type { CustomerContext } from '../customers/context';
import { translate, useT } from '../i18n/store';
import { ErrorNotice } from '../ui/ErrorNotice';
import { useTradingAccess } from './use-trading-access';
import { loadCommissionRate, useCommissionRate } from './commission-store';
import { selectPair } from './desk-view-store';
import { estimateOrder, priceFor } from '../../../shared/trading/estimate';
import { instrumentBlock, pairOf } from './instruments';
import { useJournalStartup, useUnresolved } from './journal-store';
import { needsQuote, offeredBy } from './offered';
import { QuoteCountdown, secondsLeft } from './QuoteCountdown';
import { TicketForm } from './TicketForm';
import { TicketLimits } from './TicketLimits';
import { accountsFor, plainDraft, validateDraft } from './ticket-model';
import type { AmountTerms } from './ticket-amounts';
import { resolveAmount } from './ticket-amounts';
import { legsOf } from '../../../shared/trading/estimate';
import {
  backTicket,
  editTicket,
  newTicket,
  requestQuote,
  revealTicketErrors,
  reviewTicket,
  sendTicket,
  ticketPairIs,
  useShowTicketErrors,
  useTicketDraft,
  useTicketQuote,
  useTicketResult,
  useTicketSendError,
  useTicketStep,
} from './ticket-store';
import { TicketOutcome } from './TicketOutcome';
import { TicketReview } from './TicketReview';
import { useNow } from './use-now';

/** Why the ticket takes no order now (in the page's language), or null. */
function useBlock(
  context: CustomerContext,
  instrument: Instrument,
  configuration: TradingConfiguration | null,
): string | null {
  const access = useTradingAccess(context);
  const { startup } = useJournalStartup();
  const unresolved = useUnresolved(context);
  const t = useT();
  if (!access.allowed) return access.reason;
  if (configuration && configuration.status !== 'Open' && configuration.status !== 'Unknown') {
    return (
      configuration.message ??
      t('trading.ticket.closed', { status: configuration.status === 'Halted' ? 'halted' : 'maintenance' })
    );
  }
  if (startup === 'checking' || startup === 'idle') {
    return unresolved.length > 0
      ? t('trading.ticket.checkingUnresolved', { count: unresolved.length, shown: formatCount(unresolved.length) })
      : t('trading.ticket.checkingEarlier');
  }
  return instrumentBlock(instrument);
}

/** Why Enter on the review sends nothing, in words (the page's language). */
export function refusalReason(state: {
  block: string | null;
  quoted: boolean;
  quoteStatus: string;
  quoteExpired: boolean;
}): string {
  if (state.block !== null) return translate('trading.ticket.notSentBecause', { reason: state.block });
  if (state.quoted && state.quoteExpired) return translate('trading.ticket.notSentExpired');
  if (state.quoted && state.quoteStatus === 'loading') return translate('trading.ticket.notSentQuoting');
  if (state.quoted) return translate('trading.ticket.notSentNoQuote');
  return translate('trading.ticket.notSent');
}

/** How long an order's outcome stays before Enter may start a new ticket (a double press to send is not a dismissal). */
const OUTCOME_HOLD_MS = 500;

/** The order ticket: type, Tab, Enter to review, Enter to send, Esc to go back; R re-quotes a quote-then-trade. */
export function OrderTicket(props: {
  context: CustomerContext;
  instruments: readonly Instrument[];
  configuration: TradingConfiguration | null;
  accounts: readonly TradingAccount[];
  book: readonly MarketData[];
  pair: string | null;
}): React.JSX.Element {
  const { context, instruments } = props;
  const instrument =
    instruments.find((item) => pairOf(item) === props.pair) ??
    instruments.find((item) => item.status === 'Trading') ??
    instruments[0]!;
  const pair = pairOf(instrument);
  const draft = useTicketDraft();
  const step = useTicketStep();
  const quote = useTicketQuote();
  const result = useTicketResult();
  const sendError = useTicketSendError();
  const showErrors = useShowTicketErrors();
  // The rate main knows for this customer and instrument (learned from their orders, whatever the blotter shows).
  const rate = useCommissionRate(context, instrument);
  const { symbol, currency } = instrument;
  useEffect(() => void loadCommissionRate(context, { symbol, currency }), [context, symbol, currency]);
  const knownRate = rate.status === 'ready' ? rate.value : null;
  const commissionPct = knownRate?.pct ?? null;
  const precision = usePrecisionTable();
  const offered = useMemo(() => offeredBy(props.configuration), [props.configuration]);
  const block = useBlock(context, instrument, props.configuration);
  // Four ticks a second while a quote counts down, so Send turns off the moment the countdown ends.
  const now = useNow(step === 'review' && needsQuote(draft.orderType) ? 250 : 1000);
  const sendRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLElement>(null);
  const t = useT();

  useEffect(() => ticketPairIs(pair), [pair]);

  // The paying account defaults to the first usable one holding what the order pays with.
  const { pays } = legsOf(instrument, draft.side);
  useEffect(() => {
    if (
      draft.fromAccount !== null &&
      props.accounts.some((account) => account.account === draft.fromAccount && account.assetSymbol === pays)
    )
      return;
    const first = accountsFor(props.accounts, pays).find((account) => account.isTradingEnabled);
    if (first && step === 'edit') editTicket({ fromAccount: first.account });
  }, [draft.fromAccount, pays, props.accounts, step]);

  // Before paint: a trader's Enter right after the review appears must already land on the send button.
  useLayoutEffect(() => {
    if (step === 'review') sendRef.current?.focus();
    if (step === 'edit')
      rootRef.current?.querySelector<HTMLInputElement>('[data-ticket-first]')?.focus({ preventScroll: true });
  }, [step]);
  // Opening the desk (Alt+2) while the ticket was still blocked (checking earlier orders) left the
  // disabled Quantity unfocusable and focus on the page body: take it once the ticket opens, unless
  // the trader has since put focus somewhere of their own.
  const open = block === null;
  useLayoutEffect(() => {
    if (!open || step !== 'edit') return;
    const active = document.activeElement;
    if (
      active === null ||
      active === document.body ||
      rootRef.current?.contains(active) ||
      active.closest('.sidebar')
    ) {
      rootRef.current?.querySelector<HTMLInputElement>('[data-ticket-first]')?.focus({ preventScroll: true });
    }
  }, [open, step]);

  // Amounts as the locale writes them ("1'000.5") are estimated and reviewed as plain decimals; an amount in
  // the quote currency becomes a quantity at the price while editing (the review fixes it: see review()).
  const book = props.book.find((entry) => pairOf(entry) === pair);
  const quotePrice = quote.status === 'ready' ? quote.quote.price : null;
  const cashPlaces = assetPlaces(instrument.currency, precision) ?? instrument.pricePrecision;
  const typed = plainDraft(draft);
  const terms: AmountTerms = {
    side: draft.side,
    price: priceFor(typed, book, quotePrice).price,
    instrument,
    commissionPct,
    isCommissionIncluded: draft.isCommissionIncluded,
    cashPlaces,
  };
  const sized = step === 'edit' ? resolveAmount(typed, terms) : { draft: typed, problem: null };
  const plain = sized.draft;
  // The problems are words: `t` (a new one per language) makes a switch of language word them again.
  const errors = useMemo(() => {
    const found = validateDraft(plain, instrument, props.accounts, offered, now);
    return sized.problem === null ? found : { ...found, quantity: sized.problem };
  }, [plain, sized.problem, instrument, props.accounts, offered, now, t]);
  const valid = Object.keys(errors).length === 0;
  const estimate = estimateOrder({
    draft: plain,
    instrument,
    book,
    quotePrice,
    commissionPct,
    accounts: props.accounts,
    cashPlaces,
  });
  const quoted = needsQuote(draft.orderType);
  const quoteExpired = quote.status === 'ready' && secondsLeft(quote.quote.validUntil, now) === 0;
  const canSend = step === 'review' && block === null && (!quoted || (quote.status === 'ready' && !quoteExpired));

  const review = (): void => {
    if (block !== null) return;
    if (!valid) {
      revealTicketErrors();
      return;
    }
    // The quantity an amount came to is fixed here: the review shows, and the send sends, exactly this one.
    if (draft.amountIn === 'quote') editTicket({ quantity: plain.quantity });
    if (quoted) void requestQuote(context, instrument);
    reviewTicket();
  };
  // Enter on a review that cannot be sent says why, next to the button, instead of doing nothing.
  const [refusal, setRefusal] = useState<string | null>(null);
  useEffect(() => setRefusal(null), [step, quote]);
  const send = (): void => {
    // Expiry is checked against the clock at the moment of sending, not the last countdown tick.
    if (canSend) void sendTicket(context, instrument);
    else if (step === 'review') setRefusal(refusalReason({ block, quoted, quoteStatus: quote.status, quoteExpired }));
  };

  // A quick double press of Enter to send must not also dismiss the answer: the outcome stays on screen
  // at least OUTCOME_HOLD_MS before Enter (or a click) starts a new ticket.
  const [armed, setArmed] = useState(false);
  useEffect(() => {
    setArmed(false);
    if (step !== 'done') return;
    const timer = window.setTimeout(() => setArmed(true), OUTCOME_HOLD_MS);
    return () => window.clearTimeout(timer);
  }, [step]);
  const startNew = (): void => {
    if (armed) newTicket();
  };

  const onKeyDown = (event: React.KeyboardEvent): void => {
    if (event.key === 'Escape' && (step === 'review' || step === 'done')) {
      event.preventDefault();
      event.stopPropagation();
      backTicket();
    } else if (
      (event.key === 'r' || event.key === 'R') &&
      step === 'review' &&
      quoted &&
      !event.ctrlKey &&
      !event.metaKey &&
      !event.altKey
    ) {
      event.preventDefault();
      void requestQuote(context, instrument);
    } else if (event.key === 'Enter' && step === 'done') {
      event.preventDefault();
      startNew();
    }
  };

  return (
    <section
      ref={rootRef}
      className={`panel ticket ticket-${draft.side.toLowerCase()}`}
      aria-labelledby="ticket-title"
      onKeyDown={onKeyDown}
      data-step={step}
    >
      <header className="panel-header">
        <h2 id="ticket-title">
          {t('trading.ticket.title')} <span className="muted">· {pair}</span>
        </h2>
        <span className="ticket-step muted">
          {step === 'edit'
            ? t('trading.ticket.step.edit')
            : step === 'review'
              ? t('trading.ticket.step.review')
              : step === 'sending'
                ? t('trading.ticket.sending')
                : t('trading.ticket.step.done')}
        </span>
      </header>
      {block !== null ? (
        <p className="ticket-block warning-banner" role="note" data-testid="ticket-block">
          {block}
        </p>
      ) : null}
      <form
        className="ticket-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (step === 'edit') review();
          else if (step === 'review') send();
        }}
      >
        {step === 'edit' ? (
          <>
            <TicketForm
              instrument={instrument}
              instruments={instruments}
              onPair={selectPair}
              draft={draft}
              errors={showErrors ? errors : {}}
              offered={offered}
              accounts={props.accounts}
              disabled={block !== null}
              terms={terms}
              derived={draft.amountIn === 'quote' && sized.problem === null ? plain.quantity : null}
            />
            <TicketLimits context={context} instrument={instrument} draft={plain} book={props.book} valid={valid} />
            <div className="ticket-actions">
              <button
                type="submit"
                className={`button button-primary button-${draft.side.toLowerCase()}`}
                disabled={block !== null}
              >
                {quoted ? t('trading.ticket.quoteAndReview') : t('trading.ticket.review')}
              </button>
            </div>
          </>
        ) : null}
        {step === 'review' || step === 'sending' ? (
          <>
            {quoted ? (
              <QuoteCountdown
                quote={quote}
                instrument={instrument}
                onRequote={() => void requestQuote(context, instrument)}
              />
            ) : null}
            <TicketReview
              draft={plain}
              instrument={instrument}
              estimate={estimate}
              rate={knownRate}
              rateState={rate.status}
              quoteExpired={quoteExpired}
            />
            {sendError ? <ErrorNotice error={sendError} title={t('trading.ticket.sendFailed')} /> : null}
            {refusal ? (
              <p className="ticket-refusal" role="alert" data-testid="ticket-refusal">
                {refusal}
              </p>
            ) : null}
            <div className="ticket-actions">
              {/* aria-disabled, not disabled: focus stays on the button when a quote expires, so R and Esc keep working. */}
              <button
                ref={sendRef}
                type="submit"
                className={`button button-primary button-${draft.side.toLowerCase()}`}
                aria-disabled={!canSend}
              >
                {step === 'sending'
                  ? t('trading.ticket.sending')
                  : t('trading.ticket.send', { side: draft.side === 'Buy' ? 'buy' : 'sell', asset: instrument.symbol })}
              </button>
              {quoted ? (
                <button
                  type="button"
                  className="button"
                  onClick={() => void requestQuote(context, instrument)}
                  disabled={step === 'sending'}
                >
                  {t('trading.ticket.newQuote')}
                </button>
              ) : null}
              <button type="button" className="button button-quiet" onClick={backTicket} disabled={step === 'sending'}>
                {t('trading.ticket.edit')}
              </button>
            </div>
          </>
        ) : null}
      </form>
      {step === 'done' && result ? (
        <>
          <TicketOutcome result={result} pricePlaces={instrument.pricePrecision} cashPlaces={cashPlaces} />
          <div className="ticket-actions">
            {/* Never shown as disabled: during the short hold a press is simply not taken as a dismissal. */}
            <button
              type="button"
              className="button button-primary"
              onClick={startNew}
              data-armed={armed}
              aria-describedby="new-ticket-keeps"
              autoFocus
            >
              {t('trading.ticket.new')}
            </button>
            <span id="new-ticket-keeps" className="muted ticket-keeps">
              {t('trading.ticket.keeps', { pair, side: draft.side === 'Buy' ? 'buy' : 'sell' })}
            </span>
          </div>
        </>
      ) : null}
    </section>
  );
}
