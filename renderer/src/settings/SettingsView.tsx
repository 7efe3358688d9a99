import { useId, useRef, useState } from 'react';
import { ProfilesPanel } from '../profiles/ProfilesPanel';
import { RequestLogView } from '../request-log/RequestLogView';

const TABS = [
  { id: 'profiles', label: 'Profiles' },
  { id: 'requests', label: 'Request log' },
] as const;
type TabId = (typeof TABS)[number]['id'];

/** Settings: connection profiles and the request log, as tabs (arrow keys switch). */
export function SettingsView(): React.JSX.Element {
  const [tab, setTab] = useState<TabId>('profiles');
  const base = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: React.KeyboardEvent, index: number): void => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = (index + step + TABS.length) % TABS.length;
    const target = TABS[next];
    if (!target) return;
    setTab(target.id);
    tabs.current[next]?.focus();
  };

  return (
    <section className="view" aria-labelledby="view-title">
      <header className="view-header">
        <h1 id="view-title">Settings</h1>
        <div className="tabs" role="tablist" aria-label="Settings">
          {TABS.map((item, index) => (
            <button
              key={item.id}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${base}-${item.id}-tab`}
              aria-selected={tab === item.id}
              aria-controls={`${base}-${item.id}-panel`}
              tabIndex={tab === item.id ? 0 : -1}
              className="tab"
              onClick={() => setTab(item.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {item.label}
            </button>
          ))}
        </div>
      </header>
      <div role="tabpanel" id={`${base}-${tab}-panel`} aria-labelledby={`${base}-${tab}-tab`} className="tab-panel">
        {tab === 'profiles' ? <ProfilesPanel /> : <RequestLogView />}
      </div>
    </section>
  );
}
