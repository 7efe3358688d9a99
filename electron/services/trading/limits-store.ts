import { stat } from 'node:fs/promises';
import { z } from 'zod';
import type { LimitsKind, TradingLimits } from '../../../shared/trading/limits';
import {
  defaultLimits,
  LIMIT_LABELS,
  MODEST_LIMITS,
  raisedLimits,
  tradingLimitsSchema,
} from '../../../shared/trading/limits';
import type { ConfirmPort } from '../confirm/confirm-port';
import { requireConfirmation, type MoneyConfirmation } from '../confirm/money-confirmation';
import { message, type Message } from '../../../shared/i18n/message';
import { setAsideMessage } from '../storage/file-words';
import type { Translator } from '../../../shared/i18n/translator';
import { formatDecimal } from '../../../shared/format/decimal';
import { AppError } from '../errors';
import type { NoticeService } from '../notices/notice-service';
import { createWriteQueue } from '../storage/atomic-file';
import { newerFileMessage, versionedJsonFile, type VersionedJsonFile } from '../storage/versioned-json-file';

/** The limits file's format version. */
export const LIMITS_FILE_VERSION = 1;

export const limitsFile = z.strictObject({
  version: z.literal(LIMITS_FILE_VERSION),
  /** Limits by profile id; a profile without an entry has its kind's defaults (entries are written at start: see fillMissing). */
  profiles: z.record(z.string(), tradingLimitsSchema),
});
type LimitsFile = z.output<typeof limitsFile>;

/** What the limits store needs from the app. */
export interface LimitsStoreDeps {
  path: string;
  /** Whose defaults a profile has (never decided by its environment label); null: no such profile. */
  kindOf: (profileId: string) => LimitsKind | null;
  confirm: ConfirmPort;
  notices?: NoticeService;
  now?: () => Date;
}

/** Limits a restore would raise, one profile's (the restore plan says which, against what is in force now). */
export interface RaisedProfileLimits {
  readonly profile: string;
  readonly limits: readonly { readonly limit: keyof TradingLimits; readonly before: string; readonly after: string }[];
}

/** What a restore's confirmation says besides the facts: its question, and its refusals. */
export interface RestoreRaiseWords {
  message: (translator: Translator) => string;
  reason: MoneyConfirmation['reason'];
  deskCommand: string;
  nothing: MoneyConfirmation['nothing'];
  declined: MoneyConfirmation['declined'];
  confirmed: boolean;
}

/** Options of a change. */
export interface SetLimitsOptions {
  /** Raising was confirmed outside the page already (`desk limits set --yes`). */
  confirmed?: boolean;
}

/**
 * Each profile's pre-trade limits in one versioned JSON file, replaced
 * atomically. Every check looks at the file on disk (parsed again whenever
 * it changed: see read), so a change made by another process on the same
 * data folder (`desk limits set`) applies at once. Lowering is always allowed; raising needs a confirmation the page
 * cannot give.
 */
export class LimitsStore {
  private readonly file: VersionedJsonFile<LimitsFile>;
  private session: LimitsFile | null = null;
  /** The file as last loaded, with the stamp it had on disk then (see read). */
  private loaded: { stamp: string; data: LimitsFile } | null = null;
  /** Limits of profiles that exist in this process only (the desk's unsaved profile): never written. */
  private readonly held = new Map<string, TradingLimits>();
  private reported = false;
  // Changes run one at a time: each reads the file the previous one wrote (a start-up fill must not undo a change).
  private readonly exclusive = createWriteQueue();

  constructor(private readonly deps: LimitsStoreDeps) {
    this.file = versionedJsonFile(deps.path, limitsFile, {
      version: LIMITS_FILE_VERSION,
      newer: 'read-only',
      ...(deps.now ? { now: deps.now } : {}),
    });
  }

  /** Reads the file once at start, so a damaged one is named in a notice then (not at the first order). */
  async preload(): Promise<void> {
    await this.read();
  }

  /** A profile's limits now (stored, or its kind's defaults). */
  async get(profileId: string): Promise<TradingLimits> {
    const kind = this.deps.kindOf(profileId);
    if (kind === null) throw new AppError('not-found', message('trading.failure.noProfile'));
    const stored = this.held.get(profileId) ?? (await this.read()).profiles[profileId];
    return stored ?? defaultLimits(kind);
  }

