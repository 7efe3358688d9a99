import type { LoanAlert } from '../../../shared/ipc/schemas/loans';
import type { LoansAlertsFile } from './files';

/** How many alerts the log keeps (oldest dropped first). */
export const ALERT_LOG_CAPACITY = 500;

/** The log of worsening transitions, newest last; owned by the watchdog's state. */
export class AlertLog {
  private alerts: LoanAlert[] = [];
  private dirty = false;

  constructor(private readonly capacity = ALERT_LOG_CAPACITY) {}

  restore(file: LoansAlertsFile): void {
    this.alerts = file.alerts.slice(-this.capacity);
  }

  append(alert: LoanAlert): void {
    this.alerts.push(alert);
    if (this.alerts.length > this.capacity) this.alerts.splice(0, this.alerts.length - this.capacity);
    this.dirty = true;
  }

  /** Newest first. */
  list(limit = this.capacity): LoanAlert[] {
    return this.alerts.slice(-limit).reverse();
  }

  /** Marks the given alerts (all when none given) as seen; answers how many changed. */
  acknowledge(ids?: readonly string[]): number {
    const wanted = ids ? new Set(ids) : null;
    let changed = 0;
    this.alerts = this.alerts.map((alert) => {
      if (alert.acknowledged || (wanted && !wanted.has(alert.id))) return alert;
      changed += 1;
      return { ...alert, acknowledged: true };
    });
    if (changed > 0) this.dirty = true;
    return changed;
  }

  /** Announced alerts not yet acknowledged (what the banner and the badge show). */
  unacknowledged(): number {
    return this.alerts.filter((alert) => !alert.acknowledged && !alert.snoozed).length;
  }

  takeDirty(): LoansAlertsFile | null {
    if (!this.dirty) return null;
    this.dirty = false;
    return { version: 1, alerts: this.alerts };
  }
}
