import { useEffect } from 'react';
import { testConnection, useActiveProfileId, useVerdict } from '../profiles/store';
import type { LinkState } from '../../../shared/ipc/schemas/connection';
import { useClockOffsetMs } from './clock';
import { clockHealth, formatOffset, shownStatus, verdictOffset, verdictText } from './health';
import { useConnection } from './store';
import { useT } from '../i18n/store';

const UNKNOWN_LINK: LinkState = { status: 'unknown', latencyMs: null, at: null };

// Re-tested now and then: a service can go away or start refusing the key while the app stays
// open and makes no request (the clock offset itself is read from main after every request).
const RECHECK_MS = 5 * 60 * 1000;

/**
 * Connection status of the active profile: main's link state (the newest
 * request: reached, unreachable, refused), and what only its connection
 * test can tell (secret, keychain, clock). The server clock offset is main's running estimate from every
 * response (the test's own until one is known).
 */
export function ConnectionStatus(): React.JSX.Element | null {
  const profileId = useActiveProfileId();
  const verdict = useVerdict(profileId);
  const connection = useConnection();
  // Main's state of the link, for the profile it is about (never re-derived here from the request log).
  const link = connection.profileId === profileId ? connection.link : UNKNOWN_LINK;
  const liveOffsetMs = useClockOffsetMs(profileId);
  const t = useT();

  // Tested when a profile becomes active and whenever its last verdict was dropped (its secret changed).
  const untested = verdict === undefined;
  useEffect(() => {
    if (profileId !== null && untested) void testConnection(profileId);
  }, [profileId, untested]);

  useEffect(() => {
    if (profileId === null) return;
    const timer = window.setInterval(() => void testConnection(profileId), RECHECK_MS);
    return () => window.clearInterval(timer);
  }, [profileId]);

  if (profileId === null) return null;
  const recheck = (): void => void testConnection(profileId);

  if (verdict === undefined || verdict.status === 'loading') {
    return (
      <div className="status-group" role="status">
        <span className="status-dot health-unknown" aria-hidden="true" />
        <span className="status-label">{t('connection.checking')}</span>
      </div>
    );
  }
  if (verdict.status === 'error') {
    return (
      <button type="button" className="status-group status-button" onClick={recheck} title={verdict.error.message}>
        <span className="status-dot health-bad" aria-hidden="true" />
        <span className="status-label">{t('connection.checkFailed')}</span>
      </button>
    );
  }
  const summary = shownStatus(verdict.value, link);
  const { latencyMs } = summary;
  const offset = liveOffsetMs !== null ? Math.round(liveOffsetMs / 100) / 10 : verdictOffset(verdict.value);
  const clock = clockHealth(offset);
  return (
    <div className="status-group" role="status" aria-label={t('connection.label')}>
      <button
        type="button"
        className="status-button"
        onClick={recheck}
        title={t('connection.recheck', { verdict: verdictText(verdict.value) })}
      >
        <span className={`status-dot health-${summary.health}`} aria-hidden="true" />
        <span className="status-label">{t(summary.label)}</span>
        {latencyMs !== null ? (
          <span className="status-meta num">{t('connection.latency', { ms: Math.round(latencyMs) })}</span>
        ) : null}
      </button>
      {offset !== null ? (
        <span className={`clock-offset health-${clock}`} title={t('connection.clock.title')}>
          <span className="status-meta">{t('connection.clock.label')}</span>{' '}
          <span className="num">{formatOffset(offset)}</span>
          <span className="visually-hidden">
            {clock === 'good'
              ? t('connection.clock.inSync')
              : clock === 'warning'
                ? t('connection.clock.nearLimit')
                : t('connection.clock.outside')}
          </span>
        </span>
      ) : null}
    </div>
  );
}
