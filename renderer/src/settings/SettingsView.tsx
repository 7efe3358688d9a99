import { useId, useState } from 'react';
import { ProfilesPanel } from '../profiles/ProfilesPanel';
import { AppearancePanel } from './AppearancePanel';
import { RequestLogView } from '../request-log/RequestLogView';
import { LimitsEditor } from '../trading/LimitsEditor';
import { NotificationSettings } from '../trading/NotificationSettings';
import { AlertsSettings } from '../alerts/AlertsSettings';
import { TabList, tabId, tabPanelId } from '../ui/TabList';
import { useT } from '../i18n/store';
import type { MessageKey } from '../../../shared/i18n/catalogue/messages';

const TABS = [
  { id: 'profiles', label: 'settings.tab.profiles' },
  { id: 'requests', label: 'settings.tab.requests' },
  { id: 'appearance', label: 'settings.tab.appearance' },
  { id: 'trading', label: 'settings.tab.trading' },
  { id: 'alerts', label: 'settings.tab.alerts' },
] as const satisfies readonly { id: string; label: MessageKey }[];
type TabId = (typeof TABS)[number]['id'];

/** Settings: connection profiles, the request log, appearance, trading limits and notifications, price alerts, as tabs (arrow keys switch). */
export function SettingsView(): React.JSX.Element {
  const [tab, setTab] = useState<TabId>('profiles');
  const base = useId();
  const t = useT();
  const tabs = TABS.map((entry) => ({ id: entry.id, label: t(entry.label) }));

  return (
    <section className="view" aria-labelledby="view-title">
      <header className="view-header">
        <h1 id="view-title">{t('shell.section.settings')}</h1>
        <TabList label={t('shell.section.settings')} base={base} tabs={tabs} selected={tab} onSelect={setTab} />
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
