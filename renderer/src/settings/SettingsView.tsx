import { useId, useState } from 'react';
import { ProfilesPanel } from '../profiles/ProfilesPanel';
import { AppearancePanel } from './AppearancePanel';
import { RequestLogView } from '../request-log/RequestLogView';
import { LimitsEditor } from '../trading/LimitsEditor';
import { NotificationSettings } from '../trading/NotificationSettings';
import { AlertsSettings } from '../alerts/AlertsSettings';
import { TabList, tabId, tabPanelId } from '../ui/TabList';

const TABS = [
  { id: 'profiles', label: 'Profiles' },
  { id: 'requests', label: 'Request log' },
  { id: 'appearance', label: 'Appearance' },
  { id: 'trading', label: 'Trading' },
  { id: 'alerts', label: 'Price alerts' },
] as const;
type TabId = (typeof TABS)[number]['id'];

/** Settings: connection profiles, the request log, appearance, trading limits and notifications, price alerts, as tabs (arrow keys switch). */
export function SettingsView(): React.JSX.Element {
  const [tab, setTab] = useState<TabId>('profiles');
  const base = useId();

  return (
    <section className="view" aria-labelledby="view-title">
      <header className="view-header">
        <h1 id="view-title">Settings</h1>
        <TabList label="Settings" base={base} tabs={TABS} selected={tab} onSelect={setTab} />
      </header>
      <div role="tabpanel" id={tabPanelId(base, tab)} aria-labelledby={tabId(base, tab)} className="tab-panel">
        {tab === 'profiles' ? (
          <ProfilesPanel />
        ) : tab === 'requests' ? (
          <RequestLogView />
        ) : tab === 'trading' ? (
          <>
            <LimitsEditor />
            <NotificationSettings />
          </>
        ) : tab === 'alerts' ? (
          <AlertsSettings />
        ) : (
          <AppearancePanel />
        )}
      </div>
    </section>
  );
}
