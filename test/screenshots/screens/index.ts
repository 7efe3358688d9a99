import type { ScreenSection } from '../registry';
import { dashboardScreens } from './dashboard';
import { dialogScreens } from './dialogs';
import { loansScreens } from './loans';
import { settingsScreens } from './settings';
import { reportsScreens } from './reports';
import { stakingScreens } from './staking';
import { tradingScreens } from './trading';
import { bookScreens } from './book';
import { deskFinishScreens } from './desk-finish';
import { ticketFigureScreens } from './ticket-figures';
import { pnlScreens } from './pnl';
import { officeScreens } from './office';
import { batchScreens } from './batch';

/**
 * Every section's screens, in the order they are captured. A feature adds
 * one module under screens/ and one line here (see ../README.md).
 */
export const SCREEN_SECTIONS: readonly ScreenSection[] = [
  dashboardScreens,
  settingsScreens,
  dialogScreens,
  loansScreens,
  tradingScreens,
  stakingScreens,
  reportsScreens,
  bookScreens,
  deskFinishScreens,
  ticketFigureScreens,
  pnlScreens,
  officeScreens,
  batchScreens,
];
