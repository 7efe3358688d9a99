import { useEffect, useState } from 'react';
import { contextKey } from '../customers/context';
import { CustomerGate } from '../customers/CustomerGate';
import '../styles/reports.css';
import { useT } from '../i18n/store';
import { ErrorNotice } from '../ui/ErrorNotice';
import { ArchiveList } from './ArchiveList';
import { BatchRun } from './BatchRun';
import { CreateReport } from './CreateReport';
import { ExportStatus } from './ExportStatus';
import { JobsList } from './JobsList';
import { Preview } from './Preview';
import { dismissActionError, dismissFinishedExports, loadJobs, useActionError, useOpenedReport } from './store';

type Tab = 'centre' | 'archive';

/** The Reports section: the report centre (create, follow, preview, export) and the offline archive. */
export function ReportsView(): React.JSX.Element {
  const [tab, setShownTab] = useState<Tab>('centre');
  // A finished export's line was seen where it finished: switching tabs clears it, so none lingers under another table.
  const setTab = (next: Tab): void => {
    if (next !== tab) dismissFinishedExports();
    setShownTab(next);
  };
  const t = useT();
  const actionError = useActionError();
  const opened = useOpenedReport();
  useEffect(() => void loadJobs(), []);

  return (
    <section className="view reports-view" aria-labelledby="view-title">
      <header className="view-header">
        <div>
          <h1 id="view-title">{t('reports.title')}</h1>
          <p className="view-subtitle">{t('reports.subtitle')}</p>
        </div>
        <div className="reports-view-tabs" role="tablist" aria-label={t('reports.title')}>
          <button
            type="button"
            role="tab"
            aria-selected={tab === 'centre'}
            className={tab === 'centre' ? 'reports-tab is-active' : 'reports-tab'}
            onClick={() => setTab('centre')}
          >
            {t('reports.tab.centre')}
          </button>
          <button
            type="button"
            role="tab"
            aria-selected={tab === 'archive'}
            className={tab === 'archive' ? 'reports-tab is-active' : 'reports-tab'}
            onClick={() => setTab('archive')}
          >
            {t('reports.tab.archive')}
          </button>
        </div>
      </header>
      {actionError ? (
        <ErrorNotice error={actionError} title={t('reports.actionFailed')} onRetry={dismissActionError} />
      ) : null}
      {/* Exports show above the tab's content (with Open and Show in folder when saved), never as a line left under the tables. */}
      <ExportStatus exceptArchiveId={opened.id} />
      {tab === 'centre' ? (
        <div className="reports-centre">
          <CustomerGate>
            {(context) => (
              <>
                <CreateReport key={contextKey(context)} context={context} />
                <BatchRun profileId={context.profileId} />
              </>
            )}
          </CustomerGate>
          <section className="panel reports-jobs-panel" aria-label={t('reports.jobs.panel')}>
            <h2 className="panel-title">{t('reports.jobs.title')}</h2>
            <JobsList />
          </section>
        </div>
      ) : (
        <ArchiveList />
      )}
      <Preview />
    </section>
  );
}
