import { z } from 'zod';
import { DEFAULT_HYSTERESIS_BAND, DEFAULT_WARN_MARGIN } from '../../../shared/loans';
import { loansSettingsPatch } from '../../../shared/ipc/schemas/loans';
import type { LoansSettingsPatch } from '../../../shared/ipc/schemas/loans';
import type { VersionedJsonFile } from '../storage/versioned-json-file';
import { newerFileMessage } from '../storage/versioned-json-file';
import { setAsideMessage } from '../storage/file-words';
import { message, type Message } from '../../../shared/i18n/message';

export const LOANS_SETTINGS_VERSION = 1;

/** loans-settings.json. Profiles absent from watchProfiles follow the default: the built-in simulator is watched, others are not. */
export const loansSettingsFile = z.object({
  version: z.literal(LOANS_SETTINGS_VERSION),
  intervalSeconds: z.number().int().min(5).max(3600),
  warnMargin: z.string(),
  hysteresisBand: z.string(),
  keepRunningInBackground: z.boolean(),
  alarmSound: z.boolean(),
  watchProfiles: z.record(z.string(), z.boolean()),
});
export type LoansSettings = z.output<typeof loansSettingsFile>;

/** The settings of a first start. */
export const DEFAULT_LOANS_SETTINGS: LoansSettings = {
  version: LOANS_SETTINGS_VERSION,
  intervalSeconds: 30,
  warnMargin: DEFAULT_WARN_MARGIN,
  hysteresisBand: DEFAULT_HYSTERESIS_BAND,
  keepRunningInBackground: false,
  alarmSound: false,
  watchProfiles: {},
};

/** Whether a profile is watched under these settings. */
export function isWatched(settings: LoansSettings, profile: { id: string; builtIn: boolean }): boolean {
  return settings.watchProfiles[profile.id] ?? profile.builtIn;
}

/** Something about the watchdog's files the user should be told at start. */
export interface FileWarning {
  title: Message;
  message: Message;
}
export const RESET_TITLE = message('files.title.loansReset');
export const READ_ONLY_TITLE = message('files.title.loansReadOnly');

/** The one owner of the watchdog's settings: loaded once, replaced atomically on every change. */
export class LoansSettingsStore {
  private current: LoansSettings = DEFAULT_LOANS_SETTINGS;

  constructor(private readonly file: VersionedJsonFile<LoansSettings>) {}

  /**
   * Loads the file; a corrupt one was moved aside by the file layer and the
   * defaults apply; a newer version's is read as far as it fits and never
   * written. Answers what the user should be told, if anything.
   */
  async load(): Promise<FileWarning | null> {
    const outcome = await this.file.load();
    if (outcome.status === 'loaded') this.current = outcome.data;
    if (outcome.status === 'newer') {
      if (outcome.data) this.current = outcome.data;
      return {
        title: READ_ONLY_TITLE,
        message: newerFileMessage('loanSettings', this.file.path, outcome),
      };
    }
    return outcome.status === 'corrupt'
      ? {
          title: RESET_TITLE,
          message: setAsideMessage('loanSettings', this.file.path, outcome, 'files.after.startsAfresh'),
        }
      : null;
  }

  get(): LoansSettings {
    return this.current;
  }

  /** Validates and applies a patch (nothing changes when it is invalid), then saves. */
  async update(patch: LoansSettingsPatch): Promise<LoansSettings> {
    const parsed = loansSettingsPatch.parse(patch);
    const next: LoansSettings = {
      ...this.current,
      ...(parsed.intervalSeconds !== undefined ? { intervalSeconds: parsed.intervalSeconds } : {}),
      ...(parsed.warnMargin !== undefined ? { warnMargin: parsed.warnMargin } : {}),
      ...(parsed.hysteresisBand !== undefined ? { hysteresisBand: parsed.hysteresisBand } : {}),
      ...(parsed.keepRunningInBackground !== undefined
        ? { keepRunningInBackground: parsed.keepRunningInBackground }
        : {}),
      ...(parsed.alarmSound !== undefined ? { alarmSound: parsed.alarmSound } : {}),
      watchProfiles: { ...this.current.watchProfiles, ...(parsed.watchProfiles ?? {}) },
    };
    if (!this.file.readOnly) await this.file.save(next);
    this.current = next;
    return next;
  }
}
