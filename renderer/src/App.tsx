import { Dashboard } from './custody/Dashboard';
import { BookView } from './book/BookView';
import { LoanAlertBanner } from './loans/AlertBanner';
import { LoansView } from './loans/LoansView';
import { NoticeBar } from './notices/NoticeBar';
import { SettingsView } from './settings/SettingsView';
import type { SectionId } from './shell/sections';
import { Sidebar } from './shell/Sidebar';
import { GlobalShortcuts } from './shell/GlobalShortcuts';
import { useSection, useSidebarMode } from './shell/store';
import { TopBar } from './shell/TopBar';
import { ReportsView } from './reports/ReportsView';
import { StakingView } from './staking/StakingView';
import { TradingDesk } from './trading/TradingDesk';

// Every section's view; the Record type makes a section without one a compile error.
const VIEWS: Record<SectionId, () => React.JSX.Element> = {
  book: BookView,
  dashboard: Dashboard,
  trading: TradingDesk,
  staking: StakingView,
  loans: LoansView,
  reports: ReportsView,
  settings: SettingsView,
};

function CurrentSection(props: { section: SectionId }): React.JSX.Element {
  const View = VIEWS[props.section];
  return <View />;
}

/** The application frame: sidebar, top bar and the current section. */
export function App(): React.JSX.Element {
  const section = useSection();
  const sidebar = useSidebarMode();

  return (
    <div className={sidebar === 'auto' ? 'app' : `app is-sidebar-${sidebar}`}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Sidebar />
      <TopBar />
      <main id="main" className="content" tabIndex={-1}>
        <NoticeBar />
        <LoanAlertBanner />
        <CurrentSection section={section} />
      </main>
      <GlobalShortcuts />
    </div>
  );
}
