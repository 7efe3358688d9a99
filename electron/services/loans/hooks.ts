import type { LoanState } from '../../../shared/loans';

/**
 * What the watchdog needs from the desktop (Electron main supplies these; tests record them).
 * All optional: the desk CLI and tests run without a desktop.
 */
export interface LoanAlertHooks {
  /** Shows an OS notification. */
  notify?: (notification: { title: string; body: string }) => void;
  /** Sets the tray/dock badge: the worst state now and how many alerts are unacknowledged. */
  setBadge?: (badge: { worstState: LoanState; unacknowledged: number }) => void;
}
