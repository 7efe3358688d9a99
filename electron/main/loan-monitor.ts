import { join } from 'node:path';
import type { BrowserWindow } from 'electron';
import { app, Menu, nativeImage, Notification, Tray } from 'electron';
import type { LoanState } from '../../shared/loans';
import type { AppServices } from '../services/app-services';

const STATE_WORDS: Record<LoanState, string> = { ok: 'all OK', warning: 'near margin call', 'margin-call': 'MARGIN CALL', liquidation: 'LIQUIDATION' };

/**
 * The loan monitor's desktop glue (thin: the watchdog itself is electron/services/loans): OS
 * notifications, the dock/taskbar badge, a tray icon showing the worst state while the user lets
 * the monitor keep running with the window closed. Starts the watchdog once the services are up.
 */
export function wireLoanMonitor(services: Promise<AppServices>, deps: { openWindow: () => void; getWindow: () => BrowserWindow | null }): { keepRunning(): boolean } {
  let ready: AppServices | null = null;
  let tray: Tray | null = null;
  let worst: LoanState = 'ok';
  let unacknowledged = 0;

  const show = (): void => {
    const window = deps.getWindow();
    if (window) {
      if (window.isMinimized()) window.restore();
      window.show();
      window.focus();
    } else deps.openWindow();
  };
  const keepRunning = (): boolean => ready?.loans.settings().keepRunningInBackground ?? false;
  const refreshTray = (): void => {
    if (!keepRunning()) {
      tray?.destroy();
      tray = null;
      return;
    }
    if (!tray) {
      tray = new Tray(nativeImage.createFromPath(join(import.meta.dirname, '../../resources/icon.png')).resize({ width: 16, height: 16 }));
      tray.on('click', show);
    }
    const summary = `Loans: ${STATE_WORDS[worst]}${unacknowledged > 0 ? ` · ${unacknowledged} alert(s)` : ''}`;
    tray.setToolTip(`SVC Desk — ${summary}`);
    if (process.platform === 'darwin') tray.setTitle(worst === 'ok' ? '' : STATE_WORDS[worst]);
    tray.setContextMenu(
      Menu.buildFromTemplate([
        { label: summary, enabled: false },
        { label: 'Open SVC Desk', click: show },
        { type: 'separator' },
        { label: 'Quit', click: () => app.quit() },
      ]),
    );
  };

  void services.then((services) => {
    ready = services;
    services.loans.setAlertHooks({
      notify: ({ title, body }) => {
        if (!Notification.isSupported()) return;
        const notification = new Notification({ title, body, urgency: 'critical' });
        notification.on('click', show);
        notification.show();
      },
      setBadge: (badge) => {
        worst = badge.worstState;
        unacknowledged = badge.unacknowledged;
        app.setBadgeCount(badge.unacknowledged);
        refreshTray();
      },
    });
    services.events.subscribe('loansUpdated', () => refreshTray());
    services.loans.watchdog.start();
  });
  return { keepRunning };
}
