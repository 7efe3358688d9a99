import type { ConnectionVerdict } from '../../../shared/ipc/schemas/profiles';
import type { Loadable } from '../api/loadable';
import { formatOffset, verdictOffset, verdictSummary } from '../connection/health';

/** The outcome of a connection test: short verdict and the service's explanation. */
export function VerdictNote(props: { verdict: Loadable<ConnectionVerdict> | undefined }): React.JSX.Element | null {
  const { verdict } = props;
  if (verdict === undefined) return null;
  if (verdict.status === 'loading') {
    return (
      <span className="verdict" role="status">
        <span className="status-dot health-unknown" aria-hidden="true" /> Testing…
      </span>
    );
  }
  if (verdict.status === 'error') {
    return (
      <span className="verdict health-text-bad" role="status">
        <span className="status-dot health-bad" aria-hidden="true" /> {verdict.error.message}
      </span>
    );
  }
  const summary = verdictSummary(verdict.value);
  const offset = verdictOffset(verdict.value);
  return (
    <span className={`verdict health-text-${summary.health}`} role="status" data-verdict={verdict.value.verdict}>
      <span className={`status-dot health-${summary.health}`} aria-hidden="true" />
      <strong>{summary.label}.</strong> {verdict.value.message}
      {offset !== null ? <span className="muted"> Clock {formatOffset(offset)}.</span> : null}
    </span>
  );
}
