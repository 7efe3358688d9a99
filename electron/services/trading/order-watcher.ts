import type { TradingOrder } from '../../../shared/api/schemas/orders';
import type { Message } from '../../../shared/i18n/message';
import type { NotificationKind, TradingSettings } from '../../../shared/ipc/schemas/trading';
import { isAppError } from '../errors';
import { describeChange } from './order-change';
import type { TradingClient } from './trading-client';

/** A desktop notification (Electron's Notification in main; a fake in tests), in words the app puts into the user's language. */
export interface TradingNotification {
  kind: NotificationKind;
  title: Message;
  body: Message;
}

/** What the watcher needs. */
export interface OrderWatcherDeps {
  /** The client of the watched profile; throws when it is no longer the active profile. */
  clientFor: (profileId: string) => Promise<TradingClient>;
  settings: () => TradingSettings;
  /** Every order a poll answered, changed or not (their commission rates are learned). */
  seen?: (profileId: string, customer: string, orders: readonly TradingOrder[]) => void;
  /** Push event orderUpdated. */
  emit: (profileId: string, customer: string, order: TradingOrder) => void;
  notify: (notification: TradingNotification) => void;
  /** Reports a failed poll (the watcher keeps going). */
  onPollError?: (error: unknown) => void;
}

interface Seen {
  status: TradingOrder['status'];
  cumulativeQuantity: string;
}

/**
 * Polls the open orders of one profile's customer (the desk names it with
 * trading.watch) at the configured interval and after each placement;
 * announces every change of an order (orderUpdated) and raises a desktop
 * notification for fills, partial fills, cancels, rejects and expiries as
 * the settings allow. Orders that leave the open list are fetched once to
 * learn how they ended.
 */
export class OrderWatcher {
  private target: { profileId: string; customer: string } | null = null;
  private readonly seen = new Map<string, Seen>();
  private baselined = false;
  private timer: NodeJS.Timeout | undefined;
  private polling: Promise<void> | null = null;
  private stopped = false;

  constructor(private readonly deps: OrderWatcherDeps) {}

  /** Watches this customer's open orders (null: stop watching). */
  watch(profileId: string, customer: string | null): void {
    const same = this.target?.profileId === profileId && this.target.customer === customer;
    if (same) return;
    this.target = customer === null ? null : { profileId, customer };
    this.seen.clear();
    this.baselined = false;
    this.schedule(0);
  }

  /** Who is watched now. */
  watching(): { profileId: string; customer: string } | null {
    return this.target ? { ...this.target } : null;
  }

  /**
   * An order learned outside the poll (placement, cancel, reconciliation):
   * announced, and notified when its status changed from what was seen.
   */
  observe(profileId: string, customer: string, order: TradingOrder): void {
    this.deps.emit(profileId, customer, order);
    const key = `${profileId}|${customer}|${order.orderId}`;
    const before = this.seen.get(key) ?? { status: 'PendingNew', cumulativeQuantity: '0' };
    this.remember(key, order);
    this.maybeNotify(before, order);
    if (this.target?.profileId === profileId && this.target.customer === customer) this.schedule(50);
  }

  /** Polls now (tests and after placement); resolves when done. */
  async pollNow(): Promise<void> {
    this.polling ??= this.poll().finally(() => {
      this.polling = null;
    });
    return this.polling;
  }

  /** Stops polling. */
  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
  }

  private schedule(ms: number): void {
    if (this.stopped || this.target === null) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      void this.pollNow().finally(() => this.schedule(this.deps.settings().orderRefreshSeconds * 1000));
    }, ms);
    this.timer.unref?.();
  }

  private async poll(): Promise<void> {
    const target = this.target;
    if (!target) return;
    const stillTarget = (): boolean => this.target === target;
    try {
      const client = await this.deps.clientFor(target.profileId);
      const result = await client.call('trading.listOrders', {
        query: { scope: 'Open', pageSize: 1000 },
        customer: target.customer,
      });
      if (!result.ok) throw new Error(result.error.message);
      if (!stillTarget()) return;
      this.deps.seen?.(target.profileId, target.customer, result.value.content);
      const prefix = `${target.profileId}|${target.customer}|`;
      const open = new Set<string>();
      for (const order of result.value.content) {
        const key = prefix + String(order.orderId);
        open.add(key);
        const before = this.seen.get(key);
        this.remember(key, order);
        if (!before) {
          if (this.baselined) this.deps.emit(target.profileId, target.customer, order);
          continue;
        }
        if (before.status !== order.status || before.cumulativeQuantity !== order.cumulativeQuantity) {
          this.deps.emit(target.profileId, target.customer, order);
          this.maybeNotify(before, order);
        }
      }
      // Orders that left the open list ended somehow: fetch each once to learn how.
      const gone = [...this.seen.keys()].filter(
        (key) => key.startsWith(prefix) && !open.has(key) && isOpenStatus(this.seen.get(key)?.status),
      );
      for (const key of gone) {
        const before = this.seen.get(key);
        const answer = await client.call('trading.getOrder', {
          params: { id: key.slice(prefix.length) },
          customer: target.customer,
        });
        if (!stillTarget() || !answer.ok || !before) continue;
        this.deps.seen?.(target.profileId, target.customer, [answer.value]);
        this.remember(key, answer.value);
        this.deps.emit(target.profileId, target.customer, answer.value);
        this.maybeNotify(before, answer.value);
      }
      this.baselined = true;
    } catch (error) {
      // Another profile became active: stop watching until the desk names a customer again.
      if (isAppError(error) && error.kind === 'conflict' && stillTarget()) this.target = null;
      this.deps.onPollError?.(error);
    }
  }

  private remember(key: string, order: TradingOrder): void {
    this.seen.set(key, { status: order.status, cumulativeQuantity: order.cumulativeQuantity });
  }

  private maybeNotify(before: Seen, order: TradingOrder): void {
    const change = describeChange(before, order);
    if (change && this.deps.settings().notifications[change.kind]) this.deps.notify(change);
  }
}

function isOpenStatus(status: string | undefined): boolean {
  return status === 'PendingNew' || status === 'New' || status === 'PartiallyFilled' || status === 'PendingCancel';
}
