import { useEffect } from 'react';
import { Dashboard } from './custody/Dashboard';
import { NoticeBar } from './notices/NoticeBar';
import { SettingsView } from './settings/SettingsView';
import { ComingSoon } from './shell/ComingSoon';
import { SECTIONS } from './shell/sections';
import type { SectionId } from './shell/sections';
import { Sidebar } from './shell/Sidebar';
import { navigate, useSection } from './shell/store';
import { TopBar } from './shell/TopBar';

const later: Record<Exclude<SectionId, 'dashboard' | 'settings'>, { title: string; description: string }> = {
  trading: { title: 'Trading', description: 'Trading accounts, instruments, market data, quotes and orders.' },
  staking: { title: 'Staking', description: 'Staking orders, products, accounts and rewards.' },
  loans: { title: 'Loans', description: 'Borrower and lender loan reports with loan-to-value monitoring.' },
  reports: { title: 'Reports', description: 'Asynchronous account, balance, exchange-rate, guarantee and staking-reward statements.' },
};

function CurrentSection(props: { section: SectionId }): React.JSX.Element {
  switch (props.section) {
    case 'dashboard':
      return <Dashboard />;
    case 'settings':
      return <SettingsView />;
    default:
      return <ComingSoon {...later[props.section]} />;
  }
}

/** The application frame: sidebar, top bar and the current section. */
export function App(): React.JSX.Element {
  const section = useSection();

  useEffect(() => {
    // Alt+1..6 jumps to a section from anywhere, as the sidebar advertises.
    const onKeyDown = (event: KeyboardEvent): void => {
      if (!event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      const target = SECTIONS.find((s) => s.shortcut === event.key || `Digit${s.shortcut}` === event.code);
      if (!target) return;
      event.preventDefault();
      navigate(target.id);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <div className="app">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Sidebar />
      <TopBar />
      <main id="main" className="content" tabIndex={-1}>
        <NoticeBar />
        <CurrentSection section={section} />
      </main>
    </div>
  );
}
