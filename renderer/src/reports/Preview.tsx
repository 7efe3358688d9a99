import { useState } from 'react';
import { formatDate, formatDateTimeUtc } from '../format/datetime';
import type { OpenedReport } from '../../../shared/ipc/schemas/reports';
import { paramsWords, REPORT_KIND_WORDS } from '../../../shared/reports/words';
import { translateMessage, useT } from '../i18n/store';
import { Amount } from '../ui/Amount';
import { ErrorNotice } from '../ui/ErrorNotice';
import { Loading } from '../ui/states';
import { rowsWords, tableTitle } from './cell-format';
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
  const t = useT();
  const { id, report } = useOpenedReport();
  if (id === null || report === null) return null;
  if (report.status === 'loading') return <Loading label={t('reports.preview.opening')} />;
  if (report.status === 'error') {
    const mismatch = (report.error.details as { reason?: string } | undefined)?.reason === 'hash-mismatch';
    return (
      <section className="panel reports-preview" aria-label={t('reports.preview.label')}>
        <ErrorNotice
          error={report.error}
          title={mismatch ? t('reports.preview.mismatch') : t('reports.preview.openFailed')}
          onRetry={() => void openReport(id)}
        />
        <button type="button" className="button" onClick={closeReport}>
          {t('reports.preview.close')}
        </button>
      </section>
    );
  }
  return <OpenedPreview key={id} archiveId={id} report={report.value} revision={report.loadedAt} />;
}

function OpenedPreview(props: { archiveId: string; report: OpenedReport; revision: number }): React.JSX.Element {
  const { report, archiveId, revision } = props;
  const t = useT();
  const [tab, setTab] = useState(0);
  const table = report.tables[tab] ?? report.tables[0];
  const m = report.manifest;
  return (
    <section className="panel reports-preview" aria-label={t('reports.preview.label')}>
      <header className="reports-preview-head">
        <div>
          <h2 className="panel-title">{t(REPORT_KIND_WORDS[m.kind])}</h2>
          <p className="muted">
            <span className="num">{m.customer}</span>
            {m.customerName ? ` · ${m.customerName}` : ''} · {paramsWords(m.params, formatDate, t)} · {m.environment} ·{' '}
            {t('reports.preview.serverTime', { time: formatDateTimeUtc(m.serverTime) })} ·{' '}
            <span className="reports-zone">{t('reports.preview.utc')}</span>
          </p>
          <p className="muted mono reports-hash" title={m.sha256}>
            SHA-256 {m.sha256.slice(0, 16)}… <span className="pill pill-good">{t('reports.preview.verified')}</span>
          </p>
        </div>
        <div className="reports-preview-actions">
          <ExportMenu archiveId={archiveId} tableCount={report.tables.length} />
          <button type="button" className="button" onClick={closeReport} aria-label={t('reports.preview.closeLabel')}>
            {t('reports.preview.close')}
          </button>
        </div>
      </header>
      <ExportStatus archiveId={archiveId} />
      {report.figures.length > 0 ? (
        <dl className="reports-figures">
          {report.figures.map((figure) => (
            <div key={figure.label}>
              <dt>{figure.labelWords ? translateMessage(figure.labelWords) : figure.label}</dt>
              <dd className="num">
                {figure.type === 'decimal' ? (
                  <Amount value={figure.value} precision={assetPlaces(figure.asset)} />
                ) : figure.valueWords ? (
                  translateMessage(figure.valueWords)
                ) : (
                  figure.value
                )}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      <div className="reports-tabs" role="tablist" aria-label={t('reports.preview.tables')}>
        {report.tables.map((shown) => (
          <button
            key={shown.name}
            type="button"
            role="tab"
            aria-selected={shown.index === table?.index}
            className={shown.index === table?.index ? 'reports-tab is-active' : 'reports-tab'}
            onClick={() => setTab(shown.index)}
          >
            {tableTitle(shown.name)} <span className="muted">{rowsWords(shown.rowCount)}</span>
          </button>
        ))}
      </div>
      {table?.name.startsWith(PNL_TABLE_PREFIX) ? (
        <>
          {m.params.kind === 'account-orders' ? (
            <OpeningLots archiveId={archiveId} dateFrom={m.params.dateFrom} />
          ) : null}
          <PnlDefinitions />
        </>
      ) : null}
      {/* Rebuilt tables (new opening lots) are new rows: the grid starts over rather than show cached ones. */}
      {table ? (
        table.rowCount === 0 ? (
          <p className="muted reports-empty">{t('reports.preview.emptyTable')}</p>
        ) : (
          <PreviewGrid
            key={`${archiveId}:${table.index}:${revision}`}
            archiveId={archiveId}
            table={table}
            referenceCurrency={'referenceCurrency' in m.params ? m.params.referenceCurrency : null}
          />
        )
      ) : null}
    </section>
  );
}
