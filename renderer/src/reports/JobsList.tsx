import type { ReportJobView } from '../../../shared/ipc/schemas/reports';
import { describeParams, REPORT_KIND_LABELS } from '../../../shared/reports/kinds';
import { formatDate } from '../format/datetime';
import { elapsedWords } from './cell-format';
import { cancelJob, openReport, useReportJobs } from './store';

const STAGE_WORDS: Record<ReportJobView['stage'], string> = {
  creating: 'Requesting…',
  processing: 'Processing',
  fetching: 'Fetching…',
  completed: 'Ready',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

function running(job: ReportJobView): boolean {
  return job.stage === 'creating' || job.stage === 'processing' || job.stage === 'fetching';
}

/** Reports of this session: the running ones with progress and Cancel, finished ones with Open or the reason they failed. */
export function JobsList(): React.JSX.Element {
  const jobs = useReportJobs();
  if (jobs.length === 0) return <p className="muted reports-empty">Reports you create appear here while the service produces them.</p>;
  return (
    <ul className="reports-jobs" aria-label="Reports in progress and done">
      {jobs.map((job) => (
        <li key={job.jobId} className={`reports-job is-${job.stage}`} data-stage={job.stage}>
          <div className="reports-job-head">
            <strong>{REPORT_KIND_LABELS[job.kind]}</strong>
            <span className={`pill ${job.stage === 'failed' ? 'pill-bad' : job.stage === 'completed' ? 'pill-good' : 'pill-muted'}`}>{STAGE_WORDS[job.stage]}</span>
          </div>
          <div className="reports-job-meta muted">
            <span className="num">{job.customer}</span> · {describeParams(job.params, formatDate)}
            {job.polls > 0 ? ` · checked ${job.polls}×` : ''} · {elapsedWords(job.elapsedMs)}
          </div>
          {running(job) ? (
            <div className="reports-job-progress">
              <div className="progress is-indeterminate" role="progressbar" aria-label={`${REPORT_KIND_LABELS[job.kind]}: ${STAGE_WORDS[job.stage]}`}>
                <span />
              </div>
              <button type="button" className="button button-small" onClick={() => void cancelJob(job.jobId)}>
                Cancel
              </button>
            </div>
          ) : null}
          {job.stage === 'failed' && job.error ? <p className="reports-job-error" role="alert">{job.error}</p> : null}
          {job.stage === 'completed' && job.archiveId ? (
            <button type="button" className="button button-small" onClick={() => void openReport(job.archiveId as string)}>
              Open preview
            </button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
