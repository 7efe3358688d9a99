import { z } from 'zod';
import type { Notice } from './schemas/app';
import { appInfo, copyTextInput, dismissNoticeInput, notice, openExternalInput } from './schemas/app';
import { noInput } from './schemas/common';
import {
  backupCreated,
  backupCreateInput,
  backupUploadInput,
  backupUploadRef,
  restorePlanView,
} from './schemas/backup';
import type { PriceAlertsChanged } from '../alerts/rules';
import { alertRuleInput, alertRuleRef, alertSnoozeInput } from '../alerts/rules';
import { alertCheckView, alertRule, priceAlertEvent } from './schemas/alerts';
import type { BookRowPushed } from '../book/book-model';
import { bookCurrenciesInput, bookLoadInput } from '../book/book-model';
import { bookView } from './schemas/book';
import type { CustomerChanged } from './schemas/customers';
import { customerList, listCustomersInput, selectCustomerInput } from './schemas/customers';
import type { ProfileList, ProfileView } from './schemas/profiles';
import {
  connectionVerdict,
  createProfileInput,
  profileList,
  profileRef,
  profileView,
  secretStatus,
  testDraftInput,
  setProfileNetworkInput,
  updateProfileInput,
} from './schemas/profiles';
import type { RequestLogEntry } from './schemas/request-log';
import { listRequestLogInput, requestLogEntry } from './schemas/request-log';
import { secretRef, setSecretInput } from './schemas/secrets';
import type { ConnectionState } from './schemas/connection';
import { clockInput, clockReading, connectionState } from './schemas/connection';
import { tradingLimitsSchema } from '../trading/limits';
import type { OrderUpdated, TradingJournalChanged } from './schemas/trading';
import {
  tradingCancelInput,
  tradingCancelResult,
  tradingJournalEntry,
  tradingJournalInput,
  tradingLimitsInput,
  tradingPlaceInput,
  tradingPlaceResult,
  tradingQuote,
  tradingQuoteInput,
  tradingReconcileInput,
  tradingSetLimitsInput,
  tradingSettings,
  tradingSettingsUpdate,
  tradingWatchInput,
} from './schemas/trading';
import { cancelAllResult, tradingCancelAllInput } from './schemas/trading-cancel-all';
import { commissionRateAnswer, commissionRateInput } from './schemas/trading-commission';
import {
  stakingEnterInput,
  stakingExitInput,
  stakingJournalEntry,
  stakingPendingInput,
  stakingRetryInput,
  stakingRewardsRange,
  stakingRewardsRangeInput,
  stakingSetPayoutInput,
  stakingSetPayoutResult,
  stakingSubmitResult,
} from './schemas/staking';
import type { LoanState } from '../loans';
import type { LoanAlert, LoanStateChanged } from './schemas/loans';
import {
  loanAlert,
  loansAcknowledged,
  loansAcknowledgeInput,
  loansAlertsInput,
  loansHistoryInput,
  loansOverview,
  loansOverviewInput,
  loansSettingsPatch,
  loansSettingsView,
  loansSnoozeInput,
  ltvHistory,
  portfolioRef,
  portfolioStatus,
} from './schemas/loans';
import type { Preferences } from './schemas/preferences';
import { languageInUse, preferences, updatePreferencesInput } from './schemas/preferences';
import type { ExportProgress, ReportJobView } from './schemas/reports';
import {
  archiveFilterInput,
  archiveListItem,
  archiveRef,
  bundleWritten,
  columnWindow,
  createReportInput,
  exportBundleInput,
  exportReportInput,
  exportStarted,
  openedReport,
  openingView,
  reportJobRef,
  reportJobView,
  reportRowsInput,
  revealExportInput,
  setOpeningInput,
} from './schemas/reports';
import type { IpcChannel, IpcEventName } from './names';
import * as custodyReads from './schemas/reads/custody';
import * as loanReads from './schemas/reads/loans';
import {
  batchRetryInput,
  batchSelection,
  batchSelectionRef,
  batchStartInput,
  batchWindowView,
  batchZipped,
  type BatchWindowView,
} from '../reports/batch';
import { updateStatus, type UpdateStatus } from './schemas/updates';
import * as stakingReads from './schemas/reads/staking';
import * as tradingReads from './schemas/reads/trading';
import { loginItemView, setLoginItemInput } from './schemas/startup';

