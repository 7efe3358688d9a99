import type { ReportJobView } from '../../../shared/ipc/schemas/reports';
import type { MessageKey } from '../../../shared/i18n/catalogue/messages';
import { paramsWords, REPORT_KIND_WORDS } from '../../../shared/reports/words';
import { formatCount } from '../../../shared/format/count';
import { useT } from '../i18n/store';
import { formatDate } from '../format/datetime';
import { elapsedWords } from './cell-format';
import { cancelJob, openReport, useReportJobs } from './store';

const STAGE_WORDS: Record<ReportJobView['stage'], MessageKey> = {
  creating: 'reports.stage.creating',
  processing: 'reports.stage.processing',
  fetching: 'reports.stage.fetching',
  completed: 'reports.stage.completed',
  failed: 'reports.stage.failed',
  cancelled: 'reports.stage.cancelled',
};

function running(job: ReportJobView): boolean {
  return job.stage === 'creating' || job.stage === 'processing' || job.stage === 'fetching';
}

/** Reports of this session: the running ones with progress and Cancel, finished ones with Open or the reason they failed. */
export function JobsList(): React.JSX.Element {
  const t = useT();
  const jobs = useReportJobs();
  if (jobs.length === 0) return <p className="muted reports-empty">{t('reports.jobs.empty')}</p>;
  return (
    <ul className="reports-jobs" aria-label={t('reports.jobs.list')}>
      {jobs.map((job) => (
        <li key={job.jobId} className={`reports-job is-${job.stage}`} data-stage={job.stage}>
          <div className="reports-job-head">
            <strong>{t(REPORT_KIND_WORDS[job.kind])}</strong>
            <span
              className={`pill ${job.stage === 'failed' ? 'pill-bad' : job.stage === 'completed' ? 'pill-good' : 'pill-muted'}`}
            >
              {t(STAGE_WORDS[job.stage])}
            </span>
          </div>
          <div className="reports-job-meta muted">
            <span className="num">{job.customer}</span> · {paramsWords(job.params, formatDate, t)}
            {job.polls > 0 ? ` · ${t('reports.jobs.checked', { count: formatCount(job.polls) })}` : ''} ·{' '}
            {elapsedWords(job.elapsedMs)}
          </div>
          {running(job) ? (
            <div className="reports-job-progress">
              <div
                className="progress is-indeterminate"
                role="progressbar"
                aria-label={t('reports.jobs.progress', {
                  kind: t(REPORT_KIND_WORDS[job.kind]),
                  stage: t(STAGE_WORDS[job.stage]),
                })}
              >
                <span />
              </div>
              <button type="button" className="button button-small" onClick={() => void cancelJob(job.jobId)}>
                {t('reports.jobs.cancel')}
              </button>
            </div>
          ) : null}
          {job.stage === 'failed' && job.error ? (
            <p className="reports-job-error" role="alert">
              {job.error}
            </p>
          ) : null}
          {job.stage === 'completed' && job.archiveId ? (
            <button
              type="button"
              className="button button-small"
              onClick={() => void openReport(job.archiveId as string)}
            >
              {t('reports.jobs.openPreview')}
            </button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
