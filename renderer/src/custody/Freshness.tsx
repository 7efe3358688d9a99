import { useEffect, useState } from 'react';
import type { Stale } from '../api/stale';
import { ageText, isStale } from '../api/stale';
import { formatTime } from '../format/datetime';
import { ErrorNotice } from '../ui/ErrorNotice';

/** The wall clock, re-read every `intervalMs` (ages on screen keep counting). */
export function useNow(intervalMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/** "<what> as of 14:03:07", or, when the latest refresh failed, "Stale: <what> as of 14:03:07, 2 min old". */
export function Freshness(props: { what: string; state: Stale<unknown> }): React.JSX.Element | null {
  const now = useNow();
  const { asOf } = props.state;
  if (asOf === null) return null;
  const time = formatTime(new Date(asOf).toISOString());
  if (isStale(props.state)) {
    return (
      <span className="freshness is-stale" data-testid="stale-marker">
        <span className="stale-badge">Stale</span> {props.what} as of <span className="num">{time}</span>, {ageText(now - asOf)} old
      </span>
    );
  }
  return (
    <span className={props.state.pending ? 'freshness is-pending' : 'freshness'}>
      {props.what} as of <span className="num">{time}</span>
    </span>
  );
}

/**
 * The failure of the latest refresh, above the data it could not replace.
 * Without data yet there is nothing to keep: the caller shows the error alone.
 * Compact (small panels): the title and what to do, the rest under Details.
 */
export function RefreshError(props: { state: Stale<unknown>; what: string; onRetry: () => void; compact?: boolean }): React.JSX.Element | null {
  const { error, value, asOf } = props.state;
  if (error === null) return null;
  const title =
    value !== null && asOf !== null
      ? `${props.what} could not be refreshed: showing those as of ${formatTime(new Date(asOf).toISOString())}`
      : `${props.what} could not be loaded`;
  return (
    <div className={props.compact ? 'refresh-error is-compact' : 'refresh-error'}>
      <ErrorNotice error={error} title={title} onRetry={props.onRetry} />
    </div>
  );
}
