import { readFile } from 'node:fs/promises';
import type { TradingSettings, TradingSettingsUpdate } from '../../../shared/ipc/schemas/trading';
import { DEFAULT_TRADING_SETTINGS, tradingSettings } from '../../../shared/ipc/schemas/trading';
import { createWriteQueue, writeFileAtomic } from '../storage/atomic-file';

/**
 * The desk's settings (notification switches, refresh intervals) in one JSON
 * file, replaced atomically. A missing or unreadable file means the defaults
 * (settings are preferences: losing them is no reason to refuse to start).
 */
export class TradingSettingsStore {
  private current: TradingSettings = structuredClone(DEFAULT_TRADING_SETTINGS);
  private readonly enqueue = createWriteQueue();
  private readonly listeners = new Set<(settings: TradingSettings) => void>();

  private constructor(private readonly path: string) {}

  /** Loads the file at path (defaults when absent or invalid). */
  static async open(path: string): Promise<TradingSettingsStore> {
    const store = new TradingSettingsStore(path);
    try {
      const parsed = tradingSettings.safeParse(JSON.parse(await readFile(path, 'utf8')));
      if (parsed.success) store.current = parsed.data;
    } catch {
      // Absent or not JSON: the defaults.
    }
    return store;
  }

  /** The settings now (a copy). */
  get(): TradingSettings {
    return structuredClone(this.current);
  }

  /** Applies a partial update, saves it, answers the whole settings. */
  async update(change: TradingSettingsUpdate): Promise<TradingSettings> {
    const next = tradingSettings.parse({
      ...this.current,
      ...(change.marketRefreshSeconds !== undefined ? { marketRefreshSeconds: change.marketRefreshSeconds } : {}),
      ...(change.orderRefreshSeconds !== undefined ? { orderRefreshSeconds: change.orderRefreshSeconds } : {}),
      notifications: { ...this.current.notifications, ...definedOnly(change.notifications ?? {}) },
    });
    await this.enqueue(() => writeFileAtomic(this.path, `${JSON.stringify(next, null, 2)}\n`));
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

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as Partial<T>;
}
