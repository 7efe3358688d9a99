import { join } from 'node:path';
import { worstState } from '../../shared/loans/state';
import type { PriceAlertService } from './alerts/price-alert-service';
import { priceAlertsFile } from './alerts/alerts-file';
import { createAlertsFeature } from './alerts/feature';
import { priceSamplesFile } from './alerts/price-samples';
import type { AppServicesOptions } from './app-options';
import { DATA_FILES } from './app-options';
import type { BookDeps, BookService } from './book/book-service';
import { createBookFeature } from './book/feature';
import { CANNOT_CONFIRM } from './confirm/confirm-port';
import { exportLanguageFrom } from './reports/export-language';
import type { CoreServices } from './core-services';
import { AppError } from './errors';
import type { Feature } from './feature';
import { limitsKindOf } from './guards/limits-kind';
import { createMoneyGuards, type MoneyGuards } from './guards/money-guards';
import type { LoanEvent } from './loans/feature';
import { createLoansFeature } from './loans/feature';
import type { LoanService } from './loans/loan-service';
import type { NoticeService } from './notices/notice-service';
import { createReportsFeature } from './reports/feature';
import { createBatchFeature } from './batch/feature';
import type { BatchService } from './batch/batch-service';
import type { ReportService } from './reports/report-service';
import { createStakingFeature } from './staking/feature';
import type { StakingService } from './staking/staking-service';
import type { TradingEvent } from './trading/feature';
import { createTradingFeature } from './trading/feature';
import type { TradingService } from './trading/trading-service';
import { message } from '../../shared/i18n/message';

/** The feature modules the app is made of: each its service, its channels' handlers and its push events. */
export interface AppFeatures {
  readonly staking: Feature<StakingService, 'staking'>;
  readonly trading: Feature<TradingService, 'trading', TradingEvent>;
  readonly loans: Feature<LoanService, 'loans', LoanEvent>;
  readonly alerts: Feature<PriceAlertService, 'alerts', 'priceAlertsChanged'>;
  readonly book: Feature<BookService, 'book', 'bookRow'>;
  readonly reports: Feature<ReportService, 'reports', 'reportProgress' | 'exportProgress'>;
  readonly batch: Feature<BatchService, 'batch', 'batchProgress'>;
  /** The limits and main's confirmations that trading and staking are built with. */
  readonly guards: MoneyGuards;
}

/** What the features are built from: the core's pieces, each feature given only the ones it names. */
export type FeaturePorts = Pick<
  CoreServices,
  'folders' | 'events' | 'notices' | 'profiles' | 'clients' | 'customers' | 'preferences' | 'language'
>;

/** The Book's port onto the loan monitor: its last cycle's worst state of a customer's portfolios (never a request). */
function worstLoanStateOf(loans: LoanService): BookDeps['worstLoanState'] {
  return (profileId, customer) => {
    const states = loans
      .overview(profileId)
      .portfolios.filter((status) => status.customer === customer)
      .map((status) => status.state);
    return states.length === 0 ? null : worstState(states);
  };
}

/**
 * Creates every feature module over narrow ports of the core: a feature gets
 * the services it names (never the whole app), and another feature only as
 * a closure over what it asks for.
 */
