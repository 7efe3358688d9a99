import Big from 'big.js';
import { useEffect } from 'react';
import type { MessageKey } from '../../../shared/i18n/catalogue/messages';
import { formatPercent } from '../../../shared/format/percent';
import type { UpdateState } from '../../../shared/ipc/schemas/updates';
import { formatDate, formatDateTime } from '../format/datetime';
import { useT } from '../i18n/store';
import { ErrorNotice } from '../ui/ErrorNotice';
import '../styles/updates.css';
import { checkForUpdates, downloadUpdate, loadUpdates, openDownload, useUpdates } from './store';

/** Each state's line under the version (the problem, when there is one, follows as its own sentence). */
const STATE_WORDS: Record<UpdateState, MessageKey> = {
  unconfigured: 'updates.state.unconfigured',
  idle: 'updates.state.idle',
  checking: 'updates.state.checking',
  upToDate: 'updates.state.upToDate',
  available: 'updates.state.available',
  downloading: 'updates.state.downloading',
  downloaded: 'updates.state.downloaded',
  unreachable: 'updates.state.unreachable',
  failed: 'updates.state.failed',
};

/**
 * Settings → Updates: this version, the feed it is checked against, whether a newer one exists and what
 * changed in it, Download (the desktop app: only when the user asks, unless the office lets it download by
 * itself; installed when the app quits) or where to get it (browser mode). A feed that could not be reached
 * is said here only.
 */
export function UpdatesPanel(): React.JSX.Element {
  const t = useT();
  const { status, loadError, actionError, busy } = useUpdates();
  useEffect(() => void loadUpdates(), []);

  if (loadError)
    return <ErrorNotice error={loadError} title={t('updates.loadFailed')} onRetry={() => void loadUpdates()} />;
  if (status === null) return <p className="muted">{t('updates.loading')}</p>;
  const offered = status.offered;
  const canDownload =
    status.canDownload && offered !== null && (status.state === 'available' || status.state === 'failed');
  return (
    <section className="panel" aria-labelledby="updates-title">
      <header className="panel-header">
        <h2 id="updates-title">{t('updates.title')}</h2>
      </header>
      <div className="updates-body">
        <p>{t('updates.currentVersion', { version: status.currentVersion })}</p>
        <p className="muted">
          {status.feedUrl === null
            ? t('updates.feed.none')
            : t(status.feedFrom === 'office' ? 'updates.feed.office' : 'updates.feed.build', { url: status.feedUrl })}
        </p>
        {status.officeFileProblem !== null && (
          <p className="muted">{t('updates.officeFileProblem', { reason: status.officeFileProblem })}</p>
        )}
        <p role="status">
          {t(STATE_WORDS[status.state], {
            version: offered?.version ?? '',
            progress:
              status.progress !== null && status.progress.total > 0
                ? formatPercent(new Big(status.progress.transferred).div(status.progress.total).toFixed(4), {
                    fraction: true,
                    down: true,
                  })
                : '',
          })}
          {status.checkedAt !== null && ` ${t('updates.checkedAt', { time: formatDateTime(status.checkedAt) })}`}
        </p>
        {status.problem !== null && <p className="muted">{t('updates.problem', { reason: status.problem })}</p>}
        {status.autoDownload && status.canDownload && <p className="muted">{t('updates.autoDownload')}</p>}
        {offered !== null && (
          <section className="updates-notes" aria-labelledby="updates-notes-title">
            <h3 id="updates-notes-title">
              {offered.releaseDate === null
                ? t('updates.notes.title', { version: offered.version })
                : t('updates.notes.titleDated', { version: offered.version, date: formatDate(offered.releaseDate) })}
            </h3>
            {offered.releaseNotes === null ? (
              <p className="muted">{t('updates.notes.none')}</p>
            ) : (
              // Plain text from main (the feed's markup is taken out there), kept as the feed broke its lines.
              <p className="release-notes">{offered.releaseNotes}</p>
            )}
            {offered.downloadUrl !== null && (
              <p>
                {t('updates.getItFrom', { url: offered.downloadUrl })}{' '}
                {offered.downloadUrl.startsWith('https:') && (
                  <button type="button" className="button" onClick={() => void openDownload(offered.downloadUrl ?? '')}>
                    {t('updates.openDownload')}
                  </button>
                )}
              </p>
            )}
          </section>
        )}
        <div className="toolbar">
          <button
            type="button"
            className="button"
            onClick={() => void checkForUpdates()}
            disabled={busy || status.state === 'checking' || status.state === 'downloading'}
          >
            {t('updates.checkNow')}
          </button>
          {canDownload && (
            <button type="button" className="button primary" onClick={() => void downloadUpdate()} disabled={busy}>
              {t('updates.download', { version: offered.version })}
            </button>
          )}
        </div>
        {actionError !== null && <ErrorNotice error={actionError} inline />}
      </div>
    </section>
  );
}