/**
 * One invoke channel: the zod schema main parses its argument with, and the
 * one it checks every answer against before it leaves (a handler answering
 * another shape is an internal error, never a wrong value on screen). The
 * answer's type is the output schema's.
 */
export interface ChannelSpec<I extends z.ZodType = z.ZodType, O = unknown> {
  readonly input: I;
  readonly output: z.ZodType<O, unknown>;
}

/** A channel: its argument's schema and its answer's. */
function checked<I extends z.ZodType, O>(input: I, output: z.ZodType<O, unknown>): ChannelSpec<I, O> {
  return { input, output };
}

/**
 * Every invoke channel of the app. Adding a channel: one entry here, its
 * name in names.ts, one handler in its feature's module
 * (electron/services/<feature>/; reads in its read-handlers.ts).
 */
export const ipcContract = {
  'app.info': checked(noInput, appInfo),
  'app.notices': checked(noInput, z.array(notice)),
  'app.dismissNotice': checked(dismissNoticeInput, z.null()),
  'app.openExternal': checked(openExternalInput, z.null()),
  /** Puts text (an id, an address) on the system clipboard; the page itself may not write it. */
  'app.copyText': checked(copyTextInput, z.null()),
  /** Start at login (Settings): as the OS has it; unavailable in browser mode and where Electron cannot register it. */
  'startup.loginItem': checked(noInput, loginItemView),
  'startup.setLoginItem': checked(setLoginItemInput, loginItemView),

  'profiles.list': checked(noInput, profileList),
  'profiles.create': checked(createProfileInput, profileView),
  'profiles.update': checked(updateProfileInput, profileView),
  /** Deletes the profile and its keychain entry. */
  'profiles.delete': checked(profileRef, z.null()),
  /** Makes the profile the one every call goes through (pushes activeProfileChanged). */
  'profiles.activate': checked(profileRef, profileView),
  'profiles.testConnection': checked(profileRef, connectionVerdict),
  /** Tests typed connection details before they are saved (nothing is stored). */
  'profiles.testDraft': checked(testDraftInput, connectionVerdict),
  /** Sets a profile's proxy (its password to the keychain) and certificate authority. */
  'profiles.setNetwork': checked(setProfileNetworkInput, profileView),
  /** Desktop window: main's file dialog picks the profile's certificate authority file (null: cancelled). */
  'profiles.chooseCaFile': checked(profileRef, profileView.nullable()),

  'secrets.status': checked(secretRef, secretStatus),
  'secrets.set': checked(setSecretInput, secretStatus),
  'secrets.delete': checked(secretRef, secretStatus),

  /** The customers the active profile's key reaches (not the catalog's customers.list read: this one caches and chooses the first customer). */
  'customers.reachable': checked(listCustomersInput, customerList),
  /** Answers main's new connection state (and pushes it as connectionChanged). */
  'customers.select': checked(selectCustomerInput, connectionState),

  'requestLog.list': checked(listRequestLogInput, z.array(requestLogEntry)),

  // Reads: the catalog's reads for one feature, checked with the catalog's own codecs.
  'custody.accounts': checked(custodyReads.custodyAccountsInput, custodyReads.custodyAccountsOutput),
  'custody.onchainInfo': checked(custodyReads.custodyOnchainInfoInput, custodyReads.custodyOnchainInfoOutput),
  'custody.portfolioValue': checked(custodyReads.custodyPortfolioValueInput, custodyReads.custodyPortfolioValueOutput),
  'trading.accounts': checked(tradingReads.tradingAccountsInput, tradingReads.tradingAccountsOutput),
  'trading.configuration': checked(tradingReads.tradingConfigurationInput, tradingReads.tradingConfigurationOutput),
  'trading.instruments': checked(tradingReads.tradingInstrumentsInput, tradingReads.tradingInstrumentsOutput),
  'trading.marketData': checked(tradingReads.tradingMarketDataInput, tradingReads.tradingMarketDataOutput),
  'trading.historicMarketData': checked(
    tradingReads.tradingHistoricMarketDataInput,
    tradingReads.tradingHistoricMarketDataOutput,
  ),
  'trading.orders': checked(tradingReads.tradingOrdersInput, tradingReads.tradingOrdersOutput),
  'staking.products': checked(stakingReads.stakingProductsInput, stakingReads.stakingProductsOutput),
  'staking.orders': checked(stakingReads.stakingOrdersInput, stakingReads.stakingOrdersOutput),
  'staking.order': checked(stakingReads.stakingOrderInput, stakingReads.stakingOrderOutput),
  'staking.accounts': checked(stakingReads.stakingAccountsInput, stakingReads.stakingAccountsOutput),
  'staking.performance': checked(stakingReads.stakingPerformanceInput, stakingReads.stakingPerformanceOutput),
  'loans.lenderReports': checked(loanReads.loansLenderReportsInput, loanReads.loansLenderReportsOutput),

  /** The active profile's running server clock estimate (no request is made; 'conflict' for another profile). */
  'connection.clock': checked(clockInput, clockReading),
  /** The active connection as main owns it (also pushed as connectionChanged). */
  'connection.state': checked(noInput, connectionState),

  'preferences.get': checked(noInput, preferences),
  /** Saves the changed choices and pushes preferencesChanged. */
  'preferences.update': checked(updatePreferencesInput, preferences),
  /** The language the app's words are in now (the choice resolved against the system's languages); asked again on preferencesChanged. */
  'preferences.language': checked(noInput, languageInUse),

  /** A quote for the desk's quote-then-trade (refused when the customer may not trade). */
  'trading.quote': checked(tradingQuoteInput, tradingQuote),
  /** Journals, then sends one order; a repeat with the same ticketId while in flight answers the same result. */
  'trading.place': checked(tradingPlaceInput, tradingPlaceResult),
  /** Journals, then sends one cancel (by orderId or clientOrderId). */
  'trading.cancel': checked(tradingCancelInput, tradingCancelResult),
  /** Cancels the confirmed open orders of an instrument or the customer, each journaled like trading.cancel; answers each one's outcome. */
  'trading.cancelAll': checked(tradingCancelAllInput, cancelAllResult),
  /** Unfinished journal entries (pending-send, sent, unknown, reconciling). */
  'trading.journal': checked(tradingJournalInput, z.array(tradingJournalEntry)),
  /** Reconciles the profile's unfinished entries now; answers the entries looked at. */
  'trading.reconcile': checked(tradingReconcileInput, z.array(tradingJournalEntry)),
  /** Which customer's open orders main polls (pushes orderUpdated, notifies fills etc.); null stops. */
  'trading.watch': checked(tradingWatchInput, z.null()),
  'trading.settings': checked(noInput, tradingSettings),
  'trading.updateSettings': checked(tradingSettingsUpdate, tradingSettings),
  /** The profile's pre-trade limits, which main enforces on every order. */
  'trading.limits': checked(tradingLimitsInput, tradingLimitsSchema),
  /** Lowers limits; raising one asks main's native dialog (browser mode: refused, use `desk limits set --yes`). */
  'trading.setLimits': checked(tradingSetLimitsInput, tradingLimitsSchema),
  /** The commission rate main learned for the customer (their latest order's, of the instrument where known), else from their latest filled order; null: none known. */
  'trading.commissionRate': checked(commissionRateInput, commissionRateAnswer),

  /** Journals a new staking entry (caller-chosen uuid saved first), then PUTs it; refused when the customer's access forbids staking. */
  'staking.enter': checked(stakingEnterInput, stakingSubmitResult),
  /** Journals and PUTs a staking exit, like staking.enter. */
  'staking.exit': checked(stakingExitInput, stakingSubmitResult),
  /** The profile's journaled staking orders not confirmed sent (pending, unknown). */
  'staking.pending': checked(stakingPendingInput, z.array(stakingJournalEntry)),
  /** Sends a journaled staking order again with the same id and body. */
  'staking.retry': checked(stakingRetryInput, stakingSubmitResult),
  /** Changes a staking account's payout account (deprecated PATCH), within the product's supported account types. */
  'staking.setPayout': checked(stakingSetPayoutInput, stakingSetPayoutResult),
  /** Every reward of [from, to) over all pages (v6, else v5) with exact totals per asset. */
  'staking.rewardsRange': checked(stakingRewardsRangeInput, stakingRewardsRange),

  /** Every watched borrow portfolio with its state (hysteresis), metrics and last report. */
  'loans.overview': checked(loansOverviewInput, loansOverview),
  /** Runs a watchdog cycle now and answers the overview. */
  'loans.checkNow': checked(noInput, loansOverview),
  'loans.portfolio': checked(portfolioRef, portfolioStatus),
  /** The watchdog's own LTV samples of a portfolio, with its thresholds. */
  'loans.history': checked(loansHistoryInput, ltvHistory),
  /** The alert log, newest first. */
  'loans.alerts': checked(loansAlertsInput, z.array(loanAlert)),
  /** Dismisses banner alerts (all when no ids). */
  'loans.acknowledge': checked(loansAcknowledgeInput, loansAcknowledged),
  /** Silences a portfolio's alerts for some minutes unless it gets worse (0 ends the snooze). */
  'loans.snooze': checked(loansSnoozeInput, portfolioStatus),
  'loans.settings': checked(noInput, loansSettingsView),
  'loans.updateSettings': checked(loansSettingsPatch, loansSettingsView),

  /** Starts a report (one of eight kinds) for a customer; progress by reportProgress; every fetched report is archived. */
  'reports.create': checked(createReportInput, reportJobView),
  'reports.status': checked(reportJobRef, reportJobView),
  'reports.jobs': checked(noInput, z.array(reportJobView)),
  /** Cancels a report job or an export (answers whether anything was still running). */
  'reports.cancel': checked(reportJobRef, z.boolean()),
  /** The offline archive, filtered; each entry's SHA-256 checked. */
  'reports.archive': checked(archiveFilterInput, z.array(archiveListItem)),
  /** Opens an archived report offline (hash checked; a mismatch is an error): its tables' columns and sizes. */
  'reports.tables': checked(archiveRef, openedReport),
  /** A window of one table's rows, column by column. */
  'reports.rows': checked(reportRowsInput, columnWindow),
  /** Save dialog, then an Excel export in a worker (exportProgress); null when the dialog was cancelled. */
  'reports.export': checked(exportReportInput, exportStarted),
  'reports.deleteArchived': checked(archiveRef, z.null()),
  /** Opens a file this run's export saved, or shows it in its folder: named by export id, never by a path from the page. */
  'reports.revealExport': checked(revealExportInput, z.null()),
  /** Save dialog, then a zip of the entries' raw JSON and manifests; null when the dialog was cancelled. */
  'reports.exportBundle': checked(exportBundleInput, bundleWritten),
  /** An account orders statement's opening lots as kept, and the earlier statements that can give them. */
  'reports.opening': checked(archiveRef, openingView),
  /** Keeps a statement's opening lots (an earlier statement, typed lots) and answers the statement reopened with them. */
  'reports.setOpening': checked(setOpeningInput, openedReport),
  /** Starts the month-end run (statements for many customers, one journaled job; the folder is main's); progress by batchProgress. */
  'batch.start': checked(batchStartInput, batchWindowView),
  /** The month-end run as it stands (not-found when none was started). */
  'batch.status': checked(noInput, batchWindowView),
  /** Goes on with an interrupted or cancelled run where it stopped. */
  'batch.resume': checked(noInput, batchWindowView),
  /** Tries failed steps again, alone. */
  'batch.retry': checked(batchRetryInput, batchWindowView),
  /** Stops the run cleanly (a resume goes on later). */
  'batch.cancel': checked(noInput, batchWindowView),
  /** Save dialog, then one zip of the finished run's whole output folder (for the accountant); null when cancelled. */
  'batch.zip': checked(noInput, batchZipped),
  /** The saved selections of customers (named lists of customer numbers, kept by main). */
  'batch.selections': checked(noInput, z.array(batchSelection)),
  /** Saves a selection (one of the same name is replaced); answers them all. */
  'batch.saveSelection': checked(batchSelection, z.array(batchSelection)),
  /** Deletes a saved selection; answers the rest. */
  'batch.deleteSelection': checked(batchSelectionRef, z.array(batchSelection)),

  /** Price alerts (main checks them): the rules with their armed state and snooze. */
  'alerts.list': checked(noInput, z.array(alertRule)),
  /** Adds a rule (level above/below on mid, bid or ask; or a move of N % within 1h/24h); it starts armed. */
  'alerts.add': checked(alertRuleInput, alertRule),
  'alerts.remove': checked(alertRuleRef, z.null()),
  /** Silences a rule's notifications for N minutes (0 ends it); crossings are still logged. */
  'alerts.snooze': checked(alertSnoozeInput, alertRule),
  /** The alert log, newest first. */
  'alerts.log': checked(noInput, z.array(priceAlertEvent)),
  /** Checks every rule now; answers what fired. */
  'alerts.check': checked(noInput, alertCheckView),

  /** The Book: every customer of the profile valued as on the dashboard, in the office currency (default: the one in Settings). */
  'book.load': checked(bookLoadInput, bookView),
  /** The currencies the profile's service prices in: the office currencies Settings offers. */
  'book.currencies': checked(bookCurrenciesInput, z.array(z.string())),

  /** Help → Copy diagnostics: main gathers and scrubs them and puts them on the clipboard (the page never sees them). */
  'diagnostics.copy': checked(noInput, z.null()),

  /** Settings → Backup: main writes the backup where the save dialog says (browser mode: a download); null: cancelled. */
  'backup.create': checked(backupCreateInput, backupCreated),
  /** One piece of a backup file the user picked (size and order checked in main); the file is read once complete. */
  'backup.upload': checked(backupUploadInput, z.null()),
  /** What restoring the uploaded backup would change; nothing is written. */
  'backup.plan': checked(backupUploadRef, restorePlanView),
  /** Restores the uploaded backup as planned (raising a limit asks main's confirmation); refused when the plan changed. */
  'backup.restore': checked(backupUploadRef, restorePlanView),
  /** Updates: where the check stands (Settings → Updates). */
  'updates.status': checked(noInput, updateStatus),
  /** Checks the feed now (Help → Check for updates, the Updates tab's button); answers where it stands after. */
  'updates.check': checked(noInput, updateStatus),
  /** Downloads the version offered, with the user's consent (the SHA-512 the feed states is checked); installed at quit. */
  'updates.download': checked(noInput, updateStatus),
} as const satisfies Record<IpcChannel, ChannelSpec>;

