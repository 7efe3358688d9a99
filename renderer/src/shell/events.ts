import { desktopApi } from '../api/bridge';
import { askSettingsTab } from '../settings/settings-tab';
import { requestRefresh } from './refresh';
import { navigate } from './store';

/**
 * Follows the application menu (Settings, Ctrl+, / Cmd+,, shows the Settings section; Help → Check for updates its
 * Updates tab) and the machine's sleep: after a resume every view on screen reloads, as with F5 (the loans and price
 * alerts arrive on their own events once main checked them). Answers the unsubscribe.
 */
export function connectShellEvents(): () => void {
  const api = desktopApi();
  const stops = [
    api.on.openSection(({ section, tab }) => {
      if (tab !== undefined) askSettingsTab(tab);
      navigate(section);
    }),
    api.on.resumed(() => requestRefresh()),
  ];
  return () => stops.forEach((stop) => stop());
}
