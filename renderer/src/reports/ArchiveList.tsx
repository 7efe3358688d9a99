import { useEffect, useState } from 'react';
import type { ArchiveListItem } from '../../../shared/ipc/schemas/reports';
import type { ReportKind } from '../../../shared/reports/kinds';
import { REPORT_KINDS } from '../../../shared/reports/kinds';
import { paramsWords, REPORT_KIND_WORDS } from '../../../shared/reports/words';
import { formatCount } from '../../../shared/format/count';
import { useRichT } from '../i18n/rich';
import { useT } from '../i18n/store';
import { formatDate, formatDateTime } from '../format/datetime';
import { DateInput } from '../ui/DateInput';
import { Dialog } from '../ui/Dialog';
import { ErrorNotice } from '../ui/ErrorNotice';
import { Empty, Loading } from '../ui/states';
import {
  deleteArchived,
  exportBundle,
  exportReport,
  loadArchive,
  openReport,
  setArchiveFilter,
  useArchive,
  useArchiveFilter,
} from './store';

/** Every saved report, offline: filter by customer, kind and day saved; open, export, delete (confirmed); zip a selection for an accountant. */
export function ArchiveList(): React.JSX.Element {
  const t = useT();
  const rich = useRichT();
  const archive = useArchive();
  const filter = useArchiveFilter();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [confirming, setConfirming] = useState<ArchiveListItem | null>(null);
  // What the last bundle became (kept as numbers and names, put in words when shown).
  const [bundled, setBundled] = useState<{ entries: number; file: string; download: boolean } | null>(null);

  useEffect(() => {
    void loadArchive();
  }, []);

  const toggle = (id: string): void => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setSelected(next);
  };

  return (
    <section className="panel reports-archive" aria-label={t('reports.archive.label')}>
      <form
        className="toolbar reports-archive-filter"
        aria-label={t('reports.archive.filter')}
        onSubmit={(event) => event.preventDefault()}
      >
        <label className="toolbar-field">
          <span>{t('reports.archive.customer')}</span>
          <input
            className="input"
            value={filter.customer ?? ''}
            onChange={(event) => setArchiveFilter({ customer: event.target.value })}
            placeholder={t('reports.archive.any')}
          />
        </label>
        <label className="toolbar-field">
          <span>{t('reports.archive.report')}</span>
          <select
            className="input"
            value={filter.kind ?? ''}
            onChange={(event) =>
              setArchiveFilter({ kind: (event.target.value || undefined) as ReportKind | undefined })
            }
          >
            <option value="">{t('reports.archive.any')}</option>
            {REPORT_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(REPORT_KIND_WORDS[kind])}
              </option>
            ))}
          </select>
        </label>
        <label className="toolbar-field">
          <span>{t('reports.archive.savedFrom')}</span>
          <DateInput
            className="input reports-date"
            value={filter.from ?? ''}
            onChange={(from, valid) => valid && setArchiveFilter({ from })}
          />
        </label>
        <label className="toolbar-field">
          <span>{t('reports.archive.savedTo')}</span>
          <DateInput
            className="input reports-date"
            value={filter.to ?? ''}
            onChange={(to, valid) => valid && setArchiveFilter({ to })}
          />
        </label>
        <button
          type="button"
          className="button"
          disabled={selected.size === 0}
          onClick={() =>
            void exportBundle([...selected]).then(
              (written) =>
                written &&
                setBundled({ entries: written.entries, file: written.file, download: written.delivery === 'download' }),
            )
          }
        >
          {t('reports.archive.bundle', { count: formatCount(selected.size) })}
        </button>
      </form>
      {bundled ? (
        <p className="reports-note" role="status">
          {t(bundled.download ? 'reports.archive.bundleDownloaded' : 'reports.archive.bundleSaved', {
            count: bundled.entries,
            shown: formatCount(bundled.entries),
            file: bundled.file,
          })}
        </p>
      ) : null}
      {archive.status === 'loading' ? (
        <Loading label={t('reports.archive.reading')} />
      ) : archive.status === 'error' ? (
        <ErrorNotice error={archive.error} title={t('reports.archive.readFailed')} onRetry={() => void loadArchive()} />
      ) : archive.value.length === 0 ? (
        <Empty title={t('reports.archive.emptyTitle')}>{t('reports.archive.emptyBody')}</Empty>
      ) : (
        <div className="table-scroll">
          <table className="data-table reports-archive-table">
            <thead>
              <tr>
                <th scope="col">
                  <span className="visually-hidden">{t('reports.archive.select')}</span>
                </th>
                <th scope="col">{t('reports.archive.report')}</th>
                <th scope="col">{t('reports.archive.customer')}</th>
                <th scope="col">{t('reports.archive.covers')}</th>
                <th scope="col">{t('reports.archive.saved')}</th>
                <th scope="col">{t('reports.archive.integrity')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('reports.archive.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {archive.value.map((entry) => {
                const m = entry.manifest;
                return (
                  <tr key={m.id} data-archive-id={m.id} className={entry.intact ? undefined : 'is-damaged'}>
                    <td>
                      <input
                        type="checkbox"
                        aria-label={t('reports.archive.selectRow', {
                          kind: t(REPORT_KIND_WORDS[m.kind]),
                          saved: formatDateTime(m.savedAt),
                        })}
                        checked={selected.has(m.id)}
                        onChange={() => toggle(m.id)}
                      />
                    </td>
                    <td>{t(REPORT_KIND_WORDS[m.kind])}</td>
                    <td>
                      <span className="num">{m.customer}</span>
                      {m.customerName ? <span className="muted"> · {m.customerName}</span> : null}
                    </td>
                    <td title={m.environment}>{paramsWords(m.params, formatDate, t)}</td>
                    <td className="tabular nowrap">{formatDateTime(m.savedAt)}</td>
                    <td>
                      {entry.intact ? (
                        <span className="pill pill-good" title={`SHA-256 ${m.sha256}`}>
                          {t('reports.archive.verified')}
                        </span>
                      ) : (
                        <span className="pill pill-bad" title={t('reports.archive.mismatchHint')}>
                          {t('reports.archive.mismatch')}
                        </span>
                      )}
                    </td>
                    <td>
                      <div className="reports-row-actions">
                        <button type="button" className="button button-small" onClick={() => void openReport(m.id)}>
                          {t('reports.archive.open')}
                        </button>
                        <button
                          type="button"
                          className="button button-small"
                          disabled={!entry.intact}
                          onClick={() => void exportReport(m.id)}
                        >
                          {t('reports.archive.export')}
                        </button>
                        <button
                          type="button"
                          className="button button-small button-danger"
                          onClick={() => setConfirming(entry)}
                        >
                          {t('reports.archive.delete')}
                        </button>
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {confirming ? (
        <Dialog
          title={t('reports.archive.deleteTitle')}
          onClose={() => setConfirming(null)}
          footer={
            <>
              <button type="button" className="button" onClick={() => setConfirming(null)}>
                {t('reports.archive.keep')}
              </button>
              <button
                type="button"
                className="button button-danger"
                onClick={() => {
                  const id = confirming.manifest.id;
                  setConfirming(null);
                  setSelected((current) => new Set([...current].filter((s) => s !== id)));
                  void deleteArchived(id);
                }}
              >
                {t('reports.archive.delete')}
              </button>
            </>
          }
        >
          <p>
            {rich('reports.archive.deleteBody', {
              kind: t(REPORT_KIND_WORDS[confirming.manifest.kind]),
              num: (chunks) => <span className="num">{chunks}</span>,
              customer: confirming.manifest.customer,
              params: paramsWords(confirming.manifest.params, formatDate, t),
              saved: formatDateTime(confirming.manifest.savedAt),
            })}
          </p>
        </Dialog>
      ) : null}
    </section>
  );
}
