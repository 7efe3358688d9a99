import { readFile, rename } from 'node:fs/promises';
import { basename } from 'node:path';
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

  /**
   * Loads the file at path: defaults when absent; an unreadable or foreign one
   * (cut short, garbage, a newer app's) is kept aside as
   * <name>.corrupt-<time> with a notice, and the defaults apply.
   */
  static async open(path: string, notice?: (notice: { level: 'warning'; title: string; message: string }) => void): Promise<TradingSettingsStore> {
    const store = new TradingSettingsStore(path);
    let text: string;
    try {
      text = await readFile(path, 'utf8');
    } catch {
      return store;
    }
    let problem: string | null = null;
    try {
      const json: unknown = JSON.parse(text);
      const parsed = tradingSettings.safeParse(json);
      // This format has no version field: one that has it was written by a newer SVC Desk.
      if (typeof json === 'object' && json !== null && 'version' in json) problem = 'it was written by a newer version of SVC Desk';
      else if (parsed.success) store.current = parsed.data;
      else problem = `its content is not valid (${parsed.error.issues[0]?.message ?? 'unknown problem'})`;
    } catch (error) {
      problem = `it is not valid JSON (${(error as Error).message})`;
    }
    if (problem !== null) {
      const aside = `${path}.corrupt-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      const moved = await rename(path, aside).then(() => true, () => false);
      notice?.({
        level: 'warning',
        title: 'Trading settings set aside',
        message: `The trading settings file (${basename(path)}) could not be read: ${problem}.${moved ? ` It was kept as ${aside};` : ''} the default settings apply.`,
      });
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
