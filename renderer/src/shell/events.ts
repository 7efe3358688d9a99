import { desktopApi } from '../api/bridge';
import { askSettingsTab } from '../settings/settings-tab';
import { navigate } from './store';

/** Follows the application menu: Settings (Ctrl+, / Cmd+,) shows the Settings section, Help → Check for updates its Updates tab. Answers the unsubscribe. */
export function connectShellEvents(): () => void {
  return desktopApi().on.openSection(({ section, tab }) => {
    if (tab !== undefined) askSettingsTab(tab);
    navigate(section);
  });
}
