import { z } from 'zod';
import type { TradingLimits } from '../../../shared/trading/limits';
import { defaultLimits, formatAmount, LIMIT_LABELS, raisedLimits, tradingLimitsSchema } from '../../../shared/trading/limits';
import type { ConfirmPort } from '../confirm/confirm-port';
import { AppError } from '../errors';
import type { NoticeService } from '../notices/notice-service';
import { newerFileMessage, versionedJsonFile, type VersionedJsonFile } from '../storage/versioned-json-file';

/** The limits file's format version. */
export const LIMITS_FILE_VERSION = 1;

const limitsFile = z.strictObject({
  version: z.literal(LIMITS_FILE_VERSION),
  /** Limits by profile id; a profile without an entry has its environment's defaults. */
  profiles: z.record(z.string(), tradingLimitsSchema),
});
type LimitsFile = z.output<typeof limitsFile>;

/** What the limits store needs from the app. */
export interface LimitsStoreDeps {
  path: string;
  /** The kind of a profile (its defaults); null: no such profile. */
  environmentOf: (profileId: string) => 'simulator' | 'sandbox' | 'production' | null;
  confirm: ConfirmPort;
  notices?: NoticeService;
  now?: () => Date;
}

/** Options of a change. */
export interface SetLimitsOptions {
  /** Raising was confirmed outside the page already (`desk limits set --yes`). */
  confirmed?: boolean;
}

/**
 * Each profile's pre-trade limits in one versioned JSON file, replaced
 * atomically. The file is read again for every check, so a change made by
 * another process on the same data folder (`desk limits set`) applies at
 * once. Lowering is always allowed; raising needs a confirmation the page
 * cannot give.
 */
export class LimitsStore {
  private readonly file: VersionedJsonFile<LimitsFile>;
  private session: LimitsFile | null = null;
  private reported = false;

  constructor(private readonly deps: LimitsStoreDeps) {
    this.file = versionedJsonFile(deps.path, limitsFile, { version: LIMITS_FILE_VERSION, newer: 'read-only', ...(deps.now ? { now: deps.now } : {}) });
  }

  /** Reads the file once at start, so a damaged one is named in a notice then (not at the first order). */
  async preload(): Promise<void> {
    await this.read();
  }

  /** A profile's limits now (stored, or its environment's defaults). */
  async get(profileId: string): Promise<TradingLimits> {
    const environment = this.deps.environmentOf(profileId);
    if (environment === null) throw new AppError('not-found', 'No such profile.');
    const stored = (await this.read()).profiles[profileId];
    return stored ?? defaultLimits(environment);
  }

  /** Replaces a profile's limits; raising any of them asks the confirm port unless already confirmed. */
  async set(profileId: string, next: TradingLimits, options: SetLimitsOptions = {}): Promise<TradingLimits> {
    const parsed = tradingLimitsSchema.parse(next);
    const current = await this.get(profileId);
    const raised = raisedLimits(current, parsed);
    if (raised.length > 0 && options.confirmed !== true) {
      const changes = raised.map((key) => `${LIMIT_LABELS[key]}: ${show(current[key])} → ${show(parsed[key])}`).join('\n');
      if (!this.deps.confirm.available) {
        throw new AppError(
          'limit',
          `Raising a limit (${raised.map((key) => LIMIT_LABELS[key]).join(', ')}) needs a confirmation the page cannot give: use the desktop app, or \`desk limits set ... --yes\`. Nothing was changed.`,
          { raised },
        );
      }
      const yes = await this.deps.confirm.ask({
        title: 'Raise trading limits',
        message: 'Raise this profile\'s trading limits?',
        detail: changes,
        confirmLabel: 'Raise limits',
      });
      if (!yes) throw new AppError('limit', 'Raising the limits was not confirmed; nothing was changed.', { raised });
    }
    const file = await this.read();
    const updated: LimitsFile = { version: LIMITS_FILE_VERSION, profiles: { ...file.profiles, [profileId]: parsed } };
    if (this.file.readOnly) this.session = updated;
    else await this.file.save(updated);
    return parsed;
  }

  private async read(): Promise<LimitsFile> {
    if (this.session) return this.session;
    const outcome = await this.file.load();
    switch (outcome.status) {
      case 'loaded':
        return outcome.data;
      case 'missing':
        return { version: LIMITS_FILE_VERSION, profiles: {} };
      case 'corrupt':
        this.notice('Trading limits file set aside', `The trading limits file could not be read (${outcome.reason}); it was kept as ${outcome.backupPath} and each profile's default limits apply until they are set again.`);
        return { version: LIMITS_FILE_VERSION, profiles: {} };
      case 'newer':
        this.notice('Trading limits file opened read-only', newerFileMessage(`The trading limits file (${this.deps.path})`, outcome));
        this.session = outcome.data ?? { version: LIMITS_FILE_VERSION, profiles: {} };
        return this.session;
    }
  }

  private notice(title: string, message: string): void {
    if (this.reported) return;
    this.reported = true;
    this.deps.notices?.add({ level: 'warning', title, message });
  }
}

function show(value: string | number): string {
  return typeof value === 'number' ? String(value) : formatAmount(value);
}
