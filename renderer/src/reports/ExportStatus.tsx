import { countWords, formatCount } from '../../../shared/format/count';
import type { ExportProgress } from '../../../shared/ipc/schemas/reports';
import { cancelJob, dismissExport, revealExport, useExports } from './store';

function percent(progress: ExportProgress): number {
  if (progress.state === 'done') return 100;
  return progress.rowsTotal > 0 ? Math.floor((progress.rowsWritten / progress.rowsTotal) * 100) : 0;
}

/**
 * Excel exports of one report (or all): a progress bar and Cancel while
 * running; when done, the saved file (Open, Show in folder) or, in browser
 * mode, the browser download it became (main says which). Main names the
 * file, never its path.
 */
export function ExportStatus(props: { archiveId?: string; exceptArchiveId?: string | null }): React.JSX.Element | null {
  const exports = Object.values(useExports()).filter((e) => (props.archiveId === undefined || e.archiveId === props.archiveId) && e.archiveId !== props.exceptArchiveId);
  if (exports.length === 0) return null;
  return (
    <ul className="reports-exports" aria-label="Excel exports">
      {exports.map((progress) => (
        <li key={progress.exportId} className={`reports-export is-${progress.state}`} data-state={progress.state}>
          <span className="reports-export-file mono truncate" title={progress.file}>
            {progress.file}
          </span>
          {progress.state === 'running' ? (
            <>
              <div className="progress" role="progressbar" aria-label="Export progress" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent(progress)}>
                <span style={{ width: `${percent(progress)}%` }} />
              </div>
              <span className="num muted">
                {formatCount(progress.rowsWritten)} / {progress.rowsTotal ? formatCount(progress.rowsTotal) : '…'} rows
              </span>
              <button type="button" className="button button-small" onClick={() => void cancelJob(progress.exportId)}>
                Cancel export
              </button>
            </>
          ) : (
            <>
              <span className={progress.state === 'done' ? 'pill pill-good' : 'pill pill-bad'} role={progress.state === 'failed' ? 'alert' : 'status'}>
                {progress.state === 'done'
                  ? `${progress.delivery === 'download' ? 'Downloaded' : 'Saved'} · ${countWords(progress.rowsWritten, 'row')}`
                  : progress.state === 'cancelled'
                    ? 'Cancelled, nothing saved'
                    : progress.message}
              </span>
              {progress.state === 'done' && progress.delivery === 'download' ? <span className="muted">in your browser&apos;s downloads</span> : null}
              {progress.state === 'done' && progress.delivery === 'file' ? (
                <>
                  <button type="button" className="button button-small" onClick={() => void revealExport(progress.exportId, 'open')}>
                    Open
                  </button>
                  <button type="button" className="button button-small" onClick={() => void revealExport(progress.exportId, 'folder')}>
                    Show in folder
                  </button>
                </>
              ) : null}
              <button type="button" className="icon-button" aria-label={`Dismiss ${progress.file}`} onClick={() => dismissExport(progress.exportId)}>
                ×
              </button>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
