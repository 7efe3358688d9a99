import { create } from 'zustand';
import type { Instrument } from '../../../shared/api/schemas/trading';
import type { IpcError } from '../../../shared/ipc/result';
import type { TradingPlaceResult, TradingQuote } from '../../../shared/ipc/schemas/trading';
import { desktopApi } from '../api/bridge';
import { settle } from '../api/loadable';
import type { CustomerContext } from '../customers/context';
import { contextKey } from '../customers/context';
import type { BoundState } from '../customers/bound-store';
import { boundLoader } from '../customers/bound-store';
import { needsQuote } from './offered';
import { newUuid } from '../api/uuid';
import type { TicketDraft } from './ticket-model';
import { EMPTY_DRAFT, orderInput } from './ticket-model';

/** edit → review → sending → done; Esc goes back one step, a new ticket starts at edit. */
export type TicketStep = 'edit' | 'review' | 'sending' | 'done';

/** The quote of a quote-then-trade ticket. */
export type QuoteState =
  | { readonly status: 'none' }
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly quote: TradingQuote }
  | { readonly status: 'error'; readonly error: IpcError };

/** The desk's order ticket: one instance at a time, identified by its ticketId. */
interface TicketState extends BoundState {
  /** Names this ticket instance to main: a repeated send of the same ticket places one order. */
  readonly ticketId: string;
  readonly pair: string | null;
  readonly draft: TicketDraft;
  readonly step: TicketStep;
  /** Show field errors (after the trader tried to review). */
  readonly showErrors: boolean;
  readonly quote: QuoteState;
  readonly result: TradingPlaceResult | null;
  /** The send failed before main took the order (validation, bridge). */
  readonly sendError: IpcError | null;
}

const fresh = (key: string | null): TicketState => ({
  key,
  ticketId: newUuid(),
  pair: null,
  draft: EMPTY_DRAFT,
  step: 'edit',
  showErrors: false,
  quote: { status: 'none' },
  result: null,
  sendError: null,
});

const useStore = create<TicketState>()(() => fresh(null));
// Another customer gets a fresh ticket; a quote answer is kept only for the customer shown now and the newest request.
const loader = boundLoader(useStore, () => fresh(null));

export const useTicketDraft = (): TicketDraft => useStore((state) => state.draft);
/** The draft now, outside React (event handlers). */
export const ticketDraftNow = (): TicketDraft => useStore.getState().draft;
export const useTicketStep = (): TicketStep => useStore((state) => state.step);
export const useTicketQuote = (): QuoteState => useStore((state) => state.quote);
export const useTicketResult = (): TradingPlaceResult | null => useStore((state) => state.result);
export const useTicketSendError = (): IpcError | null => useStore((state) => state.sendError);
export const useShowTicketErrors = (): boolean => useStore((state) => state.showErrors);
export const useTicketId = (): string => useStore((state) => state.ticketId);

/** Binds the ticket to a customer: another customer gets a fresh ticket (nothing typed for one customer is sent for another). */
export function enterTicket(context: CustomerContext): void {
  loader.enter(context);
}

/** Changes part of the draft while editing; a change that affects a quote drops it. */
export function editTicket(change: Partial<TicketDraft>): void {
  const state = useStore.getState();
  if (state.step !== 'edit' && state.step !== 'review') return;
  const quoteFields: (keyof TicketDraft)[] = ['side', 'quantity', 'orderType', 'fromAccount'];
  const dropsQuote = quoteFields.some((field) => field in change && change[field] !== state.draft[field]);
  useStore.setState({
    draft: { ...state.draft, ...change },
    step: 'edit',
    ...(dropsQuote ? { quote: { status: 'none' } } : {}),
  });
}

/** The instrument the ticket trades changed: any quote is for the old one. */
export function ticketPairIs(pair: string): void {
  if (useStore.getState().pair === pair) return;
  useStore.setState({
    pair,
    quote: { status: 'none' },
    step: useStore.getState().step === 'review' ? 'edit' : useStore.getState().step,
  });
}

/** Shows field errors (the trader pressed Enter on an incomplete ticket). */
export function revealTicketErrors(): void {
  useStore.setState({ showErrors: true });
}

/** Moves to the review step (the caller checked the draft). */
export function reviewTicket(): void {
  if (useStore.getState().step === 'edit') useStore.setState({ step: 'review', showErrors: false, sendError: null });
}

/** Esc: from review back to edit; from a finished ticket to a new one. */
export function backTicket(): void {
  const { step } = useStore.getState();
  if (step === 'review') useStore.setState({ step: 'edit' });
  else if (step === 'done') newTicket();
}

/** A new ticket instance (new ticketId), keeping what was typed so a similar order is quick. */
export function newTicket(): void {
  const { key, draft, pair } = useStore.getState();
  useStore.setState({ ...fresh(key), draft, pair });
}

/** Requests a quote (again) for the draft. Only the newest request's answer is kept. */
export async function requestQuote(context: CustomerContext, instrument: Instrument): Promise<void> {
  const { draft } = useStore.getState();
  await loader.load(
    context,
    'quote',
    () =>
      desktopApi().trading.quote({
        profileId: context.profileId,
        customer: String(context.customer),
        symbol: instrument.symbol,
        currency: instrument.currency,
        side: draft.side,
        quantity: draft.quantity.trim(),
        ...(draft.fromAccount === null ? {} : { fromAccount: draft.fromAccount }),
      }),
    (_state, quote) => ({ quote: quote.status === 'ready' ? { status: 'ready', quote: quote.value } : quote }),
    () => ({ quote: { status: 'loading' } }),
  );
}

/**
 * Sends the reviewed order once. The step turns to 'sending' before the call,
 * synchronously, so a second Enter or click in the same tick finds it taken;
 * main also answers a repeat of the same ticketId with the same result.
 */
export async function sendTicket(
  context: CustomerContext,
  instrument: Instrument,
  now: number = Date.now(),
): Promise<void> {
  const state = useStore.getState();
  if (state.step !== 'review' || state.key !== contextKey(context)) return;
  let quoteId: number | null = null;
  if (needsQuote(state.draft.orderType)) {
    if (state.quote.status !== 'ready' || Date.parse(state.quote.quote.validUntil) <= now) return;
    quoteId = state.quote.quote.quoteId;
  }
  useStore.setState({ step: 'sending', sendError: null });
  const result = await settle(() =>
    desktopApi().trading.place({
      profileId: context.profileId,
      customer: String(context.customer),
      ticketId: state.ticketId,
      order: orderInput(state.draft, instrument, quoteId),
    }),
  );
  if (useStore.getState().key !== state.key || useStore.getState().ticketId !== state.ticketId) return;
  if (result.ok) {
    useStore.setState({ step: 'done', result: result.value });
    return;
  }
  // Main refused before sending (or the bridge failed): back to review with the reason. The ticketId stays,
  // so if main did take the order after all, sending again answers that same order instead of a second one.
  useStore.setState({ step: 'review', sendError: result.error });
}

/** Test seam: a fresh ticket. */
export function resetTicketStore(): void {
  loader.reset();
  useStore.setState(fresh(null), true);
}