export type IpcContract = typeof ipcContract;
/** The argument a channel takes (before main parses it). */
export type ChannelInput<C extends IpcChannel> = z.input<IpcContract[C]['input']>;
/** The argument after main parsed it. */
export type ChannelParsedInput<C extends IpcChannel> = z.output<IpcContract[C]['input']>;
/** The value a channel answers with. */
export type ChannelOutput<C extends IpcChannel> = IpcContract[C] extends ChannelSpec<z.ZodType, infer O> ? O : never;

// Every name in names.ts has an entry (the `satisfies` above checks the converse).
type Missing = Exclude<IpcChannel, keyof IpcContract>;
const everyChannelDeclared: [Missing] extends [never] ? true : Missing = true;
void everyChannelDeclared;

/** What each push event carries. */
export interface IpcEventPayloads {
  preferencesChanged: Preferences;
  profilesChanged: ProfileList;
  activeProfileChanged: { activeProfileId: string | null; profile: ProfileView | null };
  customerChanged: CustomerChanged;
  /** The active connection changed: profile, revision, selected customer, access or clock. */
  connectionChanged: ConnectionState;
  requestLogged: RequestLogEntry;
  notice: Notice;
  orderUpdated: OrderUpdated;
  tradingJournalChanged: TradingJournalChanged;
  loanStateChanged: LoanStateChanged;
  loanAlert: LoanAlert;
  /** A watchdog cycle ended. */
  loansUpdated: { at: string; worstState: LoanState };
  reportProgress: ReportJobView;
  exportProgress: ExportProgress;
  /** One customer's row of a book.load that named a loadId, as soon as it is ready. */
  bookRow: BookRowPushed;
  /** The month-end run moved on: a step changed, or the run settled. */
  batchProgress: BatchWindowView;
  /** A price alert check ended, or a rule was added, removed or snoozed: the rules now, and what fired. */
  priceAlertsChanged: PriceAlertsChanged;
  /** The application menu asked for a section (Settings, Ctrl+, / Cmd+,). */
  openSection: { section: 'settings'; tab?: 'updates' };
  /** The update check moved on: checked, offered, downloading, downloaded or failed. */
  updateStatus: UpdateStatus;
  /** The computer woke from sleep (or its clock jumped): every screen reloads its data. */
  resumed: { at: string; cause: 'resume' | 'unlock' | 'clock-jump' };
}

type MissingEvent = Exclude<IpcEventName, keyof IpcEventPayloads>;
const everyEventTyped: [MissingEvent] extends [never] ? true : MissingEvent = true;
void everyEventTyped;
