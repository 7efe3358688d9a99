import type { LoginItemUnavailable, LoginItemView } from '../../../shared/ipc/schemas/startup';
import type { FeatureHandlers } from '../feature';

/** The OS's login items as the app uses them (Electron's app.get/setLoginItemSettings in main/login-item.ts). */
export interface LoginItemPort {
  isEnabled(): boolean;
  /** Registers (or removes) the app to start at login, marked so it knows it was started that way. */
  setEnabled(openAtLogin: boolean): void;
}

/** How this process can start at login: through the OS, or not at all and why. */
export type LoginItemAccess = { readonly port: LoginItemPort } | { readonly unavailable: LoginItemUnavailable };

/** What the setting needs: the OS's login items and whether the loan monitor keeps watching with the window closed. */
export interface LoginItemDeps {
  access: LoginItemAccess;
  keepWatching: () => boolean;
}

/**
 * Start at login (Settings). The OS keeps the setting (the user may change it in the OS's own settings too),
 * so it is read from there each time. Whether a start at login opens the window is decided at that start
 * (main/start.ts): with Keep watching on the app stays in the tray, so turning Keep watching on or off later
 * needs nothing registered again.
 */
export function loginItemHandlers(deps: LoginItemDeps): FeatureHandlers<'startup'> {
  const view = (): LoginItemView =>
    'port' in deps.access
      ? { unavailable: null, openAtLogin: deps.access.port.isEnabled(), startsHidden: deps.keepWatching() }
      : { unavailable: deps.access.unavailable, openAtLogin: false, startsHidden: deps.keepWatching() };
  return {
    'startup.loginItem': () => view(),
    'startup.setLoginItem': ({ openAtLogin }) => {
      // Unavailable: nothing to change, and the answer says why (the page shows the setting as unavailable).
      if ('port' in deps.access) deps.access.port.setEnabled(openAtLogin);
      return view();
    },
  };
}
