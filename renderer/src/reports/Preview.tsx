import { useState } from 'react';
import { formatDate, formatDateTimeUtc } from '../format/datetime';
import type { OpenedReport } from '../../../shared/ipc/schemas/reports';
import { describeParams, REPORT_KIND_LABELS } from '../../../shared/reports/kinds';
import { Amount } from '../ui/Amount';
import { ErrorNotice } from '../ui/ErrorNotice';
import { Loading } from '../ui/states';
import { rowsWords } from './cell-format';
import { ExportStatus } from './ExportStatus';
import { PreviewGrid } from './PreviewGrid';
import { closeReport, openReport, useOpenedReport } from './store';
import { ExportMenu } from './ExportMenu';
import { assetPlaces } from '../../../shared/format/precision';
import { PNL_TABLE_PREFIX } from '../../../shared/reports/pnl/definitions';
import { PnlDefinitions } from './PnlDefinitions';
import { OpeningLots } from './OpeningLots';

/** The opened report: what it is, its totals, every table (tabs), Export ▾ Excel or CSV with progress. */
export function Preview(): React.JSX.Element | null {
  const { id, report } = useOpenedReport();
  if (id === null || report === null) return null;
  if (report.status === 'loading') return <Loading label="Opening the report…" />;
  if (report.status === 'error') {
    const mismatch = (report.error.details as { reason?: string } | undefined)?.reason === 'hash-mismatch';
    return (
      <section className="panel reports-preview" aria-label="Report preview">
        <ErrorNotice error={report.error} title={mismatch ? 'Hash mismatch: this archived report was changed after it was saved' : 'The report could not be opened'} onRetry={() => void openReport(id)} />
        <button type="button" className="button" onClick={closeReport}>
          Close
        </button>
      </section>
    );
  }
  return <OpenedPreview key={id} archiveId={id} report={report.value} revision={report.loadedAt} />;
}

function OpenedPreview(props: { archiveId: string; report: OpenedReport; revision: number }): React.JSX.Element {
  const { report, archiveId, revision } = props;
  const [tab, setTab] = useState(0);
  const table = report.tables[tab] ?? report.tables[0];
  const m = report.manifest;
  return (
    <section className="panel reports-preview" aria-label="Report preview">
      <header className="reports-preview-head">
        <div>
          <h2 className="panel-title">{REPORT_KIND_LABELS[m.kind]}</h2>
          <p className="muted">
            <span className="num">{m.customer}</span>
            {m.customerName ? ` · ${m.customerName}` : ''} · {describeParams(m.params, formatDate)} · {m.environment} · server time {formatDateTimeUtc(m.serverTime)} ·{' '}
            <span className="reports-zone">times in UTC</span>
          </p>
          <p className="muted mono reports-hash" title={m.sha256}>
            SHA-256 {m.sha256.slice(0, 16)}… <span className="pill pill-good">verified</span>
          </p>
        </div>
        <div className="reports-preview-actions">
          <ExportMenu archiveId={archiveId} tableCount={report.tables.length} />
          <button type="button" className="button" onClick={closeReport} aria-label="Close preview">
            Close
          </button>
        </div>
      </header>
      <ExportStatus archiveId={archiveId} />
      {report.figures.length > 0 ? (
        <dl className="reports-figures">
          {report.figures.map((figure) => (
            <div key={figure.label}>
              <dt>{figure.label}</dt>
              <dd className="num">
                {figure.type === 'decimal' ? <Amount value={figure.value} precision={assetPlaces(figure.asset)} /> : figure.value}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      <div className="reports-tabs" role="tablist" aria-label="Tables">
        {report.tables.map((t) => (
          <button key={t.name} type="button" role="tab" aria-selected={t.index === table?.index} className={t.index === table?.index ? 'reports-tab is-active' : 'reports-tab'} onClick={() => setTab(t.index)}>
            {t.name} <span className="muted">{rowsWords(t.rowCount)}</span>
          </button>
        ))}
      </div>
      {table?.name.startsWith(PNL_TABLE_PREFIX) ? (
        <>
          {m.params.kind === 'account-orders' ? <OpeningLots archiveId={archiveId} dateFrom={m.params.dateFrom} /> : null}
          <PnlDefinitions />
        </>
      ) : null}
      {/* Rebuilt tables (new opening lots) are new rows: the grid starts over rather than show cached ones. */}
      {table ? table.rowCount === 0 ? <p className="muted reports-empty">This table has no rows in the period and accounts this report covers.</p> : <PreviewGrid key={`${archiveId}:${table.index}:${revision}`} archiveId={archiveId} table={table} /> : null}
    </section>
  );
}
