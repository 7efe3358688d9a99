import { app, Notification } from 'electron';
import type { LoanState } from '../../shared/loans';
import type { AppServices } from '../services/app-services';

/**
 * The loan monitor's desktop glue (thin: the watchdog itself is electron/services/loans): OS
 * notifications and the dock/taskbar badge; the badge also goes to the tray (onBadge). Starts the
 * watchdog once the services are up. keepRunning: the user lets it watch with the window closed.
 */
export function wireLoanMonitor(
  services: Promise<AppServices>,
  deps: { show: () => void; onBadge: (badge: { worstState: LoanState; unacknowledged: number }) => void },
): { keepRunning(): boolean } {
  let ready: AppServices | null = null;
  const keepRunning = (): boolean => ready?.loans.settings().keepRunningInBackground ?? false;

  void services.then((services) => {
    ready = services;
    services.loans.setAlertHooks({
      notify: ({ title, body }) => {
        if (!Notification.isSupported()) return;
        const notification = new Notification({ title, body, urgency: 'critical' });
        notification.on('click', deps.show);
        notification.show();
      },
      setBadge: (badge) => {
        app.setBadgeCount(badge.unacknowledged);
        deps.onBadge(badge);
      },
    });
    services.loans.watchdog.start();
  });
  return { keepRunning };
}
