import { join } from 'node:path';
import type { MenuItemConstructorOptions } from 'electron';
import { app, Menu, nativeImage, Tray } from 'electron';
import type { Translator } from '../../shared/i18n/translator';
import type { LoanState } from '../../shared/loans';
import { ENGLISH } from '../services/i18n/english';
import type { AppServices } from '../services/app-services';
import type { TrayAction, TrayItem, TrayStatus } from './tray-model';
import { trayBatch, trayModel, unknownOutcomeCount } from './tray-model';

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
  // English until the services (and so the user's language) are up.
  let translator = (): Translator => ENGLISH;
  const act: Record<TrayAction, () => void> = { open: deps.show, 'check-loans': deps.checkLoans, quit: deps.quit };
  const toMenuItem = (item: TrayItem): MenuItemConstructorOptions =>
    'separator' in item
      ? { type: 'separator' }
      : item.action
        ? { label: item.label, click: act[item.action] }
        : { label: item.label, enabled: false };
  const redraw = (): void => {
    if (!tray) return;
    const model = trayModel(status, translator());
    tray.setToolTip(model.tooltip);
    if (process.platform === 'darwin') tray.setTitle(model.title);
    tray.setContextMenu(Menu.buildFromTemplate(model.items.map(toMenuItem)));
  };
  const update = (change: Partial<TrayStatus>): void => {
    status = { ...status, ...change };
    redraw();
  };

  void app.whenReady().then(() => {
    tray = new Tray(
      nativeImage
        .createFromPath(join(import.meta.dirname, '../../resources/icon.png'))
        .resize({ width: 16, height: 16 }),
    );
    tray.on('click', deps.show);
    redraw();
  });
  void services
    .then((ready) => {
      translator = () => ready.language.translator();
      const recount = (): void => update({ unknownOrders: unknownOutcomeCount(ready.trading.orders.entries()) });
      ready.events.subscribe('tradingJournalChanged', recount);
      // The month-end run's progress while it runs here (done / failed / of how many, the time left).
      ready.events.subscribe('batchProgress', (view) => update({ batch: trayBatch(view) }));
      // The tooltip and menu change language with the preference, at once.
      ready.events.subscribe('preferencesChanged', redraw);
      recount();
    })
    .catch(() => undefined);
  return { setLoans: (badge) => update({ loans: badge.worstState, unacknowledged: badge.unacknowledged }) };
}
