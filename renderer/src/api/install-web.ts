import './browser-mode.css';
import { createWebApi, takeToken } from './web-transport';
import { askForNotificationsOnFirstClick, pageActions } from './page-actions';
import { markBrowserMode } from './mode';

/**
 * In Electron the preload has already put window.api there. Anywhere else the
 * page was opened from browser mode's server: install window.api over its
 * WebSocket. Must run before anything calls window.api. Answers whether the
 * page runs in browser mode (then it shows BrowserModeNote).
 */
export function installWebApiUnlessElectron(): boolean {
  if (Object.hasOwn(window, 'api')) return false;
  markBrowserMode();
  const token = takeToken(window.location, window.history, window.sessionStorage);
  const api = createWebApi({
    host: window.location.host,
    token,
    openSocket: (url, protocols) => new WebSocket(url, protocols),
    onPageMessage: pageActions(token),
  });
  Object.defineProperty(window, 'api', { value: api, enumerable: true });
  askForNotificationsOnFirstClick();
  return true;
}
