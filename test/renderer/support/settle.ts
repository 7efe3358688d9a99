import { act } from '@testing-library/react';
import { resetAlertsStore } from '../../../renderer/src/alerts/store';
import { resetAssetsStore } from '../../../renderer/src/assets/store';
import { resetOfficeCurrencies } from '../../../renderer/src/book/currencies';
import { resetBookStore } from '../../../renderer/src/book/store';
import { resetConnectionStore } from '../../../renderer/src/connection/store';
import { resetPricesStore } from '../../../renderer/src/custody/prices-store';
import { resetCustodyStore } from '../../../renderer/src/custody/store';
import { resetCustomersStore } from '../../../renderer/src/customers/store';
import { resetLoansStore } from '../../../renderer/src/loans/store';
import { resetNoticesStore } from '../../../renderer/src/notices/store';
import { resetPreferencesStore } from '../../../renderer/src/preferences/store';
import { resetProfilesStore } from '../../../renderer/src/profiles/store';
import { resetReportsStore } from '../../../renderer/src/reports/store';
import { resetRequestLogStore } from '../../../renderer/src/request-log/store';
import { resetStakingStore } from '../../../renderer/src/staking/store';
import { resetStakingView } from '../../../renderer/src/staking/view-store';
import { resetAccountsStore } from '../../../renderer/src/trading/accounts-store';
import { resetBlotterStore } from '../../../renderer/src/trading/blotter-store';
import { resetCancelAllStore } from '../../../renderer/src/trading/cancel-all-store';
import { resetCancelStore } from '../../../renderer/src/trading/cancel-store';
import { resetCommissionStore } from '../../../renderer/src/trading/commission-store';
import { resetDeskViewStore } from '../../../renderer/src/trading/desk-view-store';
import { resetJournalStore } from '../../../renderer/src/trading/journal-store';
import { resetTradingLimitsStore } from '../../../renderer/src/trading/limits-store';
import { resetMarketStore } from '../../../renderer/src/trading/market-store';
import { resetTradingSettingsStore } from '../../../renderer/src/trading/settings-store';
import { resetTicketStore } from '../../../renderer/src/trading/ticket-store';
import { resetErrorCauses } from '../../../renderer/src/ui/error-causes';

/**
 * Lets every answer already given by the fake API reach the stores and the
 * screen: a few macrotask turns (an answer, the store update it triggers, the
 * load that update starts), inside act so React renders the result.
 */
export async function flush(): Promise<void> {
  await act(async () => {
    for (let turn = 0; turn < 5; turn += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

/** Every renderer store back to its state at start, so no test sees another's data or requests in flight. */
export function resetStores(): void {
  resetConnectionStore();
  resetProfilesStore();
  resetCustomersStore();
  resetPreferencesStore();
  resetAssetsStore();
  resetErrorCauses();
  resetNoticesStore();
  resetRequestLogStore();
  resetCustodyStore();
  resetPricesStore();
  resetBookStore();
  resetOfficeCurrencies();
  resetLoansStore();
  resetAlertsStore();
  resetReportsStore();
  resetStakingStore();
  resetStakingView();
  resetAccountsStore();
  resetBlotterStore();
  resetCancelAllStore();
  resetCancelStore();
  resetCommissionStore();
  resetDeskViewStore();
  resetJournalStore();
  resetTradingLimitsStore();
  resetMarketStore();
  resetTradingSettingsStore();
  resetTicketStore();
}