export async function createFeatures(core: FeaturePorts, options: AppServicesOptions): Promise<AppFeatures> {
  const { dataDir } = options;
  const { clients, customers, profiles, events, notices, preferences, language } = core;
  const now = options.now ? { now: options.now } : {};
  const notice = (fields: Parameters<NoticeService['add']>[0]) => void notices.add(fields);
  const clientFor = (profileId: string) => clients.clientFor(profileId);
  const recordOf = (profileId: string) => profiles.records().find((candidate) => candidate.id === profileId);
  const guards = await createMoneyGuards({
    dataDir,
    kindOf: (profileId) => {
      const record = recordOf(profileId);
      return record ? limitsKindOf(record) : null;
    },
    profileName: (profileId) => recordOf(profileId)?.name ?? profileId,
    referenceCurrencyOf: async (profileId, customer) =>
      (await customers.customerOf(profileId, customer))?.referenceCurrency ?? null,
    confirm: options.confirm ?? CANNOT_CONFIRM,
    notices,
    ...now,
  });
  // Every profile's limits in force are written now, so a later change of the defaults never changes them silently.
  await guards.limits
    .fillMissing(profiles.records().map((record) => record.id))
    .catch((error: unknown) => console.error('trading limits not written', error));
  const staking = await createStakingFeature({
    clients,
    customers,
    journalPath: join(dataDir, DATA_FILES.stakingJournal),
    notice,
    guards,
    ...now,
  });
  const trading = await createTradingFeature({
    dataDir,
    clients,
    profiles,
    customers,
    events,
    // Shown at once by the OS, so put into the user's language now.
    notify: ({ kind, title, body }) =>
      options.notify?.({
        kind,
        title: core.language.translator().format(title),
        body: core.language.translator().format(body),
      }),
    notice,
    guards,
    ...(options.trading ? { tuning: options.trading } : {}),
  });
  const loans = await createLoansFeature({
    dataDir,
    profiles,
    clients,
    events,
    notices,
    options: options.loans,
    translator: () => core.language.translator(),
  });
  const { watch: watchPrices, ...priceTuning } = options.priceAlerts ?? {};
  const alerts = await createAlertsFeature({
    profiles,
    clientFor,
    file: priceAlertsFile(dataDir),
    samplesFile: priceSamplesFile(dataDir),
    events,
    // The alert's own line (its rule and the price) is the alerts log's words; the title is the user's language.
    notify: ({ body }) =>
      options.notify?.({ title: core.language.translator().t('main.notify.priceAlert'), body, kind: 'price-alert' }),
    notice: (words) => notice({ level: 'warning', title: message('notices.priceAlerts.title'), message: words }),
    ...(watchPrices ? { watch: true } : {}),
    ...priceTuning,
  });
  const book = await createBookFeature({
    clientFor,
    // Ports onto other features take the built feature itself (not a closure that reads it later), so building
    // the Book before loans is a type error (a block-scoped variable used before its declaration).
    worstLoanState: worstLoanStateOf(loans.service),
    basis: () => preferences.get().dashboard.priceBasis,
    officeCurrency: () => preferences.get().dashboard.officeCurrency,
    events,
    ...(options.now ? { now: () => (options.now as () => Date)().getTime() } : {}),
  });
  const reports = await createReportsFeature({
    clients,
    events,
    folder: core.folders.archive,
    appVersion: options.appInfo.version,
    chooseSaveFile:
      options.chooseSaveFile ??
      (() => {
        throw new AppError('internal', message('errors.app.noFileChooser'));
      }),
    revealFile: options.revealFile,
    offerDownload: options.offerDownload,
    ...now,
    ...(options.reports ? { fetch: options.reports } : {}),
    ...(options.reportDecoder ? { decoder: options.reportDecoder } : {}),
    ...(options.locale ? { locale: options.locale } : {}),
    exportLanguage: exportLanguageFrom(language, () => preferences.get().exportLanguage),
    notice,
  });
  // A damaged archive manifest is named in a notice at start (the entry is left untouched and not listed).
  if (options.scanArchive !== false) void reports.service.scanArchive().catch(() => undefined);
  // The month-end run's journal lives beside the archive it fills; it is resumed by asking (desk batch resume, the Reports section).
  const batch = await createBatchFeature({
    reports: reports.service,
    clients,
    events,
    notify: (notification) => options.notify?.(notification),
    translator: () => core.language.translator(),
    exportWords: () => {
      const wanted = preferences.get().exportLanguage;
      return wanted === 'app' ? language.translator() : language.translatorFor(wanted);
    },
    folder: join(core.folders.archive, 'month-end-run'),
    notice,
    ...(options.chooseSaveFile
      ? {
          zipDelivery: {
            chooseSaveFile: options.chooseSaveFile,
            ...(options.offerDownload ? { offerDownload: options.offerDownload } : {}),
            savesFiles: reports.service.delivery === 'file',
          },
        }
      : {}),
  });
  return { staking, trading, loans, alerts, book, reports, batch, guards };
}
