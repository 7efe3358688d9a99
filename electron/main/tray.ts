import { join } from 'node:path';
import type { MenuItemConstructorOptions } from 'electron';
import { app, Menu, nativeImage, Tray } from 'electron';
import type { LoanState } from '../../shared/loans';
import type { AppServices } from '../services/app-services';
import type { TrayAction, TrayItem, TrayStatus } from './tray-model';
import { trayModel, unknownOutcomeCount } from './tray-model';

/** What the tray does for its menu items (start.ts supplies them). */
export interface TrayDeps {
  show: () => void;
  checkLoans: () => void;
  quit: () => void;
}

/** The tray's live status: the loan monitor reports its badge here; order outcomes are counted from the journal. */
export interface AppTray {
  setLoans(badge: { worstState: LoanState; unacknowledged: number }): void;
}

/**
 * The tray icon (a menu bar extra on macOS) for as long as the app runs,
 * created once Electron is ready. Thin: what it says comes from trayModel.
 */
export function wireTray(services: Promise<AppServices>, deps: TrayDeps): AppTray {
  let status: TrayStatus = { loans: null, unacknowledged: 0, unknownOrders: 0 };
  let tray: Tray | null = null;
  const act: Record<TrayAction, () => void> = { open: deps.show, 'check-loans': deps.checkLoans, quit: deps.quit };
  const toMenuItem = (item: TrayItem): MenuItemConstructorOptions =>
    'separator' in item ? { type: 'separator' } : item.action ? { label: item.label, click: act[item.action] } : { label: item.label, enabled: false };
  const redraw = (): void => {
    if (!tray) return;
    const model = trayModel(status);
    tray.setToolTip(model.tooltip);
    if (process.platform === 'darwin') tray.setTitle(model.title);
    tray.setContextMenu(Menu.buildFromTemplate(model.items.map(toMenuItem)));
  };
  const update = (change: Partial<TrayStatus>): void => {
    status = { ...status, ...change };
    redraw();
  };

  void app.whenReady().then(() => {
    tray = new Tray(nativeImage.createFromPath(join(import.meta.dirname, '../../resources/icon.png')).resize({ width: 16, height: 16 }));
    tray.on('click', deps.show);
    redraw();
  });
  void services
    .then((ready) => {
      const recount = (): void => update({ unknownOrders: unknownOutcomeCount(ready.trading.orders.entries()) });
      ready.events.subscribe('tradingJournalChanged', recount);
      recount();
    })
    .catch(() => undefined);
  return { setLoans: (badge) => update({ loans: badge.worstState, unacknowledged: badge.unacknowledged }) };
}
