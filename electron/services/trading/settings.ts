import { z } from 'zod';
import type { TradingSettings, TradingSettingsUpdate } from '../../../shared/ipc/schemas/trading';
import { DEFAULT_TRADING_SETTINGS, tradingSettings } from '../../../shared/ipc/schemas/trading';
import type { JournalNotice } from '../storage/journal-file';
import { notReadWords, setAsideMessage } from '../storage/file-words';
import { message } from '../../../shared/i18n/message';
import { newerFileMessage, versionedJsonFile } from '../storage/versioned-json-file';
import type { VersionedJsonFile } from '../storage/versioned-json-file';

/** The settings file's format version (files written before it had one carry no version field). */
export const TRADING_SETTINGS_VERSION = 1;

/** trading-settings.json: the settings under a format version; a file without one is of this format too. */
const settingsFile = tradingSettings.extend({
  version: z.literal(TRADING_SETTINGS_VERSION).default(TRADING_SETTINGS_VERSION),
});
type SettingsFile = z.output<typeof settingsFile>;

/**
 * The desk's settings (notification switches, refresh intervals) in one
 * versioned JSON file, replaced atomically. Settings are preferences: losing
 * them is no reason to refuse to start, so anything unreadable means the
 * defaults.
 */
export class TradingSettingsStore {
  private current: TradingSettings = structuredClone(DEFAULT_TRADING_SETTINGS);
  private readonly listeners = new Set<(settings: TradingSettings) => void>();

  private constructor(private readonly file: VersionedJsonFile<SettingsFile>) {}

  /**
   * Loads the file at path: defaults when absent; an unreadable one (cut
   * short, garbage) is kept aside by the file layer with a notice, and the
   * defaults apply; a newer version's is used as far as it fits and opened
   * read-only (changes last for the session).
   */
  static async open(path: string, notice?: JournalNotice): Promise<TradingSettingsStore> {
    const store = new TradingSettingsStore(
      versionedJsonFile(path, settingsFile, { version: TRADING_SETTINGS_VERSION, newer: 'read-only' }),
    );
    const outcome = await store.file
      .load()
      .catch((error: unknown) => ({ status: 'unreadable' as const, reason: (error as Error).message }));
    if (outcome.status === 'loaded') store.current = settingsOnly(outcome.data);
    if (outcome.status === 'newer') {
      if (outcome.data) store.current = settingsOnly(outcome.data);
      notice?.({
        level: 'warning',
        title: message('files.title.tradingSettingsReadOnly'),
        message: newerFileMessage('tradingSettings', path, outcome),
      });
    }
    if (outcome.status === 'corrupt') {
      notice?.({
        level: 'warning',
        title: message('files.title.tradingSettingsSetAside'),
        message: setAsideMessage('tradingSettings', path, outcome, 'files.after.defaultSettings'),
      });
    }
    if (outcome.status === 'unreadable') {
      notice?.({
        level: 'warning',
        title: message('files.title.tradingSettingsNotRead'),
        message: notReadWords('tradingSettings', path, outcome.reason, 'files.after.defaultSettings'),
      });
    }
    return store;
  }

  /** The settings now (a copy). */
  get(): TradingSettings {
    return structuredClone(this.current);
  }

  /** Applies a partial update, saves it (unless a newer version's file is open read-only), answers the whole settings. */
  async update(change: TradingSettingsUpdate): Promise<TradingSettings> {
    const next = tradingSettings.parse({
      ...this.current,
      ...(change.marketRefreshSeconds !== undefined ? { marketRefreshSeconds: change.marketRefreshSeconds } : {}),
      ...(change.orderRefreshSeconds !== undefined ? { orderRefreshSeconds: change.orderRefreshSeconds } : {}),
      notifications: { ...this.current.notifications, ...definedOnly(change.notifications ?? {}) },
    });
    if (!this.file.readOnly) await this.file.save({ version: TRADING_SETTINGS_VERSION, ...next });
    this.current = next;
    for (const listener of this.listeners) listener(this.get());
    return this.get();
  }

  /** Called after each change; returns the unsubscribe. */
  onChange(listener: (settings: TradingSettings) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}

/** The settings of a file's content (its version is the file's business). */
function settingsOnly(data: SettingsFile): TradingSettings {
  return tradingSettings.parse(data);
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as Partial<T>;
}
