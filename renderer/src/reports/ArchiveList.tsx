import { useEffect, useState } from 'react';
import type { ArchiveListItem } from '../../../shared/ipc/schemas/reports';
import type { ReportKind } from '../../../shared/reports/kinds';
import { describeParams, REPORT_KIND_LABELS, REPORT_KINDS } from '../../../shared/reports/kinds';
import { formatDate, formatDateTime } from '../format/datetime';
import { DateInput } from '../ui/DateInput';
import { Dialog } from '../ui/Dialog';
import { ErrorNotice } from '../ui/ErrorNotice';
import { Empty, Loading } from '../ui/states';
import { deleteArchived, exportBundle, exportReport, loadArchive, openReport, setArchiveFilter, useArchive, useArchiveFilter } from './store';

/** Every saved report, offline: filter by customer, kind and day saved; open, export, delete (confirmed); zip a selection for an accountant. */
export function ArchiveList(): React.JSX.Element {
  const archive = useArchive();
  const filter = useArchiveFilter();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [confirming, setConfirming] = useState<ArchiveListItem | null>(null);
  const [bundled, setBundled] = useState<string | null>(null);

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
    <section className="panel reports-archive" aria-label="Archive">
      <form className="toolbar reports-archive-filter" aria-label="Archive filter" onSubmit={(event) => event.preventDefault()}>
        <label className="toolbar-field">
          <span>Customer</span>
          <input className="input" value={filter.customer ?? ''} onChange={(event) => setArchiveFilter({ customer: event.target.value })} placeholder="any" />
        </label>
        <label className="toolbar-field">
          <span>Report</span>
          <select className="input" value={filter.kind ?? ''} onChange={(event) => setArchiveFilter({ kind: (event.target.value || undefined) as ReportKind | undefined })}>
            <option value="">any</option>
            {REPORT_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {REPORT_KIND_LABELS[kind]}
              </option>
            ))}
          </select>
        </label>
        <label className="toolbar-field">
          <span>Saved from</span>
          <DateInput className="input reports-date" value={filter.from ?? ''} onChange={(from, valid) => valid && setArchiveFilter({ from })} />
        </label>
        <label className="toolbar-field">
          <span>to</span>
          <DateInput className="input reports-date" value={filter.to ?? ''} onChange={(to, valid) => valid && setArchiveFilter({ to })} />
        </label>
        <button
          type="button"
          className="button"
          disabled={selected.size === 0}
          onClick={() => void exportBundle([...selected]).then((written) => written && setBundled(`${written.entries} reports ${written.delivery === 'download' ? 'downloaded as' : 'saved as'} ${written.file}`))}
        >
          Export bundle ({selected.size})…
        </button>
      </form>
      {bundled ? (
        <p className="reports-note" role="status">
          {bundled}
        </p>
      ) : null}
      {archive.status === 'loading' ? (
        <Loading label="Reading the archive…" />
      ) : archive.status === 'error' ? (
        <ErrorNotice error={archive.error} title="The archive could not be read" onRetry={() => void loadArchive()} />
      ) : archive.value.length === 0 ? (
        <Empty title="No saved reports">Every report you fetch is saved here and can be opened without a connection.</Empty>
      ) : (
        <div className="table-scroll">
          <table className="data-table reports-archive-table">
            <thead>
              <tr>
                <th scope="col">
                  <span className="visually-hidden">Select</span>
                </th>
                <th scope="col">Report</th>
                <th scope="col">Customer</th>
                <th scope="col">Covers</th>
                <th scope="col">Saved</th>
                <th scope="col">Integrity</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {archive.value.map((entry) => {
                const m = entry.manifest;
                return (
                  <tr key={m.id} data-archive-id={m.id} className={entry.intact ? undefined : 'is-damaged'}>
                    <td>
                      <input type="checkbox" aria-label={`Select ${REPORT_KIND_LABELS[m.kind]} of ${formatDateTime(m.savedAt)}`} checked={selected.has(m.id)} onChange={() => toggle(m.id)} />
                    </td>
                    <td>{REPORT_KIND_LABELS[m.kind]}</td>
                    <td>
                      <span className="num">{m.customer}</span>
                      {m.customerName ? <span className="muted"> · {m.customerName}</span> : null}
                    </td>
                    <td title={m.environment}>{describeParams(m.params, formatDate)}</td>
                    <td className="tabular nowrap">{formatDateTime(m.savedAt)}</td>
                    <td>
                      {entry.intact ? (
                        <span className="pill pill-good" title={`SHA-256 ${m.sha256}`}>
                          verified
                        </span>
                      ) : (
                        <span className="pill pill-bad" title="The raw file no longer matches the SHA-256 saved with it">
                          hash mismatch
                        </span>
                      )}
                    </td>
                    <td>
                      <div className="reports-row-actions">
                        <button type="button" className="button button-small" onClick={() => void openReport(m.id)}>
                          Open
                        </button>
                        <button type="button" className="button button-small" disabled={!entry.intact} onClick={() => void exportReport(m.id)}>
                          Export…
                        </button>
                        <button type="button" className="button button-small button-danger" onClick={() => setConfirming(entry)}>
                          Delete
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
          title="Delete this saved report?"
          onClose={() => setConfirming(null)}
          footer={
            <>
              <button type="button" className="button" onClick={() => setConfirming(null)}>
                Keep it
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
                Delete
              </button>
            </>
          }
        >
          <p>
            {REPORT_KIND_LABELS[confirming.manifest.kind]} for customer <span className="num">{confirming.manifest.customer}</span> ({describeParams(confirming.manifest.params, formatDate)}), saved{' '}
            {formatDateTime(confirming.manifest.savedAt)}, is removed from this computer. Workbooks already exported stay where they are.
          </p>
        </Dialog>
      ) : null}
    </section>
  );
}
