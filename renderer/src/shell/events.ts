import { desktopApi } from '../api/bridge';
import { requestRefresh } from './refresh';
import { navigate } from './store';

/**
 * Follows the application menu (Settings, Ctrl+, / Cmd+,, shows the Settings section) and the machine's
 * sleep: after a resume every view on screen reloads, as with F5 (the loans and price alerts arrive on
 * their own events once main checked them). Answers the unsubscribe.
 */
export function connectShellEvents(): () => void {
  const api = desktopApi();
  const stops = [api.on.openSection(({ section }) => navigate(section)), api.on.resumed(() => requestRefresh())];
  return () => stops.forEach((stop) => stop());
}
