import { desktopApi } from '../api/bridge';
import { currentCustomerContext } from '../customers/store';
import { tradingAccountsHeldFor, loadTradingAccounts } from './accounts-store';
import { orderChanged } from './blotter-store';
import { refreshCommissionRates } from './commission-store';
import { journalChanged } from './journal-store';

/**
 * Follows main's order events: an order of the customer shown now updates
 * the blotter (main watches the customer the desk tells it to, see
 * TradingDesk) and refreshes the ticket's balances; journal entries update
 * the ticket's outcome. Answers the unsubscribe.
 */
export function connectTradingEvents(): () => void {
  const api = desktopApi();
  const stops = [
    api.on.orderUpdated((event) => {
      const shown = currentCustomerContext();
      if (shown === null || event.profileId !== shown.profileId || event.customer !== String(shown.customer)) return;
      orderChanged(shown, event.order);
      // Main learned the rate of this order first: the ticket's estimate follows a changed rate.
      refreshCommissionRates(shown);
      // A fill or cancel moves balances: the ticket's available amounts follow (if the desk holds them).
      if (tradingAccountsHeldFor(shown)) void loadTradingAccounts(shown);
    }),
    api.on.tradingJournalChanged((event) => journalChanged(event.profileId, event.entry)),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}
