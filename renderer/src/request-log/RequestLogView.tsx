import { formatCount } from '../../../shared/format/count';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useMemo, useRef } from 'react';
import type { RequestLogEntry } from '../../../shared/ipc/schemas/request-log';
import { formatTime } from '../format/datetime';
import { ErrorNotice } from '../ui/ErrorNotice';
import { Empty, Loading } from '../ui/states';
import { loadRequestLog, matchesFilter, setRequestLogFilter, useRequestLog, useRequestLogFilter } from './store';
import { useT } from '../i18n/store';
import { errorKindWord } from '../ui/error-kinds';
import type { MessageKey } from '../../../shared/i18n/catalogue/messages';

const ROW_HEIGHT = 26;
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** The table's headings in column order; `num` columns are right-aligned like their figures. */
const LOG_COLUMNS: readonly { key: MessageKey; num?: true }[] = [
  { key: 'requestLog.column.time' },
  { key: 'requestLog.column.method' },
  { key: 'ui.error.endpoint' },
  { key: 'requestLog.column.path' },
  { key: 'ui.error.customer', num: true },
  { key: 'ui.error.status', num: true },
  { key: 'requestLog.column.latency', num: true },
  { key: 'requestLog.column.outcome' },
  { key: 'shell.topbar.profile' },
];

/** Every request the app made, newest first, live; virtualized so long logs stay fast. */
export function RequestLogView(): React.JSX.Element {
  const log = useRequestLog();
  const filter = useRequestLogFilter();
  const entries = log.status === 'ready' ? log.value : [];
  const shown = useMemo(() => entries.filter((entry) => matchesFilter(entry, filter)), [entries, filter]);
  const errorKinds = useMemo(
    () => [...new Set(entries.flatMap((entry) => (entry.errorKind ? [entry.errorKind] : [])))].sort(),
    [entries],
  );

  useEffect(() => {
    void loadRequestLog();
  }, []);
  const t = useT();

  return (
    <section className="panel panel-fill request-log" aria-labelledby="request-log-title">
      <header className="panel-header">
        <h2 id="request-log-title">{t('settings.tab.requests')}</h2>
        <div className="toolbar" role="search" aria-label={t('requestLog.filter.label')}>
          <label className="toolbar-field">
            <span>{t('requestLog.column.outcome')}</span>
            <select
              className="select"
              value={filter.outcome}
              onChange={(event) => setRequestLogFilter({ outcome: event.target.value })}
            >
              <option value="">{t('requestLog.filter.all')}</option>
              <option value="ok">{t('requestLog.filter.succeeded')}</option>
              <option value="error">{t('requestLog.filter.failed')}</option>
              {errorKinds.map((kind) => (
                <option key={kind} value={kind}>
                  {t('requestLog.filter.failedKind', { kind: t(errorKindWord(kind)) })}
                </option>
              ))}
            </select>
          </label>
          <label className="toolbar-field">
            <span>{t('requestLog.column.method')}</span>
            <select
              className="select"
              value={filter.method}
              onChange={(event) => setRequestLogFilter({ method: event.target.value })}
            >
              <option value="">{t('requestLog.filter.all')}</option>
              {METHODS.map((method) => (
                <option key={method}>{method}</option>
              ))}
            </select>
          </label>
          <input
            type="search"
            className="input input-search"
            placeholder={t('requestLog.filter.placeholder')}
            aria-label={t('requestLog.filter.text')}
            value={filter.text}
            onChange={(event) => setRequestLogFilter({ text: event.target.value })}
          />
          <span className="toolbar-count muted" aria-live="polite">
            {shown.length === entries.length
              ? t('requestLog.count.all', { count: entries.length, shown: formatCount(entries.length) })
              : t('requestLog.count.some', {
                  count: entries.length,
                  total: formatCount(entries.length),
                  shown: formatCount(shown.length),
                })}
          </span>
        </div>
      </header>
      {log.status === 'loading' ? (
        <Loading label={t('requestLog.loading')} />
      ) : log.status === 'error' ? (
        <ErrorNotice error={log.error} title={t('requestLog.loadFailed')} onRetry={() => void loadRequestLog()} />
      ) : shown.length === 0 ? (
        <Empty title={entries.length === 0 ? t('requestLog.empty') : t('requestLog.noMatch')} />
      ) : (
        <LogTable entries={shown} />
      )}
    </section>
  );
}

function LogTable(props: { entries: readonly RequestLogEntry[] }): React.JSX.Element {
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: props.entries.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
    getItemKey: (index) => props.entries[index]?.seq ?? index,
  });
  const t = useT();
  return (
    <div className="log-table" role="table" aria-label={t('requestLog.table')} aria-rowcount={props.entries.length + 1}>
      <div className="log-row log-head" role="row" aria-rowindex={1}>
        {/* A heading too long for its column (another language) wraps, or ends in an ellipsis with its words on hover. */}
        {LOG_COLUMNS.map((column) => (
          <span key={column.key} role="columnheader" className={column.num ? 'num' : undefined} title={t(column.key)}>
            {t(column.key)}
          </span>
        ))}
      </div>
      {/* The focusable scroll box is the rows' group itself: a table may hold only rows and row groups. */}
      <div className="log-scroll" ref={scroller} tabIndex={0} role="rowgroup" aria-label={t('requestLog.rows')}>
        {/* Row geometry is set through the CSSOM (React style props), which style-src 'self' allows; only style attributes in markup are blocked. */}
        <div className="log-canvas" style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((item) => {
            const entry = props.entries[item.index];
            if (!entry) return null;
            return <LogRow key={item.key} entry={entry} index={item.index} offset={item.start} />;
          })}
        </div>
      </div>
    </div>
  );
}

function LogRow(props: { entry: RequestLogEntry; index: number; offset: number }): React.JSX.Element {
  const { entry } = props;
  const failed = entry.errorKind !== null;
  const t = useT();
  return (
    <div
      className={failed ? 'log-row is-failed' : 'log-row'}
      role="row"
      aria-rowindex={props.index + 2}
      style={{ transform: `translateY(${props.offset}px)` }}
      data-seq={entry.seq}
    >
      <span role="cell" className="tabular" title={entry.time}>
        {formatTime(entry.time)}
      </span>
      <span role="cell" className={`method method-${entry.method.toLowerCase()}`}>
        {entry.method}
      </span>
      <span role="cell" className="truncate" title={entry.endpoint}>
        {entry.endpoint}
      </span>
      <span role="cell" className="mono truncate" title={entry.path}>
        {entry.path}
      </span>
      <span role="cell" className="num">
        {entry.customer ?? '—'}
      </span>
      <span role="cell" className="num">
        {entry.status ?? '—'}
      </span>
      <span role="cell" className="num">
        {t('connection.latency', { ms: Math.round(entry.latencyMs) })}
      </span>
      <span role="cell">
        {entry.errorKind !== null ? (
          <span className="pill pill-bad">{t(errorKindWord(entry.errorKind))}</span>
        ) : (
          <span className="pill pill-good">{t('requestLog.ok')}</span>
        )}
        {entry.attempt > 1 ? (
          <span className="muted"> · {t('requestLog.attempt', { attempt: entry.attempt })}</span>
        ) : null}
        {entry.via === undefined ? null : (
          <span className="muted" title={t('requestLog.viaTitle', { proxy: entry.via })}>
            {' '}
            · {t('requestLog.via', { proxy: entry.via })}
          </span>
        )}
      </span>
      <span role="cell" className="truncate" title={entry.profileName}>
        {entry.profileName}
      </span>
    </div>
  );
}
