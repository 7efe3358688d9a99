import { z } from 'zod';
import type { Preferences, UpdatePreferencesInput } from '../../../shared/ipc/schemas/preferences';
import { DEFAULT_PREFERENCES, preferences } from '../../../shared/ipc/schemas/preferences';
import type { NoticeService } from '../notices/notice-service';
import type { VersionedJsonFile } from '../storage/versioned-json-file';
import { newerFileMessage, versionedJsonFile } from '../storage/versioned-json-file';
import { message } from '../../../shared/i18n/message';

/** preferences.json, format 1. */
export const PREFERENCES_FILE_VERSION = 1;
export const preferencesFile = z.object({ version: z.literal(PREFERENCES_FILE_VERSION), preferences });

/** preferences.json at path; a newer version's file is opened read-only, never set aside. */
export function preferencesFileAt(path: string): VersionedJsonFile<z.output<typeof preferencesFile>> {
  return versionedJsonFile(path, preferencesFile, { version: PREFERENCES_FILE_VERSION, newer: 'read-only' });
}

/** Dependencies of the preferences service. */
export interface PreferencesDeps {
  file: VersionedJsonFile<z.output<typeof preferencesFile>>;
  notices: NoticeService;
  /** Called with every new value (the Electron glue applies the theme to the window; the event bus tells the renderer). */
  onChange: (value: Preferences) => void;
}

/**
 * The one owner of the user's app-wide choices (theme, dashboard refresh and
 * price basis). A missing file means defaults; an unreadable one is kept
 * aside by the file layer and defaults apply, with a notice; one a newer
 * version wrote is left untouched and read as far as it fits, with a notice.
 */
export class PreferencesService {
  private value: Preferences = DEFAULT_PREFERENCES;

  constructor(private readonly deps: PreferencesDeps) {}

  /** Reads the file once at start. */
  async init(): Promise<Preferences> {
    const outcome = await this.deps.file.load();
    if (outcome.status === 'loaded') this.value = outcome.data.preferences;
    if (outcome.status === 'newer') {
      if (outcome.data) this.value = outcome.data.preferences;
      this.deps.notices.add({
        level: 'warning',
        title: message('notices.preferences.readOnly'),
        message: newerFileMessage('preferences', this.deps.file.path, outcome),
      });
    }
    if (outcome.status === 'corrupt') {
      this.deps.notices.add({
        level: 'warning',
        title: message('notices.preferences.reset'),
        message: message('notices.preferences.resetMessage', { reason: outcome.reason, backup: outcome.backupPath }),
      });
    }
    return this.value;
  }

  /** The current choices. */
  get(): Preferences {
    return this.value;
  }

  /**
   * Changes what is given, saves atomically, then announces the new value
   * (nothing changes if saving fails). When a newer version's file is open
   * read-only, the change applies for this session and is not saved.
   */
  async update(change: UpdatePreferencesInput): Promise<Preferences> {
    const next: Preferences = {
      theme: change.theme ?? this.value.theme,
      language: change.language ?? this.value.language,
      exportLanguage: change.exportLanguage ?? this.value.exportLanguage,
      dateStyle: change.dateStyle ?? this.value.dateStyle,
      dashboard: { ...this.value.dashboard, ...definedOnly(change.dashboard ?? {}) },
    };
    if (!this.deps.file.readOnly) await this.deps.file.save({ version: PREFERENCES_FILE_VERSION, preferences: next });
    this.value = next;
    this.deps.onChange(next);
    return next;
  }
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
