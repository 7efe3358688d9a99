import { desktopApi } from '../api/bridge';
import { navigate } from './store';

/** Follows the application menu: Settings (Ctrl+, / Cmd+,) shows the Settings section. Answers the unsubscribe. */
export function connectShellEvents(): () => void {
  return desktopApi().on.openSection(({ section }) => navigate(section));
}
