import { Suspense, useEffect } from 'react';
import { Dashboard } from './custody/Dashboard';
import { useDateStyle } from './format/datetime';
import { LoanAlertBanner } from './loans/AlertBanner';
import { NoticeBar } from './notices/NoticeBar';
import type { SectionId } from './shell/sections';
import { Sidebar } from './shell/Sidebar';
import { GlobalShortcuts } from './shell/GlobalShortcuts';
import { useSection, useSidebarMode } from './shell/store';
import { TopBar } from './shell/TopBar';
import { lazyPart, whenIdle } from './ui/lazy';
import { Loading } from './ui/states';
import { useT } from './i18n/store';

// The dashboard is the first screen, so it is in the entry chunk; every other section is a chunk of its own,
// loaded when first opened or prefetched once the page is idle (see App).
const LAZY_SECTIONS = {
  book: lazyPart(() => import('./book/BookView').then((module) => module.BookView)),
  trading: lazyPart(() => import('./trading/TradingDesk').then((module) => module.TradingDesk)),
  staking: lazyPart(() => import('./staking/StakingView').then((module) => module.StakingView)),
  loans: lazyPart(() => import('./loans/LoansView').then((module) => module.LoansView)),
  reports: lazyPart(() => import('./reports/ReportsView').then((module) => module.ReportsView)),
  settings: lazyPart(() => import('./settings/SettingsView').then((module) => module.SettingsView)),
};

// Every section's view; the Record type makes a section without one a compile error.
const VIEWS: Record<SectionId, React.ComponentType> = {
  book: LAZY_SECTIONS.book.View,
  dashboard: Dashboard,
  trading: LAZY_SECTIONS.trading.View,
  staking: LAZY_SECTIONS.staking.View,
  loans: LAZY_SECTIONS.loans.View,
  reports: LAZY_SECTIONS.reports.View,
  settings: LAZY_SECTIONS.settings.View,
};

// Long enough for the first screen's data to arrive before other chunks compete for the page's time.
const PREFETCH_AFTER_MS = 3_000;

/** Loads every section's chunk one after another once the page has been idle a while; a failure is retried on first use. */
function usePrefetchSections(): void {
  useEffect(() => {
    let cancelIdle = (): void => undefined;
    let stopped = false;
    const timer = setTimeout(() => {
      cancelIdle = whenIdle(() => {
        void (async () => {
          for (const part of Object.values(LAZY_SECTIONS)) {
            if (stopped) return;
            await part.prefetch().catch(() => undefined);
          }
        })();
      });
    }, PREFETCH_AFTER_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
      cancelIdle();
    };
  }, []);
}

function CurrentSection(props: { section: SectionId }): React.JSX.Element {
  const View = VIEWS[props.section];
  const t = useT();
  return (
    <Suspense fallback={<Loading label={t('common.loading')} />}>
      <View />
    </Suspense>
  );
}

/** The application frame: sidebar, top bar and the current section. */
export function App(): React.JSX.Element {
  const section = useSection();
  const sidebar = useSidebarMode();
  const t = useT();
  // The date style is read by the formatting functions; re-rendering the frame shows every date in the new one.
  useDateStyle();
  usePrefetchSections();

  return (
    <div className={sidebar === 'auto' ? 'app' : `app is-sidebar-${sidebar}`}>
      <a className="skip-link" href="#main">
        {t('shell.skipToContent')}
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
