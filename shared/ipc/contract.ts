import type { z } from 'zod';
import type { AppInfo, Notice } from './schemas/app';
import { copyTextInput, dismissNoticeInput, openExternalInput } from './schemas/app';
import { noInput } from './schemas/common';
import type { AlertCheckView, AlertRule, PriceAlertEvent } from '../alerts/rules';
import { alertRuleInput, alertRuleRef, alertSnoozeInput } from '../alerts/rules';
import type { BookView } from '../book/book-model';
import { bookLoadInput } from '../book/book-model';
import type { CustomerChanged, CustomerList } from './schemas/customers';
import { listCustomersInput, selectCustomerInput } from './schemas/customers';
import type { ConnectionVerdict, ProfileList, ProfileView } from './schemas/profiles';
import { createProfileInput, profileRef, testDraftInput, updateProfileInput } from './schemas/profiles';
import type { RequestLogEntry } from './schemas/request-log';
import { listRequestLogInput } from './schemas/request-log';
import type { SecretStatus } from './schemas/profiles';
import { secretRef, setSecretInput } from './schemas/secrets';
import type { ClockReading, ConnectionState } from './schemas/connection';
import { clockInput } from './schemas/connection';
import type { TradingLimits } from '../trading/limits';
import type { OrderUpdated, TradingCancelResult, TradingJournalChanged, TradingJournalEntry, TradingPlaceResult, TradingQuote, TradingSettings } from './schemas/trading';
import {
  tradingCancelInput,
  tradingJournalInput,
  tradingLimitsInput,
  tradingSetLimitsInput,
  tradingPlaceInput,
  tradingQuoteInput,
  tradingReconcileInput,
  tradingSettingsUpdate,
  tradingWatchInput,
} from './schemas/trading';
import type { CancelAllResult } from './schemas/trading-cancel-all';
import { tradingCancelAllInput } from './schemas/trading-cancel-all';
import type { StakingJournalEntry, StakingRewardsRange, StakingSetPayoutResult, StakingSubmitResult } from './schemas/staking';
import {
  stakingEnterInput,
  stakingExitInput,
  stakingPendingInput,
  stakingRetryInput,
  stakingRewardsRangeInput,
  stakingSetPayoutInput,
} from './schemas/staking';
import type { LoanState } from '../loans';
import type { LoanAlert, LoanStateChanged, LoansOverview, LoansSettingsView, LtvHistory, PortfolioStatus } from './schemas/loans';
import { loansAcknowledgeInput, loansAlertsInput, loansHistoryInput, loansOverviewInput, loansSettingsPatch, loansSnoozeInput, portfolioRef } from './schemas/loans';
import type { Preferences } from './schemas/preferences';
import { updatePreferencesInput } from './schemas/preferences';
import type { ArchiveListItem, BundleWritten, ColumnWindow, ExportProgress, ExportStarted, OpenedReport, ReportJobView } from './schemas/reports';
import { archiveFilterInput, archiveRef, createReportInput, exportBundleInput, exportReportInput, revealExportInput, reportJobRef, reportRowsInput } from './schemas/reports';
import type { IpcChannel, IpcEventName } from './names';
import * as custodyReads from './schemas/reads/custody';
import * as loanReads from './schemas/reads/loans';
import * as stakingReads from './schemas/reads/staking';
import * as tradingReads from './schemas/reads/trading';

/**
 * One invoke channel: the zod schema main parses its argument with, and what
 * it answers inside IpcResult. With an output schema, main checks every answer
 * against it before it leaves (a handler answering another shape is an
 * internal error, never a wrong value on screen); without one, the type only.
 */
export interface ChannelSpec<I extends z.ZodType = z.ZodType, O = unknown> {
  readonly input: I;
  readonly output?: z.ZodType<O, unknown>;
}

/** A channel whose answer is typed (not checked at run time). */
function channel<O>(): <I extends z.ZodType>(input: I) => ChannelSpec<I, O> {
  return (input) => ({ input });
}

/** A channel whose answer main checks against `output`. */
function checked<I extends z.ZodType, O>(input: I, output: z.ZodType<O, unknown>): ChannelSpec<I, O> {
  return { input, output };
}

/**
 * Every invoke channel of the app. Adding a channel: one entry here, its
 * name in names.ts, one handler in its feature's module
 * (electron/services/<feature>/; reads in its read-handlers.ts).
 */
