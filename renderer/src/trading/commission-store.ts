import { create } from 'zustand';
import type { CommissionRateAnswer } from '../../../shared/ipc/schemas/trading-commission';
import { desktopApi } from '../api/bridge';
import type { Loadable } from '../api/loadable';
import { LOADING } from '../api/loadable';
import type { CustomerContext } from '../customers/context';
import { contextKey } from '../customers/context';
import { createLatestOnly } from '../api/latest-only';
import { shownCustomerKey } from '../customers/store';

/**
 * The commission rate main knows for the shown customer, per instrument: what
 * the ticket estimates the fee with. Main learns it from every order it sees
 * and asks the service when it knows none, so it never depends on what the
 * blotter happens to show.
 */
const useStore = create<{ byPair: Readonly<Record<string, Loadable<CommissionRateAnswer>>> }>()(() => ({ byPair: {} }));

// Answers for another customer than the one shown are dropped; a switch forgets the previous customer's rates.
const latest = createLatestOnly({ onEnter: () => useStore.setState({ byPair: {} }), shown: shownCustomerKey });

const keyOf = (context: CustomerContext, pair: { symbol: string; currency: string }): string =>
  `${contextKey(context)}|${pair.symbol}/${pair.currency}`;

/** The rate for the customer's orders of this instrument (loading until loadCommissionRate answered). */
export const useCommissionRate = (
  context: CustomerContext,
  pair: { symbol: string; currency: string },
): Loadable<CommissionRateAnswer> => useStore((state) => state.byPair[keyOf(context, pair)] ?? LOADING);

/** Asks main for the rate (again: after an order changed, main may know a newer one). A failure keeps a rate already shown. */
export async function loadCommissionRate(
  context: CustomerContext,
  pair: { symbol: string; currency: string },
): Promise<void> {
  const key = keyOf(context, pair);
  const result = await latest.load(
    key,
    () =>
      desktopApi().trading.commissionRate({
        profileId: context.profileId,
        customer: context.customer,
        symbol: pair.symbol,
        currency: pair.currency,
      }),
    contextKey(context),
  );
  if (result === null) return;
  useStore.setState((state) => {
    const held = state.byPair[key];
    if (result.status === 'error' && held?.status === 'ready' && held.value !== null) return state;
    return { byPair: { ...state.byPair, [key]: result } };
  });
}

/** Every instrument whose rate is held for this customer is asked again (an order of theirs changed). */
export function refreshCommissionRates(context: CustomerContext): void {
  const prefix = `${contextKey(context)}|`;
  for (const key of Object.keys(useStore.getState().byPair)) {
    if (!key.startsWith(prefix)) continue;
    const [symbol = '', currency = ''] = key.slice(prefix.length).split('/');
    void loadCommissionRate(context, { symbol, currency });
  }
}

/** Test seam: back to the initial state. */
export function resetCommissionStore(): void {
  latest.reset();
  useStore.setState({ byPair: {} }, true);
}
