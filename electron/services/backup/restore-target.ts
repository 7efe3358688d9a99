import { join } from 'node:path';
import type { ConfirmPort } from '../confirm/confirm-port';
import type { PriceAlertService } from '../alerts/price-alert-service';
import type { LoanService } from '../loans/loan-service';
import type { PreferencesService } from '../preferences/preferences-service';
import type { ProfileService } from '../profiles/profile-service';
import { ReportArchive } from '../reports/archive';
import { DATA_FILES } from '../app-options';
import { TRADING_FILES } from '../trading/trading-files';
import { LimitsStore } from '../trading/limits-store';
import { writeFolder } from './data-folder';
import type { RestorePlan } from './restore-plan';

/** The statement archive as a backup reads it and a restore fills it. */
export type BackupArchive = Pick<ReportArchive, 'intactEntries' | 'has' | 'restoreEntry'>;

/**
 * Where a restore goes: the confirmation raising limits needs (the limits store's, as raising by hand), the
 * settings written by their owners, and the statement archive.
 */
export interface RestoreTarget {
  confirmRaises: LimitsStore['confirmRaises'];
  apply(next: RestorePlan['next']): Promise<void>;
  archive: BackupArchive;
}

/** The services that own each piece of state in the running app (window or browser mode). */
export interface RestoreOwners {
  profiles: Pick<ProfileService, 'restore'>;
  limits: Pick<LimitsStore, 'confirmRaises' | 'restore'>;
  alerts: Pick<PriceAlertService, 'restoreRules'>;
  loans: Pick<LoanService, 'restore'>;
  preferences: Pick<PreferencesService, 'update'>;
  archive: BackupArchive;
}

/**
 * The running app: each piece goes through the one service that owns it, which saves it atomically, takes it in
 * memory and tells the window; profiles first, as the other pieces name profiles by id.
 */
export function runningAppTarget(owners: RestoreOwners): RestoreTarget {
  return {
    confirmRaises: (raised, words) => owners.limits.confirmRaises(raised, words),
    async apply(next) {
      await owners.profiles.restore(next.profiles);
      await owners.limits.restore(next.limits);
      await owners.alerts.restoreRules(next.alerts.rules);
      await owners.loans.restore(next.loansSettings, next.loansState.snoozes);
      await owners.preferences.update(next.preferences);
    },
    archive: owners.archive,
  };
}

/** A data folder no app runs on (`desk restore`): the files replaced atomically; raising limits asked as the desk asks (--yes). */
export function dataFolderTarget(dataDir: string, confirm: ConfirmPort): RestoreTarget {
  const limits = new LimitsStore({ path: join(dataDir, TRADING_FILES.limits), kindOf: () => null, confirm });
  return {
    confirmRaises: (raised, words) => limits.confirmRaises(raised, words),
    apply: (next) => writeFolder(dataDir, next),
    archive: new ReportArchive(join(dataDir, DATA_FILES.reportsArchive)),
  };
}
