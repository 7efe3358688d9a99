import { join } from 'node:path';
import { z } from 'zod';
import { LOAN_STATES } from '../../../shared/loans';
import type { LoanAlert, PortfolioStatus } from '../../../shared/ipc/schemas/loans';
import type { VersionedJsonFile } from '../storage/versioned-json-file';
import { versionedJsonFile } from '../storage/versioned-json-file';
import { LOANS_SETTINGS_VERSION, loansSettingsFile } from './settings';
import type { LoansSettings } from './settings';

/** The watchdog's files in the user data folder. */
export const LOANS_FILES = {
  settings: 'loans-settings.json',
  state: 'loans-state.json',
  history: 'loans-history.json',
  alerts: 'loans-alerts.json',
} as const;

const state = z.enum(LOAN_STATES);

// Statuses are the watchdog's own output read back: the fields decisions hang on (state for hysteresis, keys)
// are checked; the report and metrics are kept as written.
const portfolioStatus = z
  .object({
    key: z.string(),
    profileId: z.string(),
    customer: z.string(),
    portfolioId: z.string(),
    state,
    sampledAt: z.string(),
  })
  .loose() as unknown as z.ZodType<PortfolioStatus>;

/** loans-state.json: the last status of every portfolio and the snoozes, so hysteresis and snoozes survive a restart. */
export const loansStateFile = z.object({
  version: z.literal(1),
  portfolios: z.array(portfolioStatus),
  snoozes: z.array(z.object({ key: z.string(), until: z.number(), state })),
});
export type LoansStateFile = z.output<typeof loansStateFile>;

/** loans-history.json: LTV samples per portfolio key as [epoch ms, ltv text]. */
export const loansHistoryFile = z.object({
  version: z.literal(1),
  series: z.record(z.string(), z.array(z.tuple([z.number(), z.string()]))),
  thresholds: z.record(z.string(), z.object({ smLtv: z.string(), hmLtv: z.string() })),
});
export type LoansHistoryFile = z.output<typeof loansHistoryFile>;

const loanAlert = z
  .object({ id: z.string(), at: z.string(), key: z.string(), to: state, acknowledged: z.boolean() })
  .loose() as unknown as z.ZodType<LoanAlert>;

/** loans-alerts.json: the alert log, newest last. */
export const loansAlertsFile = z.object({ version: z.literal(1), alerts: z.array(loanAlert) });
export type LoansAlertsFile = z.output<typeof loansAlertsFile>;

/** The four files, each replaced atomically (temp file, fsync, rename) on save. */
export interface LoansFiles {
  readonly settings: VersionedJsonFile<LoansSettings>;
  readonly state: VersionedJsonFile<LoansStateFile>;
  readonly history: VersionedJsonFile<LoansHistoryFile>;
  readonly alerts: VersionedJsonFile<LoansAlertsFile>;
}

/** The watchdog's files in dataDir. */
export function loansFiles(dataDir: string, now?: () => Date): LoansFiles {
  // A file a newer version wrote is left untouched (read as far as it fits) rather than kept aside as if corrupt.
  const options = { newer: 'read-only' as const, ...(now ? { now } : {}) };
  return {
    settings: versionedJsonFile(join(dataDir, LOANS_FILES.settings), loansSettingsFile, {
      ...options,
      version: LOANS_SETTINGS_VERSION,
    }),
    state: versionedJsonFile(join(dataDir, LOANS_FILES.state), loansStateFile, { ...options, version: 1 }),
    history: versionedJsonFile(join(dataDir, LOANS_FILES.history), loansHistoryFile, { ...options, version: 1 }),
    alerts: versionedJsonFile(join(dataDir, LOANS_FILES.alerts), loansAlertsFile, { ...options, version: 1 }),
  };
}
