import type { ConnectionVerdict } from '../../../shared/ipc/schemas/profiles';
import type { Loadable } from '../api/loadable';
import { formatOffset, verdictOffset, verdictSummary, verdictText } from '../connection/health';
import { useT } from '../i18n/store';

/** The outcome of a connection test in a few words: verdict, latency, clock offset. The full explanation is its title. */
export function VerdictBadge(props: { verdict: Loadable<ConnectionVerdict> | undefined }): React.JSX.Element {
  const { verdict } = props;
  const t = useT();
  if (verdict === undefined) return <span className="muted">{t('profiles.verdict.notTested')}</span>;
  if (verdict.status === 'loading') {
    return (
      <span className="verdict" role="status">
        <span className="status-dot health-unknown" aria-hidden="true" /> {t('profiles.verdict.testing')}
      </span>
    );
  }
  if (verdict.status === 'error') {
    return (
      <span className="verdict health-text-bad" role="status" title={verdict.error.message}>
        <span className="status-dot health-bad" aria-hidden="true" /> <strong>{t('profiles.verdict.failed')}</strong>
      </span>
    );
  }
  const summary = verdictSummary(verdict.value);
  const offset = verdictOffset(verdict.value);
  return (
    <span
      className={`verdict health-text-${summary.health}`}
      role="status"
      data-verdict={verdict.value.verdict}
      title={verdictText(verdict.value)}
    >
      <span className={`status-dot health-${summary.health}`} aria-hidden="true" /> <strong>{t(summary.label)}</strong>
      {verdict.value.verdict === 'reached' ? (
        <span className="muted num"> · {t('connection.latency', { ms: Math.round(verdict.value.latencyMs) })}</span>
      ) : null}
      {offset !== null ? (
        <span className="muted num"> · {t('profiles.verdict.clock', { offset: formatOffset(offset) })}</span>
      ) : null}
    </span>
  );
}

/** What a failed or doubtful test means and what to do, in the service's and the app's words; null when all is well. */
export function verdictExplanation(verdict: Loadable<ConnectionVerdict> | undefined): string | null {
  if (verdict === undefined || verdict.status === 'loading') return null;
  if (verdict.status === 'error') return verdict.error.message;
  return verdictSummary(verdict.value).health === 'good' ? null : verdictText(verdict.value);
}