export const ipcContract = {
  'app.info': channel<AppInfo>()(noInput),
  'app.notices': channel<Notice[]>()(noInput),
  'app.dismissNotice': channel<null>()(dismissNoticeInput),
  'app.openExternal': channel<null>()(openExternalInput),
  /** Puts text (an id, an address) on the system clipboard; the page itself may not write it. */
  'app.copyText': channel<null>()(copyTextInput),

  'profiles.list': channel<ProfileList>()(noInput),
  'profiles.create': channel<ProfileView>()(createProfileInput),
  'profiles.update': channel<ProfileView>()(updateProfileInput),
  /** Deletes the profile and its keychain entry. */
  'profiles.delete': channel<null>()(profileRef),
  /** Makes the profile the one every call goes through (pushes activeProfileChanged). */
  'profiles.activate': channel<ProfileView>()(profileRef),
  'profiles.testConnection': channel<ConnectionVerdict>()(profileRef),
  /** Tests typed connection details before they are saved (nothing is stored). */
  'profiles.testDraft': channel<ConnectionVerdict>()(testDraftInput),

  'secrets.status': channel<SecretStatus>()(secretRef),
  'secrets.set': channel<SecretStatus>()(setSecretInput),
  'secrets.delete': channel<SecretStatus>()(secretRef),

  /** The customers the active profile's key reaches (not the catalog's customers.list read: this one caches and chooses the first customer). */
  'customers.reachable': channel<CustomerList>()(listCustomersInput),
  /** Answers main's new connection state (and pushes it as connectionChanged). */
  'customers.select': channel<ConnectionState>()(selectCustomerInput),

  'requestLog.list': channel<RequestLogEntry[]>()(listRequestLogInput),

  // Reads: the catalog's reads for one feature, typed both ways (answers are checked too).
  'custody.accounts': checked(custodyReads.custodyAccountsInput, custodyReads.custodyAccountsOutput),
  'custody.onchainInfo': checked(custodyReads.custodyOnchainInfoInput, custodyReads.custodyOnchainInfoOutput),
  'custody.portfolioValue': checked(custodyReads.custodyPortfolioValueInput, custodyReads.custodyPortfolioValueOutput),
  'trading.accounts': checked(tradingReads.tradingAccountsInput, tradingReads.tradingAccountsOutput),
  'trading.configuration': checked(tradingReads.tradingConfigurationInput, tradingReads.tradingConfigurationOutput),
  'trading.instruments': checked(tradingReads.tradingInstrumentsInput, tradingReads.tradingInstrumentsOutput),
  'trading.marketData': checked(tradingReads.tradingMarketDataInput, tradingReads.tradingMarketDataOutput),
  'trading.historicMarketData': checked(tradingReads.tradingHistoricMarketDataInput, tradingReads.tradingHistoricMarketDataOutput),
  'trading.orders': checked(tradingReads.tradingOrdersInput, tradingReads.tradingOrdersOutput),
  'staking.products': checked(stakingReads.stakingProductsInput, stakingReads.stakingProductsOutput),
  'staking.orders': checked(stakingReads.stakingOrdersInput, stakingReads.stakingOrdersOutput),
  'staking.order': checked(stakingReads.stakingOrderInput, stakingReads.stakingOrderOutput),
  'staking.accounts': checked(stakingReads.stakingAccountsInput, stakingReads.stakingAccountsOutput),
  'staking.performance': checked(stakingReads.stakingPerformanceInput, stakingReads.stakingPerformanceOutput),
  'loans.lenderReports': checked(loanReads.loansLenderReportsInput, loanReads.loansLenderReportsOutput),

  /** The active profile's running server clock estimate (no request is made; 'conflict' for another profile). */
  'connection.clock': channel<ClockReading>()(clockInput),
  /** The active connection as main owns it (also pushed as connectionChanged). */
  'connection.state': channel<ConnectionState>()(noInput),

  'preferences.get': channel<Preferences>()(noInput),
  /** Saves the changed choices and pushes preferencesChanged. */
  'preferences.update': channel<Preferences>()(updatePreferencesInput),

  /** A quote for the desk's quote-then-trade (refused when the customer may not trade). */
  'trading.quote': channel<TradingQuote>()(tradingQuoteInput),
  /** Journals, then sends one order; a repeat with the same ticketId while in flight answers the same result. */
  'trading.place': channel<TradingPlaceResult>()(tradingPlaceInput),
  /** Journals, then sends one cancel (by orderId or clientOrderId). */
  'trading.cancel': channel<TradingCancelResult>()(tradingCancelInput),
  /** Cancels the confirmed open orders of an instrument or the customer, each journaled like trading.cancel; answers each one's outcome. */
  'trading.cancelAll': channel<CancelAllResult>()(tradingCancelAllInput),
  /** Unfinished journal entries (pending-send, sent, unknown, reconciling). */
  'trading.journal': channel<TradingJournalEntry[]>()(tradingJournalInput),
  /** Reconciles the profile's unfinished entries now; answers the entries looked at. */
  'trading.reconcile': channel<TradingJournalEntry[]>()(tradingReconcileInput),
  /** Which customer's open orders main polls (pushes orderUpdated, notifies fills etc.); null stops. */
  'trading.watch': channel<null>()(tradingWatchInput),
  'trading.settings': channel<TradingSettings>()(noInput),
  'trading.updateSettings': channel<TradingSettings>()(tradingSettingsUpdate),
  /** The profile's pre-trade limits, which main enforces on every order. */
  'trading.limits': channel<TradingLimits>()(tradingLimitsInput),
  /** Lowers limits; raising one asks main's native dialog (browser mode: refused, use `desk limits set --yes`). */
  'trading.setLimits': channel<TradingLimits>()(tradingSetLimitsInput),

  /** Journals a new staking entry (caller-chosen uuid saved first), then PUTs it; refused when the customer's access forbids staking. */
  'staking.enter': channel<StakingSubmitResult>()(stakingEnterInput),
  /** Journals and PUTs a staking exit, like staking.enter. */
  'staking.exit': channel<StakingSubmitResult>()(stakingExitInput),
  /** The profile's journaled staking orders not confirmed sent (pending, unknown). */
  'staking.pending': channel<StakingJournalEntry[]>()(stakingPendingInput),
  /** Sends a journaled staking order again with the same id and body. */
  'staking.retry': channel<StakingSubmitResult>()(stakingRetryInput),
  /** Changes a staking account's payout account (deprecated PATCH), within the product's supported account types. */
  'staking.setPayout': channel<StakingSetPayoutResult>()(stakingSetPayoutInput),
  /** Every reward of [from, to) over all pages (v6, else v5) with exact totals per asset. */
  'staking.rewardsRange': channel<StakingRewardsRange>()(stakingRewardsRangeInput),

  /** Every watched borrow portfolio with its state (hysteresis), metrics and last report. */
  'loans.overview': channel<LoansOverview>()(loansOverviewInput),
  /** Runs a watchdog cycle now and answers the overview. */
  'loans.checkNow': channel<LoansOverview>()(noInput),
  'loans.portfolio': channel<PortfolioStatus>()(portfolioRef),
  /** The watchdog's own LTV samples of a portfolio, with its thresholds. */
  'loans.history': channel<LtvHistory>()(loansHistoryInput),
  /** The alert log, newest first. */
  'loans.alerts': channel<LoanAlert[]>()(loansAlertsInput),
  /** Dismisses banner alerts (all when no ids). */
  'loans.acknowledge': channel<{ unacknowledged: number }>()(loansAcknowledgeInput),
  /** Silences a portfolio's alerts for some minutes unless it gets worse (0 ends the snooze). */
  'loans.snooze': channel<PortfolioStatus>()(loansSnoozeInput),
  'loans.settings': channel<LoansSettingsView>()(noInput),
  'loans.updateSettings': channel<LoansSettingsView>()(loansSettingsPatch),

  /** Starts a report (one of eight kinds) for a customer; progress by reportProgress; every fetched report is archived. */
  'reports.create': channel<ReportJobView>()(createReportInput),
  'reports.status': channel<ReportJobView>()(reportJobRef),
  'reports.jobs': channel<ReportJobView[]>()(noInput),
  /** Cancels a report job or an export (answers whether anything was still running). */
  'reports.cancel': channel<boolean>()(reportJobRef),
  /** The offline archive, filtered; each entry's SHA-256 checked. */
  'reports.archive': channel<ArchiveListItem[]>()(archiveFilterInput),
  /** Opens an archived report offline (hash checked; a mismatch is an error): its tables' columns and sizes. */
  'reports.tables': channel<OpenedReport>()(archiveRef),
  /** A window of one table's rows, column by column. */
  'reports.rows': channel<ColumnWindow>()(reportRowsInput),
  /** Save dialog, then an Excel export in a worker (exportProgress); null when the dialog was cancelled. */
  'reports.export': channel<ExportStarted>()(exportReportInput),
  'reports.deleteArchived': channel<null>()(archiveRef),
  /** Opens a file this run's export saved, or shows it in its folder: named by export id, never by a path from the page. */
  'reports.revealExport': channel<null>()(revealExportInput),
  /** Save dialog, then a zip of the entries' raw JSON and manifests; null when the dialog was cancelled. */
  'reports.exportBundle': channel<BundleWritten>()(exportBundleInput),

  /** Price alerts (main checks them): the rules with their armed state and snooze. */
  'alerts.list': channel<AlertRule[]>()(noInput),
  /** Adds a rule (level above/below on mid, bid or ask; or a move of N % within 1h/24h); it starts armed. */
  'alerts.add': channel<AlertRule>()(alertRuleInput),
  'alerts.remove': channel<null>()(alertRuleRef),
  /** Silences a rule's notifications for N minutes (0 ends it); crossings are still logged. */
  'alerts.snooze': channel<AlertRule>()(alertSnoozeInput),
  /** The alert log, newest first. */
  'alerts.log': channel<PriceAlertEvent[]>()(noInput),
  /** Checks every rule now; answers what fired. */
  'alerts.check': channel<AlertCheckView>()(noInput),

  /** The Book: every customer of the profile valued as on the dashboard, in the office currency (default: the one in Settings). */
  'book.load': channel<BookView>()(bookLoadInput),
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
}

type MissingEvent = Exclude<IpcEventName, keyof IpcEventPayloads>;
const everyEventTyped: [MissingEvent] extends [never] ? true : MissingEvent = true;
void everyEventTyped;