  /**
   * Writes the limits in force of every profile that has none stored (at
   * start, and for a profile created without limits), so that a later change
   * of the defaults never changes a user's limits silently.
   */
  fillMissing(profileIds: readonly string[]): Promise<void> {
    return this.exclusive(() => this.fillNow(profileIds));
  }

  private async fillNow(profileIds: readonly string[]): Promise<void> {
    const file = await this.read();
    const missing: Record<string, TradingLimits> = {};
    for (const profileId of profileIds) {
      const kind = this.deps.kindOf(profileId);
      if (kind !== null && !file.profiles[profileId] && !this.held.has(profileId))
        missing[profileId] = defaultLimits(kind);
    }
    if (Object.keys(missing).length > 0)
      await this.write({ version: LIMITS_FILE_VERSION, profiles: { ...file.profiles, ...missing } });
  }

  /** First limits of a profile that exists in this process only (the desk's unsaved one): kept in memory, never written. */
  hold(profileId: string, limits: TradingLimits): void {
    this.held.set(profileId, tradingLimitsSchema.parse(limits));
  }

  /** Replaces a profile's limits; raising any of them asks the confirm port unless already confirmed. */
  set(profileId: string, next: TradingLimits, options: SetLimitsOptions = {}): Promise<TradingLimits> {
    return this.exclusive(() => this.setNow(profileId, next, options));
  }

  private async setNow(profileId: string, next: TradingLimits, options: SetLimitsOptions): Promise<TradingLimits> {
    const parsed = tradingLimitsSchema.parse(next);
    const current = await this.get(profileId);
    const raised = raisedLimits(current, parsed);
    if (raised.length > 0) {
      await requireConfirmation(this.deps.confirm, {
        request: (translator) => ({
          title: translator.t('main.dialog.limits.title'),
          message: translator.t('main.dialog.limits.message'),
          detail: raised
            .map((key) =>
              translator.t('main.dialog.limits.line', {
                limit: translator.t(LIMIT_LABELS[key]),
                from: show(current[key], translator.locale),
                to: show(parsed[key], translator.locale),
              }),
            )
            .join('\n'),
          confirmLabel: translator.t('main.dialog.limits.confirm'),
        }),
        reason: (translator) =>
          translator.t('errors.confirm.raiseReason', {
            limits: raised.map((key) => translator.t(LIMIT_LABELS[key])).join(', '),
          }),
        deskCommand: '`desk limits set ... --yes`',
        nothing: message('errors.confirm.nothingChanged'),
        declined: message('errors.confirm.limitsDeclined'),
        confirmed: options.confirmed === true,
      });
    }
    if (this.held.has(profileId)) {
      this.held.set(profileId, parsed);
      return parsed;
    }
    const file = await this.read();
    await this.write({ version: LIMITS_FILE_VERSION, profiles: { ...file.profiles, [profileId]: parsed } });
    return parsed;
  }

  /**
   * A new profile's first limits, entered in the dialog that creates it.
   * Decision: these are not a raise, so no confirmation is asked. A raise
   * loosens limits the user set before; a new profile had none (the defaults
   * a profile without an entry gets are a fallback, not a choice), and the
   * page that could send larger ones can just as well create the profile.
   * So that this cannot become a way around the confirmation, it only writes
   * a profile that has no stored limits yet; afterwards `set` applies.
   */
  setInitial(profileId: string, limits: TradingLimits): Promise<TradingLimits> {
    return this.exclusive(async () => {
      const parsed = tradingLimitsSchema.parse(limits);
      if (this.deps.kindOf(profileId) === null) throw new AppError('not-found', message('trading.failure.noProfile'));
      const file = await this.read();
      if (file.profiles[profileId] || this.held.has(profileId))
        throw new AppError('limit', message('trading.failure.limitsExist'));
      await this.write({ version: LIMITS_FILE_VERSION, profiles: { ...file.profiles, [profileId]: parsed } });
      return parsed;
    });
  }

