import { countWords, formatCount } from '../../../shared/format/count';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useMemo, useRef } from 'react';
import type { RequestLogEntry } from '../../../shared/ipc/schemas/request-log';
import { formatTime } from '../format/datetime';
import { ErrorNotice } from '../ui/ErrorNotice';
import { Empty, Loading } from '../ui/states';
import { loadRequestLog, matchesFilter, setRequestLogFilter, useRequestLog, useRequestLogFilter } from './store';

const ROW_HEIGHT = 26;
/** Words for a request sent through a proxy (whole texts with named parts, for the message catalogue). */
const VIA_PROXY = ({ proxy }: { proxy: string }): string => `through ${proxy}`;
const VIA_PROXY_TITLE = ({ proxy }: { proxy: string }): string => `This request went through the proxy at ${proxy}.`;
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** Every request the app made, newest first, live; virtualized so long logs stay fast. */
export function RequestLogView(): React.JSX.Element {
  const log = useRequestLog();
  const filter = useRequestLogFilter();
  const entries = log.status === 'ready' ? log.value : [];
  const shown = useMemo(() => entries.filter((entry) => matchesFilter(entry, filter)), [entries, filter]);
  const errorKinds = useMemo(() => [...new Set(entries.flatMap((entry) => (entry.errorKind ? [entry.errorKind] : [])))].sort(), [entries]);

  useEffect(() => {
    void loadRequestLog();
  }, []);

  return (
    <section className="panel panel-fill request-log" aria-labelledby="request-log-title">
      <header className="panel-header">
        <h2 id="request-log-title">Request log</h2>
        <div className="toolbar" role="search" aria-label="Filter requests">
          <label className="toolbar-field">
            <span>Outcome</span>
            <select className="select" value={filter.outcome} onChange={(event) => setRequestLogFilter({ outcome: event.target.value })}>
              <option value="">All</option>
              <option value="ok">Succeeded</option>
              <option value="error">Failed</option>
              {errorKinds.map((kind) => (
                <option key={kind} value={kind}>
                  Failed: {kind}
                </option>
              ))}
            </select>
          </label>
          <label className="toolbar-field">
            <span>Method</span>
            <select className="select" value={filter.method} onChange={(event) => setRequestLogFilter({ method: event.target.value })}>
              <option value="">All</option>
              {METHODS.map((method) => (
                <option key={method}>{method}</option>
              ))}
            </select>
          </label>
          <input
            type="search"
            className="input input-search"
            placeholder="Path, endpoint, status, customer"
            aria-label="Filter requests by text"
            value={filter.text}
            onChange={(event) => setRequestLogFilter({ text: event.target.value })}
          />
          <span className="toolbar-count muted" aria-live="polite">
            {shown.length === entries.length ? countWords(entries.length, 'request') : `${formatCount(shown.length)} of ${countWords(entries.length, 'request')}`}
          </span>
        </div>
      </header>
      {log.status === 'loading' ? (
        <Loading label="Loading request log…" />
      ) : log.status === 'error' ? (
        <ErrorNotice error={log.error} title="The request log could not be read" onRetry={() => void loadRequestLog()} />
      ) : shown.length === 0 ? (
        <Empty title={entries.length === 0 ? 'No requests yet' : 'No request matches the filters'} />
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
  return (
    <div className="log-table" role="table" aria-label="Requests" aria-rowcount={props.entries.length + 1}>
      <div className="log-row log-head" role="row" aria-rowindex={1}>
        <span role="columnheader">Time</span>
        <span role="columnheader">Method</span>
        <span role="columnheader">Endpoint</span>
        <span role="columnheader">Path</span>
        <span role="columnheader" className="num">
          Customer
        </span>
        <span role="columnheader" className="num">
          Status
        </span>
        <span role="columnheader" className="num">
          Latency
        </span>
        <span role="columnheader">Outcome</span>
        <span role="columnheader">Profile</span>
      </div>
      {/* The focusable scroll box is the rows' group itself: a table may hold only rows and row groups. */}
      <div className="log-scroll" ref={scroller} tabIndex={0} role="rowgroup" aria-label="Request rows, scroll with the arrow keys">
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
        {Math.round(entry.latencyMs)} ms
      </span>
      <span role="cell">
        {failed ? <span className="pill pill-bad">{entry.errorKind}</span> : <span className="pill pill-good">ok</span>}
        {entry.attempt > 1 ? <span className="muted"> · try {entry.attempt}</span> : null}
        {entry.via === undefined ? null : (
          <span className="muted" title={VIA_PROXY_TITLE({ proxy: entry.via })}>
            {' '}
            · {VIA_PROXY({ proxy: entry.via })}
          </span>
        )}
      </span>
      <span role="cell" className="truncate" title={entry.profileName}>
        {entry.profileName}
      </span>
    </div>
  );
}
