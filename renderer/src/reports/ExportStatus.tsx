import { formatCount } from '../../../shared/format/count';
import type { ExportProgress } from '../../../shared/ipc/schemas/reports';
import { useT } from '../i18n/store';
import { translateSaid } from '../i18n/said';
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
  const t = useT();
  const exports = Object.values(useExports()).filter(
    (e) => (props.archiveId === undefined || e.archiveId === props.archiveId) && e.archiveId !== props.exceptArchiveId,
  );
  if (exports.length === 0) return null;
  return (
    <ul className="reports-exports" aria-label={t('reports.exports.label')}>
      {exports.map((progress) => (
        <li key={progress.exportId} className={`reports-export is-${progress.state}`} data-state={progress.state}>
          <span className="reports-export-file mono truncate" title={progress.file}>
            {progress.file}
          </span>
          {progress.state === 'running' ? (
            <>
              <div
                className="progress"
                role="progressbar"
                aria-label={t('reports.exports.progress')}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={percent(progress)}
              >
                <span style={{ width: `${percent(progress)}%` }} />
              </div>
              <span className="num muted">
                {t('reports.exports.rows', {
                  written: formatCount(progress.rowsWritten),
                  total: progress.rowsTotal ? formatCount(progress.rowsTotal) : '…',
                })}
              </span>
              <button type="button" className="button button-small" onClick={() => void cancelJob(progress.exportId)}>
                {t('reports.exports.cancel')}
              </button>
            </>
          ) : (
            <>
              <span
                className={progress.state === 'done' ? 'pill pill-good' : 'pill pill-bad'}
                role={progress.state === 'failed' ? 'alert' : 'status'}
              >
                {progress.state === 'done'
                  ? t(progress.delivery === 'download' ? 'reports.exports.downloaded' : 'reports.exports.saved', {
                      count: progress.rowsWritten,
                      shown: formatCount(progress.rowsWritten),
                    })
                  : progress.state === 'cancelled'
                    ? t('reports.exports.cancelled')
                    : progress.message !== null && translateSaid(progress.message)}
              </span>
              {progress.state === 'done' && progress.delivery === 'download' ? (
                <span className="muted">{t('reports.exports.inDownloads')}</span>
              ) : null}
              {progress.state === 'done' && progress.delivery === 'file' ? (
                <>
                  <button
                    type="button"
                    className="button button-small"
                    onClick={() => void revealExport(progress.exportId, 'open')}
                  >
                    {t('reports.exports.open')}
                  </button>
                  <button
                    type="button"
                    className="button button-small"
                    onClick={() => void revealExport(progress.exportId, 'folder')}
                  >
                    {t('reports.exports.showInFolder')}
                  </button>
                </>
              ) : null}
              <button
                type="button"
                className="icon-button"
                aria-label={t('reports.exports.dismiss', { file: progress.file })}
                onClick={() => dismissExport(progress.exportId)}
              >
                ×
              </button>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