  /**
   * Asks for raises a restore would make the confirmation raising by hand asks (main's dialog, the same title,
   * lines and button; refused where nothing can ask), all profiles in one question, before anything is written.
   */
  async confirmRaises(raised: readonly RaisedProfileLimits[], words: RestoreRaiseWords): Promise<void> {
    if (raised.length === 0) return;
    await requireConfirmation(this.deps.confirm, {
      request: (translator) => ({
        title: translator.t('main.dialog.limits.title'),
        message: words.message(translator),
        detail: raised
          .map((entry) =>
            [
              entry.profile,
              ...entry.limits.map((change) =>
                translator.t('main.dialog.limits.line', {
                  limit: translator.t(LIMIT_LABELS[change.limit]),
                  from: showRestored(change.limit, change.before, translator.locale),
                  to: showRestored(change.limit, change.after, translator.locale),
                }),
              ),
            ].join('\n'),
          )
          .join('\n\n'),
        confirmLabel: translator.t('main.dialog.limits.confirm'),
      }),
      reason: words.reason,
      deskCommand: words.deskCommand,
      nothing: words.nothing,
      declined: words.declined,
      confirmed: words.confirmed,
    });
  }

  /**
   * Writes the limits a restore computed, by profile id (others stay), in one save. Only after confirmRaises
   * said yes to every raise among them: the backup service calls both, in that order.
   */
  restore(limits: Readonly<Record<string, TradingLimits>>): Promise<void> {
    return this.exclusive(async () => {
      const parsed = Object.fromEntries(
        Object.entries(limits).map(([id, entry]) => [id, tradingLimitsSchema.parse(entry)]),
      );
      for (const [id, entry] of Object.entries(parsed)) if (this.held.has(id)) this.held.set(id, entry);
      const file = await this.read();
      await this.write({ version: LIMITS_FILE_VERSION, profiles: { ...file.profiles, ...parsed } });
    });
  }

  /** Saves the file, or keeps the change for this session when a newer version's file is read-only. */
  private async write(updated: LimitsFile): Promise<void> {
    this.loaded = null;
    if (this.file.readOnly) this.session = updated;
    else await this.file.save(updated);
  }

  /**
   * The file as it is on disk now. Parsed again only when its stamp changed: every save replaces the file
   * (written aside, then renamed over it), so a change by any process gives it another inode, change time
   * or size; the stamp is taken before the load, so a change during the load is read again next time.
   */
  private async read(): Promise<LimitsFile> {
    if (this.session) return this.session;
    const stamp = await fileStamp(this.deps.path);
    if (stamp !== null && this.loaded?.stamp === stamp) return structuredClone(this.loaded.data);
    this.loaded = null;
    const outcome = await this.file.load();
    switch (outcome.status) {
      case 'loaded':
        if (stamp !== null) this.loaded = { stamp, data: structuredClone(outcome.data) };
        return outcome.data;
      case 'missing':
        return { version: LIMITS_FILE_VERSION, profiles: {} };
      case 'corrupt':
        this.notice(
          message('files.title.limitsSetAside'),
          setAsideMessage('tradingLimits', this.deps.path, outcome, 'files.after.defaultLimits'),
        );
        return { version: LIMITS_FILE_VERSION, profiles: {} };
      case 'newer':
        this.notice(message('files.title.limitsReadOnly'), newerFileMessage('tradingLimits', this.deps.path, outcome));
        this.session = outcome.data ?? { version: LIMITS_FILE_VERSION, profiles: {} };
        return this.session;
    }
  }

  private notice(title: Message, words: Message): void {
    if (this.reported) return;
    this.reported = true;
    this.deps.notices?.add({ level: 'warning', title, message: words });
  }
}

/** What identifies a file's content on disk without reading it (null: none there, or unreadable: the load says which). */
async function fileStamp(path: string): Promise<string | null> {
  const info = await stat(path, { bigint: true }).catch(() => null);
  return info ? [info.dev, info.ino, info.size, info.mtimeNs, info.ctimeNs].join(':') : null;
}

/** A restore plan's limit value (text) as the hand-raise dialog shows it: counts as they are, amounts grouped. */
function showRestored(limit: keyof TradingLimits, value: string, locale: string): string {
  return typeof MODEST_LIMITS[limit] === 'number' ? value : formatDecimal(value, { precision: 2, locale });
}

/** A limit as the dialog's region writes it: a count as it is, an amount with two places. */
function show(value: string | number, locale: string): string {
  return typeof value === 'number' ? String(value) : formatDecimal(value, { precision: 2, locale });
}
